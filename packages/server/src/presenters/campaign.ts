import { type Campaign, type CampaignStatus, presentQuestion } from "@sector/shared";
import type { campaigns } from "../db/sponsors-schema";

export type CampaignRow = typeof campaigns.$inferSelect & {
  sponsorName: string;
  sponsorLogoUrl: string | null;
  /** Accepted leads (delivered, not rejected): what the cap counts. */
  leads: number;
  rejected: number;
  resources: { id: number; title: string; company_id: number }[];
};

const statusOf = (row: CampaignRow, now: Date): CampaignStatus => {
  if (row.endedAt !== null || now >= row.endsAt || row.leads >= row.leadCap) return "ended";
  return now < row.startsAt ? "scheduled" : "active";
};

/** A campaign as admins see it: what it bought, for whom, and how far it got. */
export const presentCampaign = (row: CampaignRow, now = new Date()): Campaign => ({
  id: row.id,
  sponsor_id: row.sponsorId,
  sponsor: { id: row.sponsorId, name: row.sponsorName, logo_url: row.sponsorLogoUrl },
  name: row.name,
  resource_ids: row.resources.map((r) => r.id),
  resources: row.resources,
  lead_cap: row.leadCap,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  ended_at: row.endedAt?.toISOString() ?? null,
  filters: {
    company_ids: row.companyIds,
    preference_ids: row.preferenceIds,
    job_titles: row.jobTitles,
    countries: row.countries,
    company_sizes: row.companySizes,
    industries: row.industries,
    job_functions: row.jobFunctions,
    seniorities: row.seniorities,
  },
  questions: row.questions.map(presentQuestion),
  status: statusOf(row, now),
  leads: row.leads,
  rejected: row.rejected,
  cap_reached: row.leads >= row.leadCap,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
