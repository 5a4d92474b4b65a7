import type { SponsorShares } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * GET /user/protected/sponsor-shares (member): what the member shared with which sponsor, for
 * which resource and when, and with which sponsors sharing has been stopped.
 */
export function getSponsorShares(signal?: AbortSignal): Promise<SponsorShares> {
  return api.get<SponsorShares>("/user/protected/sponsor-shares", { signal });
}

/** Keyed by user: one member's shares must never show to another signing in on the tab. */
export const sponsorSharesQueryKey = (userId: number) => ["sponsor-shares", userId] as const;

export function useSponsorShares(userId: number) {
  return useQuery({
    queryKey: sponsorSharesQueryKey(userId),
    queryFn: ({ signal }) => getSponsorShares(signal),
    // A share made in the feed a moment ago must be listed: read afresh on every visit.
    staleTime: 0,
    meta: { errorMessage: "What you shared with sponsors could not be loaded." },
  });
}
