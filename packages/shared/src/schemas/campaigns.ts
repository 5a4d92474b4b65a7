import { z } from "zod/mini";
import {
  FIRMOGRAPHIC_MESSAGES,
  FIRMOGRAPHIC_OPTIONS,
  type FirmographicField,
  isFirmographicValue,
} from "../firmographics";
import { type CampaignQuestion, campaignQuestionsSchema } from "./campaign-questions";
import { idSchema, preprocess, requiredString, storableText, strictId } from "./fields";
import type { SponsorBadge } from "./sponsors";

/**
 * Campaigns (issue 30): what a sponsor bought, the leads of members who share their details on
 * its resources, up to a cap, between two dates, from the members its filters name; since
 * issue 60 also by their work details, with up to five qualifying questions.
 */

export const CAMPAIGN_NAME_MAX = 200;
export const CAMPAIGN_MAX_RESOURCES = 100;
export const CAMPAIGN_MAX_LEAD_CAP = 1_000_000;
export const CAMPAIGN_MAX_JOB_TITLES = 50;

/**
 * The columns of GET /campaigns/{id}/leads.csv, in order; one column per question of the
 * campaign follows them, headed by its wording. Columns only ever join at the end, so a
 * sponsor's import of the older file keeps working.
 */
export const CAMPAIGN_LEAD_CSV_COLUMNS = [
  "Date",
  "First Name",
  "Last Name",
  "Email",
  "Phone",
  "Company",
  "Job Title",
  "Brand",
  "Resource",
  "Consent Wording Version",
  "Consent Time",
  "Country",
  "Company Size",
  "Industry",
  "Job Function",
  "Seniority",
  "Status",
  "Reject Reason",
] as const;

const DATE_MESSAGE = "must be a date and time, such as 2026-12-01T09:00Z.";
const dateTimeField = (label: string) =>
  z.pipe(
    storableText(`${label} ${DATE_MESSAGE}`),
    z.transform((value, ctx) => {
      const text = value.trim();
      const at =
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) &&
        new Date(text);
      if (!at || Number.isNaN(at.getTime())) {
        ctx.issues.push({ code: "custom", message: `${label} ${DATE_MESSAGE}`, input: value });
        return z.NEVER;
      }
      return at;
    }),
  );

const idList = (message: string, max: number) =>
  z.pipe(
    z
      .array(strictId(message), { error: message })
      .check(z.maxLength(max, { error: `At most ${max} may be chosen.` })),
    z.transform((ids: number[]) => [...new Set(ids)]),
  );

export const CAMPAIGN_RESOURCES_REQUIRED = "Choose at least one sponsored resource.";
export const CAMPAIGN_CAP_INVALID = `Lead cap must be a whole number from 1 to ${CAMPAIGN_MAX_LEAD_CAP}.`;
export const CAMPAIGN_DATES_ORDER = "The end must come after the start.";

/**
 * A filter on one work detail: codes of its list (else the field's message), each once, in the
 * list's order. A member whose field is unknown does not match a filter on it.
 */
const firmographicFilter = (field: FirmographicField) => {
  const message = FIRMOGRAPHIC_MESSAGES[field];
  const order = FIRMOGRAPHIC_OPTIONS[field].map((o) => o.value);
  return z._default(
    z.pipe(
      z.array(
        storableText(message).check(
          z.refine((v) => isFirmographicValue(field, v), { error: message }),
        ),
        { error: message },
      ),
      z.transform((values: string[]) => order.filter((v) => values.includes(v))),
    ),
    [],
  );
};

/** Who a campaign may reach; each list left empty or absent does not narrow it. */
export const campaignFiltersSchema = z.object({
  company_ids: z._default(idList("Invalid brand.", 100), []),
  preference_ids: z._default(idList("Invalid topic.", 500), []),
  /** A member matches when their job title contains any of these words, ignoring case. */
  job_titles: z._default(
    z.pipe(
      z
        .array(storableText("Job titles must be text.").check(z.trim(), z.maxLength(100)), {
          error: "Job titles must be a list of words.",
        })
        .check(
          z.maxLength(CAMPAIGN_MAX_JOB_TITLES, {
            error: `At most ${CAMPAIGN_MAX_JOB_TITLES} job titles.`,
          }),
        ),
      z.transform((words: string[]) => [
        ...new Set(words.filter((w) => w !== "").map((w) => w.toLowerCase())),
      ]),
    ),
    [],
  ),
  countries: firmographicFilter("country"),
  company_sizes: firmographicFilter("company_size"),
  industries: firmographicFilter("industry"),
  job_functions: firmographicFilter("job_function"),
  seniorities: firmographicFilter("seniority"),
});
export type CampaignFilters = z.output<typeof campaignFiltersSchema>;

