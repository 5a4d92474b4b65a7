import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type {
  AuditEntry,
  DemoDataSummary,
  FeedPage,
  Insights,
  NewsletterWithCounts,
  Resource,
} from "@sector/shared";
import { sql } from "drizzle-orm";
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
import { rowsOf } from "../../db/rows";
import { BRAND_SEEDS } from "../../db/seed-data";
import { loadDemoData } from "../../demo-data/load-demo-data";

/**
 * The demo set of a fresh start and "Remove demo data": loaded into a freshly seeded database
 * between a member and resource made before it and another pair made after it, which removal
 * must leave exactly as they were, opens included.
 */
const publicDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../web/public",
);

/** Every table the demo set writes to or removal touches (directly, by cascade or trigger). */
const TABLES = [
  "users",
  "memberships",
  "user_preferences",
  "consents",
  "consent_events",
  "resources",
  "resource_preferences",
  "resource_search_docs",
  "resource_edits",
  "resource_opens",
  "resource_opens_pending",
  "resource_open_members",
  "resource_open_totals",
  "topic_open_days",
  "topic_open_totals",
  "signup_days",
  "consent_counts",
  "company_resource_counts",
  "newsletters",
  "newsletter_deliveries",
  "newsletter_clicks",
  "demo_records",
  "audit_log",
] as const;
type Counts = Record<(typeof TABLES)[number], number>;
const SHARED_ROLLUPS: string[] = [
  "topic_open_days",
  "topic_open_totals",
  "signup_days",
  "consent_counts",
  "company_resource_counts",
];

let t: TestApp;
let admin: { token: string };
let employee: { token: string };
type Member = Awaited<ReturnType<typeof createMember>>;
let early: Member;
let late: Member;
let earlyResource: number;
let lateResource: number;
let before: Counts;
let loaded: Counts;
let afterLate: Counts;
let summary: DemoDataSummary;

const countRows = async (): Promise<Counts> => {
  const counts = {} as Counts;
  for (const table of TABLES) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as "n" from ${sql.identifier(table)}`),
    );
    counts[table] = row?.n ?? -1;
  }
  return counts;
};

const get = async <T>(url: string, token = admin.token) => {
  const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

const removeDemo = (token?: string) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/demo-data",
    headers: token ? bearer(token) : {},
  });

/** A member's open through the API, rolled up as every read does. */
const open = async (member: Member, resourceId: number) => {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/resources/${resourceId}/open`,
    headers: bearer(member.token),
  });
  expect(res.statusCode, res.body).toBe(204);
  await t.app.opens.flush();
  await t.db.execute(sql`select roll_up_opens(100000)`);
};

const feed = async (member: Member, companyId: number, preferences: number[]) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/resources/filtered",
    headers: bearer(member.token),
    payload: { company_id: companyId, preferences },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeedPage>().data;
};

const demoIds = async (kind: string) =>
  rowsOf<{ id: number }>(
    await t.db.execute(sql`select "id" from "demo_records" where "kind" = ${kind} order by 1`),
  ).map((r) => r.id);

const archive = async (companyId: number) =>
  (
    await get<{ resources: Resource[]; totalResources: number }>(
      `/api/resources?companyId=${companyId}&limit=50`,
    )
  ).resources;

/** signup_days as the users table says it must be: new members per brand and UTC day. */
const signupsFromUsers = async () =>
  rowsOf(
    await t.db.execute(sql`
      select "joined_thru" as "company_id", (("created_at" at time zone 'UTC')::date)::text as "day",
        count(*)::int as "members"
      from "users" where "joined_thru" is not null group by 1, 2 order by 1, 2`),
  );
const signupDays = async () =>
  rowsOf(
    await t.db.execute(sql`
      select "company_id", "day"::text as "day", "members" from "signup_days" order by 1, 2`),
  );
/** consent_counts as the consents table says it must be. */
const consentsFromRows = async () =>
  rowsOf(
    await t.db.execute(sql`
      select "company_id", "purpose", (count(*) filter (where "granted"))::int as "granted",
        count(*)::int as "total"
      from "consents" group by 1, 2 order by 1, 2`),
  );
const consentCounts = async () =>
  rowsOf(
    await t.db.execute(sql`
      select "company_id", "purpose", "granted", "total" from "consent_counts"
      where "total" <> 0 order by 1, 2`),
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  employee = await createStaff(t, "employee");
  const cio = await companyByCode(t, "CIO");
  early = await createMember(t, "CIO");
  [earlyResource = 0] = await insertResources(t, [
    {
      companyId: cio.id,
      title: "An admin's own report",
      preferenceIds: [cio.preferences[0]?.id ?? 0],
      createdAt: new Date(),
    },
  ]);
  await open(early, earlyResource);
  await open(early, earlyResource);
  before = await countRows();

  summary = await loadDemoData(t.db, { publicUrl: t.config.publicUrl });
  await t.sync();
  loaded = await countRows();

  late = await createMember(t, "CHRO");
  const chro = await companyByCode(t, "CHRO");
  [lateResource = 0] = await insertResources(t, [
    {
      companyId: chro.id,
      title: "A whitepaper added after the demo",
      preferenceIds: [chro.preferences[1]?.id ?? 0],
      createdAt: new Date(),
    },
  ]);
  await open(late, lateResource);
  await open(early, earlyResource);
  afterLate = await countRows();
}, 60_000);
afterAll(() => t?.close());

