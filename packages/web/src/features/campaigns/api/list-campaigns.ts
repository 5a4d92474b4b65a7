import type { Campaign } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /campaigns?sponsor_id= (admin): one sponsor's campaigns, newest first. */
export async function listCampaigns(sponsorId: number, signal?: AbortSignal): Promise<Campaign[]> {
  const { campaigns } = await api.get<{ campaigns: Campaign[] }>("/campaigns", {
    query: { sponsor_id: sponsorId },
    signal,
  });
  return campaigns;
}

/** Every cached campaign answer (lists and details) starts with this key. */
export const campaignsQueryKeyRoot = ["campaigns"] as const;

export const campaignsQueryKey = (sponsorId: number | null) =>
  [...campaignsQueryKeyRoot, "list", sponsorId] as const;

/** A sponsor's campaigns; idle while no sponsor is chosen. */
export function useCampaigns(sponsorId: number | null) {
  return useQuery({
    queryKey: campaignsQueryKey(sponsorId),
    queryFn: ({ signal }) => listCampaigns(sponsorId ?? 0, signal),
    enabled: sponsorId !== null,
    meta: { errorMessage: "The campaigns could not be loaded." },
  });
}
