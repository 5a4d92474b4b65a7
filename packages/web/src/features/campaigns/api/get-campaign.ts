import type { CampaignDetail } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { campaignsQueryKeyRoot } from "./list-campaigns";

/** GET /campaigns/{id} (admin): the campaign, its leads per day (UTC) and per brand. */
export function getCampaign(id: number, signal?: AbortSignal): Promise<CampaignDetail> {
  return api.get<CampaignDetail>(`/campaigns/${id}`, { signal });
}

export const campaignQueryKey = (id: number) => [...campaignsQueryKeyRoot, "detail", id] as const;

/** While a campaign runs, its leads are asked for again this often: the progress moves. */
export const ACTIVE_POLL_MS = 30_000;

/** One campaign; idle while `id` is null (an address that names none). */
export function useCampaign(id: number | null) {
  return useQuery({
    queryKey: campaignQueryKey(id ?? 0),
    queryFn: ({ signal }) => getCampaign(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.campaign.status === "active" ? ACTIVE_POLL_MS : false,
    meta: { errorMessage: "The campaign could not be loaded." },
  });
}
