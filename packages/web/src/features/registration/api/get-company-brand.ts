import type { CompanyBrand } from "@sector/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /company/fetch-company: a company and its brand by sector code (public). */
export async function fetchCompany(code: string, signal?: AbortSignal): Promise<CompanyBrand> {
  const { company } = await api.post<{ company: CompanyBrand }>(
    "/company/fetch-company",
    { company_name: code },
    { signal },
  );
  return company;
}

export const companyBrandQueryKey = (code: string) => ["company-brand", code] as const;

export function getCompanyBrandQueryOptions(code: string) {
  return queryOptions({
    queryKey: companyBrandQueryKey(code),
    queryFn: ({ signal }) => fetchCompany(code, signal),
    // A brand changes rarely; no need to ask again while the visitor fills in the form.
    staleTime: 5 * 60_000,
  });
}

/** The company a registration page joins, looked up by its code (CIO, CMO, CHRO, CRO). */
export function useCompanyBrand(code: string) {
  return useQuery(getCompanyBrandQueryOptions(code));
}
