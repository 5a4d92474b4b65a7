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
import { preferences } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const updatePreference = (
  id: number | string,
  payload: unknown,
  headers: Record<string, string> = bearer(adminToken),
) =>
  t.app.inject({
    method: "PUT",
    url: `/api/preferences/${id}`,
    payload: payload as object,
    headers,
  });

const stored = (id: number) => t.db.query.preferences.findFirst({ where: eq(preferences.id, id) });

/** The n-th seeded preference of a company (by name). */
const preferenceOf = async (code: string, n: number) => {
  const company = await companyByCode(t, code);
  const preference = company.preferences[n];
  if (!preference) throw new Error(`no preference ${n} in ${code}`);
  return preference;
};

describe("PUT /api/preferences/{id}", () => {
  it("renames a preference and answers { preference }", async () => {
    const p = await preferenceOf("CIO", 0);
    const res = await updatePreference(p.id, { name: "  Applied AI  ", company_id: p.companyId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preference: { id: p.id, name: "Applied AI", company_id: p.companyId },
    });
    const row = await stored(p.id);
    expect(row).toMatchObject({ name: "Applied AI", companyId: p.companyId });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(p.updatedAt.getTime());
  });

  it("accepts the body without company_id, or with it null or as text", async () => {
    const p = await preferenceOf("CMO", 0);
    for (const [i, company_id] of [undefined, null, String(p.companyId)].entries()) {
      const res = await updatePreference(p.id, { name: `Brand ${i}`, company_id });
      expect(res.statusCode).toBe(200);
      expect((await stored(p.id))?.name).toBe(`Brand ${i}`);
    }
  });

  it("lets a preference change the case of its own name", async () => {
    const p = await preferenceOf("CRO", 0);
    const res = await updatePreference(p.id, { name: p.name.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect((await stored(p.id))?.name).toBe(p.name.toUpperCase());
  });

  it("answers 409 for a name another preference of the company has, changing nothing", async () => {
    const p = await preferenceOf("CHRO", 0);
    const other = await preferenceOf("CHRO", 1);
    const res = await updatePreference(p.id, { name: other.name.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "A preference with this name already exists for this company.",
      errors: { name: "A preference with this name already exists for this company." },
    });
    expect((await stored(p.id))?.name).toBe(p.name);
  });

  it("allows a name that only another company uses", async () => {
    const p = await preferenceOf("CHRO", 2);
    const res = await updatePreference(p.id, { name: "Cybersecurity" });
    expect(res.statusCode).toBe(200);
    expect((await stored(p.id))?.name).toBe("Cybersecurity");
  });

  it("refuses to move a preference to another company", async () => {
    const p = await preferenceOf("CIO", 3);
    const cmo = await companyByCode(t, "CMO");
    for (const company_id of [cmo.id, 999_999]) {
      const res = await updatePreference(p.id, { name: "Moved", company_id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "This preference belongs to another company.",
        errors: { company_id: "This preference belongs to another company." },
      });
    }
    expect(await stored(p.id)).toMatchObject({ name: p.name, companyId: p.companyId });
  });

  it("reports each validation message and changes nothing", async () => {
    const p = await preferenceOf("CIO", 4);
    const cases: [unknown, string, string][] = [
      [{}, "name", "Preference name is required."],
      [{ name: "   " }, "name", "Preference name is required."],
      [{ name: 12 }, "name", "Preference name is required."],
      [{ name: "n".repeat(101) }, "name", "Must be at most 100 characters."],
      [{ name: "Fine", company_id: "abc" }, "company_id", "Please select a company."],
      [{ name: "Fine", company_id: 0 }, "company_id", "Please select a company."],
      [{ name: "Fine", company_id: false }, "company_id", "Please select a company."],
    ];
    for (const [payload, field, message] of cases) {
      const res = await updatePreference(p.id, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect((await stored(p.id))?.name).toBe(p.name);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await updatePreference(999_999, { name: "Ghost" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Preference not found." });
    for (const id of ["abc", "0", "-1", "3.5", "4294967296"]) {
      const res = await updatePreference(id, { name: "Ghost" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Invalid preference id.",
        errors: { id: "Invalid preference id." },
      });
    }
  });

  it("answers 401 to a guest and 403 to a member and an employee, changing nothing", async () => {
    const p = await preferenceOf("CIO", 5);
    const member = await createMember(t);
    const employee = await createStaff(t, "employee");
    expect((await updatePreference(p.id, { name: "Hijacked" }, {})).statusCode).toBe(401);
    for (const token of [member.token, employee.token]) {
      const res = await updatePreference(p.id, { name: "Hijacked" }, bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this." });
    }
    expect((await stored(p.id))?.name).toBe(p.name);
  });
});
