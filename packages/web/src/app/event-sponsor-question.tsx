import type { SponsorQuestion } from "../features/events/sponsor-question";
import { getResourceOffer } from "../features/sponsor-sharing/api/get-resource-offer";
import { useSponsorOffers } from "../features/sponsor-sharing/api/get-sponsor-offers";
import { ShareDialogBody } from "../features/sponsor-sharing/components/share-dialog";
import { useSignedInUser } from "../lib/auth-store";

/**
 * The sponsor's share question for registering to an event (issue 63), composed by the
 * screens with cards from the sponsor-sharing feature: the member's offers (the list the
 * resources' own question reads, from the same cache), the offer read afresh, and the
 * sharing dialog's body. Staff get no offers: never asked.
 */
export function useEventSponsorQuestion(): SponsorQuestion {
  const user = useSignedInUser();
  const offers = useSponsorOffers(user.id, user.role === "user");
  return {
    offerFor: (resourceId) =>
      offers.data?.find((offer) => offer.resource_id === resourceId) ?? null,
    refresh: (resourceId) => getResourceOffer(resourceId),
    body: (slot) => <ShareDialogBody {...slot} />,
  };
}
