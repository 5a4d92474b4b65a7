import type { EventRegistration, LeadAnswers, SponsorOffer } from "@sector/shared";
import { type ReactNode, useRef, useState } from "react";
import type { CardFooter } from "../../../components/ui/feed-item-card";
import { isApiError } from "../../../lib/api-client";
import { useSignedInUser } from "../../../lib/auth-store";
import { eventPhase } from "../../../lib/event-time";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useMyEvents } from "../api/get-my-events";
import { type RegisterForEventVariables, useRegisterForEvent } from "../api/register-for-event";
import {
  CancelRegistrationDialog,
  type CancelTarget,
} from "../components/cancel-registration-dialog";
import { RegisterShareDialog } from "../components/register-share-dialog";
import { RegistrationControl } from "../components/registration-control";
import type { SponsorQuestion } from "../sponsor-question";

/** A sponsored event whose registration waits for the member's answer to the share question. */
interface HeldRegistration {
  eventId: number;
  title: string;
  offer: SponsorOffer;
  /** Counts the openings: each one starts the dialog with no answers. */
  opening: number;
}

export interface EventRegistrations {
  /** For the feed's and search's cards: Register / Registered ✓ / Waitlisted under each event. */
  cardFooter: CardFooter;
  /** The share question and the cancel confirmation; render once beside the cards. */
  dialogs: ReactNode;
}

const registeredToast = (registration: EventRegistration, title: string) =>
  registration.status === "waitlisted"
    ? `${title} is full: you are on the waitlist, and we will mail you if a seat frees up.`
    : `You are registered for ${title}. The invite is on its way to your inbox.`;

/**
 * Registration from the cards (issue 63), for members only: one read of the member's
 * registrations for the whole feed. With `sponsorQuestion`, an event whose resource has a
 * sponsor offer first asks the sponsor's share question (read afresh as it opens, as the
 * sharing dialog does): sharing registers with `share`, "Just register" registers without,
 * Escape does nothing. Past and running events take no registrations.
 */
export function useEventRegistrations(sponsorQuestion?: SponsorQuestion): EventRegistrations {
  const user = useSignedInUser();
  const isMember = user.role === "user";
  const mine = useMyEvents(user.id, isMember);
  const register = useRegisterForEvent();
  const [held, setHeld] = useState<HeldRegistration | null>(null);
  const [asking, setAsking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  // The offer read afresh for the opening it was read for; none any more keeps the list's.
  const [fresh, setFresh] = useState<{ opening: number; offer: SponsorOffer } | null>(null);
  const openings = useRef(0);
  const offer =
    (fresh && fresh.opening === held?.opening ? fresh.offer : null) ?? held?.offer ?? null;

  const send = async (title: string, variables: RegisterForEventVariables) => {
    setPendingId(variables.eventId);
    try {
      const registration = await register.mutateAsync(variables);
      toast.success(registeredToast(registration, title));
      return true;
    } catch (error) {
      // A refused answer, or a share no longer possible (the campaign full), stays in the
      // question: the registration went with it, and "Just register" still registers.
      if (variables.share && isApiError(error) && (error.status === 400 || error.status === 409)) {
        setServerError(error.serverMessage ?? "Your answers could not be sent.");
        return false;
      }
      reportError(error, "Registration failed. Please try again.");
      return true;
    } finally {
      setPendingId(null);
    }
  };

  const start = (eventId: number, title: string) => {
    const sponsored = sponsorQuestion?.offerFor(eventId) ?? null;
    if (!sponsorQuestion || !sponsored) {
      void send(title, { eventId });
      return;
    }
    openings.current += 1;
    const opening = openings.current;
    setHeld({ eventId, title, offer: sponsored, opening });
    setServerError(null);
    setAsking(true);
    sponsorQuestion.refresh(eventId).then(
      (now) => now && setFresh({ opening, offer: now }),
      // Not read again: the list's offer is asked.
      () => {},
    );
  };

  const shareAndRegister = async (answers: LeadAnswers) => {
    if (!held || !offer) return;
    setServerError(null);
    const share =
      offer.questions.length > 0
        ? { version: offer.wording.version, answers }
        : { version: offer.wording.version };
    if (await send(held.title, { eventId: held.eventId, share })) setAsking(false);
  };

  const justRegister = () => {
    if (!held) return;
    setAsking(false);
    void send(held.title, { eventId: held.eventId });
  };

  const cardFooter: CardFooter = (resource) => {
    const event = resource.event;
    if (!isMember || !event || eventPhase(event) !== "upcoming" || mine.isPending) return null;
    const registration = mine.data?.find((item) => item.event_id === resource.id) ?? null;
    return (
      <RegistrationControl
        title={resource.title}
        registration={registration}
        busy={pendingId === resource.id}
        onRegister={() => start(resource.id, resource.title)}
        onCancel={() => {
          if (registration && registration.status !== "cancelled") {
            setCancelling({
              eventId: resource.id,
              title: resource.title,
              status: registration.status,
            });
          }
        }}
      />
    );
  };

  return {
    cardFooter,
    dialogs: (
      <>
        {sponsorQuestion && (
          <RegisterShareDialog
            key={held?.opening ?? 0}
            body={sponsorQuestion.body}
            open={asking}
            offer={offer}
            onShareAndRegister={shareAndRegister}
            onJustRegister={justRegister}
            onClose={() => {
              if (!register.isPending) setAsking(false);
            }}
            busy={register.isPending}
            serverError={serverError}
          />
        )}
        <CancelRegistrationDialog target={cancelling} onClose={() => setCancelling(null)} />
      </>
    ),
  };
}