/** Filters that narrow nothing: a campaign open to every member of its resources' brands. */
export const NO_CAMPAIGN_FILTERS: CampaignFilters = {
  company_ids: [],
  preference_ids: [],
  job_titles: [],
  countries: [],
  company_sizes: [],
  industries: [],
  job_functions: [],
  seniorities: [],
};

const campaignFields = {
  name: requiredString("Campaign name is required.", CAMPAIGN_NAME_MAX),
  resource_ids: z.pipe(
    idList(CAMPAIGN_RESOURCES_REQUIRED, CAMPAIGN_MAX_RESOURCES),
    z.array(z.number()).check(z.minLength(1, { error: CAMPAIGN_RESOURCES_REQUIRED })),
  ),
  lead_cap: z.pipe(
    z.transform((v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v)),
    z
      .number({ error: CAMPAIGN_CAP_INVALID })
      .check(
        z.int({ error: CAMPAIGN_CAP_INVALID }),
        z.minimum(1, { error: CAMPAIGN_CAP_INVALID }),
        z.maximum(CAMPAIGN_MAX_LEAD_CAP, { error: CAMPAIGN_CAP_INVALID }),
      ),
  ),
  starts_at: dateTimeField("Start"),
  ends_at: dateTimeField("End"),
  filters: z._default(campaignFiltersSchema, NO_CAMPAIGN_FILTERS),
  questions: campaignQuestionsSchema,
};

const datesInOrder = z.refine<{ starts_at: Date; ends_at: Date }>(
  (body) => body.ends_at > body.starts_at,
  { error: CAMPAIGN_DATES_ORDER, path: ["ends_at"] },
);

/** Body of POST /campaigns (admin). */
export const createCampaignSchema = z
  .object({ sponsor_id: strictId("Choose a sponsor."), ...campaignFields })
  .check(datesInOrder);
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;

/** Body of PUT /campaigns/{id} (admin): the whole campaign again; its sponsor stays. */
export const updateCampaignSchema = z.object(campaignFields).check(datesInOrder);
export type UpdateCampaignInput = z.input<typeof updateCampaignSchema>;

export const CAMPAIGN_NOT_FOUND = "No such campaign.";

export const campaignParamsSchema = z.object({ id: idSchema("Invalid campaign id.") });

/** Query of GET /campaigns: one sponsor's campaigns, or every sponsor's. */
export const listCampaignsSchema = z.object({
  sponsor_id: z.optional(
    preprocess((v) => (v === "" ? undefined : v), z.optional(strictId("Invalid sponsor."))),
  ),
});

/** Where a campaign stands: before its start, running, or over (its end, ended early, or full). */
export type CampaignStatus = "scheduled" | "active" | "ended";

export interface Campaign {
  id: number;
  sponsor_id: number;
  sponsor: SponsorBadge;
  name: string;
  resource_ids: number[];
  resources: { id: number; title: string; company_id: number }[];
  lead_cap: number;
  starts_at: string;
  ends_at: string;
  /** Set when an admin ended it early (DELETE). */
  ended_at: string | null;
  filters: CampaignFilters;
  /** Asked in the sharing dialog (profile questions only while the profile lacks the field). */
  questions: CampaignQuestion[];
  status: CampaignStatus;
  /** Accepted leads: delivered and not rejected. The cap counts these only. */
  leads: number;
  /** Leads the sponsor sent back: they no longer count toward the cap. */
  rejected: number;
  cap_reached: boolean;
  created_at: string;
  updated_at: string;
}

/** GET /campaigns/{id}: the campaign and its accepted leads per day (UTC) and per brand. */
export interface CampaignDetail {
  campaign: Campaign;
  stats: {
    per_day: { day: string; leads: number }[];
    per_brand: { company_id: number; name: string; leads: number }[];
  };
}
