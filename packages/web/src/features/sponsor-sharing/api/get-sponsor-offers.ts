import type { SponsorOffer } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sponsorOffersBaseKey } from "../../../lib/query-keys";

/**
 * GET /sponsor-offers (member): the resources the signed-in member may share their details
 * for right now, each with its sponsor, the brand's wording and what the sponsor receives.
 */
export async function getSponsorOffers(signal?: AbortSignal): Promise<SponsorOffer[]> {
  const { offers } = await api.get<{ offers: SponsorOffer[] }>("/sponsor-offers", { signal });
  return offers;
}

export const sponsorOffersQueryKey = (userId: number) => [...sponsorOffersBaseKey, userId] as const;

/**
 * The member's offers; `enabled` false for staff, who never get any (the call is not made).
 * Keyed by user: one member's offers must never show to another signing in on the tab.
 */
export function useSponsorOffers(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: sponsorOffersQueryKey(userId),
    queryFn: ({ signal }) => getSponsorOffers(signal),
    // No errorMessage: a missing list only means no dialog, and the resources still open.
    enabled,
  });
}
