import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededTestDatabase, type TestDatabase } from "../../test/test-database";
import type { Database } from "./client";
import {
  companies,
  companyResourceCounts,
  preferences,
  resourcePreferences,
  resources,
} from "./schema";

/**
 * The triggers of migrations 0001 and 0005: resource_preferences.created_at always equals its
 * resource's created_at, and the per-company counters follow every write to resources,
 * whoever writes.
 */
let store: TestDatabase;
let db: Database;
let companyIds: number[];
/** Each company's topics. */
let topicsOf: Map<number, number[]>;
const topic = (companyId: number, i = 0) => topicsOf.get(companyId)?.[i] ?? 0;

beforeAll(async () => {
  store = await createSeededTestDatabase();
  db = store.handle.db;
  companyIds = (await db.select({ id: companies.id }).from(companies).orderBy(companies.id)).map(
    (c) => c.id,
  );
  const topics = await db
    .select({ id: preferences.id, companyId: preferences.companyId })
    .from(preferences)
    .orderBy(preferences.id);
  topicsOf = new Map();
  for (const { id, companyId } of topics) {
    topicsOf.set(companyId, [...(topicsOf.get(companyId) ?? []), id]);
  }
});
afterAll(() => store.dispose());

const at = (iso: string) => new Date(iso);

const addResources = (rows: { companyId: number; createdAt: Date }[]) =>
  db
    .insert(resources)
    .values(
      rows.map((row, i) => ({
        title: `Trigger test ${i}`,
        imageBg: "https://img.example.com/t.png",
        resourceUrl: "https://example.com/t",
        ...row,
      })),
    )
    .returning({ id: resources.id });

const linkDates = async (resourceId: number) =>
  (
    await db
      .select({ createdAt: resourcePreferences.createdAt })
      .from(resourcePreferences)
      .where(eq(resourcePreferences.resourceId, resourceId))
  ).map((row) => row.createdAt.toISOString());

/** Every company's counter next to a real count(*), company by company. */
const countersAndCounts = async () => {
  const counters = await db
    .select()
    .from(companyResourceCounts)
    .orderBy(asc(companyResourceCounts.companyId));
  const counted = await db
    .select({ companyId: resources.companyId, resources: sql<number>`count(*)::int` })
    .from(resources)
    .groupBy(resources.companyId)
    .orderBy(resources.companyId);
  return {
    counters: counters.filter((c) => c.resources !== 0),
    counted,
  };
};

const sqlState = async (work: Promise<unknown>): Promise<string | undefined> => {
  try {
    await work;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
};

describe("resource_preferences.created_at", () => {
  it("is copied from the resource, whatever the insert says", async () => {
    const companyId = companyIds[0] ?? 0;
    const [row] = await addResources([{ companyId, createdAt: at("2023-05-01T10:00:00.123Z") }]);
    const id = row?.id ?? 0;
    await db.insert(resourcePreferences).values([
      { resourceId: id, preferenceId: topic(companyId, 0) },
      { resourceId: id, preferenceId: topic(companyId, 1), createdAt: at("1999-01-01T00:00:00Z") },
    ]);
    expect(await linkDates(id)).toEqual(["2023-05-01T10:00:00.123Z", "2023-05-01T10:00:00.123Z"]);
  });

  it("follows a change of the resource's created_at, and cannot be changed on its own", async () => {
    const companyId = companyIds[1] ?? 0;
    const [row] = await addResources([{ companyId, createdAt: at("2023-06-01T00:00:00Z") }]);
    const id = row?.id ?? 0;
    await db.insert(resourcePreferences).values({ resourceId: id, preferenceId: topic(companyId) });
    await db
      .update(resources)
      .set({ createdAt: at("2022-02-02T02:02:02Z") })
      .where(eq(resources.id, id));
    expect(await linkDates(id)).toEqual(["2022-02-02T02:02:02.000Z"]);
    await db
      .update(resourcePreferences)
      .set({ createdAt: at("2030-01-01T00:00:00Z") })
      .where(eq(resourcePreferences.resourceId, id));
    expect(await linkDates(id)).toEqual(["2022-02-02T02:02:02.000Z"]);
  });

  it("leaves an unknown resource to the foreign key", async () => {
    expect(
      await sqlState(
        db.insert(resourcePreferences).values({
          resourceId: 2_000_000_000,
          preferenceId: topic(companyIds[0] ?? 0),
        }),
      ),
    ).toBe("23503");
  });
});

describe("company_resource_counts", () => {
  it("count each company's resources through inserts, moves and deletes", async () => {
    const [a = 0, b = 0, c = 0] = companyIds;
    const rows = await addResources([
      { companyId: a, createdAt: at("2024-01-01T00:00:00Z") },
      { companyId: a, createdAt: at("2024-01-02T00:00:00Z") },
      { companyId: b, createdAt: at("2024-01-03T00:00:00Z") },
      { companyId: c, createdAt: at("2024-01-04T00:00:00Z") },
    ]);
    let state = await countersAndCounts();
    expect(state.counters).toEqual(state.counted);

    const ids = rows.map((r) => r.id);
    await db
      .update(resources)
      .set({ companyId: c })
      .where(inArray(resources.id, ids.slice(0, 3)));
    state = await countersAndCounts();
    expect(state.counters).toEqual(state.counted);

    await db.delete(resources).where(inArray(resources.id, ids.slice(1)));
    state = await countersAndCounts();
    expect(state.counters).toEqual(state.counted);
  });

  it("leave the counters alone for an edit that moves nothing", async () => {
    const [row] = await addResources([
      { companyId: companyIds[0] ?? 0, createdAt: at("2024-02-01T00:00:00Z") },
    ]);
    const counters = (await countersAndCounts()).counters;
    await db
      .update(resources)
      .set({ title: "Renamed" })
      .where(eq(resources.id, row?.id ?? 0));
    expect((await countersAndCounts()).counters).toEqual(counters);
  });

  it("roll back with the transaction that wrote", async () => {
    const before = await countersAndCounts();
    await db
      .transaction(async (tx) => {
        await tx.insert(resources).values({
          title: "Rolled back",
          imageBg: "https://img.example.com/t.png",
          resourceUrl: "https://example.com/t",
          companyId: companyIds[0] ?? 0,
        });
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await countersAndCounts()).toEqual(before);
  });

  it("go back to zero when resources are truncated", async () => {
    await db.execute(sql`truncate resources cascade`);
    const counters = await db.select().from(companyResourceCounts);
    expect(counters.every((c) => c.resources === 0)).toBe(true);
  });
});
