import {
  checkAnswers,
  type FirmographicField,
  type LeadAnswers,
  presentQuestion,
  SPONSOR_SHARED_DETAILS,
  type SponsorOffer,
  sponsorWordingFor,
} from "@sector/shared";
import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { sponsorWording } from "../consent/consent-texts";
import type { Executor } from "../db/client";
import { resources, sponsors } from "../db/schema";
import { campaignResources, campaigns, leads } from "../db/sponsors-schema";
import { fieldError } from "../lib/errors";

/**
 * The sponsor's share question a guest is asked on an event's page (issue 63), or null: only
 * while the event's own sponsor runs a campaign covering it that still wants leads (the one
 * ending first, as a member's offers choose). A guest is nobody yet, so every question is given
 * (the page leaves out a profile question its form answers) and `details` names what every lead
 * carries; whether the guest matches the campaign's filters is known only once they are a member.
 */
export const guestSponsorQuestion = async (
  db: Executor,
  eventId: number,
): Promise<SponsorOffer | null> => {
  const accepted = sql<number>`(select count(*)::int from ${leads} where ${leads.campaignId} = ${campaigns.id} and ${leads.status} = 'delivered')`;
  const [row] = await db
    .select({
      campaignId: campaigns.id,
      questions: campaigns.questions,
      companyId: resources.companyId,
      sponsor: {
        id: sponsors.id,
        name: sponsors.name,
        logo_url: sponsors.logoUrl,
        website: sponsors.website,
        privacy_url: sponsors.privacyUrl,
      },
    })
    .from(campaignResources)
    .innerJoin(campaigns, eq(campaigns.id, campaignResources.campaignId))
    .innerJoin(
      resources,
      and(
        eq(resources.id, campaignResources.resourceId),
        eq(resources.sponsorId, campaigns.sponsorId),
      ),
    )
    .innerJoin(sponsors, eq(sponsors.id, campaigns.sponsorId))
    .where(
      and(
        eq(campaignResources.resourceId, eventId),
        isNull(campaigns.endedAt),
        lte(campaigns.startsAt, sql`now()`),
        gt(campaigns.endsAt, sql`now()`),
        sql`${accepted} < ${campaigns.leadCap}`,
      ),
    )
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id))
    .limit(1);
  if (!row) return null;
  const wording = await sponsorWording(db, row.companyId);
  return {
    resource_id: eventId,
    campaign_id: row.campaignId,
    sponsor: row.sponsor,
    wording: { version: wording.version, text: sponsorWordingFor(wording.text, row.sponsor.name) },
    details: [...SPONSOR_SHARED_DETAILS],
    questions: row.questions.map(presentQuestion),
  };
};

/**
 * A guest's answers checked before anything is stored, the same for a new address and a known
 * one (so a wrong answer's 400 tells nothing of the address): against the questions the page
 * asked, the work details the form gave answering those that fill them. Returns the answers as
 * a lead would hold them (the form's work details in), which a known address's confirm link
 * carries; null when no question is asked now (no campaign: registration shares nothing).
 */
export const checkGuestAnswers = (
  question: SponsorOffer | null,
  answers: LeadAnswers,
  form: Partial<Record<FirmographicField, string | null | undefined>>,
): LeadAnswers | null => {
  if (!question) return null;
  const onFile: Partial<Record<FirmographicField, string>> = {};
  for (const [field, value] of Object.entries(form) as [FirmographicField, unknown][]) {
    if (typeof value === "string" && value !== "") onFile[field] = value;
  }
  const checked = checkAnswers(question.questions, answers, onFile);
  if (!checked.ok) throw fieldError("answers", checked.message);
  return checked.answers;
};
