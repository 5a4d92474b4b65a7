import type { ConsentText, Preference, PublicEvent, SponsorOffer } from "@sector/shared";
import { Fragment, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useConsentTexts } from "../../../lib/api/get-consent-texts";
import { usePreferences } from "../../../lib/api/get-preferences";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import {
  type GuestRegistrationPayload,
  type GuestShare,
  useRegisterGuest,
} from "../api/register-guest";
import { type GuestShareDialogProps, guestShareOffer } from "../guest-share-question";

/** What the brand's form needs on an event's page: its topics, its wordings, where to send. */
export interface GuestFormProps {
  preferences: readonly Preference[];
  preferencesLoading: boolean;
  consentTexts?: readonly ConsentText[];
  send: (payload: GuestRegistrationPayload) => Promise<void>;
}

/** The form's submit held while the sponsor's question is open: settled by its answer. */
interface Asking {
  payload: GuestRegistrationPayload;
  offer: SponsorOffer;
  settle: (error?: unknown) => void;
}

/**
 * A guest registers with the brand's own registration form (`form`: its fields, required work
 * details and consent wordings, which the screen composes from the registration feature): a
 * new address becomes a member and is registered; an address that has an account is mailed a
 * link instead. One answer for both, so the page says the same. When the event's sponsor asks
 * (its `sponsor_question`), the submitted form first asks it (`shareDialog`): "Share and
 * register" or "Just register"; closing it sends nothing.
 */
export function GuestRegistration({
  event,
  form,
  shareDialog,
}: {
  event: PublicEvent;
  form: (props: GuestFormProps) => ReactNode;
  shareDialog?: (props: GuestShareDialogProps) => ReactNode;
}) {
  const preferences = usePreferences(event.company.id);
  const consentTexts = useConsentTexts(event.company.id);
  const registration = useRegisterGuest(event.id);
  const [answer, setAnswer] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  // Each opening starts the question with no answers.
  const [opening, setOpening] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const question = shareDialog ? event.sponsor_question : null;

  const register = async (payload: GuestRegistrationPayload, share?: GuestShare) => {
    const { message } = await registration.mutateAsync({ payload, share });
    toast.success("Registration received");
    setAnswer(message);
  };

  const answerWith = async (share?: GuestShare) => {
    if (!asking) return;
    try {
      await register(asking.payload, share);
      setOpen(false);
      asking.settle();
    } catch (error) {
      // A refused answer stays in the question: "Just register" still registers.
      if (share && isApiError(error) && error.status === 400 && error.fieldErrors?.answers) {
        setServerError(error.serverMessage ?? "Your answers could not be sent.");
        return;
      }
      // Anything else is the form's to report (its fields, a limit reached).
      setOpen(false);
      asking.settle(error);
    }
  };

  if (answer !== null) {
    return (
      <div role="status" className="rounded-md bg-green-50 px-4 py-4 text-base text-green-900">
        <p className="font-semibold">Thank you!</p>
        <p className="mt-1">{answer}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-base text-slate-700">
        New to the {event.company.name} community? Tell us a little about yourself: registering
        makes you a member and saves your place. Already a member?{" "}
        <Link
          to="/login"
          className="rounded-sm font-semibold text-(--brand-primary) underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--brand-primary)"
        >
          Sign in
        </Link>{" "}
        to register in one click.
      </p>
      {form({
        preferences: preferences.data ?? [],
        preferencesLoading: preferences.isPending,
        consentTexts: consentTexts.data,
        send: (payload) => {
          if (!question) return register(payload);
          return new Promise<void>((resolve, reject) => {
            setServerError(null);
            setOpening((n) => n + 1);
            setAsking({
              payload,
              offer: guestShareOffer(question, payload),
              settle: (error) => (error === undefined ? resolve() : reject(error)),
            });
            setOpen(true);
          });
        },
      })}
      {shareDialog && question && (
        <Fragment key={opening}>
          {shareDialog({
            open,
            offer: asking?.offer ?? null,
            onShareAndRegister: (answers) => {
              if (question) void answerWith({ version: question.wording.version, answers });
            },
            onJustRegister: () => void answerWith(),
            onClose: () => {
              setOpen(false);
              asking?.settle();
            },
            busy: registration.isPending,
            serverError,
          })}
        </Fragment>
      )}
    </div>
  );
}
