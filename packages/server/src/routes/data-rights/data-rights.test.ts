import type { MemberData } from "@sector/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
  registrationFor,
} from "../../../test/fixtures";
import { insertResources } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { consentCounts } from "../../db/insights-schema";
import { auditLog, consentEvents, users } from "../../db/schema";
import { enqueueJob } from "../../jobs/job-queue";
import { eraseStaleUnconfirmed } from "../../privacy/retention";

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

let marker = 0;
/** A member whose names, address and phone appear nowhere else in the database. */
const distinctMember = async (code = "CMO", overrides = {}) => {
  marker += 1;
  const tag = `${Date.now().toString(36)}x${marker}`;
  return createMember(t, code, {
    firstname: `Firstof${tag}`,
    lastname: `Lastof${tag}`,
    email: `erase-${tag}@example.org`,
    mobile_number: `07${String(Date.now()).slice(-6)}${String(marker).padStart(2, "0")}`,
    user_company: `Employer ${tag}`,
    job_title: `Title ${tag}`,
    newsletter_flag: true,
    partners_flag: true,
    ...overrides,
  });
};

/** Tables (of every table in the schema) whose rows, as text, contain `needle`. */
const tablesHolding = async (needle: string): Promise<string[]> => {
  const { rows } = (await t.db.execute(sql`
    select table_name as "name" from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`)) as unknown as {
    rows: { name: string }[];
  };
  const holding: string[] = [];
  for (const { name } of rows) {
    const found = (await t.db.execute(
      sql`select count(*)::int as "n" from ${sql.identifier(name)} as r
          where position(lower(${needle}) in lower(r::text)) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if ((found.rows[0]?.n ?? 0) > 0) holding.push(name);
  }
  return holding;
};

const get = (url: string, token: string) =>
  t.app.inject({ method: "GET", url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), payload });

describe("GET /api/user/protected/my-data", () => {
  it("is a JSON file of everything held about the member, and of nobody else", async () => {
    const member = await distinctMember("CMO", {
      job_title: "Marketing Manager",
      country: "NL",
      industry: "legal",
    });
    const other = await distinctMember();
    const cmo = await companyByCode(t, "CMO");
    const [resourceId = 0] = await insertResources(t, [
      { companyId: cmo.id, title: "Read by the member" },
    ]);
    const opened = await t.app.inject({
      method: "POST",
      url: `/api/resources/${resourceId}/open`,
      headers: bearer(member.token),
    });
    expect(opened.statusCode).toBe(204);
    const staffChange = await t.app.inject({
      method: "PUT",
      url: "/api/user/protected/consents",
      headers: bearer(admin.token),
      payload: { user_id: member.user.id, company_id: cmo.id, purpose: "partners", granted: false },
    });
    expect(staffChange.statusCode, staffChange.body).toBe(200);

    const res = await get("/api/user/protected/my-data", member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="my-data.json"');
    const data = res.json<MemberData>();
    expect(data.profile).toMatchObject({
      id: member.user.id,
      email: member.registration.email,
      firstname: member.registration.firstname,
      mobile_number: member.registration.mobile_number,
      job_title: member.registration.job_title,
      country: "NL",
      company_size: null,
      industry: "legal",
      job_function: "marketing",
      job_function_source: "derived",
      seniority: "manager",
      seniority_source: "derived",
    });
    expect(data.brands).toEqual([
      expect.objectContaining({ company_id: cmo.id, name: "CMO", source: "registration" }),
    ]);
    expect(data.topics.map((p) => p.preference_id).sort()).toEqual(
      (member.registration.preferences as { id: number }[]).map((p) => p.id).sort(),
    );
    expect(data.consents.find((c) => c.purpose === "partners")?.granted).toBe(false);
    // Registration's three events with their wording, then the staff change.
    expect(data.consent_history.map((e) => [e.purpose, e.granted, e.source])).toEqual([
      ["newsletter", true, "registration"],
      ["resources", false, "registration"],
      ["partners", true, "registration"],
      ["partners", false, "staff"],
    ]);
    expect(data.consent_history[0]?.wording).toMatch(/\w+/);
    expect(data.resource_opens).toEqual([
      expect.objectContaining({ resource_id: resourceId, title: "Read by the member" }),
    ]);
    expect(data.staff_actions.map((a) => a.action)).toEqual(["consent.staff_change"]);
    // Nobody else's personal data: not the other member's, not the admin's.
    expect(res.body).not.toContain(other.registration.email);
    expect(res.body).not.toContain(admin.user.email);
    expect(res.body).not.toContain(admin.user.firstname);

    expect(
      (await t.app.inject({ method: "GET", url: "/api/user/protected/my-data" })).statusCode,
    ).toBe(401);
  });
});

describe("POST /api/user/protected/delete-account", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const member = await distinctMember();
    const res = await post("/api/user/protected/delete-account", member.token, {
      password: "not-the-password",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "The password is not correct.",
      errors: { password: "The password is not correct." },
    });
    expect((await get("/api/user/protected/myprofile", member.token)).statusCode).toBe(200);
    expect(await tablesHolding(member.registration.email)).toContain("users");
  });

  it("erases every personal field, ends the sessions, keeps the consent proof, frees the address", async () => {
    const member = await distinctMember("CMO", {
      job_title: "VP Marketing",
      country: "NL",
      company_size: "50-249",
      industry: "legal",
    });
    const cmo = await companyByCode(t, "CMO");
    const counts = async () =>
      t.db.select().from(consentCounts).where(eq(consentCounts.companyId, cmo.id));
    const events = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(consentEvents)
          .where(eq(consentEvents.userId, member.user.id))
      )[0]?.n;
    const countsBefore = await counts();
    const eventsBefore = await events();
    // A mail still waiting for them.
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/user/public/forgot-password",
      payload: { email: member.registration.email },
    });
    expect(forgot.statusCode).toBe(200);
    // A request naming them that the job queue has not acted on yet (due in a minute).
    await enqueueJob(
      t.db,
      "login-link-request",
      { email: member.registration.email },
      { runAt: new Date(Date.now() + 60_000) },
    );

    const res = await post("/api/user/protected/delete-account", member.token, {
      password: member.password,
    });
    expect(res.statusCode, res.body).toBe(204);

    const { registration: r } = member;
    for (const personal of [r.email, r.firstname, r.lastname, r.mobile_number] as string[]) {
      expect(await tablesHolding(personal), personal).toEqual([]);
    }
    expect((await get("/api/user/protected/myprofile", member.token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/public/login",
      payload: { email: r.email, password: member.password },
    });
    expect(login.statusCode).toBe(401);
    expect(await events()).toBe(eventsBefore);
    const ledger = await t.db
      .select({ ip: consentEvents.ip, userAgent: consentEvents.userAgent })
      .from(consentEvents)
      .where(eq(consentEvents.userId, member.user.id));
    expect(ledger.every((e) => e.ip === null && e.userAgent === null)).toBe(true);
    // The redaction is the one change the ledger takes.
    await expect(
      t.db
        .update(consentEvents)
        .set({ granted: false })
        .where(eq(consentEvents.userId, member.user.id)),
    ).rejects.toThrow();
    expect(await counts()).toEqual(countsBefore);
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "member.delete_account",
      actorId: member.user.id,
      targetId: String(member.user.id),
      ip: null,
    });

    const again = await t.app.inject({
      method: "POST",
      url: "/api/user/public/register",
      payload: { ...(await registrationFor(t, "CMO")), email: r.email },
    });
    expect(again.statusCode).toBe(201);
    const [erasedRow] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(erasedRow).toMatchObject({
      joinedThru: null,
      passwordHash: null,
      firstname: "Deleted",
      country: null,
      companySize: null,
      industry: null,
      jobFunction: null,
      jobFunctionSource: null,
      seniority: null,
      senioritySource: null,
    });
    const [reborn] = await t.db.select().from(users).where(eq(users.email, r.email));
    expect(reborn?.id).not.toBe(member.user.id);
  });
});

describe("staff requests: export and erase a member (admin)", () => {
  it("are refused to employees and members, and need a reason", async () => {
    const member = await distinctMember();
    const employee = await createStaff(t, "employee");
    const target = `/api/user/protected/members/${member.user.id}`;
    for (const token of [employee.token, member.token]) {
      expect((await get(`${target}/data?reason=asked`, token)).statusCode).toBe(403);
      expect((await post(`${target}/erase`, token, { reason: "asked" })).statusCode).toBe(403);
    }
    const noReason = await get(`${target}/data`, admin.token);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Please give a reason.");
    const blank = await post(`${target}/erase`, admin.token, { reason: "   " });
    expect(blank.statusCode).toBe(400);
    expect((await get("/api/user/protected/myprofile", member.token)).statusCode).toBe(200);
  });

  it("export and erase with the reason in the audit log; the member leaves the Users list", async () => {
    const member = await distinctMember("CIO");
    const employee = await createStaff(t, "employee");
    const cio = await companyByCode(t, "CIO");
    const [uploaded = 0] = await insertResources(t, [
      { companyId: cio.id, title: "Kept after its author", createdBy: employee.user.id },
    ]);
    const target = `/api/user/protected/members/${member.user.id}`;
    const exported = await get(
      `${target}/data?reason=${encodeURIComponent("Letter of 3 May")}`,
      admin.token,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toBe(
      `attachment; filename="member-${member.user.id}-data.json"`,
    );
    expect(exported.json<MemberData>().profile.email).toBe(member.registration.email);
    const lastEntry = async () =>
      (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
    expect(await lastEntry()).toMatchObject({
      action: "member.export",
      actorId: admin.user.id,
      targetId: String(member.user.id),
      summary: "reason: Letter of 3 May",
    });

    const erased = await post(`${target}/erase`, admin.token, { reason: "Phone call of 4 May" });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await lastEntry()).toMatchObject({
      action: "member.erase",
      summary: "reason: Phone call of 4 May",
    });
    expect(await tablesHolding(member.registration.email)).toEqual([]);
    const list = await get("/api/user/protected/fetchusers?page=1&pageSize=100", admin.token);
    expect(list.json().users.map((u: { id: number }) => u.id)).not.toContain(member.user.id);
    expect((await post(`${target}/erase`, admin.token, { reason: "twice" })).statusCode).toBe(404);
    expect((await get(`${target}/data?reason=x`, admin.token)).statusCode).toBe(404);

    // Staff who uploaded: the resource keeps its title, its creator reads "Deleted user".
    expect(
      (
        await post(`/api/user/protected/members/${employee.user.id}/erase`, admin.token, {
          reason: "Left the company",
        })
      ).statusCode,
    ).toBe(204);
    const archive = await get("/api/resources?page=1&limit=50", admin.token);
    const kept = archive.json().resources.find((r: { id: number }) => r.id === uploaded);
    expect(kept).toMatchObject({
      title: "Kept after its author",
      user: { firstname: "Deleted", lastname: "user" },
    });
  });

  it("refuses to erase the last admin", async () => {
    const res = await post(`/api/user/protected/members/${admin.user.id}/erase`, admin.token, {
      reason: "testing",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "The last admin cannot be erased. Make another user an admin first.",
    );
    expect((await get("/api/user/protected/myprofile", admin.token)).statusCode).toBe(200);
  });
});

describe("retention of unconfirmed members", () => {
  it("erases exactly those who never set a password within the days, as the system", async () => {
    const register = async () => {
      const body = await registrationFor(t, "CRO");
      const res = await t.app.inject({
        method: "POST",
        url: "/api/user/public/register",
        payload: body,
      });
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
      return row?.id ?? 0;
    };
    const stale = await register();
    const recent = await register();
    const confirmed = await distinctMember("CRO");
    const age = (id: number, days: number) =>
      t.db
        .update(users)
        .set({ createdAt: sql`now() - make_interval(days => ${days}::int)` })
        .where(eq(users.id, id));
    await age(stale, 31);
    await age(recent, 29);
    await age(confirmed.user.id, 40);

    expect(await eraseStaleUnconfirmed(t.db, 30)).toBe(1);
    const erasedIds = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(
          sql`${users.erasedAt} is not null and ${users.id} in (${stale}, ${recent}, ${confirmed.user.id})`,
        )
    ).map((u) => u.id);
    expect(erasedIds).toEqual([stale]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "member.retention_erase"), eq(auditLog.targetId, String(stale))),
      );
    expect(entry?.actorId).toBeNull();
    expect(await eraseStaleUnconfirmed(t.db, 30)).toBe(0);
  });
});
