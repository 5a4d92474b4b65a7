import type { CampaignLead, LeadMember } from "@sector/shared";
import type { leadDeliveries } from "../db/lead-delivery-schema";
import type { LeadMemberSnapshot, leads } from "../db/sponsors-schema";
import { presentLeadDelivery } from "./lead-destination";

/** A lead's member as the API shows it: the details it was sold with. */
export const presentLeadMember = (m: LeadMemberSnapshot): LeadMember => ({
  first_name: m.firstname,
  last_name: m.lastname,
  email: m.email,
  phone: m.mobileNumber,
  company: m.userCompany,
  job_title: m.jobTitle,
  country: m.country,
  company_size: m.companySize,
  industry: m.industry,
  job_function: m.jobFunction,
  seniority: m.seniority,
});

export type CampaignLeadRow = Pick<
  typeof leads.$inferSelect,
  "id" | "answers" | "status" | "rejectReason" | "rejectNote" | "rejectedAt" | "createdAt"
> & {
  /** The snapshot, or the member's current details for a lead from before migration 0024. */
  member: LeadMemberSnapshot;
  resource: { id: number; title: string };
  brand: { id: number; name: string };
  deliveries: (typeof leadDeliveries.$inferSelect)[];
};

/** One lead of a campaign's list, for the admin judging it. */
export const presentCampaignLead = (row: CampaignLeadRow): CampaignLead => ({
  id: row.id,
  member: presentLeadMember(row.member),
  answers: row.answers,
  status: row.status,
  reason: row.rejectReason,
  note: row.rejectNote,
  rejected_at: row.rejectedAt?.toISOString() ?? null,
  resource: row.resource,
  brand: row.brand,
  created_at: row.createdAt.toISOString(),
  deliveries: row.deliveries.map(presentLeadDelivery),
});
