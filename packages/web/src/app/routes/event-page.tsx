import type { PublicEvent } from "@sector/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { eventPageQueryKey, useEventPage } from "../../features/event-page/api/get-event-page";
import { EventPage } from "../../features/event-page/components/event-page";
import { useMyEvents } from "../../features/events/api/get-my-events";
import { RegisterShareDialog } from "../../features/events/components/register-share-dialog";
import { useEventRegistrations } from "../../features/events/hooks/use-event-registrations";
import { resolveBrand } from "../../features/registration/brand";
import { brandTheme } from "../../features/registration/brand-theme";
import { RegistrationFooter } from "../../features/registration/components/registration-footer";
import { RegistrationForm } from "../../features/registration/components/registration-form";
import { RegistrationHeader } from "../../features/registration/components/registration-header";
import { ShareDialogBody } from "../../features/sponsor-sharing/components/share-dialog";
import { useAuth, useSignedInUser } from "../../lib/auth-store";
import { useEventSponsorQuestion } from "../event-sponsor-question";
import { useScreenTitle } from "../layouts/document-title";
import NotFoundRoute from "./not-found";

const NOT_FOUND_TITLE = "Page Not Found";

/**
 * /events/{id}: an event's public page, signed in or not; the Not found page for an id that
 * names no event. The server renders it for a guest (src/ssr.tsx) with the event embedded.
 */
export default function EventPageRoute() {
  const raw = useParams().id ?? "";
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const page = useEventPage(id);
  const event = page.data;
  useScreenTitle(id === null || event === null ? NOT_FOUND_TITLE : event ? event.title : null);

  if (id === null) return <NotFoundRoute />;
  if (page.isError) throw page.error;
  if (event === undefined) return <LoadingScreen />;
  if (event === null) return <NotFoundRoute />;
  return <BrandedEventPage key={event.id} event={event} />;
}

/**
 * The event's page in its brand's look, with the brand's registration form and its submit (the
 * sponsor's share question first, where the sponsor asks).
 */
function BrandedEventPage({ event }: { event: PublicEvent }) {
  const signedIn = useAuth().user !== null;
  const brand = resolveBrand(event.company);
  const formBrand = { ...brand, joinLabel: "Register for this event", busyLabel: "Registering…" };
  return (
    <EventPage
      event={event}
      brandStyle={brandTheme(brand.primaryColor, brand.accentColor)}
      header={<RegistrationHeader brand={brand} />}
      footer={<RegistrationFooter brand={brand} />}
      guestForm={(form) => (
        <RegistrationForm
          brand={formBrand}
          companyId={event.company.id}
          preferences={form.preferences}
          preferencesLoading={form.preferencesLoading}
          consentTexts={form.consentTexts}
          send={form.send}
        />
      )}
      // The sponsor's share question, as a member registering is asked it.
      guestShareDialog={(props) => (
        <RegisterShareDialog {...props} body={(slot) => <ShareDialogBody {...slot} />} />
      )}
      memberControl={signedIn ? <MemberControl event={event} /> : null}
    />
  );
}

/**
 * A signed-in member's Register button, as on the event's card (the events feature: the
 * sponsor's share question first where the sponsor asks, then Registered ✓ / Waitlisted with
 * Cancel); staff are told registration is for members.
 */
function MemberControl({ event }: { event: PublicEvent }) {
  const user = useSignedInUser();
  const isMember = user.role === "user";
  const registrations = useEventRegistrations(useEventSponsorQuestion());
  // The same cached read as the control's: the seats left follow the member's own
  // registering and cancelling.
  const status = useMyEvents(user.id, isMember).data?.find((e) => e.event_id === event.id)?.status;
  const queryClient = useQueryClient();
  const { id } = event;
  useEffect(() => {
    if (status !== undefined)
      void queryClient.invalidateQueries({ queryKey: eventPageQueryKey(id) });
  }, [status, queryClient, id]);
  if (!isMember) {
    return (
      <p className="text-base text-slate-700">
        You're signed in as staff: members register for events here.
      </p>
    );
  }
  return (
    <>
      {registrations.cardFooter({ id: event.id, title: event.title, event })}
      {registrations.dialogs}
    </>
  );
}
