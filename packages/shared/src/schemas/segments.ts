import { z } from "zod/mini";
import {
  COMPANY_SIZES,
  COUNTRY_CODES,
  INDUSTRIES,
  JOB_FUNCTIONS,
  SENIORITIES,
} from "../firmographics";
import { idSchema, SELECT_COMPANY_MESSAGE, storableText, strictId } from "./fields";

/*
 * Segments (issue 62): a brand's members chosen by rules, for mailings. Every rule is optional;
 * rules are ANDed and each list ORs its values. What a segment counts is always narrowed to the
 * members holding the mailing purpose's consent now, not suppressed and not erased.
 */

/** The consents a mailing is sent under: resources and event invitations, or the partners'. */
export const MAILING_PURPOSES = ["resources", "partners"] as const;
export type MailingPurpose = (typeof MAILING_PURPOSES)[number];

export const SEGMENT_NAME_MAX = 100;
export const SEGMENT_LIST_MAX = 200;
export const SEGMENT_DAYS_MAX = 3650;

export const SEGMENT_NAME_MESSAGE = `Name is required (at most ${SEGMENT_NAME_MAX} characters).`;
export const SEGMENT_RULES_MESSAGE = "Rules must be an object of known rules.";
export const SEGMENT_PURPOSE_MESSAGE = 'Purpose must be "resources" or "partners".';
export const SEGMENT_DATE_MESSAGE = "Dates must be written as 2026-12-01.";
export const SEGMENT_DAYS_MESSAGE = `Days must be a whole number from 1 to ${SEGMENT_DAYS_MAX}.`;
export const SEGMENT_JOINED_ORDER_MESSAGE = "Joined after must come before joined before.";

const listOf = <T extends z.core.$ZodType>(item: T, message: string) =>
  z.optional(
    z
      .array(item, { error: message })
      .check(z.minLength(1, { error: message }), z.maxLength(SEGMENT_LIST_MAX, { error: message })),
  );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const dateField = z.optional(
  storableText(SEGMENT_DATE_MESSAGE).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: SEGMENT_DATE_MESSAGE }),
    z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: SEGMENT_DATE_MESSAGE }),
  ),
);

const daysField = z.optional(
  z
    .number({ error: SEGMENT_DAYS_MESSAGE })
    .check(
      z.int({ error: SEGMENT_DAYS_MESSAGE }),
      z.minimum(1, { error: SEGMENT_DAYS_MESSAGE }),
      z.maximum(SEGMENT_DAYS_MAX, { error: SEGMENT_DAYS_MESSAGE }),
    ),
);

