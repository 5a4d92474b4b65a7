import { AuthLayout } from "../../features/auth/components/auth-layout";
import { BackToLogin } from "../../features/auth/components/back-to-login";
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
