import type { Campaign } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { campaignsQueryKeyRoot } from "./list-campaigns";

/** DELETE /campaigns/{id} (admin): ends it now; its leads stay. */
export async function endCampaign(id: number): Promise<Campaign> {
  const { campaign } = await api.delete<{ campaign: Campaign }>(`/campaigns/${id}`);
  return campaign;
}

export function useEndCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCampaign,
    // Also after a refusal: the screen shows where the campaign stands now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