/** A segment's rules: all optional, ANDed; each list ORs its values. Unknown rules are refused. */
export const segmentRulesSchema = z
  .strictObject(
    {
      /** Members following any of these topics of the brand. */
      preference_ids: listOf(
        strictId("Topics must be topic ids."),
        "Topics must be a list of 1 to 200 topic ids.",
      ),
      /** Members registered (not waitlisted, not cancelled) for any of these events. */
      event_registered: listOf(
        strictId("Events must be event ids."),
        "Events must be a list of 1 to 200 event ids.",
      ),
      /** Members an attendance import marked attended at any of these events. */
      event_attended: listOf(
        strictId("Events must be event ids."),
        "Events must be a list of 1 to 200 event ids.",
      ),
      /** Members an attendance import marked no-show at any of these events. */
      event_no_show: listOf(
        strictId("Events must be event ids."),
        "Events must be a list of 1 to 200 event ids.",
      ),
      countries: listOf(
        storableText("Countries must be ISO country codes.").check(
          z.refine((v) => COUNTRY_CODES.has(v), { error: "Countries must be ISO country codes." }),
        ),
        "Countries must be a list of ISO country codes.",
      ),
      company_sizes: listOf(
        oneOf(COMPANY_SIZES, "Unknown company size."),
        "Company sizes must be a list of company sizes.",
      ),
      industries: listOf(
        oneOf(INDUSTRIES, "Unknown industry."),
        "Industries must be a list of industries.",
      ),
      job_functions: listOf(
        oneOf(JOB_FUNCTIONS, "Unknown job function."),
        "Job functions must be a list of job functions.",
      ),
      seniorities: listOf(
        oneOf(SENIORITIES, "Unknown seniority."),
        "Seniorities must be a list of seniorities.",
      ),
      /** Words of the job title, any of them (case-insensitive, a whole word). */
      job_titles: listOf(
        storableText("Job title words must be text.").check(
          z.trim(),
          z.minLength(1, { error: "Job title words must not be blank." }),
          z.maxLength(100, { error: "Job title words must be at most 100 characters." }),
        ),
        "Job title words must be a list of 1 to 200 words.",
      ),
      /** Joined the brand on or after this UTC day. */
      joined_after: dateField,
      /** Joined the brand before this UTC day. */
      joined_before: dateField,
      /** Opened a resource or clicked a mail's link within these days. */
      active_within_days: daysField,
      /** Opened and clicked nothing for these days (members who never did included). */
      inactive_for_days: daysField,
      /** Joined the brand through a member import (true) or otherwise (false). */
      imported: z.optional(z.boolean({ error: "Imported must be true or false." })),
    },
    { error: SEGMENT_RULES_MESSAGE },
  )
  .check(
    z.refine((r) => !r.joined_after || !r.joined_before || r.joined_after < r.joined_before, {
      error: SEGMENT_JOINED_ORDER_MESSAGE,
    }),
  );
export type SegmentRules = z.output<typeof segmentRulesSchema>;
export type SegmentRulesInput = z.input<typeof segmentRulesSchema>;

export const purposeField = z.enum(MAILING_PURPOSES, { error: SEGMENT_PURPOSE_MESSAGE });

/** Body of POST /segments (staff). */
export const createSegmentSchema = z.object({
  name: storableText(SEGMENT_NAME_MESSAGE).check(
    z.trim(),
    z.minLength(1, { error: SEGMENT_NAME_MESSAGE }),
    z.maxLength(SEGMENT_NAME_MAX, { error: SEGMENT_NAME_MESSAGE }),
  ),
  company_id: strictId(SELECT_COMPANY_MESSAGE),
  rules: z._default(segmentRulesSchema, {}),
});
export type CreateSegmentInput = z.input<typeof createSegmentSchema>;

/** Body of PUT /segments/{id} (staff): name and rules; the brand stays. */
export const updateSegmentSchema = z.object({
  name: z.optional(createSegmentSchema.shape.name),
  rules: z.optional(segmentRulesSchema),
});
export type UpdateSegmentInput = z.input<typeof updateSegmentSchema>;

/** Path of /segments/{id}… */
export const segmentParamsSchema = z.object({ id: idSchema("Invalid segment id.") });

/** Query of GET /segments/{id}/count. */
export const segmentCountQuerySchema = z.object({ purpose: purposeField });

/** Query of GET /segments/count: rules as JSON, not saved. */
export const segmentRulesCountQuerySchema = z.object({
  company_id: strictId(SELECT_COMPANY_MESSAGE),
  purpose: purposeField,
  /** Absent: no rules (every consenting member of the brand). */
  rules: z.optional(
    z.pipe(
      z.pipe(
        storableText(SEGMENT_RULES_MESSAGE),
        z.transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.issues.push({ code: "custom", message: SEGMENT_RULES_MESSAGE, input: text });
            return z.NEVER;
          }
        }),
      ),
      segmentRulesSchema,
    ),
  ),
});

/** Query of GET /segments: one brand's segments, or every brand's. */
export const listSegmentsSchema = z.object({
  company_id: z.optional(strictId("Invalid company.")),
});

/** A saved segment as the API shows it. */
export interface Segment {
  id: number;
  company_id: number;
  company_name: string;
  name: string;
  rules: SegmentRules;
  created_at: string;
  updated_at: string;
}
