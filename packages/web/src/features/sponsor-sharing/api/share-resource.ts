import type { Lead } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sponsorOffersBaseKey } from "../../../lib/query-keys";

export interface ShareResourceVariables {
  resourceId: number;
  /** The version of the wording the dialog showed: what the member agreed to. */
  version: number;
}

/**
 * POST /resources/{id}/share (member): gives the resource's sponsor the member's details.
 * 409 with a message when the member may not share (no longer eligible, the campaign full).
 */
export async function shareResource({ resourceId, version }: ShareResourceVariables) {
  const { lead } = await api.post<{ lead: Lead }>(`/resources/${resourceId}/share`, { version });
  return lead;
}

/** Shares; whatever the answer, the offers are read again, so the dialog does not ask twice. */
export function useShareResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareResource,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sponsorOffersBaseKey }),
  });
}
