import type { Company, CompanyData } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { companyBrandBaseKey } from "../../../lib/api/get-company-brand";
import { api } from "../../../lib/api-client";
import { upsertCachedCompany } from "./companies-cache";

export interface UpdateCompanyVariables {
  id: number;
  input: CompanyData;
}

/** PUT /company/{id} (admin): name, base URL and logo URL, and the branding given. */
export async function updateCompany({ id, input }: UpdateCompanyVariables): Promise<Company> {
  const { company } = await api.put<{ company: Company }>(`/company/${id}`, input);
  return company;
}

/** Edits a company and replaces it in the cached list; the caller shows the toasts. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      upsertCachedCompany(queryClient, company);
      // Its registration page's branding (and a name's page, which may now exist or not).
      void queryClient.invalidateQueries({ queryKey: companyBrandBaseKey });
    },
  });
}
