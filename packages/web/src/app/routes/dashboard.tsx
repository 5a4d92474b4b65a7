import { PageHeader } from "../../components/ui/page-header";
import { ResourceFeed } from "../../features/feed/components/resource-feed";
import { useMyPreferences } from "../../features/profile/api/get-my-preferences";
import { useSignedInUser } from "../../lib/auth-store";

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

  return (
    <>
      <PageHeader title="Dashboard" subtitle={subtitle} />
      {/* Keyed by user: another member signing in on this tab starts from page 1. */}
      <ResourceFeed
        key={user.id}
        filter={{ companyId, preferenceIds }}
        // isPending is false once the load has failed too, so a failure never blocks the feed.
        ready={companyId === null || !myPreferences.isPending}
      />
    </>
  );
}
