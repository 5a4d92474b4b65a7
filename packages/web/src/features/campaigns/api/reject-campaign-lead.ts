import type { LeadJudgement, LeadRejectReason } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { campaignsQueryKeyRoot } from "./list-campaigns";

export interface RejectCampaignLeadVariables {
  campaignId: number;
  leadId: number;
  reason: LeadRejectReason;
  /** For the sponsor's records; never sent on in the lead.rejected event. */
  note?: string;
}

/**
 * POST /campaigns/{id}/leads/{leadId}/reject (admin, audited): the lead stays in the file with
 * its reason and no longer counts toward the cap. 409 when it is already rejected.
 */
export async function rejectCampaignLead({
  campaignId,
  leadId,
  reason,
  note,
}: RejectCampaignLeadVariables): Promise<LeadJudgement["lead"]> {
  const { lead } = await api.post<LeadJudgement>(
    `/campaigns/${campaignId}/leads/${leadId}/reject`,
    note ? { reason, note } : { reason },
  );
  return lead;
}

export function useRejectCampaignLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCampaignLead,
    // Also after a refusal: the leads, the counts and the progress show where things stand now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
