import type { LoginResponse, Resource } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
} from "../../../test/fixtures";
import {
  editsOf,
  insertResources,
  minutesIn,
  preferenceIdsOf,
} from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resources } from "../../db/schema";
import { FOREIGN_PREFERENCES } from "./messages";

let t: TestApp;
let admin: LoginResponse;
let employee: LoginResponse;
let member: LoginResponse;
let cio: Awaited<ReturnType<typeof companyByCode>>;
let cmo: Awaited<ReturnType<typeof companyByCode>>;
const prefIds = (indexes: number[]) => indexes.map((i) => cio.preferences[i]?.id ?? 0);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  employee = await createStaff(t, "employee");
  member = await createMember(t);
  cio = await companyByCode(t, "CIO");
  cmo = await companyByCode(t, "CMO");
});
afterAll(() => t.close());

const newResource = async () => {
  const [id] = await insertResources(t, [
    {
      companyId: cio.id,
      title: "Original title",
      createdBy: admin.user.id,
      createdAt: minutesIn(0),
      preferenceIds: prefIds([0, 1]),
    },
  ]);
  if (!id) throw new Error("no resource inserted");
  return id;
};

const validBody = () => ({
  title: " Edited title ",
  resource_url: "https://example.com/edited",
  image_bg: "http://img.example.com/edited.png",
  preferences: prefIds([1, 3]),
});

const put = (id: number | string, body: unknown, token: string | null = employee.token) =>
  t.app.inject({
    method: "PUT",
    url: `/api/resources/${id}`,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });

const storedRow = (id: number) => t.db.query.resources.findFirst({ where: eq(resources.id, id) });

describe("PUT /api/resources/{id}", () => {
  it("saves the fields and preferences, records the editor, and returns { resource }", async () => {
    const id = await newResource();
    const res = await put(id, validBody());
    expect(res.statusCode).toBe(200);
    const { resource } = res.json<{ resource: Resource }>();
    expect(resource).toMatchObject({
      id,
      title: "Edited title",
      resource_url: "https://example.com/edited",
      image_bg: "http://img.example.com/edited.png",
      company_id: cio.id,
      company: { id: cio.id, name: "CIO" },
      preferences: prefIds([1, 3]).map((pid) => ({ id: pid, name: expect.any(String) })),
      user: { firstname: admin.user.firstname, lastname: admin.user.lastname },
      createdAt: minutesIn(0).toISOString(),
    });
    const editorName = `${employee.user.firstname} ${employee.user.lastname}`;
    expect(resource.updated_by).toEqual([{ name: editorName, at: resource.updatedAt }]);
    expect(Date.parse(resource.updatedAt)).toBeGreaterThan(minutesIn(0).getTime());

    const stored = await storedRow(id);
    expect(stored).toMatchObject({
      title: "Edited title",
      resourceUrl: "https://example.com/edited",
      imageBg: "http://img.example.com/edited.png",
      createdBy: admin.user.id,
    });
    expect(stored?.updatedAt.toISOString()).toBe(resource.updatedAt);
    expect(await preferenceIdsOf(t, id)).toEqual(prefIds([1, 3]).sort((a, b) => a - b));
    const edits = await editsOf(t, id);
    expect(edits).toHaveLength(1);
    expect(edits[0]?.userId).toBe(employee.user.id);
    expect(edits[0]?.at.toISOString()).toBe(resource.updatedAt);
  });

  it("keeps the whole history, oldest first", async () => {
    const id = await newResource();
    expect((await put(id, validBody(), employee.token)).statusCode).toBe(200);
    const res = await put(id, { ...validBody(), title: "Second edit" }, admin.token);
    expect(res.statusCode).toBe(200);
    const { resource } = res.json<{ resource: Resource }>();
    expect(resource.updated_by.map((e) => e.name)).toEqual([
      `${employee.user.firstname} ${employee.user.lastname}`,
      `${admin.user.firstname} ${admin.user.lastname}`,
    ]);
    expect(resource.updated_by[1]?.at).toBe(resource.updatedAt);
    expect((await editsOf(t, id)).map((e) => e.userId)).toEqual([employee.user.id, admin.user.id]);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await put(999_999, validBody());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Resource not found." });
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await put(bad, validBody());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Invalid resource id.");
    }
  });
});

describe("PUT /api/resources/{id} validation", () => {
  const expectUnchanged = async (id: number) => {
    expect((await storedRow(id))?.title).toBe("Original title");
    expect(await preferenceIdsOf(t, id)).toEqual(prefIds([0, 1]).sort((a, b) => a - b));
    expect(await editsOf(t, id)).toEqual([]);
  };
  const expectFieldError = async (body: unknown, field: string, message: string) => {
    const id = await newResource();
    const res = await put(id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[field]).toBe(message);
    expect(res.json().message).toBe(message);
    await expectUnchanged(id);
  };

  it("requires a title", async () => {
    await expectFieldError({ ...validBody(), title: "" }, "title", "Title is required.");
    await expectFieldError({ ...validBody(), title: undefined }, "title", "Title is required.");
  });

  it("requires a valid landing page URL", async () => {
    const message = "A valid Landing Page URL is required.";
    await expectFieldError({ ...validBody(), resource_url: "https://" }, "resource_url", message);
    await expectFieldError(
      { ...validBody(), resource_url: "example.com" },
      "resource_url",
      message,
    );
  });

  it("keeps only http and https URLs: a URL of another scheme is refused", async () => {
    const message = "URL must start with http:// or https://.";
    await expectFieldError(
      { ...validBody(), resource_url: "chrome://settings" },
      "resource_url",
      message,
    );
    await expectFieldError(
      { ...validBody(), resource_url: "javascript:alert(1)" },
      "resource_url",
      message,
    );
    await expectFieldError(
      { ...validBody(), image_bg: "data:image/gif;base64,R0lG" },
      "image_bg",
      message,
    );
  });

  it("requires a valid thumbnail image URL", async () => {
    const message = "A valid Thumbnail Image URL is required.";
    await expectFieldError({ ...validBody(), image_bg: "not a url" }, "image_bg", message);
    await expectFieldError({ ...validBody(), image_bg: 7 }, "image_bg", message);
  });

  it("requires at least one preference", async () => {
    const message = "Please select at least one preference.";
    await expectFieldError({ ...validBody(), preferences: [] }, "preferences", message);
    await expectFieldError({ ...validBody(), preferences: undefined }, "preferences", message);
    await expectFieldError({ ...validBody(), preferences: ["a"] }, "preferences", message);
  });

  it("refuses preferences outside the resource's company, changing nothing", async () => {
    const foreign = cmo.preferences[0]?.id;
    await expectFieldError(
      { ...validBody(), preferences: [...prefIds([1]), foreign] },
      "preferences",
      FOREIGN_PREFERENCES,
    );
    await expectFieldError(
      { ...validBody(), preferences: [999_999] },
      "preferences",
      FOREIGN_PREFERENCES,
    );
  });
});

describe("PUT /api/resources/{id} roles", () => {
  it("answers 401 to a guest and 403 to a member, changing nothing", async () => {
    const id = await newResource();
    expect((await put(id, validBody(), null)).statusCode).toBe(401);
    const res = await put(id, validBody(), member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await storedRow(id))?.title).toBe("Original title");
    expect(await editsOf(t, id)).toEqual([]);
  });

  it("lets an admin edit", async () => {
    const id = await newResource();
    const res = await put(id, validBody(), admin.token);
    expect(res.statusCode).toBe(200);
    expect((await editsOf(t, id)).map((e) => e.userId)).toEqual([admin.user.id]);
  });
});
