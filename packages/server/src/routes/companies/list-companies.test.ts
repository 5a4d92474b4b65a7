import type { Company } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  expectNoLeaks,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { companies, preferences } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const listCompanies = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/company", headers });

describe("GET /api/company", () => {
  it("lists the seeded companies by name with their preference counts", async () => {
    const res = await listCompanies(bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    const expected = await Promise.all(
      ["CHRO", "CIO", "CMO", "CRO"].map(async (code) => {
        const c = await companyByCode(t, code);
        return {
          id: c.id,
          name: code,
          logo_url: c.logoUrl,
          base_url: c.baseUrl,
          description: `${code} Website`,
          preferenceCount: 10,
        };
      }),
    );
    expect(res.json()).toEqual({ companies: expected });
  });

  it("answers every signed-in role the same list", async () => {
    const member = await createMember(t);
    const employee = await createStaff(t, "employee");
    const asAdmin = (await listCompanies(bearer(adminToken))).json();
    for (const token of [member.token, employee.token]) {
      const res = await listCompanies(bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(asAdmin);
    }
  });

  it("answers a guest and a bad token with 401", async () => {
    for (const headers of [{}, bearer("not-a-token")]) {
      const res = await listCompanies(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Please log in to continue." });
    }
  });

  it("orders case-insensitively and counts exactly, zero included", async () => {
    const cio = await companyByCode(t, "CIO");
    await t.db
      .insert(preferences)
      .values(["Edge", "Quantum", "Robotics"].map((name) => ({ companyId: cio.id, name })));
    const [empty] = await t.db
      .insert(companies)
      .values({
        name: "bank",
        baseUrl: "https://bank.example",
        logoUrl: "https://bank.example/l.png",
      })
      .returning();

    const { companies: list } = (await listCompanies(bearer(adminToken))).json<{
      companies: Company[];
    }>();
    expect(list.map((c) => c.name)).toEqual(["bank", "CHRO", "CIO", "CMO", "CRO"]);
    expect(list.map((c) => c.preferenceCount)).toEqual([0, 10, 13, 10, 10]);
    expect(list[0]).toMatchObject({ id: empty?.id, description: "" });
  });

  it("costs the same fixed number of SQL statements whatever the number of companies", async () => {
    // The second of two requests: the first reads the signed-in user, whom a company change
    // evicts from the cache.
    const cost = async (check: (res: Awaited<ReturnType<typeof listCompanies>>) => void) => {
      // Earlier tests wrote past the API too: their news must not evict the user mid-count.
      await t.sync();
      await listCompanies(bearer(adminToken));
      return t.countQueries(async () => check(await listCompanies(bearer(adminToken))));
    };
    const before = await cost(() => {});
    for (let i = 0; i < 20; i++) {
      const [company] = await t.db
        .insert(companies)
        .values({
          name: `Extra ${i}`,
          baseUrl: "https://x.example",
          logoUrl: "https://x.example/l",
        })
        .returning();
      if (!company) throw new Error("insert failed");
      await t.db.insert(preferences).values([
        { companyId: company.id, name: "One" },
        { companyId: company.id, name: "Two" },
      ]);
    }
    // Written past the API: the app hears of it a moment later (on PostgreSQL), as another
    // process would; without waiting, that news could evict the user during the counted request.
    await t.sync();
    const after = await cost((res) => expect(res.json().companies).toHaveLength(25));
    // One for the list with its counts.
    expect(before).toBe(1);
    expect(after).toBe(before);
  });
});
