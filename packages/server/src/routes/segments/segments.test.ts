import type { Segment, SegmentRulesInput } from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import { addMailingMember } from "../../../test/mailings";
import { newsletterCall, staffLogin } from "../../../test/newsletters";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resourceOpens, resourceOpensPending } from "../../db/insights-schema";
import { mailingLinkClicks } from "../../db/mailings-schema";
import { newsletterClicks, newsletters } from "../../db/newsletters-schema";
import { refreshOpenRollups } from "../../db/open-rollups";
import { memberships, resources, users } from "../../db/schema";
import { suppress } from "../../deliverability/suppression-list";

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: string;
let employee: string;
let memberToken: string;
let cioId: number;
let cyberId: number;

/** Sets a member's own fields and their CIO membership's join day and source. */
const shape = async (
  id: number,
  fields: Partial<typeof users.$inferInsert>,
  joined: string,
  source: "registration" | "import" | "staff" = "registration",
) => {
  if (Object.keys(fields).length) await t.db.update(users).set(fields).where(eq(users.id, id));
  await t.db
    .update(memberships)
    .set({ joinedAt: new Date(`${joined}T12:00:00Z`), source })
    .where(and(eq(memberships.userId, id), eq(memberships.companyId, cioId)));
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  employee = (await staffLogin(t, "employee")).token;
  memberToken = (await staffLogin(t, "user")).token;
  const cio = await companyByCode(t, "CIO");
  cioId = cio.id;
  cyberId = cio.preferences.find((p) => p.name === "Cybersecurity")?.id ?? 0;

  const m1 = await addMailingMember(t, "One", "CIO", {
    resources: true,
    topics: ["Cybersecurity"],
  });
  await shape(
    m1.id,
    {
      country: "GB",
      companySize: "50-249",
      industry: "banking_financial_services",
      jobFunction: "security",
      seniority: "c_level",
      jobTitle: "Chief Information Security Officer",
    },
    "2026-01-10",
    "import",
  );
  const m2 = await addMailingMember(t, "Two", "CIO", {
    resources: true,
    topics: ["Cloud Computing"],
  });
  await shape(
    m2.id,
    { country: "FR", companySize: "5000+", seniority: "vp", jobTitle: "VP, Data & AI" },
    "2026-06-01",
  );
  const m3 = await addMailingMember(t, "Three", "CIO", { resources: true });
  await shape(
    m3.id,
    { country: "GB", seniority: "director", jobTitle: "Director of IT (abc)" },
    "2026-09-01",
  );
  const m4 = await addMailingMember(t, "Four", "CIO", { partners: true });
  await shape(m4.id, { country: "US" }, "2026-03-01");
  const m5 = await addMailingMember(t, "Five", "CIO", { resources: true, partners: true });
  await shape(m5.id, { country: "GB" }, "2026-03-01");
  await t.db.transaction((tx) =>
    suppress(tx, { email: m5.email.toLowerCase(), reason: "complaint", detail: "test" }),
  );
  const m6 = await addMailingMember(t, "Six", "CIO", { resources: true });
  await shape(m6.id, { country: "GB", erasedAt: new Date() }, "2026-03-01");
  const m7 = await addMailingMember(t, "Seven", "CMO", { resources: true });
  await t.db.update(users).set({ country: "GB" }).where(eq(users.id, m7.id));
  const m8 = await addMailingMember(t, "Eight", "CIO", { resources: true });
  await shape(m8.id, { jobTitle: "Security% _Lead\\" }, "2025-01-01");

  // Activity: One opened a resource 2 days ago, Two 100 days ago; Three clicked a mail yesterday.
  await t.db.insert(resourceOpens).values([
    { userId: m1.id, resourceId: 1, companyId: cioId, openedAt: new Date(Date.now() - 2 * DAY) },
    { userId: m2.id, resourceId: 1, companyId: cioId, openedAt: new Date(Date.now() - 100 * DAY) },
  ]);
  const [mail] = await t.db
    .insert(newsletters)
    .values({ kind: "mailing", companyId: cioId, subject: "Earlier", windowStart: new Date() })
    .returning({ id: newsletters.id });
  await t.db.insert(mailingLinkClicks).values({
    newsletterId: mail?.id ?? 0,
    userId: m3.id,
    link: 1,
    firstAt: new Date(Date.now() - DAY),
  });
});
afterAll(() => t.close());

