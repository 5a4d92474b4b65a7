import { z } from "zod/mini";
import { CONSENT_PURPOSES } from "../consent";
import { MAX_ID } from "../constants";
import { preprocess, SELECT_COMPANY_MESSAGE, storableText, strictId } from "./fields";

const TOPICS_MESSAGE = "Topics must be a comma-separated list of topic ids.";
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, YYYY-MM-DD, that exists. */
const day = (message: string) =>
  z.optional(
    preprocess(
      (v) => (v === "" ? undefined : v),
      z.optional(
        storableText(message).check(
          z.regex(DATE_PATTERN, { error: message }),
          z.refine(
            (v) =>
              !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
              new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
            {
              error: message,
            },
          ),
        ),
      ),
    ),
  );

/** "1,2,3" (a query string) or a list: distinct topic ids. */
const topicIds = preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? [] : v.split(",").map((s) => s.trim())) : v),
  z.pipe(
    z
      .array(
        preprocess(
          (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
          z
            .number({ error: TOPICS_MESSAGE })
            .check(
              z.int({ error: TOPICS_MESSAGE }),
              z.positive({ error: TOPICS_MESSAGE }),
              z.maximum(MAX_ID, { error: TOPICS_MESSAGE }),
            ),
        ),
        { error: TOPICS_MESSAGE },
      )
      .check(z.maxLength(200, { error: "Too many topics." })),
    z.transform((ids: number[]) => [...new Set(ids)]),
  ),
);

/** Query of GET /leads/count and GET /leads/export: which members of one brand. */
export const leadFiltersSchema = z
  .object({
    company_id: strictId(SELECT_COMPANY_MESSAGE),
    preference_ids: z._default(topicIds, []),
    consent: z.optional(
      preprocess(
        (v) => (v === "" ? undefined : v),
        z.optional(
          z.enum(CONSENT_PURPOSES, {
            error: "Consent must be one of newsletter, resources, partners.",
          }),
        ),
      ),
    ),
    from: day("From must be a date (YYYY-MM-DD)."),
    to: day("To must be a date (YYYY-MM-DD)."),
  })
  .check(
    z.refine((v) => !v.from || !v.to || v.from <= v.to, {
      error: "From must not be after To.",
      path: ["to"],
    }),
  );
export type LeadFiltersInput = z.input<typeof leadFiltersSchema>;
export type LeadFilters = z.output<typeof leadFiltersSchema>;
