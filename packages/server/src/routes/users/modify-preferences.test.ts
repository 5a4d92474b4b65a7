import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
} from "../../../test/fixtures";
import { joinBrand } from "../../../test/memberships";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { userPreferences } from "../../db/schema";
import { NOT_A_MEMBER } from "./messages";

let t: TestApp;
let adminToken: string;
let cio: Awaited<ReturnType<typeof companyByCode>>;
let cmo: Awaited<ReturnType<typeof companyByCode>>;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
  cio = await companyByCode(t, "CIO");
  cmo = await companyByCode(t, "CMO");
});
afterAll(() => t.close());

const modify = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/protected/modifypreferences",
    payload: payload as object,
    headers,
  });

const storedIds = async (userId: number) =>
  (await t.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))
    .map((r) => r.preferenceId)
    .sort((a, b) => a - b);

const pick = (company: typeof cio, ...indexes: number[]) =>
  indexes.map((i) => {
    const p = company.preferences[i];
    if (!p) throw new Error(`no preference ${i}`);
    return p;
  });

const ids = (prefs: { id: number }[]) => prefs.map((p) => p.id);
const sorted = (values: (number | undefined)[]) => [...values].sort((x = 0, y = 0) => x - y);

const asObject = (p: { id: number; name: string; companyId: number }) => ({
  id: p.id,
  name: p.name,
  company_id: p.companyId,
});

describe("POST /api/user/protected/modifypreferences", () => {
  it("replaces the member's preferences of that company and answers them", async () => {
    const member = await createMember(t, "CIO");
    const chosen = pick(cio, 5, 3);
    const res = await modify({ preferenceData: chosen.map(asObject) }, bearer(member.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preferences: pick(cio, 3, 5).map((p) => ({ preference_id: p.id, preference: asObject(p) })),
    });
    expect(await storedIds(member.user.id)).toEqual(sorted(ids(chosen)));
  });

  it("leaves the member's choices in their other brands alone", async () => {
    const member = await createMember(t, "CIO");
    await joinBrand(t, member.user.email, "CMO");
    const [cmoPick] = ids(pick(cmo, 2));
    const [cioPick] = ids(pick(cio, 7));
    await modify({ preferenceData: [cmoPick] }, bearer(member.token));
    const res = await modify({ preferenceData: [cioPick] }, bearer(member.token));
    expect(res.json().preferences.map((p: { preference_id: number }) => p.preference_id)).toEqual([
      cioPick,
    ]);
    expect(await storedIds(member.user.id)).toEqual(sorted([cioPick, cmoPick]));
  });

  it("refuses a member the topics of a brand they have not joined, and changes nothing", async () => {
    const member = await createMember(t, "CIO");
    const before = await storedIds(member.user.id);
    const res = await modify({ preferenceData: ids(pick(cmo, 2)) }, bearer(member.token));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.preferenceData).toBe(NOT_A_MEMBER);
    expect(await storedIds(member.user.id)).toEqual(before);
  });

  it("accepts preference objects, user-preference items, ids and numeric strings, once each", async () => {
    const member = await createMember(t, "CIO");
    const chosen = pick(cio, 1, 2, 3, 4);
    const [a, b, c, d] = chosen;
    const res = await modify(
      {
        preferenceData: [
          a && asObject(a),
          b && { preference_id: b.id, preference: asObject(b) },
          c?.id,
          String(d?.id),
          d?.id,
        ],
      },
      bearer(member.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences).toHaveLength(4);
    expect(await storedIds(member.user.id)).toEqual(sorted(ids(chosen)));
  });

  it("lets an employee and an admin change their own", async () => {
    const employee = await createStaff(t, "employee");
    const admin = await loginAdmin(t);
    for (const session of [employee, admin]) {
      const res = await modify({ preferenceData: [pick(cmo, 9)[0]?.id] }, bearer(session.token));
      expect(res.statusCode).toBe(200);
      expect(await storedIds(session.user.id)).toContain(pick(cmo, 9)[0]?.id);
    }
  });

  it("lets an admin change a member's, and nobody else", async () => {
    const member = await createMember(t, "CIO");
    const other = await createMember(t, "CIO");
    const employee = await createStaff(t, "employee");
    const before = await storedIds(member.user.id);
    const payload = { preferenceData: [pick(cio, 8)[0]?.id], user_id: member.user.id };
    for (const token of [other.token, employee.token]) {
      const res = await modify(payload, bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this." });
    }
    expect(await storedIds(member.user.id)).toEqual(before);

    const res = await modify(payload, bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expect(await storedIds(member.user.id)).toEqual([pick(cio, 8)[0]?.id]);
    expect(await storedIds(other.user.id)).toHaveLength(2);

    const ghost = await modify({ ...payload, user_id: 999_999 }, bearer(adminToken));
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json()).toEqual({ message: "User not found." });
  });

  it("requires at least one preference", async () => {
    const member = await createMember(t, "CIO");
    const before = await storedIds(member.user.id);
    for (const payload of [
      {},
      { preferenceData: [] },
      { preferenceData: null },
      { preferenceData: "1,2" },
    ]) {
      const res = await modify(payload, bearer(member.token));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Please select at least one preference!",
        errors: { preferenceData: "Please select at least one preference!" },
      });
    }
    expect(await storedIds(member.user.id)).toEqual(before);
  });

  it("rejects malformed, unknown and mixed-company preferences, changing nothing", async () => {
    const member = await createMember(t, "CIO");
    const before = await storedIds(member.user.id);
    const [c0] = pick(cio, 0);
    const [m0] = pick(cmo, 0);
    const cases: [unknown, string][] = [
      [["abc"], "Please select valid preferences."],
      [[{}], "Please select valid preferences."],
      [[true], "Please select valid preferences."],
      [[{ id: "x" }], "Please select valid preferences."],
      [[c0?.id, 999_999], "Please select valid preferences."],
      [[c0?.id, m0?.id], "Please select the preferences of one company only."],
    ];
    for (const [preferenceData, message] of cases) {
      const res = await modify({ preferenceData }, bearer(member.token));
      expect(res.statusCode, JSON.stringify(preferenceData)).toBe(400);
      expect(res.json()).toEqual({ message, errors: { preferenceData: message } });
    }
    const badUser = await modify({ preferenceData: [c0?.id], user_id: "me" }, bearer(member.token));
    expect(badUser.json()).toEqual({
      message: "Invalid user.",
      errors: { user_id: "Invalid user." },
    });
    expect(await storedIds(member.user.id)).toEqual(before);
  });

  it("answers a guest with 401", async () => {
    const res = await modify({ preferenceData: [1] }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Please log in to continue." });
  });
});
