import {
  BRANDING_FIELDS,
  type Branding,
  type Company,
  type CompanyBrand,
  type CompanyData,
  DEFAULT_BRANDING,
  NO_REGISTRATION_FIELDS,
} from "@sector/shared";

/** The Add/Edit Company form: the SPEC's three fields and every branding field. */
export type CompanyFormValues = Pick<CompanyData, "name" | "base_url" | "logo_url"> & Branding;

/** A form's values from a company (edit) and its branding; blank fields and defaults to add. */
export function companyFormValues(
  company: Pick<Company, "name" | "base_url" | "logo_url"> | null | undefined,
  branding: Branding = DEFAULT_BRANDING,
): CompanyFormValues {
  const pick = Object.fromEntries(BRANDING_FIELDS.map((field) => [field, branding[field]]));
  return {
    name: company?.name ?? "",
    base_url: company?.base_url ?? "",
    logo_url: company?.logo_url ?? "",
    ...(pick as unknown as Branding),
    quick_links: branding.quick_links.map((link) => ({ ...link })),
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
    registration_fields: { ...NO_REGISTRATION_FIELDS },
  };
}
