import { checkAnswers, type Lead, type LeadAnswers } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { sponsorWording } from "../consent/consent-texts";
import type { Executor } from "../db/client";
import { users } from "../db/schema";
import { campaigns, type LeadMemberSnapshot, leads } from "../db/sponsors-schema";
import { statedColumns } from "../firmographics/member-columns";
import { queueLeadDeliveries } from "../lead-delivery/deliveries";
import { ConflictError, fieldError } from "../lib/errors";
import { enqueueWebhookEvent } from "../webhooks/enqueue";
import { type CampaignStanding, isOpen, refusalOf, standingsFor } from "./eligibility";
import { leadCreatedEvent } from "./lead-event";
import { memberForLead, workDetailsOf } from "./lead-member";
import { onFileOf, profileAnswers } from "./lead-questions";
import { recordSponsorChoice } from "./sponsor-choice";

export interface ShareRequest {
  userId: number;
  resourceId: number;
  /** The wording version the dialog showed; absent: the current one. */
  version?: number | null;
  /** Answers to the campaign's questions (checkAnswers in @sector/shared). */
  answers?: LeadAnswers;
  ip?: string | null;
  userAgent?: string | null;
}

const leadFields = {
  id: leads.id,
  sponsor_id: leads.sponsorId,
  campaign_id: leads.campaignId,
  resource_id: leads.resourceId,
  status: leads.status,
  createdAt: leads.createdAt,
};

const findLead = async (db: Executor, id: number): Promise<Lead> => {
  const [row] = await db.select(leadFields).from(leads).where(eq(leads.id, id));
  if (!row) throw new Error(`lead ${id} not found`);
  const { createdAt, ...rest } = row;
  return { ...rest, created_at: createdAt.toISOString() };
};

/**
 * The lead's answers and the member as sold, the profile completed with the answers to the
 * questions filling work details it lacked (marked as the member's own). 400 on a wrong or
 * missing answer: the caller's transaction then writes nothing.
 */
const answerQuestions = async (
  tx: Executor,
  campaignId: number,
  userId: number,
  sent: LeadAnswers,
): Promise<{ answers: LeadAnswers; member: LeadMemberSnapshot }> => {
  const [[campaign], member] = await Promise.all([
    tx
      .select({ questions: campaigns.questions })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId)),
    memberForLead(tx, userId),
  ]);
  if (!campaign || !member) throw new Error(`campaign ${campaignId} or member ${userId} gone`);
  const details = workDetailsOf(member);
  const checked = checkAnswers(campaign.questions, sent, onFileOf(details));
  if (!checked.ok) throw fieldError("answers", checked.message);
  const filled = statedColumns(
    profileAnswers(campaign.questions, checked.answers, details),
    "member",
  );
  if (Object.keys(filled).length > 0) {
    await tx
      .update(users)
      .set({ ...filled, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }
  return { answers: checked.answers, member: { ...member, ...filled } };
};

/**
 * A member shares their details with the sponsor of a resource's running campaign: the lead
 * (with the answers to its questions and the member as sold) and the consent event naming the
 * sponsor commit together, or neither does. The campaign's row is locked while its accepted
 * leads are counted again, so members sharing at the same moment never take it past its cap.
 * Shared already: the same lead (`created` false), whatever the answers.
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

    const { answers, member } = await answerQuestions(
      tx,
      now.campaignId,
      share.userId,
      share.answers ?? {},
    );
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
        answers,
        member: {
          firstname: member.firstname,
          lastname: member.lastname,
          email: member.email,
          mobileNumber: member.mobileNumber,
          userCompany: member.userCompany,
          jobTitle: member.jobTitle,
          country: member.country,
          companySize: member.companySize,
          industry: member.industry,
          jobFunction: member.jobFunction,
          seniority: member.seniority,
        },
      })
      .returning({ id: leads.id });
    if (!row) throw new Error("lead not stored");
    await enqueueWebhookEvent(
      tx,
      leadCreatedEvent(row.id, share.userId, now.companyId, now.sponsorId),
    );
    // Its deliveries to the sponsor's destinations exist exactly when the lead does.
    await queueLeadDeliveries(tx, row.id, now.sponsorId);
    return { created: true, lead: await findLead(tx, row.id) };
  });
