import type { LeadJudgement } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { campaignsQueryKeyRoot } from "./list-campaigns";

export interface RestoreCampaignLeadVariables {
  campaignId: number;
  leadId: number;
}

/**
 * POST /campaigns/{id}/leads/{leadId}/restore (admin, audited): undoes a rejection, so the
 * lead counts toward the cap again. 409 with a message when the campaign already has its cap
 * of accepted leads, or the lead is not rejected.
 */
export async function restoreCampaignLead({
  campaignId,
  leadId,
}: RestoreCampaignLeadVariables): Promise<LeadJudgement["lead"]> {
  const { lead } = await api.post<LeadJudgement>(
    `/campaigns/${campaignId}/leads/${leadId}/restore`,
  );
  return lead;
}

export function useRestoreCampaignLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCampaignLead,
    // Also after a refusal: the leads, the counts and the progress show where things stand now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
