import { and, eq, sql } from "drizzle-orm";
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

const createPreferences = (
  companyId: number | string,
  payload: unknown,
  headers: Record<string, string> = bearer(adminToken),
) =>
  t.app.inject({
    method: "POST",
    url: `/api/preferences/create/${companyId}`,
    payload: payload as object,
    headers,
  });

const namesOf = async (companyId: number) =>
  (
    await t.db
      .select({ name: preferences.name })
      .from(preferences)
      .where(eq(preferences.companyId, companyId))
  )
    .map((p) => p.name)
    .sort();

const countNamed = async (companyId: number, name: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(preferences)
      .where(
        and(
          eq(preferences.companyId, companyId),
          eq(sql`lower(${preferences.name})`, name.toLowerCase()),
        ),
      )
  )[0]?.n;

describe("POST /api/preferences/create/{company_id}", () => {
  it("creates trimmed new names once and reports the ones that already existed", async () => {
    const cio = await companyByCode(t, "CIO");
    const res = await createPreferences(cio.id, {
      names: [" Quantum ", "Edge AI", "quantum", "", "   ", "Cloud Computing", "CYBERSECURITY"],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      preferences: [
        { id: expect.any(Number), name: "Edge AI", company_id: cio.id },
        { id: expect.any(Number), name: "Quantum", company_id: cio.id },
      ],
      skipped: ["Cloud Computing", "CYBERSECURITY"],
    });
    expect(await namesOf(cio.id)).toHaveLength(12);
    for (const name of ["quantum", "edge ai", "cloud computing", "cybersecurity"]) {
      expect(await countNamed(cio.id, name)).toBe(1);
    }
    const stored = await t.db.query.preferences.findFirst({
      where: eq(preferences.id, body.preferences[1].id),
    });
    expect(stored).toMatchObject({ name: "Quantum", companyId: cio.id });
  });

  it("answers 201 with nothing created when every name exists", async () => {
    const cmo = await companyByCode(t, "CMO");
    const res = await createPreferences(cmo.id, { names: ["brand strategy", "Social Media"] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ preferences: [], skipped: ["brand strategy", "Social Media"] });
    expect(await namesOf(cmo.id)).toHaveLength(10);
  });

  it("allows a name another company already uses", async () => {
    const cro = await companyByCode(t, "CRO");
    const res = await createPreferences(cro.id, { names: ["Cloud Computing"] });
    expect(res.statusCode).toBe(201);
    expect(res.json().preferences).toEqual([
      { id: expect.any(Number), name: "Cloud Computing", company_id: cro.id },
    ]);
  });

  it("stays whole when two requests add overlapping names at once", async () => {
    const chro = await companyByCode(t, "CHRO");
    const [a, b] = await Promise.all([
      createPreferences(chro.id, { names: ["Race A", "Race B"] }),
      createPreferences(chro.id, { names: ["race b", "Race C"] }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    const created = [...(a?.json().preferences ?? []), ...(b?.json().preferences ?? [])];
    const skipped = [...(a?.json().skipped ?? []), ...(b?.json().skipped ?? [])];
    expect(created).toHaveLength(3);
    expect(skipped).toHaveLength(1);
    for (const name of ["race a", "race b", "race c"])
      expect(await countNamed(chro.id, name)).toBe(1);
  });

  it("reports each validation message and stores nothing", async () => {
    const cio = await companyByCode(t, "CIO");
    const before = await namesOf(cio.id);
    const cases: [unknown, string][] = [
      [{}, "Please enter at least one preference name."],
      [{ names: [] }, "Please enter at least one preference name."],
      [{ names: ["", "   "] }, "Please enter at least one preference name."],
      [{ names: "Edge, Cloud" }, "Please enter at least one preference name."],
      [{ names: [5] }, "Preference names must be text."],
      [{ names: ["ok", null] }, "Preference names must be text."],
      [{ names: ["x".repeat(101)] }, "Preference names must be at most 100 characters."],
      [
        { names: Array.from({ length: 501 }, (_, i) => `n${i}`) },
        "At most 500 preferences at once.",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await createPreferences(cio.id, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, errors: { names: message } });
    }
    expect(await namesOf(cio.id)).toEqual(before);
  });

  it("answers 404 for an unknown company and 400 for a malformed id", async () => {
    const missing = await createPreferences(999_999, { names: ["Orphan"] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Company not found." });
    for (const id of ["abc", "0", "-2", "2.5"]) {
      const res = await createPreferences(id, { names: ["Orphan"] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Invalid company id.",
        errors: { company_id: "Invalid company id." },
      });
    }
    expect(
      await t.db.select().from(preferences).where(eq(preferences.name, "Orphan")),
    ).toHaveLength(0);
  });

  it("answers 401 to a guest and 403 to a member and an employee, storing nothing", async () => {
    const cio = await companyByCode(t, "CIO");
    const before = await namesOf(cio.id);
    const member = await createMember(t);
    const employee = await createStaff(t, "employee");
    expect((await createPreferences(cio.id, { names: ["Intruder"] }, {})).statusCode).toBe(401);
    for (const token of [member.token, employee.token]) {
      const res = await createPreferences(cio.id, { names: ["Intruder"] }, bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this." });
    }
    expect(await namesOf(cio.id)).toEqual(before);
  });
});
