import { useParams } from "react-router";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { BackToLogin } from "../../features/auth/components/back-to-login";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";

export default function ResetPasswordRoute() {
  const { slug = "" } = useParams();
  return (
    <AuthLayout
      title="Choose a new password"
      description="Use at least 8 characters."
      footer={<BackToLogin />}
    >
      {/* Keyed by slug so a second link opened in this tab starts from an empty form. */}
      <ResetPasswordForm key={slug} slug={slug} />
    </AuthLayout>
  );
}
