import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authStore } from "../../../lib/auth-store";
import { endSession } from "../api/end-session";

/**
 * How long signing out waits for the server to revoke the token. Usually it answers in a
 * few milliseconds; a slow or unreachable server must not keep the user signed in here.
 */
export const LOGOUT_WAIT_MS = 1500;

const settleWithin = (promise: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });

/**
 * Ends the session on the server (the stored token is sent before it is forgotten), then
 * clears the token (both storages) and the user and goes to /login. A failed or slow
 * server call never blocks the local sign-out: the token expires on its own anyway.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const revoking = endSession().catch((error: unknown) => {
      console.warn("The server did not end the session", error);
    });
    // Waiting for the answer means a token copied elsewhere is already refused once the
    // login page shows, without making the user wait on a server that does not answer.
    await settleWithin(revoking, LOGOUT_WAIT_MS);
    authStore.logout();
    navigate("/login", { replace: true });
  }, [navigate]);
}
