import type { LeadAnswers, SponsorOffer } from "@sector/shared";
import { type ReactNode, useState } from "react";
import type { OpenResource } from "../../../components/ui/feed-item-card";
import { isApiError } from "../../../lib/api-client";
import { useSignedInUser } from "../../../lib/auth-store";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useResourceOffer } from "../api/get-resource-offer";
import { useSponsorOffers } from "../api/get-sponsor-offers";
import { useShareResource } from "../api/share-resource";
import { ShareDialog } from "../components/share-dialog";
import { followLink, type LinkTarget, linkTargetOf } from "../follow-link";

/** What the member reads once the sponsor has their details (issue 64). */
export const sharedWith = (offer: Pick<SponsorOffer, "sponsor">) =>
  `Shared with ${offer.sponsor.name}`;

/** A resource whose link was held back until the member answers the dialog. */
interface HeldOpen {
  resourceId: number;
  offer: SponsorOffer;
  link: LinkTarget;
  /** Counts the openings: each one starts the dialog with no answers. */
  opening: number;
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
 * and only "Share and read" shares (a toast, "Shared with {sponsor}", confirms it). Escape opens
 * nothing. Staff get no offers: never asked.
 * The dialog asks the offer's questions still to ask: the list's at once, then those of the
 * resource's offer read afresh as the dialog opens (GET /sponsor-offers?resource_id=), so a
 * work detail given meanwhile, here or in My Profile, is not asked again.
 */
export function useSponsorGate(onOpened: (resourceId: number) => void): SponsorGate {
  const user = useSignedInUser();
  const offers = useSponsorOffers(user.id, user.role === "user");
  const share = useShareResource();
  // Kept after closing, so the dialog keeps its text while it fades out.
  const [held, setHeld] = useState<HeldOpen | null>(null);
  const [asking, setAsking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const fresh = useResourceOffer(user.id, held?.resourceId ?? null, held?.opening ?? 0);
  // None any more (just shared elsewhere, the cap reached): the list's stays, and sharing
  // then says why in a toast.
  const offer = fresh.data ?? held?.offer ?? null;

  const onOpen: OpenResource = (resource, event) => {
    const offer = offers.data?.find((item) => item.resource_id === resource.id);
    const link = linkTargetOf(event.currentTarget);
    if (!offer || !link) {
      onOpened(resource.id);
      return;
    }
    event.preventDefault();
    setHeld({ resourceId: resource.id, offer, link, opening: (held?.opening ?? 0) + 1 });
    setServerError(null);
    setAsking(true);
  };

  const open = (target: HeldOpen) => {
    followLink(target.link);
    onOpened(target.resourceId);
  };

  const justRead = () => {
    if (!held) return;
    setAsking(false);
    open(held);
  };

  const shareAndRead = async (answers: LeadAnswers) => {
    if (!held || !offer) return;
    const variables = { resourceId: held.resourceId, version: offer.wording.version };
    if (offer.questions.length === 0) {
      setAsking(false);
      // Sent before the tab opens, but not waited for: a tab opened after an answer arrives
      // can be taken for a pop-up and blocked, and reading never depends on sharing. A refusal
      // (409: no longer eligible, campaign full) says why in a toast here.
      share.mutate(variables, {
        onSuccess: () => toast.success(sharedWith(offer)),
        onError: (error) => reportError(error, "Your details could not be shared."),
      });
      open(held);
      return;
    }
    // With answers, the server's word is waited for (the answers were checked here already,
    // so it comes at once, well within the click's allowance for a new tab): a refused answer
    // (400) stays in the dialog to be put right; any other refusal still opens the resource.
    setServerError(null);
    try {
      await share.mutateAsync({ ...variables, answers });
      toast.success(sharedWith(offer));
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        setServerError(error.serverMessage ?? "Your answers could not be sent.");
        return;
      }
      reportError(error, "Your details could not be shared.");
    }
    setAsking(false);
    open(held);
  };

  return {
    onOpen,
    dialog: (
      <ShareDialog
        key={held?.opening ?? 0}
        open={asking}
        offer={offer}
        onShareAndRead={shareAndRead}
        onJustRead={justRead}
        onClose={() => {
          if (!share.isPending) setAsking(false);
        }}
        busy={share.isPending && (offer?.questions.length ?? 0) > 0}
        serverError={serverError}
      />
    ),
  };
}
