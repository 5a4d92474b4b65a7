import { z } from "zod/mini";
import { ARCHIVE_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "../constants";
import { eventField } from "./events";
import { feedCursorField } from "./feed-cursor";
import {
  preprocess,
  requiredString,
  SELECT_COMPANY_MESSAGE,
  storableText,
  strictId,
  webUrlField,
  wholeNumberField,
} from "./fields";

const PREFERENCE_MESSAGE = "Please select at least one preference.";
const preferenceIds = z.pipe(
  z
    .array(strictId(PREFERENCE_MESSAGE), { error: PREFERENCE_MESSAGE })
    .check(
      z.minLength(1, { error: PREFERENCE_MESSAGE }),
      z.maxLength(200, { error: PREFERENCE_MESSAGE }),
    ),
  z.transform((ids: number[]) => [...new Set(ids)]),
);

/** A resource's sponsor (issue 30): an id, or null / "" for none. */
const sponsorIdField = z.optional(
  preprocess((v) => (v === "" ? null : v), z.nullable(strictId("Invalid sponsor."))),
);

export const createResourceSchema = z.object({
  title: requiredString("Title is required.", 300),
  resource_url: webUrlField("A valid Landing Page URL is required."),
  image_bg: webUrlField("A valid Thumbnail Image URL is required."),
  company_id: strictId(SELECT_COMPANY_MESSAGE),
  preference_ids: preferenceIds,
  sponsor_id: sponsorIdField,
  /** Its time and place when it is an event (issue 63); absent or null: not an event. */
  event: eventField,
  /** Ignored: the creator is always the caller. Accepted so the web payload validates. */
  generated_by: z.optional(z.unknown()),
});
export type CreateResourceInput = z.input<typeof createResourceSchema>;

/** Path of PUT /resources/{id}. */
export const resourceParamsSchema = z.object({ id: strictId("Invalid resource id.") });

export const updateResourceSchema = z.object({
  title: requiredString("Title is required.", 300),
  resource_url: webUrlField("A valid Landing Page URL is required."),
  image_bg: webUrlField("A valid Thumbnail Image URL is required."),
  preferences: preferenceIds,
  /** Absent: the sponsor stays; null: none. */
  sponsor_id: sponsorIdField,
  /** Absent: the event stays as it is; null: no longer an event (refused while registered). */
  event: eventField,
});
export type UpdateResourceInput = z.input<typeof updateResourceSchema>;

/**
 * Body of PUT /resources/{id}/sponsor (admin; issue 64): the resource's sponsor alone, as the
 * campaign editor marks a resource as sponsored; null: none.
 */
export const resourceSponsorSchema = z.object({
  sponsor_id: z.nullable(strictId("Invalid sponsor.")),
});
export type ResourceSponsorInput = z.input<typeof resourceSponsorSchema>;

const PAGE_MESSAGE = "Page must be a whole number from 1.";
export const pageField = wholeNumberField(PAGE_MESSAGE, MAX_PAGE, "Page is too large.");

/** Absent, empty or the text "null"/"undefined" (a template-literal URL of a null value): not set. */
const unset = (value: unknown) =>
  value === "" || value === "null" || value === "undefined" ? undefined : value;

export const filteredResourcesSchema = z.object({
  company_id: strictId(SELECT_COMPANY_MESSAGE),
  preferences: z.pipe(
    z.nullable(
      z.optional(
        z
          .array(strictId("Invalid preference."), { error: "Preferences must be a list of ids." })
          .check(z.maxLength(500, { error: "Too many preferences." })),
      ),
    ),
    z.transform((ids) => [...new Set(ids ?? [])]),
  ),
  page: z._default(pageField, 1),
  /** The `next` of the page before (not in SPEC.md): the page after it, whatever `page` says. */
  cursor: feedCursorField,
});

const sortOrder = preprocess(
  unset,
  z.pipe(
    z.nullable(
      z.optional(
        z.enum(["asc", "desc", "ASC", "DESC"], { error: "Sort order must be asc or desc." }),
      ),
    ),
    z.transform((v) => (v ? (v.toLowerCase() as "asc" | "desc") : null)),
  ),
);

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/**
 * Query of GET /resources (the archive). Empty strings and "null" mean "not set". The web app
 * sets at most one sort order; when both come, updateSortOrder wins (the creation order is the
 * default, so an updation order is the more deliberate choice).
 */
export const listResourcesSchema = z.object({
  page: z._default(pageField, 1),
  limit: z._default(wholeNumberField(LIMIT_MESSAGE, MAX_PAGE_SIZE), ARCHIVE_PAGE_SIZE),
  companyId: preprocess(unset, z.optional(strictId("Invalid company."))),
  createSortOrder: sortOrder,
  updateSortOrder: sortOrder,
  debouncedValue: z.pipe(
    z.optional(
      storableText("Search must be text.").check(
        z.maxLength(200, { error: "Search is too long." }),
      ),
    ),
    z.transform((v) => v?.trim() ?? ""),
  ),
});
