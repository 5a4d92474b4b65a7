import { z } from "zod/mini";
import { CONSENT_PURPOSES, type ConsentPurpose } from "../consent";
import { FIRMOGRAPHIC_FIELD_LABELS, FIRMOGRAPHIC_FIELDS } from "../firmographics";
import type { MemberImportStatus } from "../memberships";
import { idSchema, preprocess, storableText, wholeNumberField } from "./fields";

/** Most data rows (lines after the header) one import takes. */
export const MEMBER_IMPORT_MAX_ROWS = 200_000;
/** Largest CSV file accepted: 200,000 rows of a dozen columns fit well within it. */
export const MEMBER_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Refused lines per page of GET /members/imports/{id}. */
export const MEMBER_IMPORT_REFUSALS_PAGE = 500;

/** What a consent column of the file says: granted, when, and where it was first given. */
export const CONSENT_IMPORT_PARTS = ["granted", "date", "source"] as const;
export type ConsentImportPart = (typeof CONSENT_IMPORT_PARTS)[number];
export type ConsentImportField = `${ConsentPurpose}_${ConsentImportPart}`;

export const MEMBER_PROFILE_IMPORT_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "mobile_number",
  "user_company",
  "job_title",
  // Firmographics: a code or a label of the field's list, in any case (firmographics.ts).
  ...FIRMOGRAPHIC_FIELDS,
  "brand",
  "topics",
] as const;

/** Every field a column can feed, in the order the mapping screen lists them. */
export const MEMBER_IMPORT_FIELDS = [
  ...MEMBER_PROFILE_IMPORT_FIELDS,
  ...CONSENT_PURPOSES.flatMap((purpose) =>
    CONSENT_IMPORT_PARTS.map((part): ConsentImportField => `${purpose}_${part}`),
  ),
] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

/** Fields every import must map: a member is nobody without them. */
export const REQUIRED_IMPORT_FIELDS = ["firstname", "lastname", "email", "brand"] as const;

const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  newsletter: "Newsletter",
  resources: "Resources",
  partners: "Partners",
};
const PART_LABELS: Record<ConsentImportPart, string> = {
  granted: "consent granted",
  date: "consent date",
  source: "consent source",
};

/** The mapping screen's (and the messages') name of each field. */
export const MEMBER_IMPORT_FIELD_LABELS = {
  firstname: "First name",
  lastname: "Last name",
  email: "Email",
  mobile_number: "Phone",
  user_company: "Company",
  job_title: "Job title",
  ...FIRMOGRAPHIC_FIELD_LABELS,
  brand: "Brand",
  topics: "Topics",
  ...Object.fromEntries(
    CONSENT_PURPOSES.flatMap((purpose) =>
      CONSENT_IMPORT_PARTS.map((part) => [
        `${purpose}_${part}`,
        `${CONSENT_LABELS[purpose]} ${PART_LABELS[part]}`,
      ]),
    ),
  ),
} as Record<MemberImportField, string>;

/**
 * Which column (by its header text) feeds which field. Fields left out are not imported.
 * Which headers exist is checked against the file by the server.
 */
export const memberImportMappingSchema = z
  .partialRecord(
    z.enum(MEMBER_IMPORT_FIELDS),
    storableText("Each mapped field names a column of the header row.").check(
      z.maxLength(500, { error: "A column name is at most 500 characters." }),
    ),
    {
      // (Typed without the unrecognized_keys issue a partial record raises for unknown keys.)
      error: (issue) => {
        const { code, keys } = issue as { code?: string; keys?: string[] };
        return code === "unrecognized_keys"
          ? `Unknown field in the mapping: ${(keys ?? []).join(", ").slice(0, 200)}.`
          : "The mapping must be a JSON object of field → column.";
      },
    },
  )
  .check(
    z.superRefine((mapping, ctx) => {
      for (const field of REQUIRED_IMPORT_FIELDS) {
        if (!mapping[field]) {
          ctx.issues.push({
            code: "custom",
            input: mapping,
            message: `Map a column to ${MEMBER_IMPORT_FIELD_LABELS[field]}.`,
          });
        }
      }
      // A granted consent needs its proof: a mapping that could never prove one is refused.
      for (const purpose of CONSENT_PURPOSES) {
        if (!mapping[`${purpose}_granted`]) continue;
        if (!mapping[`${purpose}_date`] || !mapping[`${purpose}_source`]) {
          ctx.issues.push({
            code: "custom",
            input: mapping,
            message: `Map the date and the source of the ${purpose} consent too: a granted consent needs its proof.`,
          });
        }
      }
    }),
  );
export type MemberImportMapping = z.output<typeof memberImportMappingSchema>;

const flag = (message: string) =>
  z._default(
    preprocess(
      (v) => (v === "true" || v === true ? true : v === "false" || v === false ? false : v),
      z.boolean({ error: message }),
    ),
    false,
  );

/** The text fields of POST /members/imports (multipart), beside the file. */
export const memberImportOptionsSchema = z.object({
  mapping: preprocess((v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, memberImportMappingSchema),
  dry_run: flag("dry_run must be true or false."),
  send_welcome: flag("send_welcome must be true or false."),
});
export type MemberImportOptions = z.output<typeof memberImportOptionsSchema>;

/** Path of GET /members/imports/{id}. */
export const memberImportParamsSchema = z.object({
  id: idSchema("Invalid import id."),
});

/** Query of GET /members/imports/{id}: the refusals after this line (their next page). */
export const memberImportQuerySchema = z.object({
  refusals_after: z.optional(
    preprocess(
      (v) => (v === "" ? undefined : v),
      z.optional(
        wholeNumberField("refusals_after must be a line number.", MEMBER_IMPORT_MAX_ROWS * 1000),
      ),
    ),
  ),
});

/** One refused line: its number in the file (the header is line 1) and why. */
export interface MemberImportRefusal {
  line: number;
  reason: string;
}

/** An import as GET /members/imports lists it. */
export interface MemberImportSummary {
  id: number;
  file_name: string;
  dry_run: boolean;
  send_welcome: boolean;
  status: MemberImportStatus;
  created_at: string;
  finished_at: string | null;
  total_rows: number;
  processed: number;
  created: number;
  merged: number;
  refused: number;
  /** Why a failed import stopped. */
  error: string | null;
}

/** GET /members/imports/{id}: progress, counts and a page of refusals (by line). */
export interface MemberImportReport extends MemberImportSummary {
  headers: string[];
  mapping: MemberImportMapping;
  refusals: MemberImportRefusal[];
  /** The `refusals_after` of the next page; null when this page is the last. */
  next_refusals_after: number | null;
}

/** POST /members/imports answers 202 with this. */
export interface MemberImportAccepted {
  id: number;
  status: MemberImportStatus;
  total_rows: number;
}

/** GET /members/imports. */
export interface MemberImportList {
  imports: MemberImportSummary[];
}

/** Helpers for the fields of one consent purpose. */
export const consentImportFields = (purpose: ConsentPurpose) => ({
  granted: `${purpose}_granted` as const,
  date: `${purpose}_date` as const,
  source: `${purpose}_source` as const,
});

/** An import that will not change any more. */
export const isFinishedImport = (status: MemberImportStatus) =>
  status === "done" || status === "failed";
