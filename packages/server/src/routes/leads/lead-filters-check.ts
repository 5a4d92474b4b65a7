import type { LeadFilters } from "@sector/shared";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { fieldError, NotFoundError } from "../../lib/errors";
import { COMPANY_NOT_FOUND } from "../companies/messages";
import { foreignTopics } from "./lead-query";

export const TOPICS_OF_BRAND = "Please choose among the topics of this brand.";

/** The brand the filters name, once they are known to make sense for it. */
export const checkLeadFilters = async (app: App, filters: LeadFilters) => {
  const [brand] = await app.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, filters.company_id));
  if (!brand) throw new NotFoundError(COMPANY_NOT_FOUND);
  if ((await foreignTopics(app.db, filters)).length > 0) {
    throw fieldError("preference_ids", TOPICS_OF_BRAND);
  }
  return brand;
};
