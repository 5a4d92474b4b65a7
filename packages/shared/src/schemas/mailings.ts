import { z } from "zod/mini";
import {
  idSchema,
  optionalCompanyFilter,
  SELECT_COMPANY_MESSAGE,
  storableText,
  strictId,
} from "./fields";
import { NEWSLETTER_SUBJECT_MAX, type NewsletterStatus } from "./newsletters";
import {
  type MailingPurpose,
  purposeField,
  type SegmentRules,
  segmentRulesSchema,
} from "./segments";

/*
 * Mailings (issue 62): one-off mail to a segment of a brand's members, under the consent that
 * covers it ("resources": resources, reports and event invitations; "partners": mail the brand
 * sends on behalf of a sponsor). Sent by the newsletter's engine.
 */

/** A mailing's life is its newsletters row's: a draft, maybe scheduled, sending, sent (or cancelled). */
export type MailingStatus = NewsletterStatus;

export const MAILING_PREHEADER_MAX = 200;
export const MAILING_BODY_MAX = 50_000;
export const MAILING_RESOURCES_MAX = 10;
export const MAILINGS_PAGE_SIZE = 20;
export const MAILING_AB_SAMPLE_MIN = 10;
export const MAILING_AB_SAMPLE_MAX = 50;
export const MAILING_AB_WAIT_MIN = 30;
export const MAILING_AB_WAIT_MAX = 1440;
/** A brand's default frequency cap: mailings a member gets in any 7 days (newsletter apart). */
export const MAILING_DEFAULT_CAP = 2;
export const MAILING_CAP_MAX = 50;

export const MAILING_SUBJECT_MESSAGE = `Subject is required (at most ${NEWSLETTER_SUBJECT_MAX} characters).`;
export const MAILING_SUBJECT_B_MESSAGE = `Subject B is required (at most ${NEWSLETTER_SUBJECT_MAX} characters).`;
export const MAILING_PREHEADER_MESSAGE = `Preheader must be text of at most ${MAILING_PREHEADER_MAX} characters.`;
export const MAILING_BODY_MESSAGE = `Body is required (at most ${MAILING_BODY_MAX} characters of Markdown).`;
export const MAILING_RESOURCES_MESSAGE = `Resources must be a list of at most ${MAILING_RESOURCES_MAX} resource ids.`;
export const MAILING_SPONSOR_REQUIRED = "A partners mailing needs the sponsor it is sent for.";
export const MAILING_SPONSOR_ONLY_PARTNERS = "Only a partners mailing names a sponsor.";
export const MAILING_SEGMENT_OR_RULES = "Choose a saved segment or rules, not both.";
export const MAILING_SAMPLE_MESSAGE = `Sample must be a whole percentage from ${MAILING_AB_SAMPLE_MIN} to ${MAILING_AB_SAMPLE_MAX}.`;
export const MAILING_WAIT_MESSAGE = `Wait must be a whole number of minutes from ${MAILING_AB_WAIT_MIN} to ${MAILING_AB_WAIT_MAX}.`;
export const MAILING_METRIC_MESSAGE = 'The A/B metric must be "clicks".';
export const MAILING_CAP_MESSAGE = `Mailings per member per 7 days must be a whole number from 0 to ${MAILING_CAP_MAX}.`;

const subject = (message: string) =>
  storableText(message).check(
    z.trim(),
    z.minLength(1, { error: message }),
    z.maxLength(NEWSLETTER_SUBJECT_MAX, { error: message }),
    z.refine((v) => !/[\r\n]/.test(v), { error: message }),
  );

const whole = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .check(
      z.int({ error: message }),
      z.minimum(min, { error: message }),
      z.maximum(max, { error: message }),
    );

/** An A/B test of the subject: a sample split evenly between A and B, the winner to the rest. */
export const abTestSchema = z.strictObject({
  subject_b: subject(MAILING_SUBJECT_B_MESSAGE),
  sample_percent: whole(MAILING_SAMPLE_MESSAGE, MAILING_AB_SAMPLE_MIN, MAILING_AB_SAMPLE_MAX),
  wait_minutes: whole(MAILING_WAIT_MESSAGE, MAILING_AB_WAIT_MIN, MAILING_AB_WAIT_MAX),
  metric: z._default(z.literal("clicks", { error: MAILING_METRIC_MESSAGE }), "clicks"),
});
export type AbTest = z.output<typeof abTestSchema>;

const mailingFields = {
  segment_id: z.optional(z.nullable(strictId("Invalid segment."))),
  rules: z.optional(z.nullable(segmentRulesSchema)),
  subject: subject(MAILING_SUBJECT_MESSAGE),
  preheader: z.pipe(
    z.optional(
      z.nullable(
        storableText(MAILING_PREHEADER_MESSAGE).check(
          z.trim(),
          z.maxLength(MAILING_PREHEADER_MAX, { error: MAILING_PREHEADER_MESSAGE }),
        ),
      ),
    ),
    z.transform((v) => v ?? ""),
  ),
  body_markdown: storableText(MAILING_BODY_MESSAGE).check(
    z.minLength(1, { error: MAILING_BODY_MESSAGE }),
    z.refine((v) => v.trim() !== "", { error: MAILING_BODY_MESSAGE }),
    z.maxLength(MAILING_BODY_MAX, { error: MAILING_BODY_MESSAGE }),
  ),
  resource_ids: z._default(
    z
      .array(strictId(MAILING_RESOURCES_MESSAGE), { error: MAILING_RESOURCES_MESSAGE })
      .check(z.maxLength(MAILING_RESOURCES_MAX, { error: MAILING_RESOURCES_MESSAGE })),
    [],
  ),
  sponsor_id: z.optional(z.nullable(strictId("Invalid sponsor."))),
  ab_test: z.optional(z.nullable(abTestSchema)),
};

