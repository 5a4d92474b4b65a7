import type { LoginResponse } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";

export interface MfaSignInVariables {
  mfa_token: string;
  /** A code of the authenticator app, or a recovery code. */
  code: string;
  /** The sign-in's remember me: where the session's token is kept. */
  remember: boolean;
}

/**
 * POST /user/public/login/mfa: the second step of a sign-in with two-factor on. A wrong code
 * is a 401 with a message saying so; a token past its 5 minutes or 5 wrong codes, a 401 saying
 * the sign-in expired (MFA_SIGN_IN_EXPIRED).
 */
export function finishMfaSignIn({ mfa_token, code }: MfaSignInVariables): Promise<LoginResponse> {
  return api.post<LoginResponse>(
    "/user/public/login/mfa",
    { mfa_token, code },
    { credentials: "include" },
  );
}

/** Finishes the sign-in and stores the session as a password sign-in does. */
export function useFinishMfaSignIn() {
  return useMutation({
    mutationFn: finishMfaSignIn,
    onSuccess: ({ user, token }, { remember }) => authStore.login(user, token, remember),
  });
}
