import type { Company } from "@sector/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /company: every company (website); signed-in roles only. */
export async function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  const { companies } = await api.get<{ companies: Company[] }>("/company", { signal });
  return companies;
}

export const companiesQueryKey = ["companies"] as const;

export function getCompaniesQueryOptions() {
  return queryOptions({
    queryKey: companiesQueryKey,
    queryFn: ({ signal }) => getCompanies(signal),
    meta: { errorMessage: "An error occurred while fetching companies" },
  });
}

/** The company list that feeds the sidebar, company lists and dropdowns. */
export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