const count = async (rules: SegmentRulesInput, purpose = "resources", token = admin) => {
  const query = new URLSearchParams({
    company_id: String(cioId),
    purpose,
    rules: JSON.stringify(rules),
  });
  const res = await newsletterCall(t, token, "GET", `/segments/count?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number }>().count;
};

describe("a segment's count", () => {
  it("counts the brand's members holding the purpose's consent now: not suppressed, not erased, not other brands'", async () => {
    expect(await count({})).toBe(4);
    expect(await count({}, "partners")).toBe(1);
  });

  it("applies each rule exactly", async () => {
    expect(await count({ countries: ["GB"] })).toBe(2);
    expect(await count({ countries: ["GB", "FR"] })).toBe(3);
    expect(await count({ company_sizes: ["5000+"] })).toBe(1);
    expect(await count({ industries: ["banking_financial_services"] })).toBe(1);
    expect(await count({ job_functions: ["security", "data"] })).toBe(1);
    expect(await count({ seniorities: ["vp", "director"] })).toBe(2);
    expect(await count({ preference_ids: [cyberId] })).toBe(1);
    expect(await count({ joined_after: "2026-05-01" })).toBe(2);
    expect(await count({ joined_before: "2026-05-01" })).toBe(2);
    expect(await count({ joined_after: "2026-01-10", joined_before: "2026-06-02" })).toBe(2);
    expect(await count({ active_within_days: 7 })).toBe(2);
    expect(await count({ inactive_for_days: 30 })).toBe(2);
    expect(await count({ imported: true })).toBe(1);
    expect(await count({ imported: false })).toBe(3);
  });

  it("matches job title words whole, in any case, and takes every character literally", async () => {
    expect(await count({ job_titles: ["officer"] })).toBe(1);
    expect(await count({ job_titles: ["OFFICER", "data"] })).toBe(2);
    expect(await count({ job_titles: ["secur"] })).toBe(0);
    expect(await count({ job_titles: ["a.c"] })).toBe(0);
    expect(await count({ job_titles: ["abc"] })).toBe(1);
    for (const word of ["%", "_", "\\", "(", "[", ".*", "Security%", "a|b", "^$"]) {
      expect(await count({ job_titles: [word] }), word).toBe(0);
    }
  });

  it("ANDs three rules", async () => {
    expect(
      await count({ countries: ["GB"], joined_before: "2026-05-01", active_within_days: 7 }),
    ).toBe(1);
    expect(
      await count({ countries: ["GB"], seniorities: ["director"], inactive_for_days: 30 }),
    ).toBe(0);
  });

  it("refuses bad rules with a 400 and its message", async () => {
    const bad = async (query: string, message: string) => {
      const res = await newsletterCall(t, admin, "GET", `/segments/count?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    const q = (rules: string, purpose = "resources") =>
      new URLSearchParams({ company_id: String(cioId), purpose, rules }).toString();
    await bad(q("{not json"), "Rules must be an object of known rules.");
    await bad(q('{"shoe_size":[42]}'), "Rules must be an object of known rules.");
    await bad(q('{"countries":["XX"]}'), "Countries must be ISO country codes.");
    await bad(q('{"active_within_days":0}'), "Days must be a whole number from 1 to 3650.");
    await bad(q('{"joined_after":"2026-13-45"}'), "Dates must be written as 2026-12-01.");
    await bad(
      q('{"joined_after":"2026-06-01","joined_before":"2026-01-01"}'),
      "Joined after must come before joined before.",
    );
    await bad(q("{}", "newsletter"), 'Purpose must be \\"resources\\" or \\"partners\\".');
  });

  it("is staff's: members 403, nobody signed in 401; employees count", async () => {
    const query = new URLSearchParams({ company_id: String(cioId), purpose: "resources" });
    expect((await newsletterCall(t, null, "GET", `/segments/count?${query}`)).statusCode).toBe(401);
    expect(
      (await newsletterCall(t, memberToken, "GET", `/segments/count?${query}`)).statusCode,
    ).toBe(403);
    expect(await count({ countries: ["GB"] }, "resources", employee)).toBe(2);
  });
});

