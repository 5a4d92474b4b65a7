import { useParams } from "react-router";
import { LoginLinkRedeemer } from "../../features/auth/components/login-link-redeemer";

export default function LoginLinkRedeemRoute() {
  const { token = "" } = useParams();
  // Keyed by token: a second link opened in this tab is spent in its turn.
  return <LoginLinkRedeemer key={token} token={token} />;
}
