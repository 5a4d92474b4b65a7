import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { resources, sponsors, users } from "../db/schema";
import { campaigns, leads } from "../db/sponsors-schema";
import type { WebhookEvent } from "../webhooks/events";

/**
 * A lead the sponsor sent back, for the sponsor's systems (and endpoints not limited to a
 * sponsor that subscribe): the lead and its reason, the member's address as sold to find it by.
 * The admin's note is not in it. Built in the rejection's transaction.
 */
export const leadRejectedEvent = (lead: {
  id: number;
  userId: number;
  companyId: number;
  sponsorId: number;
}): WebhookEvent<"lead.rejected"> => ({
  type: "lead.rejected",
  brandIds: [lead.companyId],
  sponsorId: lead.sponsorId,
  memberId: lead.userId,
  data: async (db: Executor) => {
    const [row] = await db
      .select({
        id: leads.id,
        createdAt: leads.createdAt,
        rejectedAt: leads.rejectedAt,
        reason: leads.rejectReason,
        sold: leads.member,
        liveEmail: users.email,
        campaignId: campaigns.id,
        campaignName: campaigns.name,
        sponsorId: sponsors.id,
        sponsorName: sponsors.name,
        resourceId: resources.id,
        resourceTitle: resources.title,
      })
      .from(leads)
      .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
      .innerJoin(sponsors, eq(sponsors.id, leads.sponsorId))
      .innerJoin(resources, eq(resources.id, leads.resourceId))
      .innerJoin(users, eq(users.id, leads.userId))
      .where(eq(leads.id, lead.id));
    if (!row?.reason || !row.rejectedAt) throw new Error(`lead.rejected for lead ${lead.id}`);
    return {
      lead: {
        id: row.id,
        campaign: { id: row.campaignId, name: row.campaignName },
        sponsor: { id: row.sponsorId, name: row.sponsorName },
        resource: { id: row.resourceId, title: row.resourceTitle },
        status: "rejected",
        reason: row.reason,
        rejected_at: row.rejectedAt.toISOString(),
        created_at: row.createdAt.toISOString(),
      },
      member: { email: row.sold?.email ?? row.liveEmail },
    };
  },
});
