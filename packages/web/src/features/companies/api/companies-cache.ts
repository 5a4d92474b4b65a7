import type { Company } from "@sector/shared";
import type { QueryClient } from "@tanstack/react-query";
import { byName } from "../../../lib/by-name";
import { companiesQueryKey } from "../../../lib/query-keys";

/** Puts `company` into the cached list (replacing the one with its id), in list order. */
export function upsertCachedCompany(queryClient: QueryClient, company: Company): void {
  queryClient.setQueryData<Company[]>(companiesQueryKey, (list) => {
    if (!list) return list;
    const others = list.filter((item) => item.id !== company.id);
    return [...others, company].sort(byName);
  });
}

/** Adds `delta` to the cached preferenceCount of one company (never below zero). */
export function adjustCachedPreferenceCount(
  queryClient: QueryClient,
  companyId: number,
  delta: number,
): void {
  queryClient.setQueryData<Company[]>(companiesQueryKey, (list) =>
    list?.map((company) =>
      company.id === companyId
        ? { ...company, preferenceCount: Math.max(0, company.preferenceCount + delta) }
        : company,
    ),
  );
}
