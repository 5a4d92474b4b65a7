import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { companies, preferences } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fetchPreferences = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/preferences/fetch",
    payload: payload as object,
    headers,
  });

describe("POST /api/preferences/fetch", () => {
  it("answers a guest with one company's preferences, ordered by name", async () => {
    const cmo = await companyByCode(t, "CMO");
    const res = await fetchPreferences({ company_id: cmo.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preferences: cmo.preferences.map((p) => ({ id: p.id, name: p.name, company_id: cmo.id })),
    });
  });

  it("orders names whatever their case", async () => {
    const cio = await companyByCode(t, "CIO");
    await t.db.insert(preferences).values([
      { companyId: cio.id, name: "apple Silicon" },
      { companyId: cio.id, name: "zero Trust" },
    ]);
    const res = await fetchPreferences({ company_id: String(cio.id) });
    expect(res.statusCode).toBe(200);
    const names = res.json().preferences.map((p: { name: string }) => p.name);
    expect(names).toHaveLength(12);
    expect(names[0]).toBe("apple Silicon");
    expect(names[1]).toBe("Artificial Intelligence");
    expect(names.at(-1)).toBe("zero Trust");
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it("answers an empty list for a company without preferences", async () => {
    const [bare] = await t.db
      .insert(companies)
      .values({ name: "Bare", baseUrl: "https://bare.example", logoUrl: "https://bare.example/l" })
      .returning();
    const res = await fetchPreferences({ company_id: bare?.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preferences: [] });
  });

  it("answers a signed-in member the same way", async () => {
    const member = await createMember(t);
    const cro = await companyByCode(t, "CRO");
    const res = await fetchPreferences({ company_id: cro.id }, bearer(member.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences).toHaveLength(10);
  });

  it("answers 404 with a message for an unknown company", async () => {
    const res = await fetchPreferences({ company_id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Company not found." });
  });

  it("rejects a missing or malformed company_id", async () => {
    for (const company_id of [
      undefined,
      null,
      "",
      "abc",
      0,
      -3,
      1.5,
      true,
      [1],
      { id: 1 },
      2 ** 31,
    ]) {
      const res = await fetchPreferences({ company_id });
      expect(res.statusCode, JSON.stringify(company_id)).toBe(400);
      expect(res.json()).toEqual({
        message: "Please select a company.",
        errors: { company_id: "Please select a company." },
      });
    }
  });

  it("costs one SQL statement", async () => {
    const cio = await companyByCode(t, "CIO");
    expect(await t.countQueries(() => fetchPreferences({ company_id: cio.id }))).toBe(1);
  });
});
