// The library without its Node entry, which loads all 78 languages (and which a bundler cannot
// follow): English is the one registered.
import countries from "i18n-iso-countries/index.js";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };

/**
 * Firmographics: who a member is at work, in the fixed lists sponsors buy leads by (country,
 * company size, industry, job function, seniority). Values are stable codes stored as they are;
 * labels are for people. Every list is closed: a value outside it is refused (400) wherever it
 * comes in (profile, registration, import).
 */

countries.registerLocale(en);

/**
 * The library's English names are the ISO short names, some of them formal ("Russian
 * Federation") or political ("Taiwan, Province of China"); a member looks for the name in
 * common use. Names come from the library, not from Intl.DisplayNames, so the server's render
 * and the browser's hydration always agree.
 */
const COMMON_NAMES: Readonly<Record<string, string>> = {
  BN: "Brunei",
  CI: "Côte d'Ivoire",
  CN: "China",
  CZ: "Czechia",
  FM: "Micronesia",
  GM: "Gambia",
  IR: "Iran",
  LA: "Laos",
  MD: "Moldova",
  MK: "North Macedonia",
  PS: "Palestine",
  RU: "Russia",
  SY: "Syria",
  TW: "Taiwan",
  TZ: "Tanzania",
  US: "United States",
  VA: "Vatican City",
};

export interface FirmographicOption<T extends string = string> {
  value: T;
  label: string;
}

/** ISO 3166-1 alpha-2 codes (and Kosovo's XK, in common use) with English names, by name. */
export const COUNTRIES: readonly FirmographicOption[] = Object.entries(
  countries.getNames("en", { select: "official" }),
)
  .map(([value, name]) => ({ value, label: COMMON_NAMES[value] ?? name }))
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

export const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.value));

export const COMPANY_SIZES = ["1-49", "50-249", "250-999", "1000-4999", "5000+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  "1-49": "1–49 employees",
  "50-249": "50–249 employees",
  "250-999": "250–999 employees",
  "1000-4999": "1,000–4,999 employees",
  "5000+": "5,000+ employees",
};

export const INDUSTRIES = [
  "agriculture",
  "automotive",
  "banking_financial_services",
  "construction_real_estate",
  "consulting_professional_services",
  "education",
  "energy_utilities",
  "government_public_sector",
  "healthcare",
  "hospitality_travel",
  "insurance",
  "legal",
  "manufacturing",
  "media_entertainment",
  "non_profit",
  "pharma_life_sciences",
  "retail_consumer_goods",
  "software_internet",
  "telecommunications",
  "transport_logistics",
  "other",
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  agriculture: "Agriculture",
  automotive: "Automotive",
  banking_financial_services: "Banking and financial services",
  construction_real_estate: "Construction and real estate",
  consulting_professional_services: "Consulting and professional services",
  education: "Education",
  energy_utilities: "Energy and utilities",
  government_public_sector: "Government and public sector",
  healthcare: "Healthcare",
  hospitality_travel: "Hospitality and travel",
  insurance: "Insurance",
  legal: "Legal",
  manufacturing: "Manufacturing",
  media_entertainment: "Media and entertainment",
  non_profit: "Non-profit",
  pharma_life_sciences: "Pharmaceuticals and life sciences",
  retail_consumer_goods: "Retail and consumer goods",
  software_internet: "Software and internet",
  telecommunications: "Telecommunications",
  transport_logistics: "Transport and logistics",
  other: "Other",
};

export const JOB_FUNCTIONS = [
  "it",
  "engineering",
  "data",
  "security",
  "marketing",
  "sales",
  "customer_success",
  "hr",
  "finance",
  "operations",
  "legal",
  "procurement",
  "general_management",
  "other",
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];
export const JOB_FUNCTION_LABELS: Record<JobFunction, string> = {
  it: "IT",
  engineering: "Engineering",
  data: "Data and analytics",
  security: "Security",
  marketing: "Marketing",
  sales: "Sales",
  customer_success: "Customer success and support",
  hr: "HR",
  finance: "Finance",
  operations: "Operations",
  legal: "Legal",
  procurement: "Procurement",
  general_management: "General management",
  other: "Other",
};

/** Highest first: the order a sponsor's filter and the form's list show them in. */
export const SENIORITIES = ["c_level", "vp", "director", "manager", "individual"] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const SENIORITY_LABELS: Record<Seniority, string> = {
  c_level: "C-level",
  vp: "Vice president",
  director: "Director",
  manager: "Manager",
  individual: "Individual contributor",
};

/** The five fields, as named in the API and the database. */
export const FIRMOGRAPHIC_FIELDS = [
  "country",
  "company_size",
  "industry",
  "job_function",
  "seniority",
] as const;
export type FirmographicField = (typeof FIRMOGRAPHIC_FIELDS)[number];

