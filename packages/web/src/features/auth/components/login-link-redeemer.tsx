import { isMfaRequired } from "@sector/shared";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useRedeemLoginLink } from "../api/redeem-login-link";
import { AuthLayout } from "./auth-layout";
import { BackToLogin } from "./back-to-login";
import { LoginLinkDeadNotice } from "./login-link-dead-notice";

const TRY_AGAIN = "We could not sign you in just now. Please try again in a moment.";

/**
 * The emailed sign-in link's page: spends the link as soon as it opens, once (the ref holds off
 * StrictMode's second effect, which would find the link already used), then goes on as a
 * password sign-in does, or to the two-factor step.
 */
export function LoginLinkRedeemer({ token }: { token: string }) {
  const navigate = useNavigate();
  const redeem = useRedeemLoginLink();
  const { mutateAsync } = redeem;
  const spent = useRef(false);

  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    mutateAsync(token).then(
      (answer) => {
        if (isMfaRequired(answer)) {
          navigate("/login/mfa", {
            replace: true,
            state: { mfa_token: answer.mfa_token, remember: false },
          });
          return;
        }
        toast.success("Successful Login!");
        navigate("/", { replace: true });
      },
      // Shown below from the mutation's state.
      (error: unknown) => console.error(error),
    );
  }, [mutateAsync, navigate, token]);

  if (redeem.isError) {
    const dead = isApiError(redeem.error) && redeem.error.status === 400;
    return dead ? (
      <AuthLayout title="This sign-in link has expired" footer={<BackToLogin />}>
        <LoginLinkDeadNotice />
      </AuthLayout>
    ) : (
      <AuthLayout title="Signing in did not work" footer={<BackToLogin />}>
        <p role="alert" className="text-sm text-slate-700">
          {(isApiError(redeem.error) && redeem.error.serverMessage) || TRY_AGAIN}
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Signing you in" footer={<BackToLogin />}>
      <div className="flex justify-center py-6">
        <Spinner size="lg" />
      </div>
    </AuthLayout>
  );
}
