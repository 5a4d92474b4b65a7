import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { BackToLogin } from "../../features/auth/components/back-to-login";
import { MfaStepForm } from "../../features/auth/components/mfa-step-form";
import { readMfaStep } from "../../features/auth/mfa-step";
import { useHydrated } from "../../lib/use-hydrated";

const TITLE = "Two-factor sign-in";

export default function LoginMfaRoute() {
  const location = useLocation();
  // The step lives in router state, which only the browser knows: the prerendered page waits.
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <AuthLayout title={TITLE}>
        <div className="flex justify-center py-6">
          <Spinner size="lg" />
        </div>
      </AuthLayout>
    );
  }
  const step = readMfaStep(location.state);
  if (!step) return <Navigate to="/login" replace />;
  return (
    <AuthLayout
      title={TITLE}
      description="Enter the code from your authenticator app to finish signing in."
      footer={<BackToLogin />}
    >
      <MfaStepForm step={step} />
    </AuthLayout>
  );
}
