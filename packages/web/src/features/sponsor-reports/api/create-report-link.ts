import type { CreatedSponsorReportLink } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportLinksQueryKey } from "./list-report-links";

export interface CreateReportLinkVariables {
  sponsorId: number;
  /** A date (valid to the end of that day, UTC) or a date and time. */
  expiresAt: string;
}

/** POST /sponsors/{id}/report-links (admin): the new link, its URL in this answer only. */
export async function createReportLink({
  sponsorId,
  expiresAt,
}: CreateReportLinkVariables): Promise<CreatedSponsorReportLink["link"]> {
  const { link } = await api.post<CreatedSponsorReportLink>(`/sponsors/${sponsorId}/report-links`, {
    expires_at: expiresAt,
  });
  return link;
}

export function useCreateReportLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReportLink,
    onSuccess: (_, { sponsorId }) =>
      queryClient.invalidateQueries({ queryKey: reportLinksQueryKey(sponsorId) }),
  });
}
