import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "./client";
import { preferences, userPreferences } from "./schema";

/** The columns a preference is presented with. */
export const preferenceColumns = {
  id: preferences.id,
  name: preferences.name,
  companyId: preferences.companyId,
};

/** Alphabetical whatever the case, the id breaking ties so the order never wobbles. */
export const preferenceNameOrder = [sql`lower(${preferences.name})`, preferences.id] as const;

/** A member's preferences within one company, in one statement. */
export const listUserPreferences = (db: Executor, userId: number, companyId: number) =>
  db
    .select(preferenceColumns)
    .from(userPreferences)
    .innerJoin(preferences, eq(preferences.id, userPreferences.preferenceId))
    .where(and(eq(userPreferences.userId, userId), eq(preferences.companyId, companyId)))
    .orderBy(...preferenceNameOrder);
