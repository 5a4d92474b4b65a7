import { z } from "zod/mini";
import {
  idSchema,
  isHttpUrl,
  preprocess,
  requiredString,
  storableText,
  strictId,
  webUrlField,
  webUrlMessage,
} from "./fields";

/** Sponsors, campaigns and the leads members chose to share (issue 30). */

export const SPONSOR_NAME_MAX = 120;
export const CAMPAIGN_NAME_MAX = 200;
export const CAMPAIGN_MAX_RESOURCES = 100;
export const CAMPAIGN_MAX_LEAD_CAP = 1_000_000;
export const CAMPAIGN_MAX_JOB_TITLES = 50;

/**
 * What a sponsor receives of a member who shares, in the order the dialog, the CSV and the
 * `lead.created` event list them. The dialog names each of these, and nothing else leaves.
 */
export const SPONSOR_SHARED_DETAILS = [
  "Name",
  "Business email",
  "Phone",
  "Company",
  "Job title",
  "Brand",
] as const;

/** The two equal choices of the sharing dialog. */
export const SHARE_AND_READ = "Share and read";
export const JUST_READ = "Just read";

/** The columns of GET /campaigns/{id}/leads.csv, in order. */
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
] as const;

/** Where a sponsor's wording names the sponsor; the brand's name is written in when stored. */
export const SPONSOR_PLACEHOLDER = "{sponsor}";

/** Version 1 of each brand's sharing wording (a trigger of migration 0015 writes the same). */
export const defaultSponsorWording = (brand: string): string =>
  `When you choose “${SHARE_AND_READ}”, ${brand} sends your name, business email, phone, company, job title and the brand you read it on to ${SPONSOR_PLACEHOLDER}, which may contact you about this resource under its privacy policy. You can stop future sharing with ${SPONSOR_PLACEHOLDER} in My Profile; what was already sent cannot be recalled.`;

/** A brand's sharing wording with the sponsor's name written in. */
export const sponsorWordingFor = (text: string, sponsor: string): string =>
  text.split(SPONSOR_PLACEHOLDER).join(sponsor);

export const SPONSOR_NAME_REQUIRED = "Sponsor name is required.";
export const SPONSOR_WEBSITE_INVALID = "A valid website URL is required.";
export const SPONSOR_PRIVACY_INVALID = "A valid privacy policy URL is required.";
export const SPONSOR_LOGO_INVALID = "Logo must be a valid URL.";

/** Body of POST /sponsors and PUT /sponsors/{id} (admin). */
export const sponsorBodySchema = z.object({
  name: requiredString(SPONSOR_NAME_REQUIRED, SPONSOR_NAME_MAX),
  website: webUrlField(SPONSOR_WEBSITE_INVALID),
  logo_url: z.optional(
    z.pipe(
      z.nullable(storableText(SPONSOR_LOGO_INVALID).check(z.trim())),
      z.transform((v, ctx) => {
        if (v === null || v === "") return null;
        if (v.length > 2000 || !isHttpUrl(v)) {
          const message =
            v.length > 2000 ? SPONSOR_LOGO_INVALID : webUrlMessage(v, SPONSOR_LOGO_INVALID);
          ctx.issues.push({ code: "custom", message, input: v });
          return z.NEVER;
        }
        return v;
      }),
    ),
  ),
  privacy_url: webUrlField(SPONSOR_PRIVACY_INVALID),
});
export type SponsorBody = z.input<typeof sponsorBodySchema>;

export const sponsorParamsSchema = z.object({ id: idSchema("Invalid sponsor id.") });

export interface Sponsor {
  id: number;
  name: string;
  website: string;
  logo_url: string | null;
  privacy_url: string;
  created_at: string;
  updated_at: string;
}

/** What a feed item, the archive and the newsletter show of a resource's sponsor. */
export interface SponsorBadge {
  id: number;
  name: string;
  logo_url: string | null;
}

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
});
export type CampaignFilters = z.output<typeof campaignFiltersSchema>;

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
  filters: z._default(campaignFiltersSchema, {
    company_ids: [],
    preference_ids: [],
    job_titles: [],
  }),
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
  status: CampaignStatus;
  leads: number;
  cap_reached: boolean;
  created_at: string;
  updated_at: string;
}

/** GET /campaigns/{id}: the campaign and its leads per day (UTC) and per brand. */
export interface CampaignDetail {
  campaign: Campaign;
  stats: {
    per_day: { day: string; leads: number }[];
    per_brand: { company_id: number; name: string; leads: number }[];
  };
}

/** Body of POST /resources/{id}/share: the wording version the dialog showed. */
export const shareResourceSchema = z.object({
  version: z.optional(z.nullable(strictId("Invalid wording version."))),
});

export interface Lead {
  id: number;
  sponsor_id: number;
  campaign_id: number;
  resource_id: number;
  created_at: string;
}

/** One resource a member may share their details for, now (GET /sponsor-offers). */
export interface SponsorOffer {
  resource_id: number;
  campaign_id: number;
  sponsor: SponsorBadge & { website: string; privacy_url: string };
  /** The brand's sharing wording, the sponsor's name written in, and its version. */
  wording: { version: number; text: string };
  details: readonly string[];
}

/** GET /user/protected/sponsor-shares: what the member shared, and with whom sharing stopped. */
export interface SponsorShares {
  shares: {
    lead_id: number;
    sponsor: SponsorBadge & { privacy_url: string };
    resource: { id: number; title: string };
    created_at: string;
  }[];
  /** Each sponsor shared with once: whether future sharing is withdrawn, and when. */
  sponsors: { sponsor: SponsorBadge; withdrawn_at: string | null }[];
}

/** Body of POST /user/protected/sponsor-shares/withdraw. */
export const withdrawSponsorSchema = z.object({ sponsor_id: strictId("Invalid sponsor.") });

export const SPONSOR_WORDING_REQUIRED = "The sharing wording is required.";
export const SPONSOR_WORDING_NEEDS_NAME = `The wording must name the sponsor: write ${SPONSOR_PLACEHOLDER} where its name goes.`;

/** Body of PUT /company/{id}/sponsor-wording (admin): a new version of the dialog's wording. */
export const sponsorWordingSchema = z.object({
  text: requiredString(SPONSOR_WORDING_REQUIRED, 1500).check(
    z.refine((text) => text.includes(SPONSOR_PLACEHOLDER), { error: SPONSOR_WORDING_NEEDS_NAME }),
  ),
});

/** A brand's current sharing wording, `{sponsor}` still in it. */
export interface SponsorWording {
  version: number;
  text: string;
}
