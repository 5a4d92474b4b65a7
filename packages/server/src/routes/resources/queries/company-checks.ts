import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { companies, preferences } from "../../../db/schema";

/**
 * Inside a write transaction: does the company exist? The row is key-share locked, so it cannot
 * be deleted before the transaction commits (which would otherwise end in a foreign-key error).
 */
export const lockCompany = async (tx: Transaction, companyId: number): Promise<boolean> => {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("key share");
  return rows.length > 0;
};

/**
 * Inside a write transaction: are all `preferenceIds` (distinct) preferences of the company?
 * Key-share locked like lockCompany, so none can be deleted before the links are written.
 */
export const lockCompanyPreferences = async (
  tx: Transaction,
  companyId: number,
  preferenceIds: number[],
): Promise<boolean> => {
  const rows = await tx
    .select({ id: preferences.id })
    .from(preferences)
    .where(and(eq(preferences.companyId, companyId), inArray(preferences.id, preferenceIds)))
    .for("key share");
  return rows.length === new Set(preferenceIds).size;
};
