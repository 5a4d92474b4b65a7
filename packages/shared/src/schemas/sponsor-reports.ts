import { z } from "zod/mini";
import { idSchema, storableText } from "./fields";

/**
 * A sponsor's own report (issue 61): a secret link to a read-only page of its campaigns, their
 * progress to cap and leads per day, and a CSV of only its own leads. No sign-in.
 */

/** How long a report link may live at most. */
export const SPONSOR_REPORT_LINK_MAX_DAYS = 366;
/** The dialog's default expiry. */
export const SPONSOR_REPORT_LINK_DEFAULT_DAYS = 90;

export const SPONSOR_REPORT_EXPIRY_INVALID =
  "Expiry must be a date, such as 2026-12-01, or a date and time, such as 2026-12-01T09:00Z.";
export const SPONSOR_REPORT_EXPIRY_PAST = "Expiry must be in the future.";
export const SPONSOR_REPORT_EXPIRY_TOO_LATE = `Expiry must be within ${SPONSOR_REPORT_LINK_MAX_DAYS} days.`;
/** One answer for a token unknown, revoked or expired. */
export const SPONSOR_REPORT_UNAVAILABLE = "This report link has expired or was revoked.";
export const SPONSOR_REPORT_LINK_NOT_FOUND = "No such report link.";

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date (the end of that day, UTC) or a date and time; in the future, within the maximum. */
const expiryField = z.pipe(
  storableText(SPONSOR_REPORT_EXPIRY_INVALID),
  z.transform((value, ctx) => {
    const text = value.trim();
    const at = DATE.test(text)
      ? new Date(`${text}T23:59:59.999Z`)
      : DATE_TIME.test(text)
        ? new Date(text)
        : null;
    const fail = (message: string) => {
      ctx.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    };
    if (!at || Number.isNaN(at.getTime())) return fail(SPONSOR_REPORT_EXPIRY_INVALID);
    if (at.getTime() <= Date.now()) return fail(SPONSOR_REPORT_EXPIRY_PAST);
    if (at.getTime() > Date.now() + SPONSOR_REPORT_LINK_MAX_DAYS * DAY_MS)
      return fail(SPONSOR_REPORT_EXPIRY_TOO_LATE);
    return at;
  }),
);

/** Body of POST /sponsors/{id}/report-links (admin). */
export const createSponsorReportLinkSchema = z.object({ expires_at: expiryField });
export type CreateSponsorReportLinkInput = z.input<typeof createSponsorReportLinkSchema>;

/** Path of /sponsors/{id}/report-links. */
export const sponsorReportLinksParamsSchema = z.object({ id: idSchema("Invalid sponsor id.") });

/** Path of /sponsors/{id}/report-links/{linkId}. */
export const sponsorReportLinkParamsSchema = z.object({
  id: idSchema("Invalid sponsor id."),
  linkId: idSchema("Invalid report link id."),
});

/**
 * Path of /sponsor-report/{token}…: any text (whatever it is, an unknown token answers the same
 * 404 as a revoked or expired one).
 */
export const sponsorReportTokenParamsSchema = z.object({
  token: storableText(SPONSOR_REPORT_UNAVAILABLE).check(z.maxLength(200)),
});

/** A report link as listed (its token never: it is shown once, when created). */
export interface SponsorReportLink {
  id: number;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  last_viewed_at: string | null;
  /** Neither expired nor revoked. */
  active: boolean;
}

/** 201 of POST /sponsors/{id}/report-links: the only answer that carries the URL. */
export interface CreatedSponsorReportLink {
  link: { id: number; url: string; expires_at: string };
}

/** One campaign of the report. */
export interface SponsorReportCampaign {
  id: number;
  name: string;
  status: "scheduled" | "active" | "ended";
  starts_at: string;
  ends_at: string;
  lead_cap: number;
  /** Accepted leads: what the cap counts. */
  leads: number;
  rejected: number;
  cap_reached: boolean;
  /** Accepted leads per day (UTC). */
  per_day: { day: string; leads: number }[];
}

/** GET /sponsor-report/{token}: the sponsor's own report. */
export interface SponsorReport {
  sponsor: { name: string; logo: string | null };
  campaigns: SponsorReportCampaign[];
}
