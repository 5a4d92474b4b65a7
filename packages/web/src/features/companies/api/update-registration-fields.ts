import type { CompanyBrand, RegistrationFieldsInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { companyBrandBaseKey } from "../../../lib/api/get-company-brand";
import { api } from "../../../lib/api-client";

export interface UpdateRegistrationFieldsVariables {
  id: number;
  fields: RegistrationFieldsInput["fields"];
}

/**
 * PUT /company/{id}/registration-fields (admin): which work details the brand's registration
 * form asks (off, optional or required). The whole choice each time.
 */
export async function updateRegistrationFields({
  id,
  fields,
}: UpdateRegistrationFieldsVariables): Promise<CompanyBrand["registration_fields"]> {
  const answer = await api.put<{ registration_fields: CompanyBrand["registration_fields"] }>(
    `/company/${id}/registration-fields`,
    { fields },
  );
  return answer.registration_fields;
}

/** Saves the choice; the brand's registration page (its cached branding) follows. */
export function useUpdateRegistrationFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationFields,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyBrandBaseKey }),
  });
}
