import { unsubscribeUrls } from "../../consent/unsubscribe-token";
import { guardFormula } from "../../lib/csv-text";
import type { LeadRow } from "./lead-query";

export const LEAD_COLUMNS = [
  "id",
  "firstname",
  "lastname",
  "email",
  "mobile_number",
  "user_company",
  "job_title",
  // Firmographics as their codes (@sector/shared firmographics.ts), empty when unknown.
  "country",
  "company_size",
  "industry",
  "job_function",
  "seniority",
  "brand",
  "topics",
  "newsletter",
  "resources",
  "partners",
  "consent_updated_at",
  "registered_at",
  "unsubscribe_newsletter_url",
  "unsubscribe_resources_url",
  "unsubscribe_partners_url",
] as const;

const iso = (value: string | null) => (value ? new Date(value).toISOString() : "");

/** One member as the export's cells, in LEAD_COLUMNS order. */
export const leadCells = (
  row: LeadRow,
  brand: { id: number; name: string },
  links: { publicUrl: string; secret: string },
): string[] => {
  const unsubscribe = unsubscribeUrls(links.publicUrl, links.secret, row.id, brand.id);
  return [
    String(row.id),
    row.firstname,
    row.lastname,
    row.email,
    row.mobileNumber,
    row.userCompany,
    row.jobTitle,
    row.country ?? "",
    row.companySize ?? "",
    row.industry ?? "",
    row.jobFunction ?? "",
    row.seniority ?? "",
    brand.name,
    row.topics ?? "",
    String(row.newsletter === true),
    String(row.resources === true),
    String(row.partners === true),
    iso(row.consentUpdatedAt),
    row.createdAt.toISOString(),
    unsubscribe.newsletter,
    unsubscribe.resources,
    unsubscribe.partners,
  ].map(guardFormula);
};
