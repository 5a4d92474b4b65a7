import { Link, useParams } from "react-router";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";

export default function ResetPasswordRoute() {
  const { slug = "" } = useParams();
  return (
    <AuthLayout
      title="Choose a new password"
      description="Use at least 8 characters."
      footer={
        <Link
          to="/login"
          className="rounded-sm font-semibold text-brand-600 hover:text-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Back to login
        </Link>
      }
    >
      {/* Keyed by slug so a second link opened in this tab starts from an empty form. */}
      <ResetPasswordForm key={slug} slug={slug} />
    </AuthLayout>
  );
}
