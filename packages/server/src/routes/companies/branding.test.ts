import { type Branding, DEFAULT_BRANDING, NO_REGISTRATION_FIELDS } from "@sector/shared";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, companies } from "../../db/schema";
import { presentBranding } from "../../presenters/company";

/** The registration page's branding on POST /company and PUT /company/{id} (admin). */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const call = (method: "POST" | "PUT", url: string, payload: unknown, token = adminToken) =>
  t.app.inject({ method, url, payload: payload as object, headers: bearer(token) });

const spec = (name: string) => ({
  name,
  base_url: `https://${name.toLowerCase()}.example.com`,
  logo_url: `https://cdn.example.com/${name.toLowerCase()}.svg`,
});

const branding: Branding = {
  primary_color: "#123456",
  accent_color: "#abc",
  tagline: "Numbers that lead",
  intro_text: "The CFO community brings together finance leaders.\n\nJoin them.",
  footer_blurb: "CFO is where finance leaders meet.",
  social_network: "X",
  social_url: "https://x.example.com/cfo",
  quick_links: [
    { label: "Home", url: "/" },
    { label: "Events", url: "https://events.example.com/cfo" },
  ],
  join_label: "Become a member",
  join_busy_label: "Sending…",
};

const storedBranding = async (id: number) => {
  const row = await t.db.query.companies.findFirst({ where: eq(companies.id, id) });
  if (!row) throw new Error(`no company ${id}`);
  return presentBranding(row);
};

const fetchCompany = async (name: string) =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/company/fetch-company",
      payload: { company_name: name },
    })
  ).json().company;

