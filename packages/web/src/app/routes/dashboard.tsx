import { PageHeader } from "../../components/ui/page-header";
import { useEventRegistrations } from "../../features/events/hooks/use-event-registrations";
import { recordOpen } from "../../features/feed/api/record-open";
import { ResourceFeed } from "../../features/feed/components/resource-feed";
import { useMyPreferences } from "../../features/profile/api/get-my-preferences";
import { useSponsorGate } from "../../features/sponsor-sharing/hooks/use-sponsor-gate";
import { useSignedInUser } from "../../lib/auth-store";
import { useEventSponsorQuestion } from "../event-sponsor-question";

/**
 * Home of role user: the feed of the company the member joined through, filtered by the
 * preferences they chose there.
 */
export default function DashboardRoute() {
  const user = useSignedInUser();
  const companyId = user.joined_thru;
  const subtitle = ["Resources", user.base_company].filter(Boolean).join(" ");
  const myPreferences = useMyPreferences(user.id, companyId);
  const preferenceIds = (myPreferences.data ?? []).map((item) => item.preference_id);
  // A sponsored resource the member may share their details for asks before it opens.
  const sponsorGate = useSponsorGate(recordOpen);
  // Events under the cards: Register, or where the member stands.
  const registrations = useEventRegistrations(useEventSponsorQuestion());

  return (
    <>
      <PageHeader title="Dashboard" subtitle={subtitle} />
      {/* Keyed by user: another member signing in on this tab starts from page 1. */}
      <ResourceFeed
        key={user.id}
        filter={{ companyId, preferenceIds }}
        // isPending is false once the load has failed too, so a failure never blocks the feed.
        ready={companyId === null || !myPreferences.isPending}
        onOpen={sponsorGate.onOpen}
        cardFooter={registrations.cardFooter}
      />
      {sponsorGate.dialog}
      {registrations.dialogs}
    </>
  );
}
