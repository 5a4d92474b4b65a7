import { type PublicUser, TOKEN_STORAGE_KEY } from "@sector/shared";
import { useSyncExternalStore } from "react";
import { isApiError, setUnauthorizedHandler } from "./api-client";
import { clearStoredToken, readStoredToken, storeToken } from "./token-storage";

/**
 * Auth state (SPEC sections 2 and 4) as a tiny external store: readable outside React
 * (API client, route guards, tests) and subscribed to with useSyncExternalStore.
 *
 * - `restoring`: a stored token was found and the user is being fetched; the app shows
 *   a full-screen loading screen meanwhile.
 * - `ready`: the check is done; `user` is set when signed in.
 * - `restore-failed`: the check failed for a reason other than 401 (offline, server
 *   error). The token is kept so a retry can still succeed.
 */
export type AuthStatus = "restoring" | "ready" | "restore-failed";

export interface AuthState {
  user: PublicUser | null;
  token: string | null;
  /** Remember me: the token lives in local storage rather than session storage. */
  persist: boolean;
  status: AuthStatus;
}

function initialState(): AuthState {
  const stored = typeof window === "undefined" ? null : readStoredToken();
  return {
    user: null,
    token: stored?.token ?? null,
    persist: stored?.persist ?? false,
    status: stored ? "restoring" : "ready",
  };
}

let state: AuthState = initialState();
const listeners = new Set<() => void>();
let pendingRestore: Promise<void> | null = null;

function setState(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const authStore = {
  getState: (): AuthState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Signs in: remember-me keeps the token in local storage, otherwise session storage. */
  login(user: PublicUser, token: string, remember: boolean): void {
    storeToken(token, remember);
    setState({ user, token, persist: remember, status: "ready" });
  },

  /** Removes the token from both storages and empties the user. */
  logout(): void {
    clearStoredToken();
    setState({ user: null, token: null, persist: false, status: "ready" });
  },

  /**
   * Goes on with a fresh token for the same user (a password change ended every older one),
   * kept where the old one was.
   */
  replaceToken(token: string): void {
    storeToken(token, state.persist);
    setState({ token });
  },

  /** Replaces the user (e.g. after the profile changed). */
  setUser(user: PublicUser | null): void {
    setState({ user });
  },

  /**
   * Restores the user from the stored token with `fetchUser` (GET myprofile). A 401
   * clears the token; any other failure leaves it for a retry. Concurrent calls share
   * one request, and a result that arrives after the token changed is ignored.
   */
  restore(fetchUser: () => Promise<PublicUser>): Promise<void> {
    const { token, user } = state;
    if (!token || user) {
      if (state.status !== "ready") setState({ status: "ready" });
      return Promise.resolve();
    }
    if (pendingRestore) return pendingRestore;
    setState({ status: "restoring" });
    pendingRestore = fetchUser()
      .then((restored) => {
        if (state.token === token) setState({ user: restored, status: "ready" });
      })
      .catch((error: unknown) => {
        if (state.token !== token) return;
        if (isApiError(error) && error.status === 401) {
          authStore.logout();
        } else {
          console.error("Could not restore the session", error);
          setState({ status: "restore-failed" });
        }
      })
      .finally(() => {
        pendingRestore = null;
      });
    return pendingRestore;
  },
};

// A 401 on a call made with the current token means the session is over (expired,
// revoked, password changed): sign out so the guards send the user to /login.
setUnauthorizedHandler((sentToken) => {
  if (state.token === sentToken) authStore.logout();
});

// Signing out in another tab removes the shared local-storage token: follow it here.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    if (state.persist && state.token && !event.newValue) authStore.logout();
  });
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}

/** The signed-in user; for components rendered only behind the sign-in guard. */
export function useSignedInUser(): PublicUser {
  const { user } = useAuth();
  if (!user) throw new Error("useSignedInUser() was used outside a signed-in route.");
  return user;
}
