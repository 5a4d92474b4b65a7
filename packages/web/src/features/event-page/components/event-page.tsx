import type { PublicEvent } from "@sector/shared";
import type { CSSProperties, ReactNode } from "react";
import { useAuth } from "../../../lib/auth-store";
import type { GuestShareDialogProps } from "../guest-share-question";
import { ConfirmRegistration } from "./confirm-registration";
import { EventDetails } from "./event-details";
import { type GuestFormProps, GuestRegistration } from "./guest-registration";

export interface EventPageProps {
  event: PublicEvent;
  /**
   * The brand's look, which the screen composes from the registration feature: its colours (CSS
   * variables), its header and its footer.
   */
  brandStyle: CSSProperties;
  header: ReactNode;
  footer: ReactNode;
  /** The brand's registration form, for a guest. */
  guestForm: (props: GuestFormProps) => ReactNode;
  /**
   * The sponsor's share question asked of a guest before registering, when the event's sponsor
   * asks one: the events feature's register dialog with the sharing dialog's body.
   */
  guestShareDialog?: (props: GuestShareDialogProps) => ReactNode;
  /**
   * A signed-in member's registration: one Register button (then where they stand), which the
   * screen composes from the events feature, the sponsor's share question with it.
   */
  memberControl: ReactNode;
}

/**
 * An event's public page (/events/{id}) in its brand's look: its facts, then registration: the
 * brand's form for a guest, one button for a signed-in member, nothing once it has started.
 */
export function EventPage({
  event,
  brandStyle,
  header,
  footer,
  guestForm,
  guestShareDialog,
  memberControl,
}: EventPageProps) {
  const signedIn = useAuth().user !== null;
  return (
    <div style={brandStyle} className="flex min-h-dvh flex-col bg-slate-50">
      {header}
      <main className="flex-1">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
          <ConfirmRegistration eventId={event.id} title={event.title} />
          <EventDetails event={event} />
          <section
            aria-labelledby="event-register-heading"
            className="mt-8 rounded-xl bg-white px-5 py-8 shadow-sm ring-1 ring-slate-200 sm:px-8"
          >
            <h2 id="event-register-heading" className="mb-6 text-xl font-bold text-slate-900">
              {event.seats_left === 0 && !event.started ? "Join the waitlist" : "Register"}
            </h2>
            {event.started ? (
              <p className="text-base text-slate-700">
                Registration is closed: this event has started.
              </p>
            ) : signedIn ? (
              memberControl
            ) : (
              <GuestRegistration event={event} form={guestForm} shareDialog={guestShareDialog} />
            )}
          </section>
        </div>
      </main>
      {footer}
    </div>
  );
}
