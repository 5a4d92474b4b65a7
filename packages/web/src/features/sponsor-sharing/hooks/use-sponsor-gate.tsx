import type { SponsorOffer } from "@sector/shared";
import { type ReactNode, useState } from "react";
import type { OpenResource } from "../../../components/ui/feed-item-card";
import { useSignedInUser } from "../../../lib/auth-store";
import { reportError } from "../../../lib/report-error";
import { useSponsorOffers } from "../api/get-sponsor-offers";
import { useShareResource } from "../api/share-resource";
import { ShareDialog } from "../components/share-dialog";
import { followLink, type LinkTarget, linkTargetOf } from "../follow-link";

/** A resource whose link was held back until the member answers the dialog. */
interface HeldOpen {
  resourceId: number;
  offer: SponsorOffer;
  link: LinkTarget;
}

export interface SponsorGate {
  /** For the cards' links: lets the link go (and `onOpened`), or holds it and asks first. */
  onOpen: OpenResource;
  /** The sharing dialog; render it once beside the cards. */
  dialog: ReactNode;
}

/**
 * Stands between a member and a resource they may share their details for (issue 30). A card
 * without an offer opens as it always did. With one, the link is held back and the dialog asks;
 * either answer then follows the link as the click would have (and `onOpened` counts the open),
 * and only "Share and read" shares. Escape opens nothing. Staff get no offers: never asked.
 */
export function useSponsorGate(onOpened: (resourceId: number) => void): SponsorGate {
  const user = useSignedInUser();
  const offers = useSponsorOffers(user.id, user.role === "user");
  const share = useShareResource();
  // Kept after closing, so the dialog keeps its text while it fades out.
  const [held, setHeld] = useState<HeldOpen | null>(null);
  const [asking, setAsking] = useState(false);

  const onOpen: OpenResource = (resource, event) => {
    const offer = offers.data?.find((item) => item.resource_id === resource.id);
    const link = linkTargetOf(event.currentTarget);
    if (!offer || !link) {
      onOpened(resource.id);
      return;
    }
    event.preventDefault();
    setHeld({ resourceId: resource.id, offer, link });
    setAsking(true);
  };

  const proceed = (withSharing: boolean) => {
    if (!held) return;
    setAsking(false);
    if (withSharing) {
      // Sent before the tab opens, but not waited for: a tab opened after an answer arrives
      // can be taken for a pop-up and blocked, and reading never depends on sharing. A refusal
      // (409: no longer eligible, campaign full) says why in a toast here.
      share.mutate(
        { resourceId: held.resourceId, version: held.offer.wording.version },
        { onError: (error) => reportError(error, "Your details could not be shared.") },
      );
    }
    followLink(held.link);
    onOpened(held.resourceId);
  };

  return {
    onOpen,
    dialog: (
      <ShareDialog
        open={asking}
        offer={held?.offer ?? null}
        onShareAndRead={() => proceed(true)}
        onJustRead={() => proceed(false)}
        onClose={() => setAsking(false)}
      />
    ),
  };
}
