import {
  checkAnswers,
  JUST_READ,
  type LeadAnswers,
  SHARE_AND_READ,
  type SponsorOffer,
} from "@sector/shared";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { LogoTile } from "../../../components/ui/logo-tile";
import { Modal } from "../../../components/ui/modal";
import { ShareQuestions } from "./share-questions";

/** The dialog's title: who sponsors the resource. */
export const shareDialogTitle = (offer: Pick<SponsorOffer, "sponsor">) =>
  `${offer.sponsor.name} sponsors this resource`;

export interface ShareDialogBodyProps {
  offer: SponsorOffer;
  answers: LeadAnswers;
  onAnswer: (questionId: string, answer: string | string[]) => void;
  /** Why sharing did not go ahead (an answer missing or refused), above the buttons. */
  error?: string | null;
  /** The two buttons. */
  actions: ReactNode;
}

/**
 * What the dialog says and asks, without the dialog around it: the campaign editor's preview
 * shows the same. The sponsor's logo (or initials), the brand's wording, exactly which details
 * leave, the sponsor's privacy policy, then the sponsor's questions still to ask.
 */
export function ShareDialogBody({
  offer,
  answers,
  onAnswer,
  error,
  actions,
}: ShareDialogBodyProps) {
  const detailsId = useId();
  return (
    <div className="space-y-4 text-sm text-slate-700">
      {/* A fixed box: a logo that is missing or fails to load gives way to the sponsor's
          initials, and nothing below moves. The title names the sponsor: nothing to read out. */}
      <LogoTile name={offer.sponsor.name} src={offer.sponsor.logo_url} className="h-12 w-40" />
      <p>{offer.wording.text}</p>
      <div>
        <p id={detailsId} className="font-semibold text-slate-900">
          What {offer.sponsor.name} receives if you share
        </p>
        <ul aria-labelledby={detailsId} className="mt-1 list-disc space-y-0.5 pl-5">
          {offer.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      </div>
      <p>
        <a
          href={offer.sponsor.privacy_url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Privacy policy of {offer.sponsor.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      {offer.questions.length > 0 && (
        <section aria-label={`Questions from ${offer.sponsor.name}`} className="space-y-3">
          <p className="font-semibold text-slate-900">
            {offer.sponsor.name} also asks, if you share
          </p>
          <ShareQuestions questions={offer.questions} answers={answers} onAnswer={onAnswer} />
        </section>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      {/* Its own row, not the modal's footer: the same order on every screen width. */}
      <div className="grid grid-cols-1 gap-3 pt-2 sm:grid-cols-2">{actions}</div>
    </div>
  );
}

export interface ShareDialogProps {
  open: boolean;
  /** The offer of the resource being opened; kept while the dialog fades out. */
  offer: SponsorOffer | null;
  /** Called with the answers once every required question has one. */
  onShareAndRead: (answers: LeadAnswers) => void;
  onJustRead: () => void;
  /** Escape, a click outside or the close button: nothing opens, nothing is shared. */
  onClose: () => void;
  /** While the answers are on their way: both buttons wait. */
  busy?: boolean;
  /** The server's refusal of the answers (400), shown in the dialog. */
  serverError?: string | null;
}

/**
 * Asks, before a sponsored resource opens, whether the member shares their details with its
 * sponsor, and the sponsor's questions still to ask. The two answers are equals (same style,
 * same size, side by side) and both open the resource: reading never depends on sharing.
 * "Just read" asks nothing and sends nothing; "Share and read" with a required question
 * unanswered says so and sends nothing. Each opening starts with no answers (give the dialog
 * a `key` per resource).
 */
export function ShareDialog({
  open,
  offer,
  onShareAndRead,
  onJustRead,
  onClose,
  busy = false,
  serverError = null,
}: ShareDialogProps) {
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
    onShareAndRead(checked.answers);
  };

  return (
    <Modal
      open={open && offer !== null}
      onClose={onClose}
      title={offer ? shareDialogTitle(offer) : ""}
      size="md"
    >
      {offer && (
        <ShareDialogBody
          offer={offer}
          answers={answers}
          onAnswer={(id, answer) => setAnswers((now) => ({ ...now, [id]: answer }))}
          error={problem ?? serverError}
          actions={
            <>
              <Button variant="secondary" size="lg" fullWidth loading={busy} onClick={share}>
                {SHARE_AND_READ}
              </Button>
              <Button variant="secondary" size="lg" fullWidth disabled={busy} onClick={onJustRead}>
                {JUST_READ}
              </Button>
            </>
          }
        />
      )}
    </Modal>
  );
}
