import {
  BRANDING_FIELDS,
  type Branding,
  type Company,
  type CompanyBrand,
  type CompanyData,
  DEFAULT_BRANDING,
  FIRMOGRAPHIC_FIELDS,
  type FirmographicField,
  NO_REGISTRATION_FIELDS,
  type RegistrationFieldMode,
} from "@sector/shared";

/** A registration field's choice as its select holds it: "" is off (not asked). */
export type RegistrationFieldChoice = "" | Exclude<RegistrationFieldMode, "off">;
type BrandFields = CompanyBrand["registration_fields"];

/**
 * The Add/Edit Company form: the SPEC's three fields, every branding field, and the work
 * details the registration page asks (Company settings).
 */
export type CompanyFormValues = Pick<CompanyData, "name" | "base_url" | "logo_url"> &
  Branding & { registration_fields: Record<FirmographicField, RegistrationFieldChoice> };

/** The select's choices from the brand's modes. */
export const registrationChoices = (fields: BrandFields = NO_REGISTRATION_FIELDS) =>
  Object.fromEntries(
    FIRMOGRAPHIC_FIELDS.map((f) => [f, fields[f] === "off" ? "" : fields[f]]),
  ) as CompanyFormValues["registration_fields"];

/** The brand's modes from the select's choices. */
export const registrationModes = (choices: CompanyFormValues["registration_fields"]): BrandFields =>
  Object.fromEntries(FIRMOGRAPHIC_FIELDS.map((f) => [f, choices[f] || "off"])) as BrandFields;

/**
 * A form's values from a company (edit) and its branding (with its registration fields once
 * read); blank fields and defaults to add.
 */
export function companyFormValues(
  company: Pick<Company, "name" | "base_url" | "logo_url"> | null | undefined,
  branding: Branding & { registration_fields?: BrandFields } = DEFAULT_BRANDING,
): CompanyFormValues {
  const pick = Object.fromEntries(BRANDING_FIELDS.map((field) => [field, branding[field]]));
  return {
    name: company?.name ?? "",
    base_url: company?.base_url ?? "",
    logo_url: company?.logo_url ?? "",
    ...(pick as unknown as Branding),
    quick_links: branding.quick_links.map((link) => ({ ...link })),
    registration_fields: registrationChoices(branding.registration_fields),
  };
}

/**
 * What to send: the validated values, without the branding while an edited company's stored
 * branding has not arrived (the fields then hold defaults that must not overwrite it).
 */
export function companyPayload(data: CompanyData, withBranding: boolean): CompanyData {
  if (withBranding) return data;
  const { name, base_url, logo_url } = data;
  return { name, base_url, logo_url };
}

/** The page the draft would give the company: what the live preview renders. */
export function draftBrand(values: CompanyFormValues, id: number | null): CompanyBrand {
  const name = values.name.trim() || "Your brand";
  return {
    ...values,
    id: id ?? 0,
    name,
    description: `${name} Website`,
    quick_links: values.quick_links.filter((link) => link.label.trim() !== ""),
    registration_fields: registrationModes(values.registration_fields),
  };
}
