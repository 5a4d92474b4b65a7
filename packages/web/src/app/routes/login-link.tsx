import { AuthLayout } from "../../features/auth/components/auth-layout";
import { BackToLogin } from "../../features/auth/components/back-to-login";
import { LoginLinkForm } from "../../features/auth/components/login-link-form";

export default function LoginLinkRoute() {
  return (
    <AuthLayout
      title="Sign in with an emailed link"
      description="Enter the email address of your account and we will send you a link that signs you in, no password needed."
      footer={<BackToLogin />}
    >
      <LoginLinkForm />
    </AuthLayout>
  );
}