interface CheckedMailing {
  purpose: MailingPurpose;
  sponsor_id?: number | null;
  segment_id?: number | null;
  rules?: unknown;
}

/** What one field cannot say alone: the sponsor goes with "partners", segment or rules. */
const mailingChecks = [
  z.refine<CheckedMailing>((m) => m.purpose !== "partners" || Boolean(m.sponsor_id), {
    error: MAILING_SPONSOR_REQUIRED,
    path: ["sponsor_id"],
  }),
  z.refine<CheckedMailing>((m) => m.purpose !== "resources" || !m.sponsor_id, {
    error: MAILING_SPONSOR_ONLY_PARTNERS,
    path: ["sponsor_id"],
  }),
  z.refine<CheckedMailing>((m) => !(m.segment_id && m.rules), {
    error: MAILING_SEGMENT_OR_RULES,
    path: ["rules"],
  }),
] as const;

/**
 * Body of POST /mailings (staff): a draft. A saved segment or rules (neither: every member of
 * the brand holding the purpose's consent); `purpose: "partners"` names the sponsor it is for.
 */
export const createMailingSchema = z
  .object({
    company_id: strictId(SELECT_COMPANY_MESSAGE),
    purpose: purposeField,
    ...mailingFields,
  })
  .check(...mailingChecks);
export type CreateMailingInput = z.input<typeof createMailingSchema>;
export type CreateMailingData = z.output<typeof createMailingSchema>;

/** Body of PUT /mailings/{id} (staff): a draft's whole content again; the brand stays. */
export const updateMailingSchema = z
  .object({ purpose: purposeField, ...mailingFields })
  .check(...mailingChecks);
export type UpdateMailingInput = z.input<typeof updateMailingSchema>;

/** Path of /mailings/{id}… */
export const mailingParamsSchema = z.object({ id: idSchema("Invalid mailing id.") });

/** Query of GET /mailings. */
export const listMailingsSchema = z.object({
  company_id: optionalCompanyFilter(),
  page: z._default(
    z.pipe(
      z.transform((v: unknown) => (typeof v === "string" && v !== "" ? Number(v) : v)),
      whole("Page must be a whole number from 1.", 1, 1_000_000),
    ),
    1,
  ),
});

/** Query of GET /mailings/{id}/preview. */
export const mailingPreviewQuerySchema = z.object({
  user_id: strictId("Choose a member to preview."),
  /** Which subject the preview shows: A (default) or B. */
  arm: z.optional(z.enum(["a", "b"], { error: 'Arm must be "a" or "b".' })),
});

/** Body of POST /mailings/{id}/test: whose mail it shows (absent: the staff member's own). */
export const mailingTestSchema = z.object({
  user_id: z.optional(strictId("Invalid member.")),
});

/** Path of /company/{id}/mailing-settings. */
export const mailingSettingsParamsSchema = z.object({ id: idSchema("Invalid company id.") });

/** Body of PUT /company/{id}/mailing-settings (admin). */
export const mailingSettingsSchema = z.object({
  max_mailings_per_member_per_7_days: whole(MAILING_CAP_MESSAGE, 0, MAILING_CAP_MAX),
});
export interface MailingSettings {
  company_id: number;
  /** 0: no cap. */
  max_mailings_per_member_per_7_days: number;
}

export interface MailingCounts {
  /** Members the mailing was frozen for. */
  recipients: number;
  sent: number;
  failed: number;
  /** Frozen, then not sent: the member withdrew, was suppressed or erased before their turn. */
  skipped: number;
  /** Matching and consenting, left out by the brand's frequency cap. */
  capped: number;
  /** Matching and consenting, left out because their address is suppressed. */
  suppressed: number;
  /** Matching members holding the purpose's consent when it was frozen (recipients + capped + suppressed). */
  consenting: number;
  bounced: number;
  complained: number;
  /** Members who followed at least one of its links. */
  unique_clicks: number;
  /** Members who withdrew this purpose's consent of the brand through its one-click link. */
  unsubscribed: number;
}

export interface MailingLinkReport {
  url: string;
  clicks: number;
  unique_clicks: number;
}

export interface MailingArmReport {
  subject: string;
  recipients: number;
  sent: number;
  unique_clicks: number;
}

export interface MailingAbReport {
  a: MailingArmReport;
  b: MailingArmReport;
  /** Null until decided (the wait is over). */
  winner: "a" | "b" | null;
  decided_at: string | null;
  /** When the winner is chosen: the sample's last mail plus the wait. */
  decides_at: string | null;
}

/** A mailing as the API shows it. */
export interface Mailing {
  id: number;
  company_id: number;
  company_name: string;
  purpose: MailingPurpose;
  segment_id: number | null;
  segment_name: string | null;
  /** The rules of the draft, or (once frozen) the rules it was sent to. */
  rules: SegmentRules;
  subject: string;
  preheader: string;
  body_markdown: string;
  resource_ids: number[];
  sponsor_id: number | null;
  sponsor_name: string | null;
  ab_test: AbTest | null;
  status: MailingStatus;
  send_at: string | null;
  frozen_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  counts: MailingCounts;
}

/** GET /mailings/{id}: the mailing with its report. */
export interface MailingReport extends Mailing {
  links: MailingLinkReport[];
  ab: MailingAbReport | null;
}

/** GET /mailings/{id}/preview: exactly what one member would get. */
export interface MailingPreview {
  subject: string;
  preheader: string;
  html: string;
  text: string;
}

/**
 * GET /mailings/sponsors: the sponsors a partners mailing may be sent for, as staff choose one
 * in the composer (employees too, who do not read the sponsors' records): name and id only.
 */
export interface MailingSponsorOption {
  id: number;
  name: string;
}
