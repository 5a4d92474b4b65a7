import { useParams } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useResetLinkCheck } from "../../features/auth/api/check-reset-link";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { BackToLogin } from "../../features/auth/components/back-to-login";
import { DeadLinkNotice } from "../../features/auth/components/dead-link-notice";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";

/**
 * The emailed link's page. It asks the server first whether the link still works: a dead one
 * says so at once, with a way to a new one, instead of a form that could only fail. A first
 * password is "set", a forgotten one "chosen anew". Should the check itself fail (offline), the
 * form shows as it always did and the server still decides on submit.
 */
export default function ResetPasswordRoute() {
  const { slug = "" } = useParams();
  const check = useResetLinkCheck(slug);

  if (check.isPending) {
    return (
      <AuthLayout title="Checking your link" footer={<BackToLogin />}>
        <div className="flex justify-center py-6">
          <Spinner size="lg" />
        </div>
      </AuthLayout>
    );
  }
  if (check.data?.valid === false) {
    return (
      <AuthLayout
        title="This link has expired"
        description="It was already used, or it is too old to set a password with."
        footer={<BackToLogin />}
      >
        <DeadLinkNotice />
      </AuthLayout>
    );
  }
  const welcome = check.data?.purpose === "welcome";
  return (
    <AuthLayout
      title={welcome ? "Set your password" : "Choose a new password"}
      description="Use at least 8 characters."
      footer={<BackToLogin />}
    >
      {/* Keyed by slug so a second link opened in this tab starts from an empty form. */}
      <ResetPasswordForm key={slug} slug={slug} />
    </AuthLayout>
  );
}
