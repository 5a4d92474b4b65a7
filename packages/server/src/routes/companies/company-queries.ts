import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { companies, preferences } from "../../db/schema";

/** SPEC: company cards show the description '{name} Website'. */
export const defaultDescription = (name: string) => `${name} Website`;

/**
 * The number of a company's preferences, as a correlated subquery: a list costs one statement
 * however many companies there are (served by the preferences index leading with company_id).
 * The columns are spelled out qualified: drizzle writes a column of a single-table query
 * unqualified, and inside this subquery a bare "id" would mean preferences.id.
 */
const preferenceCount = sql<number>`(select count(*)::int from ${preferences} where "preferences"."company_id" = "companies"."id")`;

/** The card columns plus the number of preferences. */
export const companyCardColumns = {
  id: companies.id,
  name: companies.name,
  baseUrl: companies.baseUrl,
  logoUrl: companies.logoUrl,
  description: companies.description,
  preferenceCount,
};

// The branding look-up lives in db/: the server-rendered registration page (plugins/) needs it too.
export { companyBrandColumns, findCompanyBrand } from "../../db/company-brand";

/** Whether the company exists: the one look-up behind every 404 COMPANY_NOT_FOUND check. */
export const companyExists = async (db: Executor, companyId: number): Promise<boolean> => {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows.length > 0;
};
