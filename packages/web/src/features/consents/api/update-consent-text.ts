import type { ConsentText, ConsentTextInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consentTextsQueryKey } from "../../../lib/api/get-consent-texts";
import { api } from "../../../lib/api-client";

export interface UpdateConsentTextVariables {
  companyId: number;
  input: ConsentTextInput;
}

/** PUT /company/{id}/consent-texts (admin): a changed wording becomes its next version. */
export async function updateConsentText({
  companyId,
  input,
}: UpdateConsentTextVariables): Promise<ConsentText> {
  const { text } = await api.put<{ text: ConsentText }>(
    `/company/${companyId}/consent-texts`,
    input,
  );
  return text;
}

/** Saves one wording and puts the new version in the brand's cached wordings. */
export function useUpdateConsentText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsentText,
    onSuccess: (text, { companyId }) => {
      queryClient.setQueryData<ConsentText[]>(consentTextsQueryKey(companyId), (texts) =>
        texts?.map((item) => (item.purpose === text.purpose ? text : item)),
      );
    },
  });
}
