import { Link } from "react-router";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form";

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<BackToLogin />}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

function BackToLogin() {
  return (
    <Link
      to="/login"
      className="rounded-sm font-semibold text-brand-600 hover:text-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      Back to login
    </Link>
  );
}
