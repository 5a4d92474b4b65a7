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
import { preferences, resourcePreferences, resources, userPreferences } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const deletePreference = (
  id: number | string,
  headers: Record<string, string> = bearer(adminToken),
) => t.app.inject({ method: "DELETE", url: `/api/preferences/${id}`, headers });

/** A CIO resource tagged with the given preferences, written straight to the database. */
const insertResource = async (companyId: number, preferenceIds: number[]) => {
  const [resource] = await t.db
    .insert(resources)
    .values({
      title: "Zero trust in practice",
      imageBg: "https://cdn.example.org/zt.png",
      resourceUrl: "https://cio.example.com/zero-trust",
      companyId,
    })
    .returning();
  if (!resource) throw new Error("resource insert failed");
  await t.db
    .insert(resourcePreferences)
    .values(preferenceIds.map((preferenceId) => ({ resourceId: resource.id, preferenceId })));
  return resource;
};

const preferenceIdsOfUser = async (userId: number) =>
  (await t.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))
    .map((r) => r.preferenceId)
    .sort((a, b) => a - b);

const preferenceIdsOfResource = async (resourceId: number) =>
  (
    await t.db
      .select()
      .from(resourcePreferences)
      .where(eq(resourcePreferences.resourceId, resourceId))
  )
    .map((r) => r.preferenceId)
    .sort((a, b) => a - b);

describe("DELETE /api/preferences/{id}", () => {
  it("deletes the preference and takes it off members and resources", async () => {
    const cio = await companyByCode(t, "CIO");
    const [doomed, kept] = cio.preferences;
    if (!doomed || !kept) throw new Error("seed has too few preferences");
    // The fixture registers members with the company's first two preferences.
    const member = await createMember(t, "CIO");
    expect(await preferenceIdsOfUser(member.user.id)).toEqual([doomed.id, kept.id]);
    const resource = await insertResource(cio.id, [doomed.id, kept.id]);

    const res = await deletePreference(doomed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Preference deleted successfully!" });

    expect(
      await t.db.query.preferences.findFirst({ where: eq(preferences.id, doomed.id) }),
    ).toBeUndefined();
    expect(await preferenceIdsOfUser(member.user.id)).toEqual([kept.id]);
    expect(await preferenceIdsOfResource(resource.id)).toEqual([kept.id]);
    expect(
      await t.db.select().from(userPreferences).where(eq(userPreferences.preferenceId, doomed.id)),
    ).toHaveLength(0);
    expect(
      await t.db.query.resources.findFirst({ where: eq(resources.id, resource.id) }),
    ).toBeDefined();

    const list = await t.app.inject({
      method: "GET",
      url: "/api/company",
      headers: bearer(adminToken),
    });
    const cioRow = list.json().companies.find((c: { id: number }) => c.id === cio.id);
    expect(cioRow.preferenceCount).toBe(9);
  });

  it("answers 404 for an unknown or already deleted id", async () => {
    const cmo = await companyByCode(t, "CMO");
    const target = cmo.preferences[0];
    if (!target) throw new Error("seed has no preference");
    expect((await deletePreference(target.id)).statusCode).toBe(200);
    for (const id of [target.id, 999_999]) {
      const res = await deletePreference(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Preference not found." });
    }
  });

  it("answers 400 for a malformed id", async () => {
    for (const id of ["abc", "0", "-5", "1.25"]) {
      const res = await deletePreference(id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Invalid preference id.",
        errors: { id: "Invalid preference id." },
      });
    }
  });

  it("answers 401 to a guest and 403 to a member and an employee, deleting nothing", async () => {
    const cro = await companyByCode(t, "CRO");
    const target = cro.preferences[0];
    if (!target) throw new Error("seed has no preference");
    const member = await createMember(t, "CRO");
    const employee = await createStaff(t, "employee");
    expect((await deletePreference(target.id, {})).statusCode).toBe(401);
    for (const token of [member.token, employee.token]) {
      const res = await deletePreference(target.id, bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this." });
    }
    expect(
      await t.db.query.preferences.findFirst({ where: eq(preferences.id, target.id) }),
    ).toBeDefined();
    expect(await preferenceIdsOfUser(member.user.id)).toContain(target.id);
  });
});
