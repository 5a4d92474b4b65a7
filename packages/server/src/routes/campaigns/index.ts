import type { App } from "../../lib/app-type";
import { campaignLeadsCsvRoute } from "./campaign-leads-csv";
import { createCampaignRoute } from "./create-campaign";
import { endCampaignRoute } from "./end-campaign";
import { getCampaignRoute } from "./get-campaign";
import { judgeLeadRoutes } from "./judge-lead";
import { listCampaignLeadsRoute } from "./list-campaign-leads";
import { listCampaignsRoute } from "./list-campaigns";
import { updateCampaignRoute } from "./update-campaign";

/** /api/campaigns: what sponsors bought, the leads it brought, and judging them (admin). */
export const campaignRoutes = async (app: App) => {
  await app.register(listCampaignsRoute);
  await app.register(createCampaignRoute);
  await app.register(getCampaignRoute);
  await app.register(updateCampaignRoute);
  await app.register(endCampaignRoute);
  await app.register(campaignLeadsCsvRoute);
  await app.register(listCampaignLeadsRoute);
  await app.register(judgeLeadRoutes);
};
