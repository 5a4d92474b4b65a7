import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { resources, sponsors } from "../../db/schema";
import { campaignResources, campaigns, leads } from "../../db/sponsors-schema";
import { type CampaignRow, presentCampaign } from "../../presenters/campaign";

/** Campaigns with their sponsor, resources and lead counts (accepted, rejected), newest first. */
const campaignRows = (db: Executor, where?: SQL) =>
  db
    .select({
      campaign: campaigns,
      sponsorName: sponsors.name,
      sponsorLogoUrl: sponsors.logoUrl,
      leads: sql<number>`(select count(*)::int from ${leads}
        where ${leads.campaignId} = ${campaigns.id} and ${leads.status} = 'delivered')`,
      rejected: sql<number>`(select count(*)::int from ${leads}
        where ${leads.campaignId} = ${campaigns.id} and ${leads.status} = 'rejected')`,
      resources: sql<CampaignRow["resources"]>`coalesce((
        select json_agg(json_build_object('id', ${resources.id}, 'title', ${resources.title},
                                          'company_id', ${resources.companyId})
                        order by ${resources.id})
        from ${campaignResources}
        join ${resources} on ${resources.id} = ${campaignResources.resourceId}
        where ${campaignResources.campaignId} = ${campaigns.id}), '[]'::json)`,
    })
    .from(campaigns)
    .innerJoin(sponsors, eq(sponsors.id, campaigns.sponsorId))
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));

const toRow = (r: Awaited<ReturnType<typeof campaignRows>>[number]): CampaignRow => ({
  ...r.campaign,
  sponsorName: r.sponsorName,
  sponsorLogoUrl: r.sponsorLogoUrl,
  leads: r.leads,
  rejected: r.rejected,
  resources: r.resources,
});

export const listCampaigns = async (db: Executor, sponsorId?: number) =>
  (
    await campaignRows(db, sponsorId === undefined ? undefined : eq(campaigns.sponsorId, sponsorId))
  ).map((r) => presentCampaign(toRow(r)));

export const findCampaign = async (db: Executor, id: number) => {
  const [row] = await campaignRows(db, eq(campaigns.id, id));
  return row ? presentCampaign(toRow(row)) : null;
};
