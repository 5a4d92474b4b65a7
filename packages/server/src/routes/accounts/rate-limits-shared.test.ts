import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, registrationFor } from "../../../test/fixtures";
import { expectLimited } from "../../../test/rate-limits-fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../test/test-app";

// Several server processes behind a load balancer must share their counters: with REDIS_URL
// the limits hold across processes. The local Redis of the development and CI machines.
const redisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
// Counters of this run only: test files run in parallel and counters outlive a run in Redis.
const redisPrefix = `sector-portal-test-${randomBytes(6).toString("hex")}`;

const HOUR = 3_600_000;
const limits = {
  loginFailuresPerPair: { max: 3, windowMs: HOUR },
  loginFailuresPerIp: { max: 1000, windowMs: HOUR },
  signupsPerIp: { max: 1000, windowMs: HOUR },
  signupsPerEmail: { max: 2, windowMs: HOUR },
  redisPrefix,
};

const LOGIN = "/api/user/public/login";
const OK = [200, 201, 401, 429];
const email = () => `shared-${randomBytes(6).toString("hex")}@example.org`;
const wrongLogin = (t: TestApp, address: string) =>
  postJson(t, LOGIN, { email: address, password: "wrong-password-1" });

let redis: Redis;
beforeAll(() => {
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  const keys = await redis.keys(`${redisPrefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe("rate limits with a shared Redis store", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ rateLimit: limits, redisUrl });
    second = await createTestApp({ rateLimit: limits, redisUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("count failures made on different processes against one limit", async () => {
    const address = email();
    expect((await wrongLogin(first, address)).statusCode).toBe(401);
    expect((await wrongLogin(second, address)).statusCode).toBe(401);
    expect((await wrongLogin(first, address)).statusCode).toBe(401);
    expectLimited(await wrongLogin(second, address), HOUR);
    expectLimited(await wrongLogin(first, address), HOUR);
  });

  it("clear an account's failures everywhere when it signs in on one process", async () => {
    const login = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
    expect((await wrongLogin(first, ADMIN_EMAIL)).statusCode).toBe(401);
    expect((await wrongLogin(second, ADMIN_EMAIL)).statusCode).toBe(401);
    expect((await postJson(first, LOGIN, login)).statusCode).toBe(200);
    // Without the clearing, the second of these would be the fourth failure.
    for (let i = 0; i < 3; i++)
      expect((await wrongLogin(second, ADMIN_EMAIL)).statusCode).toBe(401);
    expectLimited(await postJson(first, LOGIN, login), HOUR);
  });

  it("count signups on different processes against one limit", async () => {
    const address = email();
    const register = async (t: TestApp) =>
      postJson(t, "/api/user/public/register", await registrationFor(t, "CIO", { email: address }));
    expect((await register(first)).statusCode).toBe(201);
    expect((await register(second)).statusCode).toBe(201);
    expectLimited(await register(first), HOUR);
  });

  it("keep the counters in Redis under the prefix, with no email address in their keys", async () => {
    const keys = await redis.keys(`${redisPrefix}:*`);
    expect(keys.some((key) => key.startsWith(`${redisPrefix}:loginFailuresPerPair:`))).toBe(true);
    expect(keys.some((key) => key.startsWith(`${redisPrefix}:signupsPerEmail:register:`))).toBe(
      true,
    );
    expect(keys.filter((key) => key.includes("@"))).toEqual([]);
  });
});

/** A TCP port nothing listens on (just released by the system). */
const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe("rate limits when Redis does not answer", () => {
  it("still hold, counted in the process, and nothing fails", async () => {
    const t = await createTestApp({
      rateLimit: limits,
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    });
    try {
      const address = email();
      for (let i = 0; i < 3; i++) expect((await wrongLogin(t, address)).statusCode).toBe(401);
      expectLimited(await wrongLogin(t, address), HOUR);
      const admin = await postJson(t, LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(admin.statusCode).toBe(200);
      const body = await registrationFor(t, "CIO", { email: email() });
      expect((await postJson(t, "/api/user/public/register", body)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("still hold when Redis goes away while the app runs", async () => {
    // The app reaches Redis through a relay this test can cut, as a network failure would.
    const target = new URL(redisUrl);
    const sockets = new Set<Socket>();
    const relay: Server = createServer((client) => {
      const upstream = tcpConnect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("error", () => socket.destroy());
        socket.on("close", () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const { port } = relay.address() as { port: number };
    const relayed = new URL(redisUrl);
    relayed.host = `127.0.0.1:${port}`;
    const t = await createTestApp({ rateLimit: limits, redisUrl: relayed.toString() });
    try {
      const address = email();
      expect((await wrongLogin(t, address)).statusCode).toBe(401);
      expect(await redis.keys(`${redisPrefix}:loginFailuresPerPair:*`)).not.toEqual([]);

      await new Promise((resolve) => {
        relay.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await wrongLogin(t, address)).statusCode);
      // The process counts from zero when Redis goes: at most one limit's worth more.
      expect(statuses.every((status) => OK.includes(status))).toBe(true);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      const admin = await postJson(t, LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(admin.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
