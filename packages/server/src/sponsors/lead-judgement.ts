import {
  CAMPAIGN_NOT_FOUND,
  LEAD_ALREADY_REJECTED,
  LEAD_NOT_FOUND,
  LEAD_NOT_REJECTED,
  LEAD_REJECT_REASON_LABELS,
  LEAD_RESTORE_CAP_FULL,
  type LeadJudgement,
  type LeadRejectReason,
} from "@sector/shared";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import type { Executor, Transaction } from "../db/client";
import { users } from "../db/schema";
import { campaigns, leads } from "../db/sponsors-schema";
import { ConflictError, NotFoundError } from "../lib/errors";
import { enqueueWebhookEvent } from "../webhooks/enqueue";
import { leadRejectedEvent } from "./lead-rejected-event";

/**
 * The campaign's row locked, as a share locks it, then the lead's: a restore and the shares
 * counting the campaign's accepted leads take turns, so no interleaving passes the cap. An
 * erased member's lead is no longer shown anywhere, so it is not found here either.
 */
const lockLead = async (tx: Transaction, campaignId: number, leadId: number) => {
  const [campaign] = await tx
    .select({ id: campaigns.id, name: campaigns.name, leadCap: campaigns.leadCap })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for("update");
  if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  const [lead] = await tx
    .select({
      id: leads.id,
      status: leads.status,
      reason: leads.rejectReason,
      userId: leads.userId,
      companyId: leads.companyId,
      sponsorId: leads.sponsorId,
    })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.userId))
    .where(and(eq(leads.id, leadId), eq(leads.campaignId, campaignId), isNull(users.erasedAt)))
    .for("update", { of: leads });
  if (!lead) throw new NotFoundError(LEAD_NOT_FOUND);
  return { campaign, lead };
};

export interface Rejection {
  campaignId: number;
  leadId: number;
  reason: LeadRejectReason;
  note: string | null;
  by: AuditActor;
}

/**
 * The sponsor sends a lead back: it stays, with its reason, but no longer counts toward the
 * cap, so the campaign takes another member. Audited, and a `lead.rejected` event. 409 when
 * it is rejected already.
 */
export const rejectLead = (db: Executor, r: Rejection): Promise<LeadJudgement> =>
  db.transaction(async (tx) => {
    const { campaign, lead } = await lockLead(tx, r.campaignId, r.leadId);
    if (lead.status === "rejected") throw new ConflictError(LEAD_ALREADY_REJECTED);
    await tx
      .update(leads)
      .set({
        status: "rejected",
        rejectReason: r.reason,
        rejectNote: r.note,
        rejectedAt: sql`now()`,
        rejectedBy: r.by.actorId,
      })
      .where(eq(leads.id, lead.id));
    await recordAudit(tx, r.by, {
      action: "lead.reject",
      targetType: "lead",
      targetId: lead.id,
      summary: `lead ${lead.id} of ${campaign.name} (campaign ${campaign.id}) rejected: ${LEAD_REJECT_REASON_LABELS[r.reason]}${r.note ? ` (${r.note})` : ""}`,
    });
    await enqueueWebhookEvent(tx, leadRejectedEvent(lead));
    return { lead: { id: lead.id, status: "rejected", reason: r.reason } };
  });

/**
 * A rejection undone: the lead counts again, so only while the campaign's accepted leads are
 * fewer than its cap (409 otherwise, and when the lead is not rejected). Audited.
 */
export const restoreLead = (
  db: Executor,
  r: { campaignId: number; leadId: number; by: AuditActor },
): Promise<LeadJudgement> =>
  db.transaction(async (tx) => {
    const { campaign, lead } = await lockLead(tx, r.campaignId, r.leadId);
    if (lead.status !== "rejected") throw new ConflictError(LEAD_NOT_REJECTED);
    const [accepted] = await tx
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.campaignId, campaign.id), eq(leads.status, "delivered")));
    if ((accepted?.n ?? 0) >= campaign.leadCap) throw new ConflictError(LEAD_RESTORE_CAP_FULL);
    await tx
      .update(leads)
      .set({
        status: "delivered",
        rejectReason: null,
        rejectNote: null,
        rejectedAt: null,
        rejectedBy: null,
      })
      .where(eq(leads.id, lead.id));
    await recordAudit(tx, r.by, {
      action: "lead.restore",
      targetType: "lead",
      targetId: lead.id,
      summary: `lead ${lead.id} of ${campaign.name} (campaign ${campaign.id}) restored (was rejected: ${lead.reason ? LEAD_REJECT_REASON_LABELS[lead.reason] : "no reason"})`,
    });
    return { lead: { id: lead.id, status: "delivered", reason: null } };
  });
