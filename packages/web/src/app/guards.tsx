import type { Role } from "@sector/shared";
import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "../components/ui/loading-screen";
import { SessionUnavailable } from "../features/auth/components/session-unavailable";
import { useAuth, useSignedInUser } from "../lib/auth-store";
import ForbiddenRoute from "./routes/forbidden";

/**
 * Route guards are a convenience for the user; the server enforces every rule itself.
 * Each renders its child routes through <Outlet />, redirects, or shows why not.
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
  /** Where a role outside `allow` goes instead of seeing the No access page. */
  redirect?: Partial<Record<Role, string>>;
}

/**
 * Role guard with an allowed-role list (SPEC section 6). Another role sees the No access page
 * in place, at the address it asked for (issue 64), unless `redirect` names its place.
 */
export function RequireRole({ allow, redirect }: RequireRoleProps) {
  const { role } = useSignedInUser();
  if (allow.includes(role)) return <Outlet />;
  const elsewhere = redirect?.[role];
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  return <ForbiddenRoute />;
}
