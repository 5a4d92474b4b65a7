import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAdmin } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The headers helmet must add to every API answer, success or failure. */
const expectSecurityHeaders = (res: LightMyRequestResponse) => {
  const csp = String(res.headers["content-security-policy"] ?? "");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
  expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(res.headers["x-powered-by"]).toBeUndefined();
};

describe("security headers on API responses", () => {
  it("on a 200", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it("on a signed-in 200", async () => {
    const admin = await loginAdmin(t);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/user/protected/myprofile",
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it("on a 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/user/public/login", payload: {} });
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res);
  });

  it("on a 401", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/protected/myprofile" });
    expect(res.statusCode).toBe(401);
    expectSecurityHeaders(res);
  });

  it("on a 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expectSecurityHeaders(res);
  });

  it("on a 415 and a malformed body", async () => {
    const wrongType = await t.app.inject({
      method: "POST",
      url: "/api/user/public/login",
      headers: { "content-type": "application/xml" },
      payload: "<login/>",
    });
    expect(wrongType.statusCode).toBe(415);
    expectSecurityHeaders(wrongType);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/user/public/login",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed);
  });

  it("lets thumbnails from other hosts load, and does not force an upgrade to https", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/img-src 'self' data: https: http:/);
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
});
