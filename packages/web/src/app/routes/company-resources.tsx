import { Navigate, useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header";
import { useEventRegistrations } from "../../features/events/hooks/use-event-registrations";
import { recordOpen } from "../../features/feed/api/record-open";
import { ResourceFeed } from "../../features/feed/components/resource-feed";
import { useMyPreferences } from "../../features/profile/api/get-my-preferences";
import { useSponsorGate } from "../../features/sponsor-sharing/hooks/use-sponsor-gate";
import { useCompanies } from "../../lib/api/get-companies";
import { useSignedInUser } from "../../lib/auth-store";
import { useEventSponsorQuestion } from "../event-sponsor-question";

/**
 * /resources/{company}/{companyid}: the resources of one company, filtered by the preferences
 * the viewer saved for that website when they saved some (every resource otherwise, as for a
 * brand the member has not joined, where they cannot choose any).
 */
export default function CompanyResourcesRoute() {
  const user = useSignedInUser();
  const { company = "", companyid = "" } = useParams();
  const companyId = /^\d+$/.test(companyid) ? Number(companyid) : Number.NaN;
  const valid = Number.isSafeInteger(companyId) && companyId >= 1;
  const companies = useCompanies();
  const myPreferences = useMyPreferences(user.id, valid ? companyId : null);
  // A sponsored resource the member may share their details for asks before it opens.
  const sponsorGate = useSponsorGate(recordOpen);
  // Events under the cards: Register, or where the member stands.
  const registrations = useEventRegistrations(useEventSponsorQuestion());
  if (!valid) return <Navigate to="/404" replace />;

  // The id decides the feed; the list names it (the path's name is only a fallback).
  const name = companies.data?.find((c) => c.id === companyId)?.name ?? company;
  const preferenceIds = (myPreferences.data ?? []).map((item) => item.preference_id);

  return (
    <>
      <PageHeader title={name} subtitle="Resources" />
      {/* Keyed by user and company: another feed starts again from page 1. */}
      <ResourceFeed
        key={`${user.id}:${companyId}`}
        filter={{ companyId, preferenceIds }}
        // isPending is false once the load has failed too, so a failure never blocks the feed.
        ready={!myPreferences.isPending}
        onOpen={sponsorGate.onOpen}
        cardFooter={registrations.cardFooter}
      />
      {sponsorGate.dialog}
      {registrations.dialogs}
    </>
  );
}
