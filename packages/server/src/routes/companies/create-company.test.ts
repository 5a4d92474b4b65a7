import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createMember,
  createStaff,
  expectNoLeaks,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { companies } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const createCompany = (payload: unknown, headers: Record<string, string> = bearer(adminToken)) =>
  t.app.inject({ method: "POST", url: "/api/company", payload: payload as object, headers });

const valid = {
  name: "CFO",
  base_url: "https://cfo.example.com",
  logo_url: "https://cdn.example.com/cfo.svg",
};

const companyCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0]?.n;

describe("POST /api/company", () => {
  it("creates a company with the default description and answers 201 { company }", async () => {
    const res = await createCompany({ ...valid, name: "  CFO  " });
    expect(res.statusCode).toBe(201);
    expectNoLeaks(res.body);
    const { company } = res.json();
    expect(company).toEqual({
      id: expect.any(Number),
      name: "CFO",
      base_url: valid.base_url,
      logo_url: valid.logo_url,
      description: "CFO Website",
      preferenceCount: 0,
    });
    const stored = await t.db.query.companies.findFirst({ where: eq(companies.id, company.id) });
    expect(stored).toMatchObject({
      name: "CFO",
      baseUrl: valid.base_url,
      logoUrl: valid.logo_url,
      description: "CFO Website",
    });

    const list = await t.app.inject({
      method: "GET",
      url: "/api/company",
      headers: bearer(adminToken),
    });
    expect(list.json().companies).toContainEqual(company);
  });

  it("answers 409 with a message for a name taken in any case, storing nothing", async () => {
    const before = await companyCount();
    for (const name of ["CIO", "cio", " Cio "]) {
      const res = await createCompany({ ...valid, name });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: "A company with this name already exists.",
        errors: { name: "A company with this name already exists." },
      });
    }
    expect(await companyCount()).toBe(before);
  });

  it("lets exactly one of two racing creations of one name win", async () => {
    const payload = { ...valid, name: "Racer" };
    const results = await Promise.all([createCompany(payload), createCompany(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const stored = await t.db.select().from(companies).where(eq(companies.name, "Racer"));
    expect(stored).toHaveLength(1);
  });

  it("reports each field's message", async () => {
    const cases: [object, string, string][] = [
      [{ ...valid, name: undefined }, "name", "Name is required."],
      [{ ...valid, name: "   " }, "name", "Name is required."],
      [{ ...valid, name: 42 }, "name", "Name is required."],
      [{ ...valid, name: "N".repeat(101) }, "name", "Must be at most 100 characters."],
      [{ ...valid, base_url: undefined }, "base_url", "Base URL is required."],
      [{ ...valid, base_url: "" }, "base_url", "Base URL is required."],
      [
        { ...valid, base_url: "cfo.example.com" },
        "base_url",
        "Base URL must be a valid http(s) URL.",
      ],
      [{ ...valid, base_url: "http://" }, "base_url", "Base URL must be a valid http(s) URL."],
      // A well-formed URL of another scheme: only web URLs are stored (links, redirects).
      [
        { ...valid, base_url: "ftp://cfo.example.com" },
        "base_url",
        "URL must start with http:// or https://.",
      ],
      [
        { ...valid, base_url: "javascript:alert(1)" },
        "base_url",
        "URL must start with http:// or https://.",
      ],
      [
        { ...valid, logo_url: "chrome://branding/logo.png" },
        "logo_url",
        "URL must start with http:// or https://.",
      ],
      [{ ...valid, logo_url: undefined }, "logo_url", "Logo URL is required."],
      [{ ...valid, logo_url: ["https://x.example"] }, "logo_url", "Logo URL is required."],
      [{ ...valid, logo_url: "not a url" }, "logo_url", "Logo URL must be a valid http(s) URL."],
    ];
    const before = await companyCount();
    for (const [payload, field, message] of cases) {
      const res = await createCompany(payload);
      expect(res.statusCode, `${field}: ${message}`).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect(await companyCount()).toBe(before);
  });

  it("reports every missing field, the first one as the message", async () => {
    const res = await createCompany({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Name is required.",
      errors: {
        name: "Name is required.",
        base_url: "Base URL is required.",
        logo_url: "Logo URL is required.",
      },
    });
  });

  it("answers 401 to a guest and 403 to a member and an employee, storing nothing", async () => {
    const member = await createMember(t);
    const employee = await createStaff(t, "employee");
    const before = await companyCount();
    const guest = await createCompany(valid, {});
    expect(guest.statusCode).toBe(401);
    // Authentication comes before the body is even read.
    expect((await createCompany({}, {})).statusCode).toBe(401);
    for (const token of [member.token, employee.token]) {
      const res = await createCompany({ ...valid, name: "Sneaky" }, bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this." });
    }
    expect(await companyCount()).toBe(before);
  });
});
