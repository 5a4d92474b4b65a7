import { CAMPAIGN_LEADS_PAGE_SIZE, type CampaignLeadsPage } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { campaignsQueryKeyRoot } from "./list-campaigns";

/**
 * GET /campaigns/{id}/leads (admin): a page of the campaign's leads, newest first (each member
 * as sold, their answers, status and reject reason), and how many there are.
 */
export function listCampaignLeads(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<CampaignLeadsPage> {
  return api.get<CampaignLeadsPage>(`/campaigns/${id}/leads`, {
    query: { page, pageSize: CAMPAIGN_LEADS_PAGE_SIZE },
    signal,
  });
}

/** Under the campaigns' root: whatever changes a campaign refreshes its leads too. */
export const campaignLeadsQueryKey = (id: number, page: number) =>
  [...campaignsQueryKeyRoot, "leads", id, page] as const;

/** One page of a campaign's leads; the previous page stays on screen while the next loads. */
export function useCampaignLeads(id: number, page: number) {
  return useQuery({
    queryKey: campaignLeadsQueryKey(id, page),
    queryFn: ({ signal }) => listCampaignLeads(id, page, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "The leads could not be loaded." },
  });
}
