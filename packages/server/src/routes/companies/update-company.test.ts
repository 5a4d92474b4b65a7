import { eq } from "drizzle-orm";
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
import { companies } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const updateCompany = (
  id: number | string,
  payload: unknown,
  headers: Record<string, string> = bearer(adminToken),
) =>
  t.app.inject({ method: "PUT", url: `/api/company/${id}`, payload: payload as object, headers });

const stored = (id: number) => t.db.query.companies.findFirst({ where: eq(companies.id, id) });

const edit = (name: string) => ({
  name,
  base_url: `https://${name.toLowerCase().replace(/\W/g, "")}.example.org`,
  logo_url: "https://cdn.example.org/logo.png",
});

describe("PUT /api/company/{id}", () => {
  it("edits the URLs, keeps the name and answers { company } with its count", async () => {
    const cio = await companyByCode(t, "CIO");
    const res = await updateCompany(cio.id, edit("CIO"));
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    expect(res.json()).toEqual({
      company: {
        id: cio.id,
        name: "CIO",
        base_url: "https://cio.example.org",
        logo_url: "https://cdn.example.org/logo.png",
        description: "CIO Website",
        preferenceCount: 10,
      },
    });
    expect(await stored(cio.id)).toMatchObject({
      baseUrl: "https://cio.example.org",
      logoUrl: "https://cdn.example.org/logo.png",
      description: "CIO Website",
    });
    expect((await stored(cio.id))?.updatedAt.getTime()).toBeGreaterThan(cio.updatedAt.getTime());
  });

  it("keeps a default description in step with a rename", async () => {
    const cmo = await companyByCode(t, "CMO");
    const res = await updateCompany(cmo.id, edit("CMO Global"));
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({
      name: "CMO Global",
      description: "CMO Global Website",
    });
    expect(await stored(cmo.id)).toMatchObject({
      name: "CMO Global",
      description: "CMO Global Website",
    });
  });

  it("keeps a description an admin wrote by hand", async () => {
    const chro = await companyByCode(t, "CHRO");
    await t.db
      .update(companies)
      .set({ description: "People leaders' hub" })
      .where(eq(companies.id, chro.id));
    const res = await updateCompany(chro.id, edit("CHRO Network"));
    expect(res.statusCode).toBe(200);
    expect(res.json().company.description).toBe("People leaders' hub");
    expect(await stored(chro.id)).toMatchObject({
      name: "CHRO Network",
      description: "People leaders' hub",
    });
  });

  it("gives a company without a description the default one", async () => {
    const [blank] = await t.db
      .insert(companies)
      .values({
        name: "Blank",
        baseUrl: "https://blank.example",
        logoUrl: "https://blank.example/l",
      })
      .returning();
    if (!blank) throw new Error("insert failed");
    const res = await updateCompany(blank.id, edit("Blank Media"));
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({
      description: "Blank Media Website",
      preferenceCount: 0,
    });
    expect((await stored(blank.id))?.description).toBe("Blank Media Website");
  });

  it("lets a company change the case of its own name", async () => {
    const cro = await companyByCode(t, "CRO");
    const res = await updateCompany(cro.id, edit("Cro"));
    expect(res.statusCode).toBe(200);
    expect(await stored(cro.id)).toMatchObject({ name: "Cro", description: "Cro Website" });
  });

  it("answers 409 when the new name belongs to another company, changing nothing", async () => {
    const cio = await companyByCode(t, "CIO");
    const before = await stored(cio.id);
    const res = await updateCompany(cio.id, edit("cmo global"));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "A company with this name already exists.",
      errors: { name: "A company with this name already exists." },
    });
    expect(await stored(cio.id)).toEqual(before);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await updateCompany(999_999, edit("Ghost"));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Company not found." });

    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "1e3x"]) {
      const res = await updateCompany(id, edit("Ghost"));
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({
        message: "Invalid company id.",
        errors: { id: "Invalid company id." },
      });
    }
  });

  it("reports each field's message and changes nothing", async () => {
    const cio = await companyByCode(t, "CIO");
    const before = await stored(cio.id);
    const cases: [object, string, string][] = [
      [{ ...edit("CIO"), name: "" }, "name", "Name is required."],
      [{ ...edit("CIO"), base_url: null }, "base_url", "Base URL is required."],
      // A well-formed URL of another scheme: only web URLs are stored.
      [
        { ...edit("CIO"), base_url: "mailto:a@b.c" },
        "base_url",
        "URL must start with http:// or https://.",
      ],
      [
        { ...edit("CIO"), base_url: "cio.example.com" },
        "base_url",
        "Base URL must be a valid http(s) URL.",
      ],
      [{ ...edit("CIO"), logo_url: "" }, "logo_url", "Logo URL is required."],
      [
        { ...edit("CIO"), logo_url: "//cdn.example.org/x.png" },
        "logo_url",
        "Logo URL must be a valid http(s) URL.",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await updateCompany(cio.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect(await stored(cio.id)).toEqual(before);
  });

  it("answers 401 to a guest and 403 to a member and an employee, changing nothing", async () => {
    const cio = await companyByCode(t, "CIO");
    const before = await stored(cio.id);
    const member = await createMember(t);
    const employee = await createStaff(t, "employee");
    expect((await updateCompany(cio.id, edit("Taken"), {})).statusCode).toBe(401);
    for (const token of [member.token, employee.token]) {
      const res = await updateCompany(cio.id, edit("Taken"), bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this." });
    }
    expect(await stored(cio.id)).toEqual(before);
  });
});
