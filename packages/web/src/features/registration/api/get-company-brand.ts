import type { CompanyBrand } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /company/fetch-company: a company and its brand by sector code (public). */
export async function getCompanyBrand(code: string, signal?: AbortSignal): Promise<CompanyBrand> {
  const { company } = await api.post<{ company: CompanyBrand }>(
    "/company/fetch-company",
    { company_name: code },
    { signal },
  );
  return company;
}

/** The company a registration page joins, looked up by its code (CIO, CMO, CHRO, CRO). */
export function useCompanyBrand(code: string) {
  return useQuery({
    queryKey: ["company-brand", code],
    queryFn: ({ signal }) => getCompanyBrand(code, signal),
    // A brand changes rarely; no need to ask again while the visitor fills in the form.
    staleTime: 5 * 60_000,
  });
}
