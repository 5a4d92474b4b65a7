import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAdmin } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { loadConfig } from "../config";
import { isLoopback } from "../metrics/metrics-access";

const TOKEN = "metrics-token-for-the-tests-0123";
const REMOTE = "203.0.113.5";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

describe("access without METRICS_TOKEN", () => {
  const status = async (options: Partial<InjectOptions>) => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", ...options });
    if (res.statusCode !== 200) expect(res.json<{ message: string }>().message).toBeTruthy();
    return res.statusCode;
  };

  it("is open to loopback addresses", async () => {
    expect(await status({ remoteAddress: "127.0.0.1" })).toBe(200);
    expect(await status({ remoteAddress: "127.10.0.3" })).toBe(200);
    expect(await status({ remoteAddress: "::1" })).toBe(200);
    expect(await status({ remoteAddress: "::ffff:127.0.0.1" })).toBe(200);
  });

  it("is open to a real connection from this machine, not through a proxy", async () => {
    const server = await createTestApp();
    try {
      const address = await server.app.listen({ host: "127.0.0.1", port: 0 });
      const direct = await fetch(`${address}/metrics`);
      expect(direct.status).toBe(200);
      expect(await direct.text()).toContain("# TYPE http_requests_total counter");
      const proxied = await fetch(`${address}/metrics`, { headers: { "x-forwarded-for": REMOTE } });
      expect(proxied.status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it("is refused to any other address, whatever it claims", async () => {
    expect(await status({ remoteAddress: REMOTE })).toBe(403);
    expect(await status({ remoteAddress: "::ffff:203.0.113.5" })).toBe(403);
    expect(await status({ remoteAddress: "10.0.0.1" })).toBe(403);
    expect(
      await status({ remoteAddress: REMOTE, headers: { "x-forwarded-for": "127.0.0.1" } }),
    ).toBe(403);
    // No token configured: sending one opens nothing.
    expect(await status({ remoteAddress: REMOTE, headers: bearer(TOKEN) })).toBe(403);
  });

  it("is refused through a proxy on this machine", async () => {
    expect(await status({ headers: { "x-forwarded-for": REMOTE } })).toBe(403);
    expect(await status({ headers: { "x-forwarded-for": "127.0.0.1" } })).toBe(403);
    expect(await status({ headers: { forwarded: `for=${REMOTE}` } })).toBe(403);
    expect(await status({ headers: { "x-real-ip": REMOTE } })).toBe(403);
  });

  it("recognises loopback addresses exactly", () => {
    expect(isLoopback("127.255.255.254")).toBe(true);
    expect(isLoopback("::FFFF:127.0.0.1")).toBe(true);
    expect(isLoopback("128.0.0.1")).toBe(false);
    expect(isLoopback("::ffff:10.0.0.1")).toBe(false);
    expect(isLoopback("127.example.org")).toBe(false);
    expect(isLoopback("::2")).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});

describe("access with METRICS_TOKEN", () => {
  let secured: TestApp;
  beforeAll(async () => {
    secured = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => secured.close());

  const get = (options: Partial<InjectOptions>) =>
    secured.app.inject({ method: "GET", url: "/metrics", ...options });

  it("answers the right bearer token from any address", async () => {
    const res = await get({ remoteAddress: REMOTE, headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("# TYPE http_requests_total counter");
    const behindProxy = await get({
      headers: { ...bearer(TOKEN), "x-forwarded-for": REMOTE },
    });
    expect(behindProxy.statusCode).toBe(200);
  });

  it("answers 401 to a missing or wrong token, from loopback too", async () => {
    for (const options of [
      { remoteAddress: REMOTE },
      { remoteAddress: "127.0.0.1" },
      { remoteAddress: REMOTE, headers: bearer(`${TOKEN}x`) },
      { remoteAddress: REMOTE, headers: bearer(TOKEN.slice(0, -1)) },
      { remoteAddress: REMOTE, headers: { authorization: `Basic ${TOKEN}` } },
      { remoteAddress: REMOTE, headers: bearer(adminToken) },
    ]) {
      const res = await get(options);
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).toBeTruthy();
      expect(res.body).not.toContain("http_requests_total");
    }
  });
});

describe("METRICS_TOKEN in the environment", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-metrics-config-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const load = (metricsToken?: string) =>
    loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: "config-test-secret-of-32-bytes-or-more",
      METRICS_TOKEN: metricsToken,
    });

  it("is optional", () => {
    expect(load().metricsToken).toBeNull();
    expect(load("").metricsToken).toBeNull();
  });

  it("is kept when long enough", () => {
    expect(load(TOKEN).metricsToken).toBe(TOKEN);
  });

  it("is refused at start when short", () => {
    expect(() => load("too-short")).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});
