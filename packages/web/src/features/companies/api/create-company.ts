import type { Company, CompanyData } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { companyBrandBaseKey } from "../../../lib/api/get-company-brand";
import { api } from "../../../lib/api-client";
import { upsertCachedCompany } from "./companies-cache";

/** POST /company (admin): registers a website, with the branding given. */
export async function createCompany(input: CompanyData): Promise<Company> {
  const { company } = await api.post<{ company: Company }>("/company", input);
  return company;
}

/** Creates a company and adds it to the cached list; the caller shows the toasts. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      upsertCachedCompany(queryClient, company);
      // Its registration page's branding (and a name's page, which may now exist or not).
      void queryClient.invalidateQueries({ queryKey: companyBrandBaseKey });
    },
  });
}