export const FIRMOGRAPHIC_FIELD_LABELS: Record<FirmographicField, string> = {
  country: "Country",
  company_size: "Company size",
  industry: "Industry",
  job_function: "Job function",
  seniority: "Seniority",
};

/** A brand's registration requires the field and the body left it out or unknown. */
export const FIRMOGRAPHIC_REQUIRED_MESSAGES: Record<FirmographicField, string> = {
  country: "Country is required.",
  company_size: "Company size is required.",
  industry: "Industry is required.",
  job_function: "Job function is required.",
  seniority: "Seniority is required.",
};

/** Refusal of a value outside a field's list: names the field. */
export const FIRMOGRAPHIC_MESSAGES: Record<FirmographicField, string> = {
  country: "Choose a country from the list.",
  company_size: "Choose a company size from the list.",
  industry: "Choose an industry from the list.",
  job_function: "Choose a job function from the list.",
  seniority: "Choose a seniority from the list.",
};

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Each field's choices in the order a form lists them. */
export const FIRMOGRAPHIC_OPTIONS: Record<FirmographicField, readonly FirmographicOption[]> = {
  country: COUNTRIES,
  company_size: labelled(COMPANY_SIZES, COMPANY_SIZE_LABELS),
  industry: labelled(INDUSTRIES, INDUSTRY_LABELS),
  job_function: labelled(JOB_FUNCTIONS, JOB_FUNCTION_LABELS),
  seniority: labelled(SENIORITIES, SENIORITY_LABELS),
};

/** Whether `value` is one of the field's codes (exactly, as stored). */
export const isFirmographicValue = (field: FirmographicField, value: string): boolean =>
  field === "country"
    ? COUNTRY_CODES.has(value)
    : FIRMOGRAPHIC_OPTIONS[field].some((o) => o.value === value);

/** The label of a stored value; an unknown value shows as it is. */
export const firmographicLabel = (field: FirmographicField, value: string): string =>
  FIRMOGRAPHIC_OPTIONS[field].find((o) => o.value === value)?.label ?? value;

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s_–-]+/g, " ")
    .trim();

/**
 * A value as people write it in a spreadsheet: the code or the label, ignoring case, accents
 * and the spelling of spaces ("C-level", "c_level", "HR"); a country also by its other English
 * names ("USA", "UK"). Undefined when it is none of them.
 */
export const parseFirmographicValue = (
  field: FirmographicField,
  text: string,
): string | undefined => {
  const wanted = fold(text);
  if (wanted === "") return undefined;
  const option = FIRMOGRAPHIC_OPTIONS[field].find(
    (o) => fold(o.value) === wanted || fold(o.label) === wanted,
  );
  if (option) return option.value;
  if (field === "country") {
    const code = countries.getAlpha2Code(text.trim(), "en");
    if (code && COUNTRY_CODES.has(code)) return code;
  }
  if (field === "company_size") {
    // "1000-4999 employees", "1,000 - 4,999", "5000 +"
    const compact = text
      .toLowerCase()
      .replace(/,|employees?|\s/g, "")
      .replace(/[–—]/g, "-");
    return COMPANY_SIZES.find((size) => size === compact);
  }
  return undefined;
};

/**
 * Who decided a derived field's value (seniority, job function): "derived" from the job title
 * until the member confirms or changes it ("member"), or set by an import or by staff.
 */
export const FIRMOGRAPHIC_SOURCES = ["derived", "member", "import", "staff"] as const;
export type FirmographicSource = (typeof FIRMOGRAPHIC_SOURCES)[number];

/** Whether a brand's registration form asks a field, and whether it must be answered. */
export const REGISTRATION_FIELD_MODES = ["off", "optional", "required"] as const;
export type RegistrationFieldMode = (typeof REGISTRATION_FIELD_MODES)[number];
/** A brand's choice per field; a field left out is "off" (the default: none asked). */
export type RegistrationFields = Partial<Record<FirmographicField, RegistrationFieldMode>>;

/** The fields a brand's registration requires that `body` leaves out or unknown, in list order. */
export const missingRequiredFields = (
  fields: RegistrationFields,
  body: Partial<Record<FirmographicField, string | null>>,
): FirmographicField[] => FIRMOGRAPHIC_FIELDS.filter((f) => fields[f] === "required" && !body[f]);

/** A brand that asks none of the fields: the default, every field named "off". */
export const NO_REGISTRATION_FIELDS: Readonly<Record<FirmographicField, RegistrationFieldMode>> = {
  country: "off",
  company_size: "off",
  industry: "off",
  job_function: "off",
  seniority: "off",
};

/** A member's five fields, null when unknown. */
export type Firmographics = Record<FirmographicField, string | null>;
