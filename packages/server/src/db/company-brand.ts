import { eq, sql } from "drizzle-orm";
import type { Executor } from "./client";
import { companies } from "./schema";

/** A company with its registration page's branding (fetch-company, the server-rendered page). */
export const companyBrandColumns = {
  id: companies.id,
  name: companies.name,
  baseUrl: companies.baseUrl,
  logoUrl: companies.logoUrl,
  description: companies.description,
  primaryColor: companies.primaryColor,
  accentColor: companies.accentColor,
  tagline: companies.tagline,
  introText: companies.introText,
  footerBlurb: companies.footerBlurb,
  socialNetwork: companies.socialNetwork,
  socialUrl: companies.socialUrl,
  quickLinks: companies.quickLinks,
  joinLabel: companies.joinLabel,
  joinBusyLabel: companies.joinBusyLabel,
  registrationFields: companies.registrationFields,
};

/** The company whose code (its name in lower case) is `code`, with its branding; or null. */
export const findCompanyBrand = async (db: Executor, code: string) => {
  // lower(name) is what the unique index holds: an index lookup, case-insensitive.
  const [company] = await db
    .select(companyBrandColumns)
    .from(companies)
    .where(eq(sql`lower(${companies.name})`, sql`lower(${code})`))
    .limit(1);
  return company ?? null;
};

/**
 * Every company's code (its name in lower case, as registrationPath writes it): which paths
 * /{code}-register name a brand, read once for all of them. Brands number in the tens.
 */
export const listCompanyCodes = async (db: Executor): Promise<Set<string>> => {
  const rows = await db.select({ name: companies.name }).from(companies);
  return new Set(rows.map((row) => row.name.toLowerCase()));
};
