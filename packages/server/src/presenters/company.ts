import {
  type Branding,
  type Company,
  type CompanyBrand,
  FIRMOGRAPHIC_FIELDS,
  type FirmographicField,
  NO_REGISTRATION_FIELDS,
  type RegistrationFieldMode,
  type RegistrationFields,
} from "@sector/shared";
import type { companies } from "../db/schema";

export type CompanyRow = typeof companies.$inferSelect;
type CardFields = Pick<CompanyRow, "id" | "name" | "baseUrl" | "logoUrl" | "description">;
type BrandFields = CardFields &
  Pick<
    CompanyRow,
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
    | "registrationFields"
  >;

/** A company card and list row: what the admin dashboard, company table and menus show. */
export const presentCompany = (company: CardFields & { preferenceCount: number }): Company => ({
  id: company.id,
  name: company.name,
  base_url: company.baseUrl,
  logo_url: company.logoUrl,
  description: company.description,
  preferenceCount: company.preferenceCount,
});

/** A company as its public registration page brands itself with it (all of it is public). */
export const presentCompanyBrand = (company: BrandFields): CompanyBrand => ({
  id: company.id,
  name: company.name,
  base_url: company.baseUrl,
  logo_url: company.logoUrl,
  description: company.description,
  ...presentBranding(company),
  registration_fields: presentRegistrationFields(company.registrationFields),
});

/** Every field named, "off" where the brand asks nothing (the column keeps only the asked ones). */
export const presentRegistrationFields = (
  fields: RegistrationFields,
): Record<FirmographicField, RegistrationFieldMode> =>
  Object.fromEntries(
    FIRMOGRAPHIC_FIELDS.map((f) => [f, fields[f] ?? NO_REGISTRATION_FIELDS[f]]),
  ) as Record<FirmographicField, RegistrationFieldMode>;

/** The branding columns under their API names. */
export const presentBranding = (
  company: Omit<BrandFields, keyof CardFields | "registrationFields">,
): Branding => ({
  primary_color: company.primaryColor,
  accent_color: company.accentColor,
  tagline: company.tagline,
  intro_text: company.introText,
  footer_blurb: company.footerBlurb,
  social_network: company.socialNetwork,
  social_url: company.socialUrl,
  quick_links: company.quickLinks.map(({ label, url }) => ({ label, url })),
  join_label: company.joinLabel,
  join_busy_label: company.joinBusyLabel,
});
