import type { LeadAnswers, SponsorOffer } from "@sector/shared";
import type { ReactNode } from "react";

/** What the sharing dialog's body is given: the offer, the answers so far, and two buttons. */
export interface ShareBodySlot {
  offer: SponsorOffer;
  answers: LeadAnswers;
  onAnswer: (questionId: string, answer: string | string[]) => void;
  error?: string | null;
  actions: ReactNode;
}

/**
 * The sponsor's share question as the sponsor-sharing feature asks it, handed in by the screen
 * (features do not import each other): which events have an offer, the offer read afresh as
 * the question opens, and the sharing dialog's own body.
 */
export interface SponsorQuestion {
  /** The offer of a resource the member may share their details for now; null: none. */
  offerFor: (resourceId: number) => SponsorOffer | null;
  /** The same offer read again (a work detail given meanwhile is no longer asked); null: none. */
  refresh: (resourceId: number) => Promise<SponsorOffer | null>;
  body: (slot: ShareBodySlot) => ReactNode;
}
