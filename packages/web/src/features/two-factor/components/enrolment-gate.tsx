import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "../../../components/ui/loading-screen";
import { useAuth } from "../../../lib/auth-store";
import { useTwoFactorStatus } from "../api/get-two-factor-status";

/** Where staff without two-factor go while REQUIRE_STAFF_2FA is on. */
export const ENROLMENT_PATH = "/two-factor/setup";

function StaffEnrolmentGate({ userId, children }: { userId: number; children: ReactNode }) {
  const { pathname } = useLocation();
  const status = useTwoFactorStatus(userId);
  if (status.isPending) return <LoadingScreen />;
  const mustEnrol = status.data?.required === true && !status.data.enabled;
  if (mustEnrol && pathname !== ENROLMENT_PATH) return <Navigate to={ENROLMENT_PATH} replace />;
  return children;
}

/**
 * REQUIRE_STAFF_2FA: a signed-in staff account without two-factor sees the enrolment screen
 * before any other (the server refuses it everything else anyway). Guests and members pass at
 * once; a status that cannot be read lets the screen show, whose calls the server then refuses.
 */
export function EnrolmentGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user || user.role === "user") return children;
  return <StaffEnrolmentGate userId={user.id}>{children}</StaffEnrolmentGate>;
}
