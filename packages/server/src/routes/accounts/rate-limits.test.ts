import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoLeaks, postJson, registrationFor, userRowByEmail } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";

// Small limits: 3 attempts per client address, 2 per email address, per route.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perIp: 3, perEmail: 2 } });
});
afterAll(() => t.close());

/** Every test uses its own addresses, so the counters of one test never reach another. */
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
let emailCounter = 0;
const nextEmail = () => {
  emailCounter += 1;
  return `limited-${emailCounter}@example.org`;
};

/** A valid body for each limited route, for a given email. */
const ROUTES = {
  login: {
    url: "/api/user/public/login",
    body: async (email: string) => ({ email, password: "some-password" }),
  },
  register: {
    url: "/api/user/public/register",
    body: async (email: string) => registrationFor(t, "CIO", { email }),
  },
  "forgot-password": {
    url: "/api/user/public/forgot-password",
    body: async (email: string) => ({ email }),
  },
} as const;
type RouteName = keyof typeof ROUTES;
const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

const attempt = async (route: RouteName, email: string, ip: string) =>
  postJson(t, ROUTES[route].url, await ROUTES[route].body(email), { ip });

const expectLimited = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(429);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
  expectNoLeaks(res.body);
};

describe.each(ROUTE_NAMES)("rate limits on %s", (route) => {
  it("refuses the same email after 2 attempts, even from other client addresses", async () => {
    const email = nextEmail();
    for (let i = 0; i < 2; i++) {
      expect((await attempt(route, email, nextIp())).statusCode).not.toBe(429);
    }
    expectLimited(await attempt(route, email, nextIp()));
    // Other addresses are not affected.
    expect((await attempt(route, nextEmail(), nextIp())).statusCode).not.toBe(429);
  });

  it("refuses one client address after 3 attempts, even with other emails", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      expect((await attempt(route, nextEmail(), ip)).statusCode).not.toBe(429);
    }
    expectLimited(await attempt(route, nextEmail(), ip));
    // Other clients are not affected.
    expect((await attempt(route, nextEmail(), nextIp())).statusCode).not.toBe(429);
  });

  it("counts each route separately", async () => {
    const ip = nextIp();
    const email = nextEmail();
    for (let i = 0; i < 2; i++) await attempt(route, email, ip);
    expectLimited(await attempt(route, email, ip));
    for (const other of ROUTE_NAMES.filter((name) => name !== route)) {
      expect((await attempt(other, email, ip)).statusCode).not.toBe(429);
    }
  });
});

describe("a refused attempt does nothing", () => {
  it("register: no account is created once the limit is passed", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await attempt("register", nextEmail(), ip);
    const email = nextEmail();
    expectLimited(await attempt("register", email, ip));
    expect(await userRowByEmail(t, email)).toBeUndefined();
  });

  it("login: the right password does not get through once the limit is passed", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await attempt("login", nextEmail(), ip);
    const res = await postJson(
      t,
      "/api/user/public/login",
      { email: "admin@example.com", password: "admin-password-1" },
      { ip },
    );
    expectLimited(res);
    expect(res.body).not.toContain("token");
  });
});
