import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportLinksQueryKey } from "./list-report-links";

export interface RevokeReportLinkVariables {
  sponsorId: number;
  id: number;
}

/** DELETE /sponsors/{id}/report-links/{linkId} (admin): the link stops working. */
export async function revokeReportLink({ sponsorId, id }: RevokeReportLinkVariables) {
  await api.delete(`/sponsors/${sponsorId}/report-links/${id}`);
}

export function useRevokeReportLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReportLink,
    onSuccess: (_, { sponsorId }) =>
      queryClient.invalidateQueries({ queryKey: reportLinksQueryKey(sponsorId) }),
  });
}
