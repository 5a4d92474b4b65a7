import type { TwoFactorStatus } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { twoFactorStatusQueryKey } from "./get-two-factor-status";

export interface DisableTwoFactorInput {
  password: string;
  /** A current code of the app, or a recovery code. */
  code: string;
}

/**
 * POST /user/protected/2fa/disable: the password and a code turn two-factor off; answers the
 * new status. A wrong password or code: 400 with a message for its field.
 */
export function disableTwoFactor(input: DisableTwoFactorInput): Promise<TwoFactorStatus> {
  return api.post<TwoFactorStatus>("/user/protected/2fa/disable", input);
}

export function useDisableTwoFactor(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (status) => queryClient.setQueryData(twoFactorStatusQueryKey(userId), status),
  });
}
