import { useParams } from "react-router";
import { getMyProfile } from "../../features/auth/api/get-my-profile";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { JoinPanel } from "../../features/memberships/components/join-panel";
import { authStore, useAuth } from "../../lib/auth-store";

/**
 * /join/{slug}: the emailed link with which an existing member joins another brand, signed in
 * or not. A signed-in member's brands (sidebar, My Profile) are fetched again once joined.
 */
export default function JoinRoute() {
  const { slug = "" } = useParams();
  const { user, token } = useAuth();
  const refreshUser = () => {
    getMyProfile()
      .then((fresh) => {
        if (authStore.getState().token === token) authStore.setUser(fresh);
      })
      .catch((error: unknown) => console.error("Could not refresh the profile", error));
  };
  return (
    <AuthLayout title="Join a community">
      {/* Keyed by slug: another link opened in this tab starts afresh. */}
      <JoinPanel
        key={slug}
        slug={slug}
        signedIn={user !== null}
        onJoined={user ? refreshUser : undefined}
      />
    </AuthLayout>
  );
}