const lastAudit = async (companyId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "company"), eq(auditLog.targetId, String(companyId))))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe("a company's branding", () => {
  it("is stored from POST /company, shown by fetch-company, and audited", async () => {
    const res = await call("POST", "/api/company", {
      ...spec("CFO"),
      ...branding,
      tagline: "  Numbers that lead  ",
    });
    expect(res.statusCode).toBe(201);
    // The SPEC's answer is unchanged: the card, no branding.
    const { company } = res.json();
    expect(Object.keys(company).sort()).toEqual(
      ["base_url", "description", "id", "logo_url", "name", "preferenceCount"].sort(),
    );
    expect(await storedBranding(company.id)).toEqual(branding);
    expect(await fetchCompany("cfo")).toEqual({
      id: company.id,
      ...spec("CFO"),
      description: "CFO Website",
      ...branding,
      registration_fields: NO_REGISTRATION_FIELDS,
    });
    const audit = await lastAudit(company.id);
    expect(audit?.action).toBe("company.create");
    expect(audit?.summary).toContain('tagline: null → "Numbers that lead"');
    expect(audit?.summary).toContain('join_label: null → "Become a member"');
  });

  it("takes the defaults when a new company's body is the SPEC's alone", async () => {
    const res = await call("POST", "/api/company", spec("CISO"));
    expect(res.statusCode).toBe(201);
    // DEFAULT_BRANDING (what the Add Company form starts from) is what the columns give.
    expect(await storedBranding(res.json().company.id)).toEqual(DEFAULT_BRANDING);
  });

  it("changes on PUT only in the fields given; a SPEC body leaves it as it is", async () => {
    const cro = await companyByCode(t, "CRO");
    const before = await storedBranding(cro.id);
    const res = await call("PUT", `/api/company/${cro.id}`, {
      ...spec("CRO"),
      tagline: "Revenue, predictably",
      quick_links: [{ label: "Deals", url: "/deals" }],
    });
    expect(res.statusCode).toBe(200);
    expect(await storedBranding(cro.id)).toEqual({
      ...before,
      tagline: "Revenue, predictably",
      quick_links: [{ label: "Deals", url: "/deals" }],
    });
    const audit = await lastAudit(cro.id);
    expect(audit?.action).toBe("company.update");
    expect(audit?.summary).toContain(
      `tagline: ${JSON.stringify(before.tagline)} → "Revenue, predictably"`,
    );
    expect(audit?.summary).toContain("quick_links:");
    // Fields given unchanged, or not given, are not listed.
    expect(audit?.summary).not.toContain("intro_text");

    expect((await call("PUT", `/api/company/${cro.id}`, spec("CRO"))).statusCode).toBe(200);
    expect((await storedBranding(cro.id)).tagline).toBe("Revenue, predictably");
    // Clearing a text is a change like any other: the page falls back to its generic wording.
    await call("PUT", `/api/company/${cro.id}`, { ...spec("CRO"), tagline: "" });
    expect((await storedBranding(cro.id)).tagline).toBe("");
  });

  it("refuses invalid branding with a 400 naming the field, and stores nothing", async () => {
    const cmo = await companyByCode(t, "CMO");
    const before = await storedBranding(cmo.id);
    const cases: [object, string, string][] = [
      [
        { primary_color: "red" },
        "primary_color",
        "Primary colour must be a hex colour such as #1e3a8a.",
      ],
      [
        { accent_color: "#ggg" },
        "accent_color",
        "Accent colour must be a hex colour such as #1e3a8a.",
      ],
      [
        { primary_color: 5 },
        "primary_color",
        "Primary colour must be a hex colour such as #1e3a8a.",
      ],
      [
        { social_url: "ftp://x.example.com" },
        "social_url",
        "Social link must be a valid http(s) URL.",
      ],
      [
        { social_url: "javascript:alert(1)" },
        "social_url",
        "Social link must be a valid http(s) URL.",
      ],
      [{ tagline: "t".repeat(201) }, "tagline", "Must be at most 200 characters."],
      [{ intro_text: "i".repeat(2001) }, "intro_text", "Must be at most 2000 characters."],
      [{ footer_blurb: "f".repeat(1001) }, "footer_blurb", "Must be at most 1000 characters."],
      [{ join_label: "j".repeat(41) }, "join_label", "Must be at most 40 characters."],
      [{ join_busy_label: ["..."] }, "join_busy_label", "Must be text."],
      [{ quick_links: "Home" }, "quick_links", "Quick links must be a list."],
      [
        { quick_links: Array.from({ length: 9 }, (_, i) => ({ label: `L${i}`, url: "/" })) },
        "quick_links",
        "At most 8 quick links.",
      ],
      [
        { quick_links: [{ label: "", url: "/" }] },
        "quick_links",
        "Each quick link needs a label of at most 60 characters.",
      ],
      [
        { quick_links: [{ label: "Evil", url: "javascript:alert(1)" }] },
        "quick_links",
        "Each quick link needs an http(s) URL or a path starting with /.",
      ],
      [
        { quick_links: [{ label: "Evil", url: "//evil.example.com" }] },
        "quick_links",
        "Each quick link needs an http(s) URL or a path starting with /.",
      ],
      [
        { tagline: "a\u0000b" },
        "tagline",
        "Text must not contain NUL characters or invalid Unicode.",
      ],
    ];
    for (const [body, field, message] of cases) {
      for (const [method, url] of [
        ["PUT", `/api/company/${cmo.id}`],
        ["POST", "/api/company"],
      ] as const) {
        const res = await call(method, url, { ...spec(method === "PUT" ? "CMO" : "CDO"), ...body });
        expect(res.statusCode, `${method} ${field}: ${message}`).toBe(400);
        expect(res.json()).toEqual({ message, errors: { [field]: message } });
      }
    }
    expect(await storedBranding(cmo.id)).toEqual(before);
    expect(
      await t.db.query.companies.findFirst({ where: eq(companies.name, "CDO") }),
    ).toBeUndefined();
  });

  it("is the admin's alone to set: 401 for a guest, 403 for a member and an employee", async () => {
    const chro = await companyByCode(t, "CHRO");
    const before = await storedBranding(chro.id);
    const body = { ...spec("CHRO"), tagline: "Taken over" };
    const guest = await t.app.inject({
      method: "PUT",
      url: `/api/company/${chro.id}`,
      payload: body,
    });
    expect(guest.statusCode).toBe(401);
    const member = await createMember(t);
    const employee = await createStaff(t, "employee");
    for (const token of [member.token, employee.token]) {
      const put = await call("PUT", `/api/company/${chro.id}`, body, token);
      expect(put.statusCode).toBe(403);
      const post = await call("POST", "/api/company", { ...spec("CXO"), tagline: "x" }, token);
      expect(post.statusCode).toBe(403);
    }
    expect(await storedBranding(chro.id)).toEqual(before);
  });
});
