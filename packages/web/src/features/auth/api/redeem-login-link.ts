import { isMfaRequired, type SignInAnswer } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";

/**
 * POST /user/public/login-link/redeem: spends the emailed link. A POST keeps the token out of
 * request logs; the answer is a password sign-in's (or its two-factor step).
 */
export function redeemLoginLink(token: string): Promise<SignInAnswer> {
  return api.post<SignInAnswer>("/user/public/login-link/redeem", { token });
}

/**
 * Redeems a link and, when it signs in, stores the session for this browser session only (a
 * link is no "remember me"). Screens add the toast and navigation.
 */
export function useRedeemLoginLink() {
  return useMutation({
    mutationFn: redeemLoginLink,
    onSuccess: (answer) => {
      if (!isMfaRequired(answer)) authStore.login(answer.user, answer.token, false);
    },
  });
}
