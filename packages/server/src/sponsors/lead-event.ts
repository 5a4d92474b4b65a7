import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { companies, consentEvents, consentTexts, resources, sponsors, users } from "../db/schema";
import { campaigns, leads } from "../db/sponsors-schema";
import type { WebhookEvent } from "../webhooks/events";

/**
 * A lead for the sponsor's systems: the details the dialog named and nothing else (no topics,
 * no consents, no id of the member's account). Endpoints limited to the sponsor get it, and
 * endpoints not limited to any sponsor that subscribe to it.
 */
export const leadCreatedEvent = (
  leadId: number,
  memberId: number,
  brandId: number,
  sponsorId: number,
): WebhookEvent<"lead.created"> => ({
  type: "lead.created",
  brandIds: [brandId],
  sponsorId,
  memberId,
  data: async (db: Executor) => {
    const [row] = await db
      .select({
        id: leads.id,
        createdAt: leads.createdAt,
        campaignId: campaigns.id,
        campaignName: campaigns.name,
        sponsorId: sponsors.id,
        sponsorName: sponsors.name,
        resourceId: resources.id,
        resourceTitle: resources.title,
        version: consentTexts.version,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        mobileNumber: users.mobileNumber,
        userCompany: users.userCompany,
        jobTitle: users.jobTitle,
        brandId: companies.id,
        brandName: companies.name,
      })
      .from(leads)
      .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
      .innerJoin(sponsors, eq(sponsors.id, leads.sponsorId))
      .innerJoin(resources, eq(resources.id, leads.resourceId))
      .innerJoin(consentEvents, eq(consentEvents.id, leads.consentEventId))
      .innerJoin(consentTexts, eq(consentTexts.id, consentEvents.textId))
      .innerJoin(users, eq(users.id, leads.userId))
      .innerJoin(companies, eq(companies.id, leads.companyId))
      .where(eq(leads.id, leadId));
    if (!row) throw new Error(`lead.created for unknown lead ${leadId}`);
    return {
      lead: {
        id: row.id,
        campaign: { id: row.campaignId, name: row.campaignName },
        sponsor: { id: row.sponsorId, name: row.sponsorName },
        resource: { id: row.resourceId, title: row.resourceTitle },
        wording_version: row.version,
        created_at: row.createdAt.toISOString(),
      },
      member: {
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
        mobile_number: row.mobileNumber,
        user_company: row.userCompany,
        job_title: row.jobTitle,
        brand: { id: row.brandId, name: row.brandName },
      },
    };
  },
});
