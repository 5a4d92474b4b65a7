import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { postJson } from "../../../test/fixtures";
import { expectLimited } from "../../../test/rate-limits-fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";

const HOUR = 3_600_000;
const limits = {
  loginFailuresPerPair: { max: 3, windowMs: HOUR },
  loginFailuresPerIp: { max: 1_000_000, windowMs: HOUR },
  redisPrefix: `sector-portal-test-${randomBytes(6).toString("hex")}`,
};

/** A TCP port nothing listens on (just released by the system). */
const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
};

/** Far more keys than the 5,000 the old in-process store kept before evicting the oldest. */
const FLOOD = 30_000;

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

/**
 * An attacker locks one account's counter, then floods the limiter with new email addresses
 * (each a failed sign-in from somewhere), hoping the counter under attack is evicted.
 */
const floodCannotFree = async (t: TestApp) => {
  const target = `target-${randomBytes(4).toString("hex")}@example.org`;
  const wrong = () => postJson(t, "/api/user/public/login", { email: target, password: "guess-1" });
  for (let i = 0; i < 3; i++) expect((await wrong()).statusCode).toBe(401);
  expectLimited(await wrong(), HOUR);

  const store = t.app.credentialLimiters.loginFailuresPerPair;
  for (let i = 0; i < FLOOD; i++) {
    const key = createHash("sha256").update(`flood-${i}@example.org`).digest("base64url");
    await store.consume(key).catch(() => {});
  }
  expectLimited(await wrong(), HOUR);
};

describe("in-process rate-limit counters", () => {
  it("are not evicted by a flood of new keys", async () => {
    const t = await createTestApp({ rateLimit: limits });
    apps.push(t);
    await floodCannotFree(t);
  });

  it("are not evicted either while Redis is down and the process counts on its own", async () => {
    const t = await createTestApp({
      rateLimit: limits,
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    });
    apps.push(t);
    await floodCannotFree(t);
  });
});
