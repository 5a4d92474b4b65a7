import type { Lead } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { sponsorWording } from "../consent/consent-texts";
import type { Executor } from "../db/client";
import { leads } from "../db/sponsors-schema";
import { ConflictError } from "../lib/errors";
import { enqueueWebhookEvent } from "../webhooks/enqueue";
import { type CampaignStanding, isOpen, refusalOf, standingsFor } from "./eligibility";
import { leadCreatedEvent } from "./lead-event";
import { recordSponsorChoice } from "./sponsor-choice";

export interface ShareRequest {
  userId: number;
  resourceId: number;
  /** The wording version the dialog showed; absent: the current one. */
  version?: number | null;
  ip?: string | null;
  userAgent?: string | null;
}

const leadFields = {
  id: leads.id,
  sponsor_id: leads.sponsorId,
  campaign_id: leads.campaignId,
  resource_id: leads.resourceId,
  createdAt: leads.createdAt,
};

const findLead = async (db: Executor, id: number): Promise<Lead> => {
  const [row] = await db.select(leadFields).from(leads).where(eq(leads.id, id));
  if (!row) throw new Error(`lead ${id} not found`);
  const { createdAt, ...rest } = row;
  return { ...rest, created_at: createdAt.toISOString() };
};

/**
 * A member shares their details with the sponsor of a resource's running campaign: the lead
 * and the consent event naming the sponsor commit together, or neither does. The campaign's
 * row is locked while its leads are counted again, so members sharing at the same moment
 * never take it past its cap. Shared already: the same lead (`created` false).
 */
export const shareResource = (
  db: Executor,
  share: ShareRequest,
): Promise<{ created: boolean; lead: Lead }> =>
  db.transaction(async (tx) => {
    const before = await standingsFor(tx, share.userId, share.resourceId);
    const given = before.find((s) => s.leadId !== null);
    if (given?.leadId) return { created: false, lead: await findLead(tx, given.leadId) };
    const chosen = before.find(isOpen);
    if (!chosen) throw new ConflictError(refusalOf(before));

    await tx.execute(sql`select id from campaigns where id = ${chosen.campaignId} for update`);
    const now: CampaignStanding | undefined = (
      await standingsFor(tx, share.userId, share.resourceId)
    ).find((s) => s.campaignId === chosen.campaignId);
    if (now?.leadId) return { created: false, lead: await findLead(tx, now.leadId) };
    if (!now || !isOpen(now)) throw new ConflictError(refusalOf(now ? [now] : []));

    const wording = await sponsorWording(tx, now.companyId, share.version);
    const event = await recordSponsorChoice(tx, {
      userId: share.userId,
      sponsorId: now.sponsorId,
      companyId: now.companyId,
      granted: true,
      textId: wording.id,
      ip: share.ip,
      userAgent: share.userAgent,
    });
    const [row] = await tx
      .insert(leads)
      .values({
        campaignId: now.campaignId,
        sponsorId: now.sponsorId,
        userId: share.userId,
        resourceId: share.resourceId,
        companyId: now.companyId,
        consentEventId: event.id,
        createdAt: event.occurredAt,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error("lead not stored");
    await enqueueWebhookEvent(
      tx,
      leadCreatedEvent(row.id, share.userId, now.companyId, now.sponsorId),
    );
    return { created: true, lead: await findLead(tx, row.id) };
  });
