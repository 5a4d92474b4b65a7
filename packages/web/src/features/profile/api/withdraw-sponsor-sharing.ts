import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sponsorOffersBaseKey } from "../../../lib/query-keys";
import { sponsorSharesQueryKey } from "./get-sponsor-shares";

export interface WithdrawnSharing {
  sponsor_id: number;
  withdrawn_at: string;
}

/**
 * POST /user/protected/sponsor-shares/withdraw (member): no more sharing with this sponsor
 * (recorded as a consent event). What the sponsor already received stays with it.
 */
export function withdrawSponsorSharing(sponsorId: number): Promise<WithdrawnSharing> {
  return api.post<WithdrawnSharing>("/user/protected/sponsor-shares/withdraw", {
    sponsor_id: sponsorId,
  });
}

/** Stops sharing; the list shows when, and the sponsor's resources no longer ask. */
export function useWithdrawSponsorSharing(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawSponsorSharing,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sponsorSharesQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: sponsorOffersBaseKey }),
      ]),
  });
}
