import type { Insights, ResourceOpenFigures } from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
} from "../../../test/fixtures";
import { insertResources } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  consentCounts,
  openWindows,
  resourceOpens,
  resourceOpensPending,
  resourceOpenTotals,
  topicOpenDays,
  topicOpenTotals,
} from "../../db/insights-schema";
import { consents } from "../../db/schema";

/**
 * Opens, per-resource figures and the dashboard's numbers, against hand-made data in two
 * brands that nothing else in this file touches (CRO and CHRO: the seed gives them topics only).
 */
let t: TestApp;
let admin: { token: string };
let employee: { token: string };
type Member = Awaited<ReturnType<typeof createMember>>;
let m1: Member;
let m2: Member;
let m3: Member;
let cro: Awaited<ReturnType<typeof companyByCode>>;
let chro: Awaited<ReturnType<typeof companyByCode>>;
let r1: number;
let r2: number;
let r3: number;

const DAY_MS = 86_400_000;
/** A UTC day as YYYY-MM-DD, `daysAgo` before today. */
const utcDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

const open = (id: number | string, token?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/resources/${id}/open`,
    headers: token ? bearer(token) : {},
  });

const insights = async (query: string, token = admin.token) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/insights?${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Insights>();
};

const figures = async (id: number, token = admin.token) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/resources/${id}/opens`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResourceOpenFigures>();
};

/** Writes the opens the app holds, then rolls every pending open up, as each read does. */
const rollUp = async () => {
  await t.app.opens.flush();
  await t.db.execute(sql`select roll_up_opens(100000)`);
};

/** An open in the past, recorded as the API records one (rolled up later). */
const openedDaysAgo = async (member: Member, resourceId: number, companyId: number, days: number) =>
  t.db.insert(resourceOpensPending).values({
    userId: member.user.id,
    resourceId,
    companyId,
    openedAt: new Date(Date.now() - days * DAY_MS),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  employee = await createStaff(t, "employee");
  cro = await companyByCode(t, "CRO");
  chro = await companyByCode(t, "CHRO");
  const [croA, croB] = cro.preferences;
  const [chroA] = chro.preferences;
  const topic = (p: { id: number; name: string } | undefined) => ({
    id: p?.id ?? 0,
    name: p?.name ?? "",
  });
  m1 = await createMember(t, "CRO", {
    preferences: [topic(croA)],
    newsletter_flag: true,
    resources_flag: false,
    partners_flag: false,
  });
  m2 = await createMember(t, "CRO", {
    preferences: [topic(croA)],
    newsletter_flag: true,
    resources_flag: false,
    partners_flag: true,
  });
  m3 = await createMember(t, "CHRO", { preferences: [topic(chroA)] });
  [r1 = 0, r2 = 0, r3 = 0] = await insertResources(t, [
    { companyId: cro.id, title: "Pipeline report", preferenceIds: [croA?.id ?? 0, croB?.id ?? 0] },
    { companyId: cro.id, title: "Quota whitepaper", preferenceIds: [croB?.id ?? 0] },
    { companyId: chro.id, title: "Hiring survey", preferenceIds: [chroA?.id ?? 0] },
  ]);
});
afterAll(() => t.close());

