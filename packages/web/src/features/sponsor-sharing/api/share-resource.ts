import type { Lead, LeadAnswers } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sponsorOffersBaseKey } from "../../../lib/query-keys";

export interface ShareResourceVariables {
  resourceId: number;
  /** The version of the wording the dialog showed: what the member agreed to. */
  version: number;
  /** The answers to the campaign's questions still asked (none when it asks none). */
  answers?: LeadAnswers;
}

/**
 * POST /resources/{id}/share (member): gives the resource's sponsor the member's details.
 * 400 with a message on a missing or refused answer (nothing written); 409 with a message
 * when the member may not share (no longer eligible, the campaign full).
 */
export async function shareResource({ resourceId, version, answers }: ShareResourceVariables) {
  const { lead } = await api.post<{ lead: Lead }>(
    `/resources/${resourceId}/share`,
    answers ? { version, answers } : { version },
  );
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
