import { z } from "zod";
import { ARCHIVE_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "../constants";
import { idSchema, requiredString, resourceUrlField } from "./fields";

const PREFERENCE_MESSAGE = "Please select at least one preference.";
const preferenceIds = z
  .array(idSchema(PREFERENCE_MESSAGE), { error: PREFERENCE_MESSAGE })
  .min(1, { error: PREFERENCE_MESSAGE })
  .max(200, { error: PREFERENCE_MESSAGE })
  .transform((ids) => [...new Set(ids)]);

export const createResourceSchema = z.object({
  title: requiredString("Title is required.", 300),
  resource_url: resourceUrlField("A valid Landing Page URL is required."),
  image_bg: resourceUrlField("A valid Thumbnail Image URL is required."),
  company_id: idSchema("Please select a company."),
  preference_ids: preferenceIds,
  /** Ignored: the creator is always the caller. Accepted so the web payload validates. */
  generated_by: z.unknown().optional(),
});
export type CreateResourceInput = z.input<typeof createResourceSchema>;

export const updateResourceSchema = z.object({
  title: requiredString("Title is required.", 300),
  resource_url: resourceUrlField("A valid Landing Page URL is required."),
  image_bg: resourceUrlField("A valid Thumbnail Image URL is required."),
  preferences: preferenceIds,
});
export type UpdateResourceInput = z.input<typeof updateResourceSchema>;

export const pageField = z.coerce
  .number({ error: "Page must be a whole number from 1." })
  .int({ error: "Page must be a whole number from 1." })
  .min(1, { error: "Page must be a whole number from 1." })
  .max(MAX_PAGE, { error: "Page is too large." });

export const filteredResourcesSchema = z.object({
  company_id: idSchema("Please select a company."),
  preferences: z
    .array(idSchema("Invalid preference."), { error: "Preferences must be a list of ids." })
    .max(500, { error: "Too many preferences." })
    .optional()
    .nullable()
    .transform((ids) => [...new Set(ids ?? [])]),
  page: pageField.default(1),
});

const sortOrder = z
  .enum(["asc", "desc", "ASC", "DESC", ""], { error: "Sort order must be asc or desc." })
  .optional()
  .nullable()
  .transform((v) => (v ? (v.toLowerCase() as "asc" | "desc") : null));

/** Query of GET /resources (the archive). Empty strings and "null" mean "not set". */
export const listResourcesSchema = z.object({
  page: pageField.default(1),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .int({ error: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .min(1, { error: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .max(MAX_PAGE_SIZE, { error: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .default(ARCHIVE_PAGE_SIZE),
  companyId: z.preprocess(
    (v) => (v === "" || v === "null" || v === "undefined" ? null : v),
    idSchema("Invalid company.").optional().nullable(),
  ),
  createSortOrder: sortOrder,
  updateSortOrder: sortOrder,
  debouncedValue: z
    .string({ error: "Search must be text." })
    .max(200, { error: "Search is too long." })
    .optional()
    .transform((v) => v?.trim() ?? ""),
});
