import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, registrationFor, userRowByEmail } from "../../../test/fixtures";
import { lastSlugFor } from "../../../test/outbox";
import { expectLimited, sleep } from "../../../test/rate-limits-fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../test/test-app";

// Small limits, so each rule shows in a few requests. Windows long enough not to end mid-test.
const HOUR = 3_600_000;
const limits = {
  loginFailuresPerPair: { max: 3, windowMs: HOUR },
  loginFailuresPerIp: { max: 5, windowMs: HOUR },
  signupsPerIp: { max: 3, windowMs: HOUR },
  signupsPerEmail: { max: 2, windowMs: HOUR },
};
// The cool-down: a lock-out that ends after two seconds.
const COOL_DOWN_MS = 2000;

let t: TestApp;
let quick: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: limits });
  quick = await createTestApp({
    rateLimit: { loginFailuresPerPair: { max: 3, windowMs: COOL_DOWN_MS } },
  });
});
afterAll(async () => {
  await t?.close();
  await quick?.close();
});

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
let emailCounter = 0;
const nextEmail = () => {
  emailCounter += 1;
  return `limited-${emailCounter}@example.org`;
};

const LOGIN = "/api/user/public/login";
const loginAs = (app: TestApp, email: string, password: string, ip: string) =>
  postJson(app, LOGIN, { email, password }, { ip });

/** A member with a password, made through the API from an address of its own. */
const memberWithPassword = async (app: TestApp, password = "member-password-1") => {
  const body = await registrationFor(app, "CIO", { email: nextEmail() });
  const ip = nextIp();
  expect((await postJson(app, "/api/user/public/register", body, { ip })).statusCode).toBe(201);
  const slug = await lastSlugFor(app.outboxDir, body.email);
  const reset = await postJson(app, "/api/user/public/reset-password", {
    slug,
    newPassword: password,
  });
  expect(reset.statusCode).toBe(200);
  return { email: body.email, password };
};

describe("sign-in failures", () => {
  it("a success clears its pair's failures, not the client address's", async () => {
    const member = await memberWithPassword(t);
    const ip = nextIp();
    for (let i = 0; i < 2; i++)
      expect((await loginAs(t, member.email, "wrong", ip)).statusCode).toBe(401);
    expect((await loginAs(t, member.email, member.password, ip)).statusCode).toBe(200);
    // Three more failures are allowed on the pair: its two earlier ones are forgiven.
    for (let i = 0; i < 3; i++) {
      expect((await loginAs(t, member.email, "wrong", ip)).statusCode, `failure ${i + 1}`).toBe(
        401,
      );
    }
    expectLimited(await loginAs(t, member.email, member.password, ip), HOUR);
    // Its owner, from another address, is not refused for the guesser's failures.
    expect((await loginAs(t, member.email, member.password, nextIp())).statusCode).toBe(200);
    // The client address kept all five failures (and the success cost it nothing): any
    // account, even with its right password, is refused from it, and not from elsewhere.
    expectLimited(await loginAs(t, ADMIN_EMAIL, ADMIN_PASSWORD, ip), HOUR);
    expect((await loginAs(t, ADMIN_EMAIL, ADMIN_PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it("treats an unknown email and a member without a password like a wrong password", async () => {
    const unknown = nextEmail();
    const fresh = await registrationFor(t, "CIO", { email: nextEmail() });
    expect(
      (await postJson(t, "/api/user/public/register", fresh, { ip: nextIp() })).statusCode,
    ).toBe(201);
    for (const email of [unknown, fresh.email]) {
      const ip = nextIp();
      for (let i = 0; i < 3; i++) {
        const res = await loginAs(t, email, "whatever-1", ip);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: "Invalid email or password." });
      }
      expectLimited(await loginAs(t, email, "whatever-1", ip), HOUR);
    }
  });

  it("does not count sign-ins refused for bad input", async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await postJson(t, LOGIN, { email: "not-an-email" }, { ip })).statusCode).toBe(400);
    }
    expect((await loginAs(t, ADMIN_EMAIL, ADMIN_PASSWORD, ip)).statusCode).toBe(200);
  });

  it("locks the guessing address out only for the cool-down; its owner signs in meanwhile", async () => {
    const member = await memberWithPassword(quick);
    const guesser = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await loginAs(quick, member.email, `guess-${i}`, guesser)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const locked = await loginAs(quick, member.email, member.password, guesser);
    const retryAfter = expectLimited(locked, COOL_DOWN_MS);
    expect((await loginAs(quick, member.email, member.password, nextIp())).statusCode).toBe(200);

    await sleep(retryAfter * 1000 + 200);
    const back = await loginAs(quick, member.email, member.password, guesser);
    expect(back.statusCode).toBe(200);
    expect(back.json().user.email).toBe(member.email);
  });
});

/** A valid body for each limited signup route, for a given email. */
const SIGNUP_ROUTES = {
  register: {
    url: "/api/user/public/register",
    body: (email: string) => registrationFor(t, "CIO", { email }),
  },
  "forgot-password": {
    url: "/api/user/public/forgot-password",
    body: async (email: string) => ({ email }),
  },
} as const;
type SignupRoute = keyof typeof SIGNUP_ROUTES;
const SIGNUP_NAMES = Object.keys(SIGNUP_ROUTES) as SignupRoute[];

const signup = async (route: SignupRoute, email: string, ip: string) =>
  postJson(t, SIGNUP_ROUTES[route].url, await SIGNUP_ROUTES[route].body(email), { ip });

describe.each(SIGNUP_NAMES)("limits on %s", (route) => {
  it("refuses the same email after 2 calls, even from other client addresses", async () => {
    const email = nextEmail();
    for (let i = 0; i < 2; i++)
      expect((await signup(route, email, nextIp())).statusCode).not.toBe(429);
    expectLimited(await signup(route, email, nextIp()), HOUR);
    expect((await signup(route, nextEmail(), nextIp())).statusCode).not.toBe(429);
  });

  it("refuses one client address after 3 calls, even with other emails", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await signup(route, nextEmail(), ip)).statusCode).not.toBe(429);
    expectLimited(await signup(route, nextEmail(), ip), HOUR);
    expect((await signup(route, nextEmail(), nextIp())).statusCode).not.toBe(429);
  });

  it("counts each route separately, and sign-in not at all", async () => {
    const ip = nextIp();
    const email = nextEmail();
    for (let i = 0; i < 2; i++) await signup(route, email, ip);
    expectLimited(await signup(route, email, ip), HOUR);
    for (const other of SIGNUP_NAMES.filter((name) => name !== route)) {
      expect((await signup(other, email, ip)).statusCode).not.toBe(429);
    }
    expect((await loginAs(t, ADMIN_EMAIL, ADMIN_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe("a refused call does nothing", () => {
  it("register: no account is created once the limit is passed", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await signup("register", nextEmail(), ip);
    const email = nextEmail();
    expectLimited(await signup("register", email, ip), HOUR);
    expect(await userRowByEmail(t, email)).toBeUndefined();
  });
});
