import type { Branding, CompanyData } from "@sector/shared";
import { change } from "../../audit/audit-log";
import type { companies } from "../../db/schema";

type CompanyInsert = typeof companies.$inferInsert;
type BrandingColumns = Pick<
  CompanyInsert,
  | "primaryColor"
  | "accentColor"
  | "tagline"
  | "introText"
  | "footerBlurb"
  | "socialNetwork"
  | "socialUrl"
  | "quickLinks"
  | "joinLabel"
  | "joinBusyLabel"
>;

/** Each branding field of the API and the column that stores it. */
const COLUMN_OF: Record<keyof Branding, keyof BrandingColumns> = {
  primary_color: "primaryColor",
  accent_color: "accentColor",
  tagline: "tagline",
  intro_text: "introText",
  footer_blurb: "footerBlurb",
  social_network: "socialNetwork",
  social_url: "socialUrl",
  quick_links: "quickLinks",
  join_label: "joinLabel",
  join_busy_label: "joinBusyLabel",
};

const FIELDS = Object.keys(COLUMN_OF) as (keyof Branding)[];

/** The branding a request gave, as column values: a field left out is not written. */
export const brandingValues = (input: CompanyData): Partial<BrandingColumns> => {
  const values: Partial<Record<keyof BrandingColumns, unknown>> = {};
  for (const field of FIELDS) {
    if (input[field] !== undefined) values[COLUMN_OF[field]] = input[field];
  }
  return values as Partial<BrandingColumns>;
};

/**
 * The audit summary's parts for the branding fields the request changed (`before`: the row's
 * values under their API names; absent for a new company, where every given field counts).
 */
export const brandingChanges = (input: CompanyData, before?: Branding): string[] =>
  FIELDS.flatMap((field) => {
    const after = input[field];
    if (after === undefined) return [];
    const old = before?.[field];
    if (before && JSON.stringify(old) === JSON.stringify(after)) return [];
    return [change(field, old ?? null, after)];
  });
