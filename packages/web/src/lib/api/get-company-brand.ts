import type { CompanyBrand } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../api-client";

/**
 * A company's registration branding by code: the registration pages show it and the Company
 * screen edits it, so the read lives here and both features share its cache entry.
 */
export const companyBrandQueryKey = (code: string) =>
  [...companyBrandBaseKey, code.toLowerCase()] as const;

/** Every company's branding: what a company edit refreshes. */
export const companyBrandBaseKey = ["company-brand"] as const;

/**
 * POST /company/fetch-company (public): the company whose code (its name, any case) is `code`,
 * with its branding; null when there is none (404).
 */
export async function getCompanyBrand(
  code: string,
  signal?: AbortSignal,
): Promise<CompanyBrand | null> {
  try {
    const { company } = await api.post<{ company: CompanyBrand }>(
      "/company/fetch-company",
      { company_name: code },
      { signal },
    );
    return company;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The company of a code; idle while `code` is null. A server-rendered page arrives with the
 * answer already in the cache (lib/brand-bootstrap.ts), so its first render needs no request.
 */
export function useCompanyBrand(code: string | null) {
  return useQuery({
    queryKey: companyBrandQueryKey(code ?? ""),
    queryFn: ({ signal }) => getCompanyBrand(code as string, signal),
    enabled: code !== null,
    // A brand changes rarely; no need to ask again while the visitor fills in the form.
    staleTime: 5 * 60_000,
  });
}
