import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";

// Several server processes behind a load balancer must share their counters: with REDIS_URL
// the limits hold across processes. The local Redis of the development and CI machines.
const redisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  const rateLimit = { perIp: 1000, perEmail: 3 };
  first = await createTestApp({ rateLimit, redisUrl });
  second = await createTestApp({ rateLimit, redisUrl });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe("rate limits with a shared Redis store", () => {
  it("count attempts made on different processes against one limit", async () => {
    // A fresh address per run: counters outlive a test run inside Redis.
    const email = `shared-${randomBytes(6).toString("hex")}@example.org`;
    const attempt = (t: TestApp) =>
      postJson(t, "/api/user/public/login", { email, password: "wrong-password-1" });

    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    const refused = await attempt(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in /);
  });
});
