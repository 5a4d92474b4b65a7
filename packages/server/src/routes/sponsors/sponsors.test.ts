import {
  SPONSOR_NAME_REQUIRED,
  SPONSOR_PRIVACY_INVALID,
  SPONSOR_WEBSITE_INVALID,
  type Sponsor,
  WEB_URL_SCHEME_MESSAGE,
} from "@sector/shared";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdmin } from "../../../test/fixtures";
import { staffLogin } from "../../../test/newsletters";
import { addSponsor, apiCall } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, sponsors } from "../../db/schema";
import { SPONSOR_NOT_FOUND } from "./messages";

let t: TestApp;
let admin: string;
let employee: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  employee = (await staffLogin(t, "employee")).token;
  member = (await staffLogin(t, "user")).token;
});
afterAll(() => t.close());

const body = {
  name: "Northwind Security",
  website: "https://northwind.example.com",
  logo_url: "https://northwind.example.com/logo.svg",
  privacy_url: "https://northwind.example.com/privacy",
};

const audits = (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe("sponsors", () => {
  it("admins add, list, read and change them, each write audited", async () => {
    const created = await apiCall(t, admin, "POST", "/sponsors", body);
    expect(created.statusCode, created.body).toBe(201);
    const sponsor = created.json<{ sponsor: Sponsor }>().sponsor;
    expect(sponsor).toMatchObject({ ...body, id: expect.any(Number) });
    expect((await audits("sponsor.create"))[0]).toMatchObject({
      targetId: String(sponsor.id),
      summary: "Northwind Security (https://northwind.example.com)",
    });

    const list = await apiCall(t, admin, "GET", "/sponsors");
    expect(list.json<{ sponsors: Sponsor[] }>().sponsors.map((s) => s.name)).toContain(
      "Northwind Security",
    );
    const one = await apiCall(t, admin, "GET", `/sponsors/${sponsor.id}`);
    expect(one.json<{ sponsor: Sponsor }>().sponsor).toEqual(sponsor);

    const renamed = await apiCall(t, admin, "PUT", `/sponsors/${sponsor.id}`, {
      ...body,
      name: "Northwind",
      logo_url: "",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ sponsor: Sponsor }>().sponsor).toMatchObject({
      name: "Northwind",
      logo_url: null,
    });
    const [audit] = await audits("sponsor.update");
    expect(audit?.summary).toContain('name: "Northwind Security" → "Northwind"');
    expect(audit?.summary).toContain("logo:");
  });

  it("refuses employees and members (403) and guests (401), changing nothing", async () => {
    const before = await t.db.select().from(sponsors);
    const target = await addSponsor(t, admin, "Target");
    for (const token of [employee, member]) {
      expect((await apiCall(t, token, "GET", "/sponsors")).statusCode).toBe(403);
      expect((await apiCall(t, token, "POST", "/sponsors", body)).statusCode).toBe(403);
      expect((await apiCall(t, token, "GET", `/sponsors/${target.id}`)).statusCode).toBe(403);
      expect(
        (await apiCall(t, token, "PUT", `/sponsors/${target.id}`, { ...body, name: "Taken" }))
          .statusCode,
      ).toBe(403);
    }
    expect((await apiCall(t, null, "GET", "/sponsors")).statusCode).toBe(401);
    const after = await t.db.select().from(sponsors);
    expect(after.length).toBe(before.length + 1);
    expect(after.find((s) => s.id === target.id)?.name).toBe("Target");
  });

  it("answers 400 with the field's message for bad input, 404 for an unknown sponsor", async () => {
    const cases: [object, string, string][] = [
      [{ ...body, name: "  " }, "name", SPONSOR_NAME_REQUIRED],
      [{ ...body, website: "example.com" }, "website", SPONSOR_WEBSITE_INVALID],
      [{ ...body, privacy_url: "not a url" }, "privacy_url", SPONSOR_PRIVACY_INVALID],
      [{ ...body, logo_url: "https://" }, "logo_url", "Logo must be a valid URL."],
      // A well-formed URL of another scheme: only web URLs are stored (links, images).
      [{ ...body, website: "javascript:alert(1)" }, "website", WEB_URL_SCHEME_MESSAGE],
      [{ ...body, privacy_url: "chrome://settings" }, "privacy_url", WEB_URL_SCHEME_MESSAGE],
      [{ ...body, logo_url: "ftp://x.example.com/l.png" }, "logo_url", WEB_URL_SCHEME_MESSAGE],
      [{ ...body, name: "x".repeat(121) }, "name", "Must be at most 120 characters."],
    ];
    for (const [payload, field, message] of cases) {
      const res = await apiCall(t, admin, "POST", "/sponsors", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    }
    const missing = await apiCall(t, admin, "PUT", "/sponsors/999999", body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(SPONSOR_NOT_FOUND);
    expect((await apiCall(t, admin, "GET", "/sponsors/abc")).statusCode).toBe(400);
  });
});
