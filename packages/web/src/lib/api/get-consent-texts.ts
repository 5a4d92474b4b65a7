import type { ConsentText } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/**
 * A brand's consent wordings: the registration pages show them and the Company screen edits
 * them, so the read lives here and both features share its cache entry.
 */
export const consentTextsQueryKey = (companyId: number | null) =>
  ["consent-texts", companyId] as const;

/** GET /company/{id}/consent-texts (public): the current wordings, in the page's order. */
export async function getConsentTexts(
  companyId: number,
  signal?: AbortSignal,
): Promise<ConsentText[]> {
  const { texts } = await api.get<{ texts: ConsentText[] }>(`/company/${companyId}/consent-texts`, {
    signal,
  });
  return texts;
}

/** The current consent wordings of one company; idle while `companyId` is null. */
export function useConsentTexts(companyId: number | null) {
  return useQuery({
    queryKey: consentTextsQueryKey(companyId),
    queryFn: ({ signal }) => getConsentTexts(companyId as number, signal),
    enabled: companyId !== null,
  });
}
