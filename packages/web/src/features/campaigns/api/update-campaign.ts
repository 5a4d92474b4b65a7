import type { Campaign, UpdateCampaignInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { campaignsQueryKeyRoot } from "./list-campaigns";

export interface UpdateCampaignVariables {
  id: number;
  input: UpdateCampaignInput;
}

/** PUT /campaigns/{id} (admin): the whole campaign again; its sponsor stays. */
export async function updateCampaign({ id, input }: UpdateCampaignVariables): Promise<Campaign> {
  const { campaign } = await api.put<{ campaign: Campaign }>(`/campaigns/${id}`, input);
  return campaign;
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    // Its sponsor's list and its own detail both show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
