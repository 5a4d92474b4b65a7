import type { Company } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { companiesQueryKey } from "../query-keys";

/** GET /company: every company (website); signed-in roles only. */
export async function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  const { companies } = await api.get<{ companies: Company[] }>("/company", { signal });
  return companies;
}

/**
 * The company list that feeds the sidebar, company lists and dropdowns. `enabled: false` waits
 * (the command palette asks only once something is typed).
 */
export function useCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: companiesQueryKey,
    queryFn: ({ signal }) => getCompanies(signal),
    enabled,
    meta: { errorMessage: "An error occurred while fetching companies" },
  });
}