describe("POST /api/resources/{id}/open", () => {
  it("records one open per call with the member, the resource and the resource's brand", async () => {
    for (const [member, id] of [
      [m1, r1],
      [m1, r1],
      [m2, r1],
      [m1, r2],
      [m1, r3], // a CRO member opening a CHRO resource: it counts for CHRO
    ] as const) {
      const res = await open(id, member.token);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe("");
    }
    await rollUp();
    const rows = await t.db
      .select({
        user: resourceOpens.userId,
        resource: resourceOpens.resourceId,
        brand: resourceOpens.companyId,
      })
      .from(resourceOpens)
      .orderBy(resourceOpens.id);
    expect(rows).toEqual([
      { user: m1.user.id, resource: r1, brand: cro.id },
      { user: m1.user.id, resource: r1, brand: cro.id },
      { user: m2.user.id, resource: r1, brand: cro.id },
      { user: m1.user.id, resource: r2, brand: cro.id },
      { user: m1.user.id, resource: r3, brand: chro.id },
    ]);
  });

  it("takes the token from a beacon's form body, and refuses what is not a signed-in user", async () => {
    const count = async () => {
      await rollUp();
      return (await t.db.select({ n: sql<number>`count(*)::int` }).from(resourceOpens))[0]?.n;
    };
    const before = await count();
    const beacon = await t.app.inject({
      method: "POST",
      url: `/api/resources/${r3}/open`,
      headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
      payload: new URLSearchParams({ access_token: m3.token }).toString(),
    });
    expect(beacon.statusCode, beacon.body).toBe(204);
    expect(await count()).toBe((before ?? 0) + 1);

    expect((await open(r1)).statusCode).toBe(401);
    expect((await open(r1, "not-a-token")).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/resources/${r1}/open`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "access_token=abc.def.ghi",
    });
    expect(forged.statusCode).toBe(401);
    expect((await open(999_999, m1.token)).json()).toEqual({ message: "Resource not found." });
    expect((await open(999_999, m1.token)).statusCode).toBe(404);
    expect((await open("abc", m1.token)).statusCode).toBe(400);
    expect(await count()).toBe((before ?? 0) + 1);
  });
});

describe("GET /api/resources/{id}/opens", () => {
  it("gives staff a resource's opens, unique members and opens of the last 30 days", async () => {
    expect(await figures(r1)).toEqual({ opens: 3, unique_members: 2, opens_30d: 3 });
    expect(await figures(r3, employee.token)).toEqual({
      opens: 2,
      unique_members: 2,
      opens_30d: 2,
    });
    const [untouched] = await insertResources(t, [{ companyId: cro.id, title: "Never opened" }]);
    expect(await figures(untouched ?? 0)).toEqual({ opens: 0, unique_members: 0, opens_30d: 0 });
    const asMember = await t.app.inject({
      method: "GET",
      url: `/api/resources/${r1}/opens`,
      headers: bearer(m1.token),
    });
    expect(asMember.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/resources/999999/opens",
      headers: bearer(admin.token),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("GET /api/insights", () => {
  it("gives every brand's own colour, whatever the brand chosen", async () => {
    await t.db.execute(
      sql`update "companies" set "primary_color" = '#be123c' where "id" = ${cro.id}`,
    );
    for (const query of ["", `company_id=${chro.id}`]) {
      const { brandColors } = await insights(query);
      expect(brandColors).toContainEqual({ company_id: cro.id, color: "#be123c" });
      expect(brandColors.find((b) => b.company_id === chro.id)?.color).toMatch(/^#[0-9a-f]{3,6}$/i);
    }
  });

  it("is the admin's alone, and refuses an unknown period", async () => {
    for (const token of [employee.token, m1.token]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/insights",
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/insights" })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/insights?period=7d",
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Period must be one of 30d, 12w or 12m.");
  });

  it("counts opens per resource and topic in each window, by brand", async () => {
    // Older opens: m2 read r2 50 days ago (in 12 weeks, not 30 days), m3 read r3 200 days ago.
    await openedDaysAgo(m2, r2, cro.id, 50);
    await openedDaysAgo(m3, r3, chro.id, 200);
    const [croA, croB] = cro.preferences;
    const [chroA] = chro.preferences;

    const cro30 = await insights(`company_id=${cro.id}&period=30d`);
    expect(cro30.topResources).toEqual([
      { resource_id: r1, title: "Pipeline report", opens: 3, unique_members: 2 },
      { resource_id: r2, title: "Quota whitepaper", opens: 1, unique_members: 1 },
    ]);
    expect(cro30.opensByTopic).toEqual([
      { preference_id: croB?.id, name: croB?.name, opens: 4 },
      { preference_id: croA?.id, name: croA?.name, opens: 3 },
    ]);

    const cro12w = await insights(`company_id=${cro.id}&period=12w`);
    expect(cro12w.topResources).toEqual([
      { resource_id: r1, title: "Pipeline report", opens: 3, unique_members: 2 },
      { resource_id: r2, title: "Quota whitepaper", opens: 2, unique_members: 2 },
    ]);
    expect(cro12w.opensByTopic).toEqual([
      { preference_id: croB?.id, name: croB?.name, opens: 5 },
      { preference_id: croA?.id, name: croA?.name, opens: 3 },
    ]);

    const chro30 = await insights(`company_id=${chro.id}&period=30d`);
    expect(chro30.topResources).toEqual([
      { resource_id: r3, title: "Hiring survey", opens: 2, unique_members: 2 },
    ]);
    const chro12w = await insights(`company_id=${chro.id}&period=12w`);
    expect(chro12w.opensByTopic).toEqual([
      { preference_id: chroA?.id, name: chroA?.name, opens: 2 },
    ]);
    const chro12m = await insights(`company_id=${chro.id}&period=12m`);
    // m3 opened it 200 days ago and again today: one member, counted once.
    expect(chro12m.topResources).toEqual([
      { resource_id: r3, title: "Hiring survey", opens: 3, unique_members: 2 },
    ]);

    // All brands: ties in order of id.
    const all = await insights("period=30d");
    expect(all.topResources.map((r) => [r.resource_id, r.opens])).toEqual([
      [r1, 3],
      [r3, 2],
      [r2, 1],
    ]);
  });

  it("gives back the days that leave a window, once", async () => {
    // As if the 30-day window had last been moved 10 days ago: an open 35 days ago still
    // counts in it until the next read moves it.
    await t.db
      .update(openWindows)
      .set({ expiredThrough: utcDay(40) })
      .where(eq(openWindows.name, "30d"));
    await openedDaysAgo(m2, r2, cro.id, 35);
    const counters = async () => {
      await rollUp();
      return (
        await t.db
          .select({ opens: resourceOpenTotals.opens30d, members: resourceOpenTotals.members30d })
          .from(resourceOpenTotals)
          .where(eq(resourceOpenTotals.resourceId, r2))
      )[0];
    };
    expect(await counters()).toEqual({ opens: 2, members: 2 });
    const after = await insights(`company_id=${cro.id}&period=30d`);
    expect(after.topResources.find((r) => r.resource_id === r2)).toMatchObject({
      opens: 1,
      unique_members: 1,
    });
    await insights(`company_id=${cro.id}&period=30d`);
    expect(await counters()).toEqual({ opens: 1, members: 1 });
    expect(
      (await t.db.select().from(openWindows).where(eq(openWindows.name, "30d")))[0]?.expiredThrough,
    ).toBe(utcDay(30));
    // 12 weeks: today's open, 50 days ago and 35 days ago; m1 and m2.
    const cro12w = await insights(`company_id=${cro.id}&period=12w`);
    expect(cro12w.topResources.find((r) => r.resource_id === r2)).toMatchObject({
      opens: 3,
      unique_members: 2,
    });
  });

  it("keeps the same rollups a rebuild from every open computes", async () => {
    await rollUp();
    const snapshot = async () => ({
      totals: await t.db.select().from(resourceOpenTotals).orderBy(resourceOpenTotals.resourceId),
      topics: await t.db
        .select()
        .from(topicOpenDays)
        .orderBy(topicOpenDays.preferenceId, topicOpenDays.day),
      topicTotals: await t.db.select().from(topicOpenTotals).orderBy(topicOpenTotals.preferenceId),
    });
    const kept = await snapshot();
    await t.db.execute(sql`select rebuild_open_rollups()`);
    expect(await snapshot()).toEqual(kept);
  });

  it("counts new members per brand and bucket, and current consents per purpose", async () => {
    const today = new Date(`${utcDay()}T00:00:00Z`);
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
    const bucketsOf = async (period: string) =>
      (await insights(`company_id=${cro.id}&period=${period}`)).signups;
    expect(await bucketsOf("30d")).toEqual([
      { period_start: utcDay(), company_id: cro.id, count: 2 },
    ]);
    expect(await bucketsOf("12w")).toEqual([
      { period_start: monday.toISOString().slice(0, 10), company_id: cro.id, count: 2 },
    ]);
    expect(await bucketsOf("12m")).toEqual([
      { period_start: `${utcDay().slice(0, 8)}01`, company_id: cro.id, count: 2 },
    ]);
    const everyBrand = (await insights("period=12w")).signups;
    expect(everyBrand.find((s) => s.company_id === chro.id)?.count).toBe(1);

    const rates = async () => (await insights(`company_id=${cro.id}`)).consentRates;
    expect(await rates()).toEqual([
      { company_id: cro.id, purpose: "newsletter", granted: 2, total: 2 },
      { company_id: cro.id, purpose: "partners", granted: 1, total: 2 },
      { company_id: cro.id, purpose: "resources", granted: 0, total: 2 },
    ]);
    // Any writer: a withdrawal through the profile's call, then a row removed by hand.
    const withdrawn = await t.app.inject({
      method: "PUT",
      url: "/api/user/protected/consents",
      headers: bearer(m2.token),
      payload: { company_id: cro.id, purpose: "newsletter", granted: false },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await rates())[0]).toEqual({
      company_id: cro.id,
      purpose: "newsletter",
      granted: 1,
      total: 2,
    });
    await t.db
      .delete(consents)
      .where(and(eq(consents.userId, m1.user.id), eq(consents.purpose, "newsletter")));
    expect((await rates())[0]).toEqual({
      company_id: cro.id,
      purpose: "newsletter",
      granted: 0,
      total: 1,
    });
    const counted = await t.db.select().from(consentCounts).orderBy(consentCounts.companyId);
    const recount = await t.db
      .select({
        companyId: consents.companyId,
        purpose: consents.purpose,
        granted: sql<number>`(count(*) filter (where ${consents.granted}))::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(consents)
      .groupBy(consents.companyId, consents.purpose)
      .orderBy(consents.companyId);
    expect(new Set(counted.filter((c) => c.total > 0).map((c) => JSON.stringify(c)))).toEqual(
      new Set(recount.map((c) => JSON.stringify(c))),
    );
  });
});
