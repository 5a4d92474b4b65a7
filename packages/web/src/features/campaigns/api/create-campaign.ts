import type { Campaign, CreateCampaignInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { campaignsQueryKeyRoot } from "./list-campaigns";

/** POST /campaigns (admin): 400 names the refused fields in `errors`. */
export async function createCampaign(input: CreateCampaignInput): Promise<Campaign> {
  const { campaign } = await api.post<{ campaign: Campaign }>("/campaigns", input);
  return campaign;
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
