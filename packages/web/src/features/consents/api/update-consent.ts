import type { Consent, ConsentPurpose } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { myConsentsQueryKey } from "./get-my-consents";

export interface UpdateConsentVariables {
  company_id: number;
  purpose: ConsentPurpose;
  granted: boolean;
}

/** PUT /user/protected/consents: gives or withdraws one of the caller's own consents. */
export async function updateConsent(variables: UpdateConsentVariables): Promise<Consent> {
  const { consent } = await api.put<{ consent: Consent }>("/user/protected/consents", variables);
  return consent;
}

const sameConsent = (a: Pick<Consent, "company_id" | "purpose">, b: UpdateConsentVariables) =>
  a.company_id === b.company_id && a.purpose === b.purpose;

/**
 * Saves a switch at once: the cached list shows the new state straight away and goes back to
 * the previous one if the server refuses. The caller shows the toasts.
 */
export function useUpdateConsent(userId: number) {
  const queryClient = useQueryClient();
  const key = myConsentsQueryKey(userId);
  return useMutation({
    mutationFn: updateConsent,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Consent[]>(key);
      queryClient.setQueryData<Consent[]>(key, (list) =>
        list?.map((c) => (sameConsent(c, variables) ? { ...c, granted: variables.granted } : c)),
      );
      return { previous };
    },
    onError: (_error, variables, context) => {
      const before = context?.previous?.find((c) => sameConsent(c, variables));
      if (!before) return;
      queryClient.setQueryData<Consent[]>(key, (list) =>
        list?.map((c) => (sameConsent(c, variables) ? before : c)),
      );
    },
    onSuccess: (consent, variables) => {
      queryClient.setQueryData<Consent[]>(key, (list) =>
        list?.map((c) => (sameConsent(c, variables) ? consent : c)),
      );
    },
  });
}
