import type { SponsorOffer } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sponsorOffersBaseKey } from "../../../lib/query-keys";

/**
 * GET /sponsor-offers?resource_id= (member): the offer of one resource as it stands now, with
 * the questions still to ask the member (a work detail they have on file meanwhile is no longer
 * asked); null when there is none any more.
 */
export async function getResourceOffer(
  resourceId: number,
  signal?: AbortSignal,
): Promise<SponsorOffer | null> {
  const { offers } = await api.get<{ offers: SponsorOffer[] }>("/sponsor-offers", {
    query: { resource_id: resourceId },
    signal,
  });
  return offers.find((offer) => offer.resource_id === resourceId) ?? null;
}

/**
 * Under the offers' key (a share, or stopping one, reads it again too), per opening of the
 * dialog: each opening reads it afresh, and it stays the same while the dialog fades out.
 */
export const resourceOfferQueryKey = (userId: number, resourceId: number, opening: number) =>
  [...sponsorOffersBaseKey, userId, "resource", resourceId, opening] as const;

/**
 * The offer of the resource the dialog is about, read afresh at each `opening` (idle while
 * `resourceId` is null). Keyed by user, as the list is.
 */
export function useResourceOffer(userId: number, resourceId: number | null, opening: number) {
  return useQuery({
    queryKey: resourceOfferQueryKey(userId, resourceId ?? 0, opening),
    queryFn: ({ signal }) => getResourceOffer(resourceId ?? 0, signal),
    enabled: resourceId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
