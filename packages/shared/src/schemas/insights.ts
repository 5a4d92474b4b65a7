import { z } from "zod/mini";
import { INSIGHT_PERIODS } from "../constants";
import { optionalCompanyFilter } from "./fields";

/** Query of GET /insights (admin). */
export const insightsQuerySchema = z.object({
  company_id: optionalCompanyFilter(),
  period: z._default(
    z.enum(INSIGHT_PERIODS, { error: "Period must be one of 30d, 12w or 12m." }),
    "12w",
  ),
});
