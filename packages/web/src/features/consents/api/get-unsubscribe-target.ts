import type { UnsubscribeTarget } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const unsubscribeTargetQueryKey = (token: string) => ["unsubscribe", token] as const;

/** GET /unsubscribe/{token} (public): the brand, purpose, wording and state a link names. */
export function getUnsubscribeTarget(
  token: string,
  signal?: AbortSignal,
): Promise<UnsubscribeTarget> {
  return api.get<UnsubscribeTarget>(`/unsubscribe/${encodeURIComponent(token)}`, { signal });
}

export function useUnsubscribeTarget(token: string) {
  return useQuery({
    queryKey: unsubscribeTargetQueryKey(token),
    queryFn: ({ signal }) => getUnsubscribeTarget(token, signal),
  });
}
