import { z } from "zod/mini";
import { FIRMOGRAPHIC_FIELD_LABELS, type FirmographicField } from "../firmographics";
import type { LeadStatus } from "./campaign-leads";
import { type CampaignQuestion, shareAnswersSchema } from "./campaign-questions";
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

/** Sponsors and the leads members chose to share (issue 30); campaigns are in campaigns.ts. */

export const SPONSOR_NAME_MAX = 120;

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

/**
 * The work details a lead carries when the member has them on file (issue 60): the dialog
 * names those that leave, after SPONSOR_SHARED_DETAILS.
 */
export const sharedWorkDetails = (known: readonly FirmographicField[]): string[] =>
  known.map((field) => FIRMOGRAPHIC_FIELD_LABELS[field]);

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

/**
 * Body of POST /resources/{id}/share: the wording version the dialog showed, and the answers
 * to the questions it asked (see checkAnswers).
 */
export const shareResourceSchema = z.object({
  version: z.optional(z.nullable(strictId("Invalid wording version."))),
  answers: shareAnswersSchema,
});
export type ShareResourceInput = z.input<typeof shareResourceSchema>;

export interface Lead {
  id: number;
  sponsor_id: number;
  campaign_id: number;
  resource_id: number;
  status: LeadStatus;
  created_at: string;
}

/** One resource a member may share their details for, now (GET /sponsor-offers). */
export interface SponsorOffer {
  resource_id: number;
  campaign_id: number;
  sponsor: SponsorBadge & { website: string; privacy_url: string };
  /** The brand's sharing wording, the sponsor's name written in, and its version. */
  wording: { version: number; text: string };
  /** What the sponsor receives: SPONSOR_SHARED_DETAILS, then the work details on file. */
  details: readonly string[];
  /**
   * The questions still to ask, in the campaign's order: one filling a profile field the
   * member already has is left out (its answer is taken from the profile).
   */
  questions: CampaignQuestion[];
}

/** Query of GET /sponsor-offers: only this resource's offer. */
export const sponsorOffersQuerySchema = z.object({
  resource_id: z.optional(
    preprocess((v) => (v === "" ? undefined : v), z.optional(strictId("Invalid resource id."))),
  ),
});

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
