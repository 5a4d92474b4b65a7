import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

// API_DOCS (src/config.ts): on in development and tests, off in production unless API_DOCS=1.
describe("/api/docs", () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp();
    off = await createTestApp({ production: true, apiDocs: false });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it("serves Swagger UI and the OpenAPI document when on", async () => {
    const ui = await on.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
    const doc = await on.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    expect(doc.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });

  it("answers 404 when off, and the API still works", async () => {
    for (const url of [
      "/api/docs",
      "/api/docs/",
      "/api/docs/json",
      "/api/docs/static/index.html",
    ]) {
      const res = await off.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("openapi");
      expect(res.body, url).not.toContain("swagger");
    }
    const health = await off.app.inject({ method: "GET", url: "/api/health/live" });
    expect(health.statusCode).toBe(200);
  });
});
