import { DEFAULT_BRANDING, NO_REGISTRATION_FIELDS, SECTOR_CODES } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember, expectNoLeaks } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { BRAND_SEEDS } from "../../db/seed-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fetchCompany = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/company/fetch-company",
    payload: payload as object,
    headers,
  });

describe("POST /api/company/fetch-company", () => {
  it("answers a guest with each brand's company and its whole branding", async () => {
    for (const code of SECTOR_CODES) {
      const stored = await companyByCode(t, code);
      const seed = BRAND_SEEDS.find((b) => b.name === code);
      const res = await fetchCompany({ company_name: code });
      expect(res.statusCode).toBe(200);
      expectNoLeaks(res.body);
      expect(res.json()).toEqual({
        company: {
          id: stored.id,
          name: code,
          base_url: stored.baseUrl,
          logo_url: stored.logoUrl,
          description: `${code} Website`,
          primary_color: seed?.primaryColor,
          accent_color: seed?.accentColor,
          tagline: seed?.tagline,
          intro_text: seed?.introText,
          footer_blurb: seed?.footerBlurb,
          social_network: "LinkedIn",
          social_url: seed?.socialUrl,
          quick_links: DEFAULT_BRANDING.quick_links,
          join_label: code === "CIO" ? "Join Now" : "Join",
          join_busy_label: code === "CIO" ? "..." : "",
          registration_fields: NO_REGISTRATION_FIELDS,
        },
      });
    }
  });

  it("matches the code whatever its case and surrounding blanks", async () => {
    const cio = await companyByCode(t, "CIO");
    for (const name of ["cio", " Cio ", "CIO"]) {
      const res = await fetchCompany({ company_name: name });
      expect(res.statusCode).toBe(200);
      expect(res.json().company.id).toBe(cio.id);
    }
  });

  it("answers a signed-in member too", async () => {
    const member = await createMember(t);
    const res = await fetchCompany({ company_name: "CMO" }, bearer(member.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().company.name).toBe("CMO");
  });

  it("answers 404 with a message for an unknown code", async () => {
    const res = await fetchCompany({ company_name: "CFO" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Company not found." });
  });

  it("rejects a missing, blank or non-text company_name", async () => {
    for (const payload of [
      {},
      { company_name: "   " },
      { company_name: 5 },
      { company_name: null },
    ]) {
      const res = await fetchCompany(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Company name is required.",
        errors: { company_name: "Company name is required." },
      });
    }
  });

  it("rejects an over-long company_name and a body that is not an object", async () => {
    const long = await fetchCompany({ company_name: "C".repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Must be at most 100 characters.");

    const list = await fetchCompany(["CIO"]);
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toMatch(/not valid/);
  });

  it("costs one SQL statement", async () => {
    expect(await t.countQueries(() => fetchCompany({ company_name: "CRO" }))).toBe(1);
  });
});
