import type { LoginResponse } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";

export interface LoginCredentials {
  email: string;
  password: string;
}

/** POST /user/public/login; sent with credentials (SPEC section 7). */
export function createSession(credentials: LoginCredentials): Promise<LoginResponse> {
  return api.post<LoginResponse>("/user/public/login", credentials, { credentials: "include" });
}

export interface LoginVariables extends LoginCredentials {
  /** Keep the token in local storage (remember me) rather than session storage. */
  remember: boolean;
}

/** Logs in and, on success, stores the session. Screens add the toast and navigation. */
export function useCreateSession() {
  return useMutation({
    mutationFn: ({ email, password }: LoginVariables) => createSession({ email, password }),
    onSuccess: ({ user, token }, { remember }) => authStore.login(user, token, remember),
  });
}