describe("the demo set", () => {
  it("gives every brand at least 8 resources on its own site, covering every starter topic", async () => {
    expect(summary).toEqual({
      present: true,
      resources: expect.any(Number),
      members: expect.any(Number),
      editions: 1,
    });
    expect(summary.members).toBeGreaterThanOrEqual(6);
    for (const seed of BRAND_SEEDS) {
      const brand = await companyByCode(t, seed.name);
      const demo = (await archive(brand.id)).filter(
        (r) => r.id !== earlyResource && r.id !== lateResource,
      );
      expect(demo.length, seed.name).toBeGreaterThanOrEqual(8);
      const topics = new Set(demo.flatMap((r) => r.preferences.map((p) => p.name)));
      expect([...topics].sort(), seed.name).toEqual([...seed.topics].sort());
      for (const r of demo) {
        expect(r.resource_url.startsWith(`${seed.baseUrl}/`), r.resource_url).toBe(true);
        // The thumbnail is on the app's own origin, a file of the web app's public folder.
        expect(r.image_bg.startsWith(`${t.config.publicUrl}/demo/`), r.image_bg).toBe(true);
        const file = r.image_bg.slice(t.config.publicUrl.length + 1);
        expect(existsSync(path.join(publicDir, file)), file).toBe(true);
      }
      // Created at various times over the last few weeks.
      const days = new Set(demo.map((r) => r.createdAt.slice(0, 10)));
      expect(days.size, seed.name).toBeGreaterThanOrEqual(6);
      const oldest = Math.min(...demo.map((r) => Date.parse(r.createdAt)));
      expect(Date.now() - oldest).toBeGreaterThan(21 * 86_400_000);
      expect(Date.now() - oldest).toBeLessThan(42 * 86_400_000);
    }
    expect(summary.resources).toBe(loaded.resources - before.resources);
  });

  it("shows in a member's feed and in the admin's insights", async () => {
    const cio = await companyByCode(t, "CIO");
    const items = await feed(
      early,
      cio.id,
      cio.preferences.map((p) => p.id),
    );
    const demo = new Set(await demoIds("resource"));
    expect(items.filter((r) => demo.has(r.id)).length).toBeGreaterThanOrEqual(8);

    const insights = await get<Insights>("/api/insights?period=30d");
    expect(insights.topResources.some((r) => demo.has(r.resource_id))).toBe(true);
    expect(insights.opensByTopic.length).toBeGreaterThan(0);
    const signups = insights.signups.reduce((sum, s) => sum + s.count, 0);
    expect(signups).toBeGreaterThanOrEqual(summary.members);
    // The rollups agree with the rows they count.
    expect(await signupDays()).toEqual(await signupsFromUsers());
  });

  it("has demo members nobody can sign in as, and no consent evidence for them", async () => {
    const [member] = rowsOf<{ email: string; password_hash: string | null }>(
      await t.db.execute(sql`
        select u."email", u."password_hash" from "users" u
        join "demo_records" d on d."kind" = 'user' and d."id" = u."id" limit 1`),
    );
    expect(member?.password_hash).toMatch(/^\$argon2/);
    for (const password of ["", "password", "demo", "member-password-1"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/user/public/login",
        payload: { email: member?.email, password },
      });
      expect(res.statusCode).not.toBe(200);
    }
    expect(loaded.consent_events).toBe(before.consent_events);
    expect(loaded.consents).toBe(before.consents);
  });

  it("has one sent edition with its deliveries marked sent", async () => {
    const cio = await companyByCode(t, "CIO");
    const { newsletters } = await get<{ newsletters: NewsletterWithCounts[] }>(
      `/api/newsletters?company_id=${cio.id}`,
    );
    expect(newsletters).toHaveLength(1);
    const [edition] = newsletters;
    expect(edition?.status).toBe("sent");
    expect(edition?.counts.sent).toBeGreaterThanOrEqual(3);
    expect(edition?.counts.recipients).toBe(edition?.counts.sent);
    expect(edition?.counts.failed).toBe(0);
  });

  it("is reported to admins only", async () => {
    expect(await get<DemoDataSummary>("/api/demo-data")).toEqual(summary);
    const asEmployee = await t.app.inject({
      method: "GET",
      url: "/api/demo-data",
      headers: bearer(employee.token),
    });
    expect(asEmployee.statusCode).toBe(403);
    const asMember = await t.app.inject({
      method: "GET",
      url: "/api/demo-data",
      headers: bearer(early.token),
    });
    expect(asMember.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/demo-data" })).statusCode).toBe(401);
  });
});

