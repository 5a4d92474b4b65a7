import { z } from "zod/mini";
import { MAX_PAGE_SIZE } from "../constants";
import type { LeadAnswers } from "./campaign-questions";
import { idSchema, storableText, wholeNumberField } from "./fields";
import type { LeadDelivery } from "./lead-deliveries";
import { pageField } from "./resource";

/**
 * A campaign's leads as the sponsor judges them (issue 60): `delivered` when the member
 * shares, `rejected` when the sponsor sends one back (it then no longer counts toward the cap
 * and the campaign takes another member), `delivered` again when restored.
 */
export const LEAD_STATUSES = ["delivered", "rejected"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_REJECT_REASONS = [
  "invalid_contact",
  "out_of_filter",
  "duplicate",
  "competitor",
  "other",
] as const;
export type LeadRejectReason = (typeof LEAD_REJECT_REASONS)[number];

export const LEAD_REJECT_REASON_LABELS: Record<LeadRejectReason, string> = {
  invalid_contact: "Invalid contact details",
  out_of_filter: "Outside the campaign's filters",
  duplicate: "Duplicate",
  competitor: "Competitor",
  other: "Other",
};

export const LEAD_NOTE_MAX = 500;
export const LEAD_REASON_INVALID = `Choose a reason: ${LEAD_REJECT_REASONS.join(", ")}.`;
export const LEAD_NOTE_INVALID = `The note must be text of at most ${LEAD_NOTE_MAX} characters.`;

/** Body of POST /campaigns/{id}/leads/{leadId}/reject (admin). */
export const rejectLeadSchema = z.object({
  reason: z.enum(LEAD_REJECT_REASONS, { error: LEAD_REASON_INVALID }),
  note: z.optional(
    z.pipe(
      z.nullable(
        storableText(LEAD_NOTE_INVALID).check(
          z.trim(),
          z.maxLength(LEAD_NOTE_MAX, { error: LEAD_NOTE_INVALID }),
        ),
      ),
      z.transform((v) => (v === "" ? null : v)),
    ),
  ),
});
export type RejectLeadInput = z.input<typeof rejectLeadSchema>;

/** Path of /campaigns/{id}/leads/{leadId}/… */
export const campaignLeadParamsSchema = z.object({
  id: idSchema("Invalid campaign id."),
  leadId: idSchema("Invalid lead id."),
});

export const CAMPAIGN_LEADS_PAGE_SIZE = 50;

/** Query of GET /campaigns/{id}/leads: a page, newest first. */
export const campaignLeadsQuerySchema = z.object({
  page: z._default(pageField, 1),
  pageSize: z._default(
    wholeNumberField(`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, MAX_PAGE_SIZE),
    CAMPAIGN_LEADS_PAGE_SIZE,
  ),
});

/**
 * The member as the lead was sold: their details and work details when they shared, kept on
 * the lead (a later change of their profile does not alter it). Codes for the five fields,
 * null when unknown.
 */
export interface LeadMember {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  job_title: string;
  country: string | null;
  company_size: string | null;
  industry: string | null;
  job_function: string | null;
  seniority: string | null;
}

/** One lead of GET /campaigns/{id}/leads. */
export interface CampaignLead {
  id: number;
  member: LeadMember;
  answers: LeadAnswers;
  status: LeadStatus;
  /** Why it was rejected; null while delivered. */
  reason: LeadRejectReason | null;
  note: string | null;
  rejected_at: string | null;
  resource: { id: number; title: string };
  /** The brand the member read it on. */
  brand: { id: number; name: string };
  created_at: string;
  /** Where it stands at each of the sponsor's destinations (issue 61), by destination id. */
  deliveries: LeadDelivery[];
}

/** GET /campaigns/{id}/leads: a page of leads, erased members left out, and how many there are. */
export interface CampaignLeadsPage {
  leads: CampaignLead[];
  total: number;
}

/** POST …/reject and …/restore. */
export interface LeadJudgement {
  lead: { id: number; status: LeadStatus; reason: LeadRejectReason | null };
}

export const LEAD_NOT_FOUND = "No such lead in this campaign.";
export const LEAD_ALREADY_REJECTED = "This lead is already rejected.";
export const LEAD_NOT_REJECTED = "This lead is not rejected: there is nothing to restore.";
export const LEAD_RESTORE_CAP_FULL =
  "The campaign has all the leads it asked for: raise its cap or reject another lead first.";
