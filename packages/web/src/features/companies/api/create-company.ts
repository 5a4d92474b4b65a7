import type { Company, CompanyData } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { upsertCachedCompany } from "./companies-cache";

/** POST /company (admin): registers a website. */
export async function createCompany(input: CompanyData): Promise<Company> {
  const { company } = await api.post<{ company: Company }>("/company", input);
  return company;
}

/** Creates a company and adds it to the cached list; the caller shows the toasts. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => upsertCachedCompany(queryClient, company),
  });
}
