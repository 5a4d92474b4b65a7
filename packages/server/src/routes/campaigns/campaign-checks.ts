import type { CampaignFilters } from "@sector/shared";
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { companies, preferences, resources, sponsors } from "../../db/schema";
import { fieldError } from "../../lib/errors";
import {
  BRAND_UNKNOWN,
  RESOURCE_UNKNOWN,
  resourceNotSponsored,
  SPONSOR_UNKNOWN,
  TOPIC_UNKNOWN,
} from "./messages";

/** The campaigns columns of its filters. */
export const filterColumns = (filters: CampaignFilters) => ({
  companyIds: filters.company_ids,
  preferenceIds: filters.preference_ids,
  jobTitles: filters.job_titles,
  countries: filters.countries,
  companySizes: filters.company_sizes,
  industries: filters.industries,
  jobFunctions: filters.job_functions,
  seniorities: filters.seniorities,
});

/**
 * What a campaign names must exist, and its resources must carry its sponsor: the dialog a
 * member sees says "Sponsored by" the sponsor that gets the lead. 400 on the first field wrong.
 */
export const checkCampaign = async (
  db: Executor,
  body: { sponsorId: number; resourceIds: number[]; filters: CampaignFilters },
): Promise<void> => {
  const [sponsor] = await db
    .select({ name: sponsors.name })
    .from(sponsors)
    .where(eq(sponsors.id, body.sponsorId));
  if (!sponsor) throw fieldError("sponsor_id", SPONSOR_UNKNOWN);
  const found = await db
    .select({ id: resources.id, title: resources.title, sponsorId: resources.sponsorId })
    .from(resources)
    .where(inArray(resources.id, body.resourceIds));
  if (found.length !== body.resourceIds.length) throw fieldError("resource_ids", RESOURCE_UNKNOWN);
  const other = found.find((r) => r.sponsorId !== body.sponsorId);
  if (other) throw fieldError("resource_ids", resourceNotSponsored(other.title, sponsor.name));
  const { company_ids: companyIds, preference_ids: preferenceIds } = body.filters;
  if (companyIds.length > 0) {
    const brands = await db
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.id, companyIds));
    if (brands.length !== companyIds.length) throw fieldError("filters", BRAND_UNKNOWN);
  }
  if (preferenceIds.length > 0) {
    const topics = await db
      .select({ id: preferences.id })
      .from(preferences)
      .where(inArray(preferences.id, preferenceIds));
    if (topics.length !== preferenceIds.length) {
      throw fieldError("filters", TOPIC_UNKNOWN);
    }
  }
};
