import { INVALID_TEXT_MESSAGE } from "@sector/shared";
import { count } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, expectNoLeaks, loginAdmin } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { companies, passwordTokens, preferences, resources, users } from "../db/schema";

/*
 * PostgreSQL cannot store U+0000 nor an unpaired UTF-16 surrogate (text with no UTF-8 form):
 * the shared schemas refuse both with 400 before a handler runs, instead of the 500 the
 * database's refusal used to become.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

/** Row counts of the tables a refused request could have written to. */
const snapshot = async () => {
  const tables = { companies, preferences, users, resources, passwordTokens };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
};

const expectRefused = (res: LightMyRequestResponse, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.json()).toEqual({
    message: INVALID_TEXT_MESSAGE,
    errors: { [field]: INVALID_TEXT_MESSAGE },
  });
  expectNoLeaks(res.body);
};

/** A JSON text whose `field` holds the escape `rawValue` exactly as written, e.g. `\ud800`. */
const jsonWithRaw = (body: Record<string, unknown>, field: string, rawValue: string) =>
  JSON.stringify({ ...body, [field]: "@RAW@" }).replace('"@RAW@"', `"${rawValue}"`);

describe("NUL characters and unpaired surrogates are refused with 400", () => {
  it("POST /api/company/fetch-company with a NUL company name", async () => {
    const before = await snapshot();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/company/fetch-company",
      headers: { "content-type": "application/json" },
      payload: '{"company_name":"\\u0000"}',
    });
    expectRefused(res, "company_name");
    expect(await snapshot()).toEqual(before);
  });

  it("GET /api/resources?debouncedValue=%00 as admin", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/resources?debouncedValue=%00",
      headers: bearer(admin),
    });
    expectRefused(res, "debouncedValue");
  });

  it("a NUL in the middle of a search", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/resources?debouncedValue=re%00port",
      headers: bearer(admin),
    });
    expectRefused(res, "debouncedValue");
  });

  it("a lone surrogate written raw in a registration's JSON text creates nobody", async () => {
    const cio = await companyByCode(t, "CIO");
    const body = {
      lastname: "Lovelace",
      email: "lone-surrogate@example.org",
      mobile_number: "0123456789",
      preferences: [cio.preferences[0]?.id],
      company_id: cio.id,
    };
    const payload = jsonWithRaw(body, "firstname", "Ada\\ud800");
    expect(payload).toContain('"firstname":"Ada\\ud800"');
    const before = await snapshot();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/public/register",
      headers: { "content-type": "application/json" },
      payload,
    });
    expectRefused(res, "firstname");
    expect(await snapshot()).toEqual(before);
  });

  it("a lone low surrogate in a company rename leaves the company as it was", async () => {
    const cmo = await companyByCode(t, "CMO");
    const payload = jsonWithRaw(
      { base_url: "https://cmo.test", logo_url: "https://cmo.test/logo.png" },
      "name",
      "CMO\\udc00",
    );
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/company/${cmo.id}`,
      headers: { ...bearer(admin), "content-type": "application/json" },
      payload,
    });
    expectRefused(res, "name");
    const after = await companyByCode(t, "CMO");
    expect({ name: after.name, baseUrl: after.baseUrl, logoUrl: after.logoUrl }).toEqual({
      name: cmo.name,
      baseUrl: cmo.baseUrl,
      logoUrl: cmo.logoUrl,
    });
  });

  it("a NUL in one of several new preference names adds none of them", async () => {
    const cro = await companyByCode(t, "CRO");
    const before = await snapshot();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/preferences/create/${cro.id}`,
      headers: bearer(admin),
      payload: { names: ["Fuzzing", "Null\u0000Byte"] },
    });
    expectRefused(res, "names");
    expect(await snapshot()).toEqual(before);
  });

  it("a password holding a NUL is refused before any lookup (login)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/public/login",
      payload: { email: "admin@example.com", password: "admin\u0000" },
    });
    expectRefused(res, "password");
  });

  it("well-formed text beyond the BMP (an emoji pair) is still accepted", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/resources?debouncedValue=${encodeURIComponent("rocket 🚀")}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resources: [], totalResources: 0 });
  });
});
