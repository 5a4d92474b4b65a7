import type { TwoFactorSetup } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * POST /user/protected/2fa/setup: a new secret and its otpauth:// URL (the QR code); a pending
 * one is replaced. Already on: 409.
 */
export function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>("/user/protected/2fa/setup", {});
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}
