import type { LeadFilters } from "@sector/shared";

/**
 * The query string of GET /leads/count and GET /leads/export: topics as "1,2", and the
 * filters left unset left out.
 */
export function leadQuery(filters: LeadFilters): Record<string, string | number | undefined> {
  return {
    company_id: filters.company_id,
    preference_ids:
      filters.preference_ids.length > 0 ? filters.preference_ids.join(",") : undefined,
    consent: filters.consent,
    from: filters.from,
    to: filters.to,
  };
}