describe("Remove demo data", () => {
  it("is refused to employees (403), members (403) and guests (401), removing nothing", async () => {
    expect((await removeDemo(employee.token)).statusCode).toBe(403);
    expect((await removeDemo(early.token)).statusCode).toBe(403);
    expect((await removeDemo()).statusCode).toBe(401);
    expect(await countRows()).toEqual(afterLate);
  });

  it("removes exactly the demo rows, keeps every rollup consistent, and is audited", async () => {
    const demoResources = await demoIds("resource");
    const demoUsers = await demoIds("user");
    const res = await removeDemo(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DemoDataSummary>()).toEqual({
      present: false,
      resources: 0,
      members: 0,
      editions: 0,
    });

    // Every table is back to what it held before loading, plus what was added after it
    // (and the audit entry): nothing of the demo set is left, nothing else went.
    const now = await countRows();
    for (const table of TABLES) {
      const expected =
        before[table] + (afterLate[table] - loaded[table]) + (table === "audit_log" ? 1 : 0);
      // Rows a demo and a non-demo count share (a topic's day, a brand's day): checked below
      // against the rows they count.
      if (SHARED_ROLLUPS.includes(table)) continue;
      expect(now[table], table).toBe(expected);
    }
    const ids = (list: number[]) =>
      sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      );
    const leftovers = rowsOf<{ n: number }>(
      await t.db.execute(sql`
        select (
          (select count(*) from "resources" where "id" in (${ids(demoResources)}))
          + (select count(*) from "users" where "id" in (${ids(demoUsers)}))
          + (select count(*) from "resource_opens" where "user_id" in (${ids(demoUsers)})
              or "resource_id" in (${ids(demoResources)}))
          + (select count(*) from "resource_open_members" where "user_id" in (${ids(demoUsers)}))
          + (select count(*) from "newsletter_deliveries" where "user_id" in (${ids(demoUsers)}))
          + (select count(*) from "memberships" where "user_id" in (${ids(demoUsers)}))
          + (select count(*) from "user_preferences" where "user_id" in (${ids(demoUsers)}))
        )::int as "n"`),
    );
    expect(leftovers[0]?.n).toBe(0);

    // The rows made before and after loading are untouched, their opens included.
    const figures = async (id: number) =>
      get<{ opens: number; unique_members: number }>(`/api/resources/${id}/opens`);
    expect(await figures(earlyResource)).toMatchObject({ opens: 3, unique_members: 1 });
    expect(await figures(lateResource)).toMatchObject({ opens: 1, unique_members: 1 });
    for (const m of [early, late]) {
      const profile = await get<{ email?: string }>("/api/user/protected/myprofile", m.token);
      expect(JSON.stringify(profile)).toContain(m.registration.email);
    }

    // Rollups: as the rows they count say, and the insights show no demo opens or sign-ups.
    expect(await signupDays()).toEqual(await signupsFromUsers());
    expect(await consentCounts()).toEqual(await consentsFromRows());
    const insights = await get<Insights>("/api/insights?period=30d");
    expect(insights.topResources.map((r) => r.resource_id).sort()).toEqual(
      [earlyResource, lateResource].sort(),
    );
    // 3 opens of a resource with one topic, 1 of another: nothing else is counted.
    expect(insights.opensByTopic.reduce((sum, o) => sum + o.opens, 0)).toBe(4);
    const topicRollups = rowsOf<{ days: number; totals: number; topics: number }>(
      await t.db.execute(sql`
        select (select coalesce(sum("opens"), 0) from "topic_open_days")::int as "days",
          (select coalesce(sum("opens_30d"), 0) from "topic_open_totals")::int as "totals",
          (select count(*) from "topic_open_totals" where "opens_12m" > 0)::int as "topics"`),
    );
    expect(topicRollups[0]).toEqual({ days: 4, totals: 4, topics: 2 });
    const resourceCounts = rowsOf<{ company_id: number; resources: number; actual: number }>(
      await t.db.execute(sql`
        select c."company_id", c."resources",
          (select count(*) from "resources" r where r."company_id" = c."company_id")::int as "actual"
        from "company_resource_counts" c`),
    );
    for (const row of resourceCounts) expect(row.resources).toBe(row.actual);
    const nonStaffMembers = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as "n" from "users" where "joined_thru" is not null`,
      ),
    );
    expect(insights.signups.reduce((sum, s) => sum + s.count, 0)).toBe(nonStaffMembers[0]?.n);
    for (const seed of BRAND_SEEDS) {
      const brand = await companyByCode(t, seed.name);
      const left = await archive(brand.id);
      expect(left.every((r) => r.id === earlyResource || r.id === lateResource)).toBe(true);
      const { newsletters } = await get<{ newsletters: unknown[] }>(
        `/api/newsletters?company_id=${brand.id}`,
      );
      expect(newsletters).toHaveLength(0);
    }

    const audit = await get<{ entries: AuditEntry[] }>("/api/audit?action=demo.remove");
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]?.summary).toMatch(/36 resources, 9 members, 1 newsletter/);
  });

  it("a second removal is harmless", async () => {
    const counts = await countRows();
    const res = await removeDemo(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DemoDataSummary>().present).toBe(false);
    expect(await countRows()).toEqual(counts);
    expect(await get<DemoDataSummary>("/api/demo-data")).toEqual({
      present: false,
      resources: 0,
      members: 0,
      editions: 0,
    });
  });
});
