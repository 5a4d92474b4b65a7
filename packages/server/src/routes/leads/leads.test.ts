import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { readUnsubscribeToken } from "../../consent/unsubscribe-token";
import { auditLog, users } from "../../db/schema";
import { LEAD_COLUMNS } from "./leads-csv";

let t: TestApp;
let adminToken: string;
let cmo: Awaited<ReturnType<typeof companyByCode>>;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
  cmo = await companyByCode(t, "CMO");
});
afterAll(() => t.close());

const get = (url: string, token = adminToken) =>
  t.app.inject({ method: "GET", url, headers: bearer(token) });

const exportRows = async (query: string) => {
  const res = await get(`/api/leads/export?${query}`);
  expect(res.statusCode).toBe(200);
  const rows = parse(res.body, { columns: true }) as Record<string, string>[];
  return { res, rows };
};

const count = async (query: string) => {
  const res = await get(`/api/leads/count?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ count: number }>().count;
};

describe("lead export", () => {
  it("writes every column, quotes by RFC 4180, and guards formulas", async () => {
    const [topicA, topicB] = cmo.preferences;
    const tricky = await createMember(t, "CMO", {
      firstname: '=HYPERLINK("http://evil")',
      lastname: 'O\'Brien, "Jr"',
      user_company: "+Acme; Ltd",
      job_title: "-head of @ops",
      country: "IE",
      company_size: "50-249",
      preferences: [topicA, topicB].map((p) => ({ id: p?.id ?? 0, name: p?.name ?? "" })),
      newsletter_flag: true,
      resources_flag: false,
      partners_flag: true,
    });
    const { res, rows } = await exportRows(`company_id=${cmo.id}`);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-CMO-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.split("\r\n")[0]).toBe(LEAD_COLUMNS.join(","));
    // The raw text quotes the field with a comma and doubles its quotes.
    expect(res.body).toContain('"O\'Brien, ""Jr"""');

    const row = rows.find((r) => r.id === String(tricky.user.id));
    expect(row).toEqual({
      id: String(tricky.user.id),
      firstname: '\'=HYPERLINK("http://evil")',
      lastname: 'O\'Brien, "Jr"',
      email: tricky.registration.email,
      mobile_number: "0123456789",
      user_company: "'+Acme; Ltd",
      job_title: "'-head of @ops",
      // Stated at registration, or derived from the job title; unknown is empty.
      country: "IE",
      company_size: "50-249",
      industry: "",
      job_function: "operations",
      seniority: "director",
      brand: "CMO",
      topics: [topicA?.name, topicB?.name].sort().join("; "),
      newsletter: "true",
      resources: "false",
      partners: "true",
      consent_updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      registered_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      unsubscribe_newsletter_url: expect.stringMatching(/^http:\/\/portal\.test\/unsubscribe\//),
      unsubscribe_resources_url: expect.stringMatching(/^http:\/\/portal\.test\/unsubscribe\//),
      unsubscribe_partners_url: expect.stringMatching(/^http:\/\/portal\.test\/unsubscribe\//),
    });
    const token = row?.unsubscribe_partners_url?.split("/unsubscribe/")[1] ?? "";
    expect(readUnsubscribeToken(t.config.unsubscribeSecret, token)).toEqual({
      userId: tricky.user.id,
      companyId: cmo.id,
      purpose: "partners",
    });
  });

  it("filters by topic and consent, never exports a withdrawn consent, and counts what it exports", async () => {
    const chro = await companyByCode(t, "CHRO");
    const [t1, t2, t3] = chro.preferences;
    const pick = (...ps: (typeof t1)[]) => ps.map((p) => ({ id: p?.id ?? 0, name: p?.name ?? "" }));
    const ann = await createMember(t, "CHRO", { preferences: pick(t1), newsletter_flag: true });
    const bob = await createMember(t, "CHRO", { preferences: pick(t2), newsletter_flag: true });
    const cat = await createMember(t, "CHRO", { preferences: pick(t3), newsletter_flag: false });
    const dan = await createMember(t, "CHRO", { preferences: pick(t1, t3), newsletter_flag: true });
    const staff = await createStaff(t, "employee");
    // Dan withdraws his newsletter consent from his profile.
    const withdraw = await t.app.inject({
      method: "PUT",
      url: "/api/user/protected/consents",
      headers: bearer(dan.token),
      payload: { company_id: chro.id, purpose: "newsletter", granted: false },
    });
    expect(withdraw.statusCode).toBe(200);

    const ids = async (query: string) => {
      const { rows } = await exportRows(query);
      expect(await count(query)).toBe(rows.length);
      return rows.map((r) => Number(r.id));
    };
    const all = await ids(`company_id=${chro.id}`);
    expect(all).toEqual(expect.arrayContaining([ann, bob, cat, dan].map((m) => m.user.id)));
    expect(all).not.toContain(staff.user.id); // members only
    expect(await ids(`company_id=${chro.id}&consent=newsletter`)).toEqual(
      [ann, bob].map((m) => m.user.id).filter((id) => all.includes(id)),
    );
    expect(await ids(`company_id=${chro.id}&preference_ids=${t1?.id},${t3?.id}`)).toEqual(
      [ann, cat, dan].map((m) => m.user.id),
    );
    expect(
      await ids(`company_id=${chro.id}&preference_ids=${t1?.id},${t3?.id}&consent=newsletter`),
    ).toEqual([ann.user.id]);
  });

  it("filters by registration date, whole days in UTC", async () => {
    const cro = await companyByCode(t, "CRO");
    const old = await createMember(t, "CRO");
    await t.db
      .update(users)
      .set({ createdAt: new Date("2025-03-10T23:59:59Z") })
      .where(eq(users.id, old.user.id));
    const query = (from: string, to: string) => `company_id=${cro.id}&from=${from}&to=${to}`;
    expect((await exportRows(query("2025-03-10", "2025-03-10"))).rows.map((r) => r.id)).toEqual([
      String(old.user.id),
    ]);
    expect(await count(query("2025-03-11", "2025-12-31"))).toBe(0);
    const backwards = await get(`/api/leads/count?${query("2025-03-11", "2025-03-10")}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("From must not be after To.");
    const notADay = await get(`/api/leads/count?company_id=${cro.id}&from=2025-02-30`);
    expect(notADay.statusCode).toBe(400);
  });

  it("refuses topics of another brand, and an unknown brand", async () => {
    const other = (await companyByCode(t, "CIO")).preferences[0]?.id;
    const res = await get(`/api/leads/count?company_id=${cmo.id}&preference_ids=${other}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please choose among the topics of this brand.");
    expect((await get("/api/leads/export?company_id=99999")).statusCode).toBe(404);
    expect((await get("/api/leads/export")).statusCode).toBe(400);
  });

  it("is for admins only: 403 for an employee and a member, 401 for a guest", async () => {
    const member = await createMember(t, "CMO");
    const employee = await createStaff(t, "employee");
    for (const token of [member.token, employee.token]) {
      expect((await get(`/api/leads/export?company_id=${cmo.id}`, token)).statusCode).toBe(403);
      expect((await get(`/api/leads/count?company_id=${cmo.id}`, token)).statusCode).toBe(403);
    }
    const guest = await t.app.inject({
      method: "GET",
      url: `/api/leads/export?company_id=${cmo.id}`,
    });
    expect(guest.statusCode).toBe(401);
  });

  it("puts every export in the audit log with its filters and row count", async () => {
    const { rows } = await exportRows(`company_id=${cmo.id}&consent=newsletter`);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "lead.export"))
      .orderBy(auditLog.id)
      .then((all) => all.slice(-1));
    expect(entry).toMatchObject({ targetType: "company", targetId: String(cmo.id) });
    expect(entry?.summary).toContain(`${rows.length} members of CMO`);
    expect(entry?.summary).toContain('"consent":"newsletter"');
  });
});
