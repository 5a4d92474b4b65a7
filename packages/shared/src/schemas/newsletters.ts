import { z } from "zod/mini";
import { MAX_PAGE_SIZE } from "../constants";
import {
  emailField,
  idSchema,
  isTimeZone,
  optionalCompanyFilter,
  SELECT_COMPANY_MESSAGE,
  storableText,
  strictId,
  wholeNumberField,
} from "./fields";
import { pageField } from "./resource";

/** The life of an edition: a draft, maybe scheduled, then sending and sent (or cancelled). */
export const NEWSLETTER_STATUSES = ["draft", "scheduled", "sending", "sent", "cancelled"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Each member's mail of an edition: waiting, being sent, sent, given up, or none (nothing for them). */
export const NEWSLETTER_DELIVERY_STATUSES = [
  "queued",
  "sending",
  "sent",
  "failed",
  "skipped",
] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_INTRO_MAX = 5000;
export const NEWSLETTER_MAX_ITEMS_LIMIT = 20;
export const NEWSLETTER_DEFAULT_MAX_ITEMS = 10;
/** Resources a member without a matching topic gets, under "Popular this week". */
export const NEWSLETTER_POPULAR_ITEMS = 3;
export const NEWSLETTERS_PAGE_SIZE = 20;
/** How far back the first edition of a brand looks. */
export const NEWSLETTER_FIRST_WINDOW_DAYS = 7;

/** "The CIO week": the subject an edition gets when none is given. */
export const defaultNewsletterSubject = (brand: string) => `The ${brand} week`;

const SUBJECT_MESSAGE = `Subject must be text of at most ${NEWSLETTER_SUBJECT_MAX} characters.`;
const INTRO_MESSAGE = `Intro must be text of at most ${NEWSLETTER_INTRO_MAX} characters.`;
export const NEWSLETTER_SUBJECT_REQUIRED = "Subject is required.";

/** Absent, null or blank: the default subject. */
const subjectField = z.optional(
  z.pipe(
    z.nullable(
      storableText(SUBJECT_MESSAGE).check(
        z.trim(),
        z.maxLength(NEWSLETTER_SUBJECT_MAX, { error: SUBJECT_MESSAGE }),
      ),
    ),
    z.transform((v) => (v === null || v === "" ? undefined : v)),
  ),
);
const introField = z.optional(
  z.pipe(
    z.nullable(
      storableText(INTRO_MESSAGE).check(
        z.trim(),
        z.maxLength(NEWSLETTER_INTRO_MAX, { error: INTRO_MESSAGE }),
      ),
    ),
    z.transform((v) => v ?? ""),
  ),
);

/** Body of POST /newsletters (staff): a draft edition of one brand. */
export const createNewsletterSchema = z.object({
  company_id: strictId(SELECT_COMPANY_MESSAGE),
  subject: subjectField,
  intro: introField,
});
export type CreateNewsletterInput = z.input<typeof createNewsletterSchema>;

/** Body of PUT /newsletters/{id} (staff): a draft's subject and intro; what is absent stays. */
export const updateNewsletterSchema = z.object({
  subject: z.optional(
    storableText(SUBJECT_MESSAGE).check(
      z.trim(),
      z.minLength(1, { error: NEWSLETTER_SUBJECT_REQUIRED }),
      z.maxLength(NEWSLETTER_SUBJECT_MAX, { error: SUBJECT_MESSAGE }),
    ),
  ),
  intro: introField,
});
export type UpdateNewsletterInput = z.input<typeof updateNewsletterSchema>;

/** Path of /newsletters/{id}… */
export const newsletterParamsSchema = z.object({ id: idSchema("Invalid newsletter id.") });

/** Query of GET /newsletters: one brand's editions (or every brand's), newest first. */
export const listNewslettersSchema = z.object({
  company_id: optionalCompanyFilter(),
  page: z._default(pageField, 1),
  pageSize: z._default(
    wholeNumberField(`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, MAX_PAGE_SIZE),
    NEWSLETTERS_PAGE_SIZE,
  ),
});

/** Query of GET /newsletters/{id}/preview. */
export const newsletterPreviewQuerySchema = z.object({
  user_id: strictId("Choose a member to preview."),
});

/** Body of POST /newsletters/{id}/test: where the sample goes (a staff address). */
export const newsletterTestSchema = z.object({
  email: emailField("Email is required.", "Please enter a valid email address."),
  /** The member whose edition is shown; absent: the first recipient. */
  user_id: z.optional(strictId("Invalid member.")),
});

export const NEWSLETTER_SEND_AT_INVALID =
  "Send time must be a date and time, such as 2026-12-01T09:00:00Z.";

/** Body of POST /newsletters/{id}/send (admin): now, or at a later moment. */
export const sendNewsletterSchema = z.object({
  at: z.optional(
    z.pipe(
      z.nullable(storableText(NEWSLETTER_SEND_AT_INVALID)),
      z.transform((value, ctx) => {
        if (value === null || value.trim() === "") return undefined;
        // A date and a time, with a zone: "tomorrow at 9" must say whose 9.
        const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(
          value.trim(),
        )
          ? new Date(value.trim())
          : null;
        if (!at || Number.isNaN(at.getTime())) {
          ctx.issues.push({ code: "custom", message: NEWSLETTER_SEND_AT_INVALID, input: value });
          return z.NEVER;
        }
        return at;
      }),
    ),
  ),
});

export const NEWSLETTER_WEEKDAY_INVALID =
  "Weekday must be a whole number from 1 (Monday) to 7 (Sunday).";
export const NEWSLETTER_HOUR_INVALID = "Hour must be a whole number from 0 to 23.";
export const NEWSLETTER_TIMEZONE_INVALID = "Time zone must be an IANA name, such as Europe/London.";
export const NEWSLETTER_FROM_NAME_INVALID = "From name must be text of at most 100 characters.";
export const NEWSLETTER_MAX_ITEMS_INVALID = `Items per mail must be a whole number from 1 to ${NEWSLETTER_MAX_ITEMS_LIMIT}.`;

const intIn = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .check(
      z.int({ error: message }),
      z.minimum(min, { error: message }),
      z.maximum(max, { error: message }),
    );

/** Body of PUT /company/{id}/newsletter (admin): the brand's weekly edition. */
export const newsletterSettingsSchema = z.object({
  enabled: z.boolean({ error: "Enabled must be true or false." }),
  weekday: intIn(NEWSLETTER_WEEKDAY_INVALID, 1, 7),
  hour: intIn(NEWSLETTER_HOUR_INVALID, 0, 23),
  timezone: storableText(NEWSLETTER_TIMEZONE_INVALID).check(
    z.trim(),
    z.refine(isTimeZone, { error: NEWSLETTER_TIMEZONE_INVALID }),
  ),
  from_name: z.pipe(
    z.optional(
      z.nullable(
        storableText(NEWSLETTER_FROM_NAME_INVALID).check(
          z.trim(),
          z.maxLength(100, { error: NEWSLETTER_FROM_NAME_INVALID }),
          z.refine((v) => !/[\r\n<>"]/.test(v), { error: NEWSLETTER_FROM_NAME_INVALID }),
        ),
      ),
    ),
    z.transform((v) => v ?? ""),
  ),
  max_items: z._default(
    intIn(NEWSLETTER_MAX_ITEMS_INVALID, 1, NEWSLETTER_MAX_ITEMS_LIMIT),
    NEWSLETTER_DEFAULT_MAX_ITEMS,
  ),
});
export type NewsletterSettingsInput = z.input<typeof newsletterSettingsSchema>;

/** Path of /company/{id}/newsletter. */
export const newsletterSettingsParamsSchema = z.object({ id: idSchema("Invalid company id.") });

/** A brand's weekly edition settings (GET/PUT /company/{id}/newsletter). */
export interface NewsletterSettings {
  company_id: number;
  enabled: boolean;
  weekday: number;
  hour: number;
  timezone: string;
  /** Empty: the brand's name. */
  from_name: string;
  max_items: number;
}

export interface NewsletterCounts {
  /** Members the edition was frozen for (those skipped included). */
  recipients: number;
  sent: number;
  failed: number;
  /** Members with nothing to read: no mail. */
  skipped: number;
  /** Members who followed at least one of its links. */
  clicked_members: number;
  /** Members who withdrew their newsletter consent of the brand after receiving it. */
  unsubscribed: number;
  /** Mails a relay reported as hard bounces (issue 29). */
  bounced: number;
  /** Mails their member reported as spam to their mail provider. */
  complained: number;
}

/** An edition as the API shows it. */
export interface Newsletter {
  id: number;
  company_id: number;
  company_name: string;
  status: NewsletterStatus;
  subject: string;
  intro: string;
  /** Resources created from here… */
  window_start: string;
  /** …to here: the moment sending started (null until then). */
  window_end: string | null;
  /** When a scheduled edition goes out. */
  send_at: string | null;
  /** When its last mail went out. */
  sent_at: string | null;
  /** Made by the weekly schedule (the ISO week, e.g. "2026-W48"), or null when staff made it. */
  week: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewsletterWithCounts extends Newsletter {
  counts: NewsletterCounts;
}

/**
 * GET /newsletters/{id}/audience: how many members the edition would go to if sent now (the
 * send's own rule: a membership, not erased, the newsletter consent granted, not suppressed).
 */
export interface NewsletterAudience {
  members: number;
}

/** GET /newsletters/{id}/preview: exactly what one member would get. */
export interface NewsletterPreview {
  subject: string;
  html: string;
  text: string;
  items: { resource_id: number; title: string }[];
  /** The items are the brand's most opened ("Popular this week"): none matched their topics. */
  popular: boolean;
  /** Nothing at all for them: they get no mail (html and text are empty). */
  skipped: boolean;
  /** A member of the brand, not erased, whose newsletter consent is granted now. */
  recipient: boolean;
}
