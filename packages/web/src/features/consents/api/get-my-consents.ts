import type { Consent } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Keyed by member: the cache must never hand one member's consents to another. */
export const myConsentsQueryKey = (userId: number) => ["my-consents", userId] as const;

/** GET /user/protected/consents: the caller's three consents for each brand they belong to. */
export async function getMyConsents(signal?: AbortSignal): Promise<Consent[]> {
  const { consents } = await api.get<{ consents: Consent[] }>("/user/protected/consents", {
    signal,
  });
  return consents;
}

export function useMyConsents(userId: number) {
  return useQuery({
    queryKey: myConsentsQueryKey(userId),
    queryFn: ({ signal }) => getMyConsents(signal),
  });
}
