import type { LoginResponse, Resource } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, loginAdmin } from "../../../test/fixtures";
import { getArchive, insertResources, minutesIn } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { companies, resources } from "../../db/schema";

/**
 * The archive's totals come from counters (no search) or from a count kept while the
 * resources' change version stays the same (a search): they must stay exact whatever writes
 * the resources in between, through the API or not.
 */
let t: TestApp;
let admin: LoginResponse;
let cio: Awaited<ReturnType<typeof companyByCode>>;
let cmo: Awaited<ReturnType<typeof companyByCode>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  cio = await companyByCode(t, "CIO");
  cmo = await companyByCode(t, "CMO");
  await insertResources(t, [
    ...Array.from({ length: 7 }, (_, i) => ({
      companyId: cio.id,
      title: `Zephyr brief ${i}`,
      createdAt: minutesIn(i),
      preferenceIds: [cio.preferences[0]?.id ?? 0],
    })),
    ...Array.from({ length: 4 }, (_, i) => ({
      companyId: cmo.id,
      title: `Other ${i}`,
      createdAt: minutesIn(10 + i),
      preferenceIds: [cmo.preferences[0]?.id ?? 0],
    })),
  ]);
});
afterAll(() => t.close());

const totalOf = async (query: Record<string, string | number>) => {
  const res = await getArchive(t, admin.token, query);
  expect(res.statusCode).toBe(200);
  return res.json<{ resources: Resource[]; totalResources: number }>().totalResources;
};

/** What the totals must be: counted here, row by row. */
const counted = async (where?: ReturnType<typeof sql>) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(resources).where(where))[0]?.n ?? 0;

const zephyrCount = () => counted(sql`${resources.title} ilike '%zephyr%'`);

describe("archive totals stay exact", () => {
  it("counts all, by company and by search, after writes that bypass the API", async () => {
    expect(await totalOf({})).toBe(await counted());
    expect(await totalOf({ companyId: cio.id })).toBe(7);
    expect(await totalOf({ debouncedValue: "zephyr" })).toBe(7);

    await insertResources(t, [
      { companyId: cmo.id, title: "Late zephyr", createdAt: minutesIn(50) },
    ]);
    expect(await totalOf({ debouncedValue: "zephyr" })).toBe(8);
    expect(await totalOf({ debouncedValue: "zephyr", companyId: cmo.id })).toBe(1);
    expect(await totalOf({ companyId: cmo.id })).toBe(5);

    await t.db
      .update(resources)
      .set({ title: "No longer matching" })
      .where(eq(resources.title, "Zephyr brief 0"));
    await t.sync();
    expect(await totalOf({ debouncedValue: "zephyr" })).toBe(7);
    await t.db.delete(resources).where(eq(resources.title, "Zephyr brief 1"));
    await t.sync();
    expect(await totalOf({ debouncedValue: "zephyr" })).toBe(await zephyrCount());
    expect(await totalOf({})).toBe(await counted());
    expect(await totalOf({ companyId: cio.id })).toBe(
      await counted(sql`${resources.companyId} = ${cio.id}`),
    );
  });

  it("follows an edit through the API", async () => {
    const before = await totalOf({ debouncedValue: "zephyr" });
    const [row] = await t.db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.title, "Zephyr brief 2"));
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/resources/${row?.id}`,
      headers: bearer(admin.token),
      payload: {
        title: "Renamed brief",
        resource_url: "https://example.com/renamed",
        image_bg: "https://img.example.com/renamed.png",
        preferences: [cio.preferences[0]?.id ?? 0],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await totalOf({ debouncedValue: "zephyr" })).toBe(before - 1);
    expect(before - 1).toBe(await zephyrCount());
  });

  it("answers 0 for a company without resources, and 404 only for an unknown one", async () => {
    const [empty] = await t.db
      .insert(companies)
      .values({ name: "EMPTYCO", baseUrl: "https://empty.example.com", logoUrl: "x" })
      .returning({ id: companies.id });
    expect(await totalOf({ companyId: empty?.id ?? 0 })).toBe(0);
    const res = await getArchive(t, admin.token, { companyId: 2_000_000 });
    expect(res.statusCode).toBe(404);
  });

  it("counts a search once while paging through it, and again after a write", async () => {
    /** The total, and how many count(*) statements the request ran. */
    const request = async (page: number) => {
      const before = t.queries.filter((q) => /count\(\*\)/.test(q)).length;
      const total = await totalOf({ debouncedValue: "brief", page, limit: 2 });
      return { total, counts: t.queries.filter((q) => /count\(\*\)/.test(q)).length - before };
    };
    const first = await request(1);
    expect(first).toEqual({
      total: await counted(sql`${resources.title} ilike '%brief%'`),
      counts: 1,
    });
    expect(await request(2)).toEqual({ total: first.total, counts: 0 });
    expect(await request(3)).toEqual({ total: first.total, counts: 0 });
    await insertResources(t, [
      { companyId: cio.id, title: "Brief again", createdAt: minutesIn(60) },
    ]);
    expect(await request(2)).toEqual({ total: first.total + 1, counts: 1 });
  });

  it("pages a search the same once its total is known (the page then walks the date index)", async () => {
    const expected = (
      await t.db
        .select({ title: resources.title })
        .from(resources)
        .where(sql`${resources.title} ilike '%e%'`)
        .orderBy(sql`${resources.updatedAt} asc, ${resources.id} asc`)
    ).map((r) => r.title);
    const titles = async (page: number) => {
      const res = await getArchive(t, admin.token, {
        debouncedValue: "E",
        updateSortOrder: "asc",
        page,
        limit: 3,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ resources: Resource[]; totalResources: number }>();
      expect(body.totalResources).toBe(expected.length);
      return body.resources.map((r) => r.title);
    };
    const pages = Math.ceil(expected.length / 3) + 1;
    for (let round = 0; round < 2; round++) {
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) seen.push(...(await titles(page)));
      expect(seen).toEqual(expected);
    }
  });
});
