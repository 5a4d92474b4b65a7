import { type Campaign, type UpdateCampaignInput, updateCampaignSchema } from "@sector/shared";
import { addDays, format } from "date-fns";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod/mini";

/** What the campaign form holds: dates as datetime-local text, job titles as one line. */
export interface CampaignFormValues {
  name: string;
  resource_ids: number[];
  lead_cap: string;
  /** The viewer's own clock, "2026-12-01T09:00". */
  starts_at: string;
  ends_at: string;
  company_ids: number[];
  preference_ids: number[];
  /** Words separated by commas. */
  job_titles: string;
}

/** The fields in the form's order: the first invalid one is the one said in a toast. */
export const CAMPAIGN_FIELDS = [
  "name",
  "resource_ids",
  "lead_cap",
  "starts_at",
  "ends_at",
  "company_ids",
  "preference_ids",
  "job_titles",
] as const;

export type CampaignData = z.output<typeof updateCampaignSchema>;

export const START_REQUIRED = "Choose when the campaign starts.";
export const END_REQUIRED = "Choose when the campaign ends.";

/** A new campaign runs from now (to the minute, so it is live at once) for 30 days. */
const DEFAULT_DAYS = 30;

/** An ISO moment as a datetime-local value in the viewer's time zone. */
export const toLocalInput = (iso: string | Date): string =>
  format(typeof iso === "string" ? new Date(iso) : iso, "yyyy-MM-dd'T'HH:mm");

/** A datetime-local value as an ISO moment with its zone; "" when empty or unreadable. */
export const localToIso = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
};

/** Comma-separated words as a list, blanks left out. */
export const splitWords = (text: string): string[] =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");

/** The form's values for a campaign (edit), or a blank campaign starting `now` (add). */
export function campaignFormValues(
  campaign: Campaign | null,
  now = new Date(),
): CampaignFormValues {
  if (!campaign) {
    return {
      name: "",
      resource_ids: [],
      lead_cap: "",
      starts_at: toLocalInput(now),
      ends_at: toLocalInput(addDays(now, DEFAULT_DAYS)),
      company_ids: [],
      preference_ids: [],
      job_titles: "",
    };
  }
  return {
    name: campaign.name,
    resource_ids: [...campaign.resource_ids],
    lead_cap: String(campaign.lead_cap),
    starts_at: toLocalInput(campaign.starts_at),
    ends_at: toLocalInput(campaign.ends_at),
    company_ids: [...campaign.filters.company_ids],
    preference_ids: [...campaign.filters.preference_ids],
    job_titles: campaign.filters.job_titles.join(", "),
  };
}

/** The form's values in the shape of the API's body, before validation. */
const rawInput = (values: CampaignFormValues) => ({
  name: values.name,
  resource_ids: values.resource_ids,
  lead_cap: values.lead_cap,
  starts_at: localToIso(values.starts_at),
  ends_at: localToIso(values.ends_at),
  filters: {
    company_ids: values.company_ids,
    preference_ids: values.preference_ids,
    job_titles: splitWords(values.job_titles),
  },
});

type FieldName = (typeof CAMPAIGN_FIELDS)[number];

/** The form field an issue of the API's body names (filters' lists are fields of their own). */
const fieldOf = (path: readonly PropertyKey[]): FieldName | null => {
  const [first, second] = path;
  const name = first === "filters" ? second : first;
  return (CAMPAIGN_FIELDS as readonly PropertyKey[]).includes(name ?? "")
    ? (name as FieldName)
    : null;
};

/**
 * Validates with the shared updateCampaignSchema (the server's own rules and messages), on the
 * form's values turned into the API's shape; each message lands on the field it is about. A
 * date left empty gets a message that does not ask for ISO text the picker never shows.
 */
export const campaignResolver: Resolver<CampaignFormValues, unknown, CampaignData> = async (
  values,
) => {
  const parsed = updateCampaignSchema.safeParse(rawInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (!field || errors[field]) continue;
    let message = issue.message;
    if (field === "starts_at" && values.starts_at === "") message = START_REQUIRED;
    if (field === "ends_at" && values.ends_at === "") message = END_REQUIRED;
    errors[field] = { type: issue.code, message };
  }
  return { values: {}, errors: errors as FieldErrors<CampaignFormValues> };
};

/** A validated campaign as the API takes it (dates as ISO text). */
export const campaignBody = (data: CampaignData): UpdateCampaignInput => ({
  ...data,
  starts_at: data.starts_at.toISOString(),
  ends_at: data.ends_at.toISOString(),
});
