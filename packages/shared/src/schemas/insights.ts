import { z } from "zod/mini";
import { preprocess, strictId } from "./fields";

/**
 * The windows of the admin dashboard's charts. Each sets how far back every chart looks and the
 * bucket of the sign-ups chart: a day for 30 days, a week (starting Monday, UTC) for 12 weeks,
 * a month for 12 months.
 */
export const INSIGHT_PERIODS = ["30d", "12w", "12m"] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const INSIGHT_PERIOD_LABELS: Record<InsightPeriod, string> = {
  "30d": "30 days",
  "12w": "12 weeks",
  "12m": "12 months",
};

/** Query of GET /insights (admin). */
export const insightsQuerySchema = z.object({
  company_id: z.optional(
    preprocess((v) => (v === "" ? undefined : v), z.optional(strictId("Invalid company."))),
  ),
  period: z._default(
    z.enum(INSIGHT_PERIODS, { error: "Period must be one of 30d, 12w or 12m." }),
    "12w",
  ),
});
