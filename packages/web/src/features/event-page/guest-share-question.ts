import {
  FIRMOGRAPHIC_FIELDS,
  type LeadAnswers,
  type SponsorOffer,
  sharedWorkDetails,
} from "@sector/shared";
import type { GuestRegistrationPayload } from "./api/register-guest";

/**
 * What the sponsor's share question is given on an event's page (issue 63): the register
 * dialog of the events feature with the sharing dialog's body, which the screen composes
 * (features do not import each other). Both answers register; only the first shares.
 */
export interface GuestShareDialogProps {
  open: boolean;
  /** The question as this guest is asked it (guestShareOffer); kept while the dialog fades out. */
  offer: SponsorOffer | null;
  onShareAndRegister: (answers: LeadAnswers) => void;
  onJustRegister: () => void;
  /** Escape, a click outside or the close button: nothing is sent. */
  onClose: () => void;
  busy: boolean;
  /** The server's refusal of the answers (400), shown in the dialog. */
  serverError: string | null;
}

/**
 * The page's sponsor question as this guest's form is asked it: the work details the form
 * gives are named among what leaves, and a question filling one of them is not asked again
 * (the server answers it from the form, as from a member's profile).
 */
export const guestShareOffer = (
  question: SponsorOffer,
  payload: GuestRegistrationPayload,
): SponsorOffer => {
  const given = FIRMOGRAPHIC_FIELDS.filter((field) => Boolean(payload[field]));
  return {
    ...question,
    details: [...question.details, ...sharedWorkDetails(given)],
    questions: question.questions.filter((q) => !(q.profile_field && payload[q.profile_field])),
  };
};
