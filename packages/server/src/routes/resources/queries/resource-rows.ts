import type { Resource } from "@sector/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import {
  companies,
  preferences,
  resourceEdits,
  resourcePreferences,
  resources,
  users,
} from "../../../db/schema";
import { presentResource, type ResourceRow } from "../../../presenters/resource";

/**
 * Resource rows with their company name and creator names joined in: one statement for a whole
 * page. Callers add where / order / limit; the joins are on primary keys, so the plan stays
 * driven by the resources index that fits the order.
 */
export const selectResourceRows = (db: Executor) =>
  db
    .select({
      id: resources.id,
      title: resources.title,
      imageBg: resources.imageBg,
      resourceUrl: resources.resourceUrl,
      companyId: resources.companyId,
      companyName: companies.name,
      creatorFirstname: users.firstname,
      creatorLastname: users.lastname,
      createdAt: resources.createdAt,
      updatedAt: resources.updatedAt,
    })
    .from(resources)
    .innerJoin(companies, eq(companies.id, resources.companyId))
    .leftJoin(users, eq(users.id, resources.createdBy))
    .$dynamic();

const groupBy = <T extends { resourceId: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.resourceId);
    if (group) group.push(row);
    else groups.set(row.resourceId, [row]);
  }
  return groups;
};

/**
 * Presents a page of rows, in their order, with their preferences and edit history: two more
 * statements whatever the page size (no query per resource).
 */
export const withDetails = async (db: Executor, rows: ResourceRow[]): Promise<Resource[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [preferenceRows, editRows] = await Promise.all([
    db
      .select({
        resourceId: resourcePreferences.resourceId,
        id: preferences.id,
        name: preferences.name,
      })
      .from(resourcePreferences)
      .innerJoin(preferences, eq(preferences.id, resourcePreferences.preferenceId))
      .where(inArray(resourcePreferences.resourceId, ids))
      // lower() first: the same order under PGlite's C collation and a server's locale.
      .orderBy(sql`lower(${preferences.name})`, asc(preferences.name), asc(preferences.id)),
    db
      .select({
        resourceId: resourceEdits.resourceId,
        at: resourceEdits.at,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(resourceEdits)
      .leftJoin(users, eq(users.id, resourceEdits.userId))
      .where(inArray(resourceEdits.resourceId, ids))
      .orderBy(asc(resourceEdits.at), asc(resourceEdits.id)),
  ]);
  const preferencesOf = groupBy(preferenceRows);
  const editsOf = groupBy(editRows);
  return rows.map((row) =>
    presentResource(row, preferencesOf.get(row.id) ?? [], editsOf.get(row.id) ?? []),
  );
};

/** One resource, presented, or null. */
export const findResource = async (db: Executor, id: number): Promise<Resource | null> => {
  const rows = await selectResourceRows(db).where(eq(resources.id, id)).limit(1);
  const [resource] = await withDetails(db, rows);
  return resource ?? null;
};
