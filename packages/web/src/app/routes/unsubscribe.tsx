import { useParams } from "react-router";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { UnsubscribePanel } from "../../features/consents/components/unsubscribe-panel";

/** /unsubscribe/{token}: the page of a one-click unsubscribe link, for guests and members. */
export default function UnsubscribeRoute() {
  const { token = "" } = useParams();
  return (
    <AuthLayout title="Unsubscribe">
      {/* Keyed by token: another link opened in this tab starts afresh. */}
      <UnsubscribePanel key={token} token={token} />
    </AuthLayout>
  );
}
