import type { Company, CompanyData } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { upsertCachedCompany } from "./companies-cache";

export interface UpdateCompanyVariables {
  id: number;
  input: CompanyData;
}

/** PUT /company/{id} (admin): name, base URL and logo URL. */
export async function updateCompany({ id, input }: UpdateCompanyVariables): Promise<Company> {
  const { company } = await api.put<{ company: Company }>(`/company/${id}`, input);
  return company;
}

/** Edits a company and replaces it in the cached list; the caller shows the toasts. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => upsertCachedCompany(queryClient, company),
  });
}