describe("saved segments", () => {
  it("are made, counted, renamed, listed and deleted; names are unique per brand; topics must be the brand's", async () => {
    const made = await newsletterCall(t, employee, "POST", "/segments", {
      name: "UK security",
      company_id: cioId,
      rules: { countries: ["GB"], job_functions: ["security"] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const segment = made.json<{ segment: Segment }>().segment;
    expect(segment).toMatchObject({ name: "UK security", company_id: cioId, company_name: "CIO" });
    const counted = await newsletterCall(
      t,
      employee,
      "GET",
      `/segments/${segment.id}/count?purpose=resources`,
    );
    expect(counted.json<{ count: number }>().count).toBe(1);
    const twin = await newsletterCall(t, admin, "POST", "/segments", {
      name: "uk SECURITY",
      company_id: cioId,
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.body).toContain("A segment of this brand already has this name.");
    const cmo = await companyByCode(t, "CMO");
    const foreign = cmo.preferences[0]?.id ?? 0;
    const wrong = await newsletterCall(t, admin, "POST", "/segments", {
      name: "Other topics",
      company_id: cioId,
      rules: { preference_ids: [foreign] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Choose topics of this brand.");
    const renamed = await newsletterCall(t, admin, "PUT", `/segments/${segment.id}`, {
      name: "GB security",
      rules: { countries: ["GB", "FR"] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ segment: Segment }>().segment.rules).toEqual({ countries: ["GB", "FR"] });
    const listed = await newsletterCall(t, admin, "GET", `/segments?company_id=${cioId}`);
    expect(listed.json<{ segments: Segment[] }>().segments.map((s) => s.name)).toEqual([
      "GB security",
    ]);
    expect((await newsletterCall(t, memberToken, "GET", "/segments")).statusCode).toBe(403);
    expect((await newsletterCall(t, admin, "DELETE", `/segments/${segment.id}`)).statusCode).toBe(
      204,
    );
    expect((await newsletterCall(t, admin, "GET", `/segments/${segment.id}`)).statusCode).toBe(404);
    expect(
      (await newsletterCall(t, admin, "GET", `/segments/${segment.id}/count?purpose=resources`))
        .statusCode,
    ).toBe(404);
  });
});

describe("a member's activity", () => {
  it("follows opens as they are rolled up and newsletter clicks, first and repeated", async () => {
    expect(await count({ active_within_days: 7 })).toBe(2);
    expect(await count({ inactive_for_days: 30 })).toBe(2);
    const nine = await addMailingMember(t, "Nine", "CIO", { resources: true });
    // Never active: inactive for any days, active within none.
    expect(await count({ inactive_for_days: 30 })).toBe(3);
    const [edition] = await t.db
      .insert(newsletters)
      .values({ companyId: cioId, subject: "Weekly", windowStart: new Date() })
      .returning({ id: newsletters.id });
    const click = {
      newsletterId: edition?.id ?? 0,
      userId: nine.id,
      resourceId: 1,
      firstAt: new Date(Date.now() - 60 * DAY),
    };
    await t.db.insert(newsletterClicks).values(click);
    expect(await count({ inactive_for_days: 30 })).toBe(3);
    expect(await count({ active_within_days: 90 })).toBe(3);
    expect(await count({ active_within_days: 7 })).toBe(2);
    // The same link clicked again today: active now.
    await t.db
      .insert(newsletterClicks)
      .values(click)
      .onConflictDoUpdate({
        target: [
          newsletterClicks.newsletterId,
          newsletterClicks.userId,
          newsletterClicks.resourceId,
        ],
        set: { clicks: sql`${newsletterClicks.clicks} + 1` },
      });
    expect(await count({ active_within_days: 7 })).toBe(3);
    expect(await count({ inactive_for_days: 30 })).toBe(2);
    // An open waiting to be rolled up is not activity yet; rolled up, it is.
    const ten = await addMailingMember(t, "Ten", "CIO", { resources: true });
    const [report] = await t.db
      .insert(resources)
      .values({
        title: "Report",
        imageBg: "",
        resourceUrl: "https://example.com/r",
        companyId: cioId,
      })
      .returning({ id: resources.id });
    const resourceId = report?.id ?? 0;
    await t.db
      .insert(resourceOpensPending)
      .values({ userId: ten.id, resourceId, companyId: cioId, openedAt: new Date() });
    expect(await count({ active_within_days: 7 })).toBe(3);
    await refreshOpenRollups(t.db);
    expect(await count({ active_within_days: 7 })).toBe(4);
    expect(await count({ inactive_for_days: 30 })).toBe(2);
    // An older open does not move a later activity back.
    await t.db.insert(resourceOpens).values({
      userId: ten.id,
      resourceId,
      companyId: cioId,
      openedAt: new Date(Date.now() - 200 * DAY),
    });
    expect(await count({ active_within_days: 7 })).toBe(4);
  });
});
