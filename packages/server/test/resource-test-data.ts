import type { Resource } from "@sector/shared";
import { eq, inArray } from "drizzle-orm";
import { resourceEdits, resourcePreferences, resources, users } from "../src/db/schema";
import { bearer } from "./fixtures";
import type { TestApp } from "./test-app";

/** What a test needs of a resource; everything else gets a plain default. */
export interface ResourceSeed {
  companyId: number;
  title?: string;
  preferenceIds?: number[];
  createdBy?: number | null;
  createdAt?: Date;
  updatedAt?: Date;
}

const BASE_TIME = Date.UTC(2024, 0, 1);

/** A time `minutes` after a fixed base: explicit created_at / updated_at values order the lists. */
export const minutesIn = (minutes: number) => new Date(BASE_TIME + minutes * 60_000);

/**
 * Inserts resources straight into the database (far faster than the API for many rows) and
 * returns their ids in the order given, once the app's caches have heard of them.
 */
export const insertResources = async (t: TestApp, seeds: ResourceSeed[]): Promise<number[]> => {
  if (seeds.length === 0) return [];
  const rows = await t.db
    .insert(resources)
    .values(
      seeds.map((seed, i) => ({
        title: seed.title ?? `Resource ${i + 1}`,
        imageBg: `https://img.example.com/${i + 1}.png`,
        resourceUrl: `https://example.com/resources/${i + 1}`,
        companyId: seed.companyId,
        createdBy: seed.createdBy ?? null,
        createdAt: seed.createdAt ?? minutesIn(i),
        updatedAt: seed.updatedAt ?? seed.createdAt ?? minutesIn(i),
      })),
    )
    .returning({ id: resources.id });
  const links = rows.flatMap((row, i) =>
    (seeds[i]?.preferenceIds ?? []).map((preferenceId) => ({ resourceId: row.id, preferenceId })),
  );
  if (links.length > 0) await t.db.insert(resourcePreferences).values(links);
  await t.sync();
  return rows.map((row) => row.id);
};

export const preferenceIdsOf = async (t: TestApp, resourceId: number) =>
  (
    await t.db
      .select({ id: resourcePreferences.preferenceId })
      .from(resourcePreferences)
      .where(eq(resourcePreferences.resourceId, resourceId))
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

export const editsOf = (t: TestApp, resourceId: number) =>
  t.db
    .select()
    .from(resourceEdits)
    .where(eq(resourceEdits.resourceId, resourceId))
    .orderBy(resourceEdits.at, resourceEdits.id);

/** Deletes users straight from the database, once the app's caches have heard of it. */
export const deleteUsers = async (t: TestApp, ids: number[]) => {
  await t.db.delete(users).where(inArray(users.id, ids));
  await t.sync();
};

export const getArchive = (t: TestApp, token: string, query: Record<string, string | number>) =>
  t.app.inject({
    method: "GET",
    url: "/api/resources",
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: bearer(token),
  });

export const postFeed = (t: TestApp, token: string, body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/resources/filtered",
    payload: body as object,
    headers: bearer(token),
  });

export const titlesOf = (resources: Resource[]) => resources.map((r) => r.title);
