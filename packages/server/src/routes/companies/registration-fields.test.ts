import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
  registrationFor,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, users } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const putFields = (id: number, payload: unknown, token = adminToken) =>
  t.app.inject({
    method: "PUT",
    url: `/api/company/${id}/registration-fields`,
    headers: bearer(token),
    payload: payload as object,
  });

const fetchCompany = (code: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/company/fetch-company",
    payload: { company_name: code },
  });

const register = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/user/public/register", payload });

const OFF = {
  country: "off",
  company_size: "off",
  industry: "off",
  job_function: "off",
  seniority: "off",
};

describe("PUT /api/company/{id}/registration-fields", () => {
  it("asks none by default", async () => {
    const res = await fetchCompany("CMO");
    expect(res.json().company.registration_fields).toEqual(OFF);
  });

  it("saves the admin's choice, answers it, fetch-company shows it, and audits it", async () => {
    const cio = await companyByCode(t, "CIO");
    const res = await putFields(cio.id, {
      fields: { country: "required", seniority: "optional", industry: "off" },
    });
    expect(res.statusCode).toBe(200);
    const expected = { ...OFF, country: "required", seniority: "optional" };
    expect(res.json()).toEqual({ registration_fields: expected });
    expect((await fetchCompany("cio")).json().company.registration_fields).toEqual(expected);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "company.registration_fields"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ targetType: "company", targetId: String(cio.id) });
    expect(entry?.summary).toContain("country=off");
    expect(entry?.summary).toContain("country=required");
    // Back to none, so the other tests start from the default.
    expect((await putFields(cio.id, { fields: {} })).json()).toEqual({ registration_fields: OFF });
  });

  it.each([
    [{ fields: { country: "mandatory" } }],
    [{ fields: { favourite_colour: "required" } }],
    [{ fields: "country" }],
    [{}],
  ])("refuses %j with 400, changing nothing", async (body) => {
    const cio = await companyByCode(t, "CIO");
    const res = await putFields(cio.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await fetchCompany("CIO")).json().company.registration_fields).toEqual(OFF);
  });

  it("answers 403 to an employee and a member, 401 to a guest, 404 to an unknown brand", async () => {
    const cio = await companyByCode(t, "CIO");
    const employee = await createStaff(t, "employee");
    const member = await createMember(t);
    const body = { fields: { country: "required" } };
    expect((await putFields(cio.id, body, employee.token)).statusCode).toBe(403);
    expect((await putFields(cio.id, body, member.token)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: "PUT",
      url: `/api/company/${cio.id}/registration-fields`,
      payload: body,
    });
    expect(guest.statusCode).toBe(401);
    expect((await putFields(999_999, body)).statusCode).toBe(404);
    expect((await fetchCompany("CIO")).json().company.registration_fields).toEqual(OFF);
  });
});

describe("registration with the brand's fields", () => {
  it("keeps SPEC bodies valid and stores the fields sent, optional or not asked", async () => {
    const body = await registrationFor(t, "CHRO", {
      job_title: "Director of HR",
      country: "GB",
      industry: "education",
    });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({
      country: "GB",
      industry: "education",
      companySize: null,
      seniority: "director",
      senioritySource: "derived",
      jobFunction: "hr",
      jobFunctionSource: "derived",
    });
  });

  it("a seniority the member chose at registration is theirs, not derived", async () => {
    const body = await registrationFor(t, "CHRO", { job_title: "Director of HR", seniority: "vp" });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ seniority: "vp", senioritySource: "member", jobFunction: "hr" });
  });

  it("refuses a value outside its list with 400 naming the field", async () => {
    const body = await registrationFor(t, "CHRO", { company_size: "huge" });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ company_size: "Choose a company size from the list." });
  });

  it("enforces the brand's required fields for its own registration only", async () => {
    const cro = await companyByCode(t, "CRO");
    await putFields(cro.id, {
      fields: { country: "required", company_size: "required", industry: "optional" },
    });
    try {
      const missing = await registrationFor(t, "CRO", { company_size: "" });
      const res = await register(missing);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Country is required.",
        errors: { country: "Country is required.", company_size: "Company size is required." },
      });
      const [stored] = await t.db.select().from(users).where(eq(users.email, missing.email));
      expect(stored).toBeUndefined();

      const complete = await registrationFor(t, "CRO", { country: "US", company_size: "5000+" });
      expect((await register(complete)).statusCode).toBe(201);
      // Another brand asks nothing: the same body without the fields is fine there.
      expect((await register(await registrationFor(t, "CMO"))).statusCode).toBe(201);
    } finally {
      await putFields(cro.id, { fields: {} });
    }
  });
});
