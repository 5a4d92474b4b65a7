import type { Role } from "@sector/shared";
import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "../components/ui/loading-screen";
import { SessionUnavailable } from "../features/auth/components/session-unavailable";
import { useAuth, useSignedInUser } from "../lib/auth-store";

/**
 * Route guards are a convenience for the user; the server enforces every rule itself.
 * Each renders its child routes through <Outlet /> or redirects.
 */

/** Signed-in routes: no token means /login (SPEC section 2). */
export function RequireAuth() {
  const { token, user, status } = useAuth();
  if (!token) return <Navigate to="/login" replace />;
  if (!user) return status === "restore-failed" ? <SessionUnavailable /> : <LoadingScreen />;
  return <Outlet />;
}

/** Guest-only routes (login, registration): a signed-in user goes to /. */
export function GuestOnly() {
  const { user } = useAuth();
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}

export interface RequireRoleProps {
  allow: readonly Role[];
  /** Where a role outside `allow` goes instead of the not-found page. */
  redirect?: Partial<Record<Role, string>>;
}

/** Role guard with an allowed-role list; other roles are sent to /404 (SPEC section 6). */
export function RequireRole({ allow, redirect }: RequireRoleProps) {
  const { role } = useSignedInUser();
  if (!allow.includes(role)) return <Navigate to={redirect?.[role] ?? "/404"} replace />;
  return <Outlet />;
}
