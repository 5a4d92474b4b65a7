import {
  type Company,
  type CompanyBrand,
  DEFAULT_BRANDING,
  type NewsletterStatus,
  type NewsletterWithCounts,
  NO_REGISTRATION_FIELDS,
  type Preference,
  type PublicUser,
  type Resource,
} from "@sector/shared";

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    firstname: "Ada",
    lastname: "Lovelace",
    email: "ada@example.com",
    mobile_number: "0123456789",
    role: "user",
    job_title: "Engineer",
    user_company: "Analytical Engines",
    joined_thru: 1,
    base_company: "CIO",
    newsletter_flag: false,
    resources_flag: false,
    partners_flag: false,
    createdAt: "2024-01-01T00:00:00.000Z",
    brands: [{ id: 1, name: "CIO" }],
    country: null,
    company_size: null,
    industry: null,
    job_function: null,
    seniority: null,
    job_function_source: null,
    seniority_source: null,
    ...overrides,
  };
}

export function makeCompany(id: number, name: string): Company {
  return {
    id,
    name,
    base_url: `https://${name.toLowerCase()}.example.com`,
    logo_url: `https://${name.toLowerCase()}.example.com/logo.png`,
    description: `${name} Website`,
    preferenceCount: 0,
  };
}

/** A company with its registration branding (fetch-company), the defaults unless overridden. */
export function makeCompanyBrand(
  id: number,
  name: string,
  overrides: Partial<CompanyBrand> = {},
): CompanyBrand {
  const { preferenceCount: _count, ...company } = makeCompany(id, name);
  return {
    ...company,
    ...DEFAULT_BRANDING,
    registration_fields: { ...NO_REGISTRATION_FIELDS },
    ...overrides,
  };
}

export function makePreference(id: number, name: string, companyId = 1): Preference {
  return { id, name, company_id: companyId };
}

export function makeResource(id: number, title: string, companyId = 1): Resource {
  return {
    id,
    title,
    image_bg: `https://img.example.com/${id}.png`,
    resource_url: `https://example.com/resources/${id}`,
    company_id: companyId,
    company: { id: companyId, name: "CIO" },
    preferences: [],
    user: { firstname: "Ada", lastname: "Lovelace" },
    createdAt: "2024-03-05T10:00:00.000Z",
    updatedAt: "2024-03-05T10:00:00.000Z",
    updated_by: [],
    sponsor: null,
    event: null,
  };
}

/** An edition of CIO in `status`, `sent` of its `recipients` mails out, nothing else counted. */
export function makeEdition(
  status: NewsletterStatus,
  sent: number,
  { id = 1, recipients = 2 }: { id?: number; recipients?: number } = {},
): NewsletterWithCounts {
  return {
    id,
    company_id: 1,
    company_name: "CIO",
    status,
    subject: "The CIO week",
    intro: "",
    window_start: "2026-11-18T09:00:00.000Z",
    window_end: status === "draft" ? null : "2026-11-25T09:00:00.000Z",
    send_at: null,
    sent_at: status === "sent" ? "2026-11-25T09:00:05.000Z" : null,
    week: null,
    created_at: "2026-11-25T08:00:00.000Z",
    updated_at: "2026-11-25T08:00:00.000Z",
    counts: {
      recipients,
      sent,
      failed: 0,
      skipped: 0,
      clicked_members: 0,
      unsubscribed: 0,
      bounced: 0,
      complained: 0,
    },
  };
}
