import type { TwoFactorStatus } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /user/protected/2fa: whether two-factor is on, required (staff), recovery codes left. */
export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return api.get<TwoFactorStatus>("/user/protected/2fa", { signal });
}

/** Keyed by user: one account's status must never show to another signing in on the tab. */
export const twoFactorStatusQueryKey = (userId: number) => ["two-factor", userId] as const;

export function useTwoFactorStatus(userId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: twoFactorStatusQueryKey(userId),
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
    enabled: options.enabled ?? true,
    meta: { errorMessage: "Your two-factor sign-in status could not be loaded." },
  });
}
