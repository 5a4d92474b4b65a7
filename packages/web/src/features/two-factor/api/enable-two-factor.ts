import type { TwoFactorEnabled } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { twoFactorStatusQueryKey } from "./get-two-factor-status";

/**
 * POST /user/protected/2fa/enable: a current code of the secret just set up turns two-factor
 * on and answers the 10 recovery codes, once. A wrong or stale code: 400 for the field.
 */
export function enableTwoFactor(code: string): Promise<TwoFactorEnabled> {
  return api.post<TwoFactorEnabled>("/user/protected/2fa/enable", { code });
}

export function useEnableTwoFactor(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey(userId) }),
  });
}
