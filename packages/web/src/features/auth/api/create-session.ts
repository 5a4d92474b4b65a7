import { isMfaRequired, type SignInAnswer } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";

export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * POST /user/public/login; sent with credentials (SPEC section 7). An account with two-factor
 * on answers the second step's mfa_token instead of a session.
 */
export function createSession(credentials: LoginCredentials): Promise<SignInAnswer> {
  return api.post<SignInAnswer>("/user/public/login", credentials, { credentials: "include" });
}

export interface LoginVariables extends LoginCredentials {
  /** Keep the token in local storage (remember me) rather than session storage. */
  remember: boolean;
}

/**
 * Logs in and, on success, stores the session; a second step asked for stores nothing (the
 * screen goes on to it). Screens add the toast and navigation.
 */
export function useCreateSession() {
  return useMutation({
    mutationFn: ({ email, password }: LoginVariables) => createSession({ email, password }),
    onSuccess: (answer, { remember }) => {
      if (!isMfaRequired(answer)) authStore.login(answer.user, answer.token, remember);
    },
  });
}
