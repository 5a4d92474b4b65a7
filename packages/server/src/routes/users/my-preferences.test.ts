import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { userPreferences } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const myPreferences = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/protected/mypreferences",
    payload: payload as object,
    headers,
  });

/** What the API should answer for these preference rows, ordered by name. */
const items = (prefs: { id: number; name: string; companyId: number }[]) =>
  [...prefs]
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
    .map((p) => ({
      preference_id: p.id,
      preference: { id: p.id, name: p.name, company_id: p.companyId },
    }));

describe("POST /api/user/protected/mypreferences", () => {
  it("answers a member its own preferences of a company", async () => {
    const cmo = await companyByCode(t, "CMO");
    const member = await createMember(t, "CMO");
    const res = await myPreferences({ company_id: cmo.id }, bearer(member.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preferences: items(cmo.preferences.slice(0, 2)) });
  });

  it("answers only the asked company's preferences", async () => {
    const cio = await companyByCode(t, "CIO");
    const cro = await companyByCode(t, "CRO");
    const member = await createMember(t, "CIO");
    const extra = cro.preferences[4];
    if (!extra) throw new Error("seed has too few preferences");
    await t.db.insert(userPreferences).values({ userId: member.user.id, preferenceId: extra.id });

    const ofCro = await myPreferences({ company_id: cro.id }, bearer(member.token));
    expect(ofCro.json()).toEqual({ preferences: items([extra]) });
    const ofCio = await myPreferences({ company_id: String(cio.id) }, bearer(member.token));
    expect(ofCio.json()).toEqual({ preferences: items(cio.preferences.slice(0, 2)) });
    const ofChro = await myPreferences(
      { company_id: (await companyByCode(t, "CHRO")).id },
      bearer(member.token),
    );
    expect(ofChro.json()).toEqual({ preferences: [] });
  });

  it("accepts a member naming itself, or null, as user_id", async () => {
    const cio = await companyByCode(t, "CIO");
    const member = await createMember(t, "CIO");
    for (const user_id of [member.user.id, String(member.user.id), null]) {
      const res = await myPreferences({ company_id: cio.id, user_id }, bearer(member.token));
      expect(res.statusCode).toBe(200);
      expect(res.json().preferences).toHaveLength(2);
    }
  });

  it("answers 403 when a member or an employee names somebody else", async () => {
    const cio = await companyByCode(t, "CIO");
    const member = await createMember(t, "CIO");
    const other = await createMember(t, "CIO");
    const employee = await createStaff(t, "employee");
    for (const token of [member.token, employee.token]) {
      const res = await myPreferences(
        { company_id: cio.id, user_id: other.user.id },
        bearer(token),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this." });
    }
  });

  it("answers every role its own, and an admin anybody's", async () => {
    const cio = await companyByCode(t, "CIO");
    const employee = await createStaff(t, "employee");
    const own = await myPreferences({ company_id: cio.id }, bearer(employee.token));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ preferences: items(cio.preferences.slice(0, 2)) });

    const adminOwn = await myPreferences({ company_id: cio.id }, bearer(adminToken));
    expect(adminOwn.json()).toEqual({ preferences: [] });

    const member = await createMember(t, "CIO");
    const theirs = await myPreferences(
      { company_id: cio.id, user_id: member.user.id },
      bearer(adminToken),
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ preferences: items(cio.preferences.slice(0, 2)) });
  });

  it("answers 404 for an unknown company or user", async () => {
    const cio = await companyByCode(t, "CIO");
    const member = await createMember(t);
    const noCompany = await myPreferences({ company_id: 999_999 }, bearer(member.token));
    expect(noCompany.statusCode).toBe(404);
    expect(noCompany.json()).toEqual({ message: "Company not found." });
    const noUser = await myPreferences(
      { company_id: cio.id, user_id: 999_999 },
      bearer(adminToken),
    );
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json()).toEqual({ message: "User not found." });
  });

  it("reports each validation message", async () => {
    const member = await createMember(t);
    const cases: [unknown, string, string][] = [
      [{}, "company_id", "Please select a company."],
      [{ company_id: "abc" }, "company_id", "Please select a company."],
      [{ company_id: -1 }, "company_id", "Please select a company."],
      [{ company_id: true }, "company_id", "Please select a company."],
      [{ company_id: 1, user_id: "me" }, "user_id", "Invalid user."],
      [{ company_id: 1, user_id: 0 }, "user_id", "Invalid user."],
    ];
    for (const [payload, field, message] of cases) {
      const res = await myPreferences(payload, bearer(member.token));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
  });

  it("answers a guest and a bad token with 401", async () => {
    for (const headers of [{}, bearer("forged")]) {
      const res = await myPreferences({ company_id: 1 }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Please log in to continue." });
    }
  });
});
