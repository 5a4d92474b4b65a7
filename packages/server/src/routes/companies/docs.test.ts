import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  requestBody?: unknown;
  parameters?: { name: string; in: string }[];
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The calls of companies, preferences and users, and whether each needs a token. */
const CALLS: [method: string, path: string, signedIn: boolean][] = [
  ["post", "/api/company/fetch-company", false],
  ["get", "/api/company", true],
  ["post", "/api/company", true],
  ["put", "/api/company/{id}", true],
  ["post", "/api/preferences/fetch", false],
  ["post", "/api/preferences/create/{company_id}", true],
  ["put", "/api/preferences/{id}", true],
  ["delete", "/api/preferences/{id}", true],
  ["post", "/api/user/protected/mypreferences", true],
  ["post", "/api/user/protected/modifypreferences", true],
  ["get", "/api/user/protected/fetchusers", true],
  ["put", "/api/user/protected/updaterole/{id}", true],
];

describe("GET /api/docs/json", () => {
  it("documents every company, preference and user call with tags, summary and security", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path, signedIn] of CALLS) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      expect(operation?.summary, `${method} ${path} summary`).toBeTruthy();
      if (signedIn) expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      else expect(operation?.security).toBeUndefined();
    }
  });

  it("describes the request bodies and path ids", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<OpenApi>();
    expect(JSON.stringify(doc.paths["/api/company/fetch-company"]?.post?.requestBody)).toContain(
      "company_name",
    );
    expect(
      JSON.stringify(doc.paths["/api/user/protected/modifypreferences"]?.post?.requestBody),
    ).toContain("preferenceData");
    expect(doc.paths["/api/preferences/{id}"]?.delete?.parameters).toContainEqual(
      expect.objectContaining({ name: "id", in: "path" }),
    );
    expect(
      doc.paths["/api/user/protected/fetchusers"]?.get?.parameters?.map((p) => p.name),
    ).toEqual(expect.arrayContaining(["page", "pageSize"]));
  });
});
