import { useLocation } from "react-router";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { JoinCommunityLink } from "../../features/auth/components/join-community-link";
import { LoginForm } from "../../features/auth/components/login-form";
import { LoginLinkEntry } from "../../features/auth/components/login-link-entry";
import { WelcomeSentNotice } from "../../features/auth/components/welcome-sent-notice";
import { readLoginArrival } from "../../lib/login-arrival";
import { useHydrated } from "../../lib/use-hydrated";

export default function LoginRoute() {
  const location = useLocation();
  // The prerendered page knows no arrival; the browser reads it once it has taken the page over.
  const hydrated = useHydrated();
  const arrival = hydrated
    ? readLoginArrival(location.state, location.search)
    : { joinedEmail: null, brand: null };
  return (
    <AuthLayout
      title="Sign in to your account"
      footer={<JoinCommunityLink brand={arrival.brand} />}
    >
      {arrival.joinedEmail && <WelcomeSentNotice email={arrival.joinedEmail} />}
      <LoginForm />
      <LoginLinkEntry />
    </AuthLayout>
  );
}
