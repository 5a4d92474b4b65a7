import { checkAnswers, type LeadAnswers, type SponsorOffer } from "@sector/shared";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import type { ShareBodySlot } from "../sponsor-question";

export const SHARE_AND_REGISTER = "Share and register";
export const JUST_REGISTER = "Just register";

export interface RegisterShareDialogProps {
  open: boolean;
  /** The offer of the event's resource; kept while the dialog fades out. */
  offer: SponsorOffer | null;
  /** Called with the answers once every required question has one. */
  onShareAndRegister: (answers: LeadAnswers) => void;
  onJustRegister: () => void;
  /** Escape, a click outside or the close button: nothing is sent. */
  onClose: () => void;
  busy?: boolean;
  /** The server's refusal of the answers (400), shown in the dialog. */
  serverError?: string | null;
  /** The sharing dialog's body (see SponsorQuestion). */
  body: (slot: ShareBodySlot) => ReactNode;
}

/**
 * The sponsor's question before a member registers for a sponsored event (issue 63): the
 * sharing dialog's own body (the sponsor, the wording, what leaves, its questions) with the
 * two equal answers of a registration. Both register; only the first shares. Give it a `key`
 * per opening so each starts with no answers.
 */
export function RegisterShareDialog({
  open,
  offer,
  onShareAndRegister,
  onJustRegister,
  onClose,
  busy = false,
  serverError = null,
  body,
}: RegisterShareDialogProps) {
  const [answers, setAnswers] = useState<LeadAnswers>({});
  const [problem, setProblem] = useState<string | null>(null);

  const share = () => {
    if (!offer) return;
    const checked = checkAnswers(offer.questions, answers);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    onShareAndRegister(checked.answers);
  };

  return (
    <Modal
      open={open && offer !== null}
      onClose={onClose}
      title={offer ? `${offer.sponsor.name} sponsors this event` : ""}
      size="md"
    >
      {offer &&
        body({
          offer,
          answers,
          onAnswer: (id, answer) => setAnswers((now) => ({ ...now, [id]: answer })),
          error: problem ?? serverError,
          actions: (
            <>
              <Button variant="secondary" size="lg" fullWidth loading={busy} onClick={share}>
                {SHARE_AND_REGISTER}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                fullWidth
                disabled={busy}
                onClick={onJustRegister}
              >
                {JUST_REGISTER}
              </Button>
            </>
          ),
        })}
    </Modal>
  );
}
