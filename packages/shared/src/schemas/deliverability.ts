import { z } from "zod/mini";
import { emailField, idSchema, preprocess, storableText } from "./fields";
import { pageField } from "./resource";

/**
 * Why an address gets no marketing mail (issue 29): a hard bounce (or three soft ones in 30
 * days), a spam complaint, staff's choice, or the member's "unsubscribe from everything".
 */
export const SUPPRESSION_REASONS = ["bounce", "complaint", "manual", "unsubscribed_all"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** The relays whose events POST /api/mail-events/{provider} takes. */
export const MAIL_EVENT_PROVIDERS = ["mailgun", "sendgrid", "postmark", "dsn"] as const;
export type MailEventProvider = (typeof MAIL_EVENT_PROVIDERS)[number];

/** What a relay's event means to us; anything else (opens, deliveries) is recorded as `other`. */
export const MAIL_EVENT_KINDS = ["hard_bounce", "soft_bounce", "complaint", "other"] as const;
export type MailEventKind = (typeof MAIL_EVENT_KINDS)[number];

/** Soft bounces of one address within SOFT_BOUNCE_WINDOW_DAYS that suppress it. */
export const SOFT_BOUNCES_TO_SUPPRESS = 3;
export const SOFT_BOUNCE_WINDOW_DAYS = 30;
export const SUPPRESSIONS_PAGE_SIZE = 25;
export const SUPPRESSION_DETAIL_MAX = 500;

export const SUPPRESSION_EXISTS = "This address is already suppressed.";
export const SUPPRESSION_NOT_FOUND = "Suppression not found.";
const DETAIL_MESSAGE = `Detail must be text of at most ${SUPPRESSION_DETAIL_MAX} characters.`;

/** Query of GET /suppressions: a search in the addresses, one reason, a page. */
export const listSuppressionsSchema = z.object({
  q: z.optional(
    z.pipe(
      storableText("Search text must be at most 200 characters."),
      z.pipe(
        z.transform((text: string) => text.trim().toLowerCase()),
        z
          .string()
          .check(z.maxLength(200, { error: "Search text must be at most 200 characters." })),
      ),
    ),
  ),
  reason: preprocess(
    (v) => (v === "" ? undefined : v),
    z.optional(z.enum(SUPPRESSION_REASONS, { error: "Unknown reason." })),
  ),
  page: z._default(pageField, 1),
});
export type ListSuppressionsQuery = z.output<typeof listSuppressionsSchema>;

/** Body of POST /suppressions (admin): staff suppress an address by hand. */
export const createSuppressionSchema = z.object({
  email: emailField("Email is required.", "Please enter a valid email address."),
  reason: z.literal("manual", { error: 'Reason must be "manual".' }),
  detail: z.optional(
    z.nullable(
      storableText(DETAIL_MESSAGE).check(
        z.trim(),
        z.maxLength(SUPPRESSION_DETAIL_MAX, { error: DETAIL_MESSAGE }),
      ),
    ),
  ),
});
export type CreateSuppressionInput = z.input<typeof createSuppressionSchema>;

export const suppressionParamsSchema = z.object({ id: idSchema("Invalid suppression id.") });

/** Path of POST /mail-events/{provider}: an unknown provider is a 404, as an unconfigured one. */
export const mailEventParamsSchema = z.object({ provider: z.string().check(z.maxLength(50)) });

export interface Suppression {
  id: number;
  email: string;
  reason: SuppressionReason;
  created_at: string;
  detail: string | null;
}

export interface SuppressionsPage {
  suppressions: Suppression[];
  total: number;
}
