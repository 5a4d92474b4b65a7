import type { LoginResponse, Resource } from "@sector/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
} from "../../../test/fixtures";
import { preferenceIdsOf } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resources } from "../../db/schema";
import { FOREIGN_PREFERENCES } from "./messages";

let t: TestApp;
let admin: LoginResponse;
let employee: LoginResponse;
let member: LoginResponse;
let cio: Awaited<ReturnType<typeof companyByCode>>;
let cmo: Awaited<ReturnType<typeof companyByCode>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  employee = await createStaff(t, "employee");
  member = await createMember(t);
  cio = await companyByCode(t, "CIO");
  cmo = await companyByCode(t, "CMO");
});
afterAll(() => t.close());

const validBody = () => ({
  title: "  State of the CIO 2025  ",
  resource_url: "https://example.com/state-of-the-cio",
  image_bg: "https://img.example.com/cio.png",
  company_id: cio.id,
  // Out of name order on purpose: the answer lists them by name.
  preference_ids: [cio.preferences[2]?.id, cio.preferences[0]?.id],
  generated_by: 1,
});

const post = (body: unknown, token: string | null = admin.token) =>
  t.app.inject({
    method: "POST",
    url: "/api/resources",
    payload: body as object,
    headers: token ? bearer(token) : {},
  });

const resourceCount = async () => (await t.db.select({ n: count() }).from(resources))[0]?.n;

describe("POST /api/resources", () => {
  it("creates the resource with its preferences and answers 201 { resource }", async () => {
    const res = await post(validBody());
    expect(res.statusCode).toBe(201);
    const { resource } = res.json<{ resource: Resource }>();
    const [first, , third] = cio.preferences;
    expect(resource).toEqual({
      id: expect.any(Number),
      title: "State of the CIO 2025",
      image_bg: "https://img.example.com/cio.png",
      resource_url: "https://example.com/state-of-the-cio",
      company_id: cio.id,
      company: { id: cio.id, name: "CIO" },
      preferences: [
        { id: first?.id, name: first?.name },
        { id: third?.id, name: third?.name },
      ],
      user: { firstname: admin.user.firstname, lastname: admin.user.lastname },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: resource.createdAt,
      updated_by: [],
      sponsor: null,
      event: null,
    });

    const stored = await t.db.query.resources.findFirst({ where: eq(resources.id, resource.id) });
    expect(stored).toMatchObject({
      title: "State of the CIO 2025",
      companyId: cio.id,
      createdBy: admin.user.id,
    });
    expect(await preferenceIdsOf(t, resource.id)).toEqual(
      [first?.id, third?.id].sort((a = 0, b = 0) => a - b),
    );
  });

  it("records the caller as creator whatever generated_by says", async () => {
    const res = await post({ ...validBody(), generated_by: admin.user.id }, employee.token);
    expect(res.statusCode).toBe(201);
    const { resource } = res.json<{ resource: Resource }>();
    expect(resource.user).toEqual({
      firstname: employee.user.firstname,
      lastname: employee.user.lastname,
    });
    const stored = await t.db.query.resources.findFirst({ where: eq(resources.id, resource.id) });
    expect(stored?.createdBy).toBe(employee.user.id);
  });

  it("stores a repeated preference once", async () => {
    const pref = cio.preferences[1]?.id;
    const res = await post({ ...validBody(), preference_ids: [pref, pref, String(pref)] });
    expect(res.statusCode).toBe(201);
    const { resource } = res.json<{ resource: Resource }>();
    expect(await preferenceIdsOf(t, resource.id)).toEqual([pref]);
  });
});

describe("POST /api/resources validation", () => {
  const expectFieldError = async (body: unknown, field: string, message: string) => {
    const before = await resourceCount();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await resourceCount()).toBe(before);
  };

  it("requires a title", async () => {
    const { title: _omit, ...rest } = validBody();
    await expectFieldError(rest, "title", "Title is required.");
    await expectFieldError({ ...validBody(), title: "   " }, "title", "Title is required.");
    await expectFieldError({ ...validBody(), title: 42 }, "title", "Title is required.");
  });

  it("requires a valid landing page URL", async () => {
    const message = "A valid Landing Page URL is required.";
    for (const url of [undefined, "", "not a url", "https://", "www.example.com/report"]) {
      await expectFieldError({ ...validBody(), resource_url: url }, "resource_url", message);
    }
  });

  it("requires a valid thumbnail image URL", async () => {
    const message = "A valid Thumbnail Image URL is required.";
    for (const url of [undefined, "", "thumb.png", "http://"]) {
      await expectFieldError({ ...validBody(), image_bg: url }, "image_bg", message);
    }
  });

  it("stores only http and https URLs: a URL of another scheme is refused", async () => {
    // /r/{token} redirects to the landing page and the feed links to it: chrome:, file:,
    // javascript: and the like lead a reader's browser somewhere no web page should send it.
    const message = "URL must start with http:// or https://.";
    for (const url of [
      "chrome://settings/help",
      "CHROME://settings",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://example.com/file",
      "file:///etc/passwd",
      "  vbscript:msgbox(1)  ",
    ]) {
      await expectFieldError({ ...validBody(), resource_url: url }, "resource_url", message);
      await expectFieldError({ ...validBody(), image_bg: url }, "image_bg", message);
    }
  });

  it("requires a company", async () => {
    const message = "Please select a company.";
    for (const id of [undefined, null, "", 0, -1, 1.5, "abc", true, [cio.id], 2 ** 31]) {
      await expectFieldError({ ...validBody(), company_id: id }, "company_id", message);
    }
  });

  it("refuses an unknown company on company_id", async () => {
    await expectFieldError(
      { ...validBody(), company_id: 999_999 },
      "company_id",
      "Please select a company.",
    );
  });

  it("requires at least one preference", async () => {
    const message = "Please select at least one preference.";
    for (const ids of [undefined, null, [], "1", [0], ["x"], [true]]) {
      await expectFieldError({ ...validBody(), preference_ids: ids }, "preference_ids", message);
    }
  });

  it("refuses preferences of another company and unknown preferences", async () => {
    const foreign = cmo.preferences[0]?.id;
    await expectFieldError(
      { ...validBody(), preference_ids: [cio.preferences[0]?.id, foreign] },
      "preference_ids",
      FOREIGN_PREFERENCES,
    );
    await expectFieldError(
      { ...validBody(), preference_ids: [999_999] },
      "preference_ids",
      FOREIGN_PREFERENCES,
    );
  });

  it("reports every field of an empty body, the first as the message", async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Title is required.",
      errors: {
        title: "Title is required.",
        resource_url: "A valid Landing Page URL is required.",
        image_bg: "A valid Thumbnail Image URL is required.",
        company_id: "Please select a company.",
        preference_ids: "Please select at least one preference.",
      },
    });
  });

  it("answers 400 to a body that is not an object", async () => {
    const res = await post([validBody()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe("POST /api/resources roles", () => {
  it("answers 401 to a guest and to a bad token, before looking at the body", async () => {
    expect((await post(validBody(), null)).statusCode).toBe(401);
    expect((await post({}, null)).statusCode).toBe(401);
    const bad = await post(validBody(), "not-a-token");
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe("Please log in to continue.");
  });

  it("answers 403 to a member and stores nothing", async () => {
    const before = await resourceCount();
    const res = await post(validBody(), member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await resourceCount()).toBe(before);
  });
});
