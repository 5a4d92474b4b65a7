import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, registrationFor, userRowByEmail } from "../../../test/fixtures";
import { ACCOUNT_CEILING, expectLimited } from "../../../test/rate-limits-fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../test/test-app";
import { hashPassword } from "../../auth/password";
import { loadRateLimits } from "../../config";
import { users } from "../../db/schema";

// The limits a deployment gets when it sets nothing: what the offices and event stands live with.
const defaults = loadRateLimits({});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: defaults });
});
afterAll(() => t?.close());

const LOGIN = "/api/user/public/login";

/** Every test signs in from addresses of its own, so no test uses up another's counters. */
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

describe("sign-in with the default limits", () => {
  it("lets 200 different members sign in from one address within a minute", async () => {
    const password = "office-password-1";
    const passwordHash = await hashPassword(password);
    const company = await t.db.query.companies.findFirst();
    const members = Array.from({ length: 200 }, (_, i) => ({
      firstname: "Office",
      lastname: `Member ${i}`,
      email: `office-${i}@example.org`,
      mobileNumber: "0123456789",
      passwordHash,
      joinedThru: company?.id ?? null,
    }));
    await t.db.insert(users).values(members);

    const office = nextIp();
    const started = Date.now();
    const statuses: number[] = [];
    // Ten at a time, as a morning rush would come: the per-address counter sees them overlap.
    for (let i = 0; i < members.length; i += 10) {
      const batch = members.slice(i, i + 10);
      const answers = await Promise.all(
        batch.map((m) => postJson(t, LOGIN, { email: m.email, password }, { ip: office })),
      );
      statuses.push(...answers.map((res) => res.statusCode));
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses).toEqual(members.map(() => 200));
  });

  it("lets the admin sign in 30 times in a row", async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await postJson(
        t,
        LOGIN,
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { ip },
      );
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
    }
  });

  it("does not lock an address out after a burst of parallel sign-ins", async () => {
    // The office members of the first test, 150 of them at once from one address: three times
    // what the address may have in flight, so most are refused while the others are checked.
    const ip = nextIp();
    const burst = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        postJson(
          t,
          LOGIN,
          { email: `office-${i}@example.org`, password: "office-password-1" },
          { ip },
        ),
      ),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(50);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // Nothing of the burst stays counted: the address signs in at once afterwards.
    for (let i = 150; i < 160; i++) {
      const after = await postJson(
        t,
        LOGIN,
        { email: `office-${i}@example.org`, password: "office-password-1" },
        { ip },
      );
      expect(after.statusCode, `sign-in ${i} after the burst`).toBe(200);
    }
  });

  it("refuses the guessing address, even with the right password, and not the owner elsewhere", async () => {
    const guesser = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await postJson(
        t,
        LOGIN,
        { email: ADMIN_EMAIL, password: `guess-${i}` },
        { ip: guesser },
      );
      expect(res.statusCode, `guess ${i + 1}`).toBe(
        i < defaults.loginFailuresPerPair.max ? 401 : 429,
      );
    }
    const right = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
    expectLimited(
      await postJson(t, LOGIN, right, { ip: guesser }),
      defaults.loginFailuresPerPair.windowMs,
    );
    const owner = await postJson(t, LOGIN, right, { ip: nextIp() });
    expect(owner.statusCode).toBe(200);
    // The owner's success clears nothing of the guesser's.
    expectLimited(
      await postJson(t, LOGIN, right, { ip: guesser }),
      defaults.loginFailuresPerPair.windowMs,
    );
  });

  it("stops a guess spread over many addresses at the account's ceiling, not before", async () => {
    const email = "office-7@example.org";
    const statuses: number[] = [];
    let firstRefusal: LightMyRequestResponse | null = null;
    const ceiling = defaults.loginFailuresPerAccount.max;
    expect(ceiling * 2).toBeLessThanOrEqual(100);
    for (let i = 0; i < ceiling + 10; i++) {
      // A new address for every guess: only the account's own counter can stop this.
      const res = await postJson(t, LOGIN, { email, password: `guess-${i}` }, { ip: nextIp() });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) firstRefusal ??= res;
    }
    expect(statuses.slice(0, ceiling)).toEqual(Array(ceiling).fill(401));
    expect(statuses.slice(ceiling)).toEqual(Array(10).fill(429));
    if (!firstRefusal) throw new Error("never refused");
    expectLimited(firstRefusal, defaults.loginFailuresPerAccount.windowMs, ACCOUNT_CEILING);

    // The ceiling holds for every address, the owner's too, until its hour is over, unless they
    // sign in from a device that signed in before (login-device-cookie.test.ts).
    const owner = await postJson(
      t,
      LOGIN,
      { email, password: "office-password-1" },
      { ip: nextIp() },
    );
    expectLimited(owner, defaults.loginFailuresPerAccount.windowMs, ACCOUNT_CEILING);
    expect(owner.body).not.toContain("token");
  });

  it("answers a refused sign-in without reading the database (nor hashing a password)", async () => {
    const email = "office-8@example.org";
    const ip = nextIp();
    for (let i = 0; i < defaults.loginFailuresPerPair.max; i++) {
      expect((await postJson(t, LOGIN, { email, password: "wrong" }, { ip })).statusCode).toBe(401);
    }
    let refused: LightMyRequestResponse | undefined;
    const statements = await t.countQueries(async () => {
      refused = await postJson(t, LOGIN, { email, password: "office-password-1" }, { ip });
    });
    expect(refused?.statusCode).toBe(429);
    expect(statements).toBe(0);
  });

  it("refuses one address guessing across many accounts, not its neighbours", async () => {
    const ip = nextIp();
    const allowed = defaults.loginFailuresPerIp.max;
    for (let i = 0; i < allowed; i++) {
      const res = await postJson(
        t,
        LOGIN,
        { email: `spray-${i}@example.org`, password: "x" },
        { ip },
      );
      expect(res.statusCode, `guess ${i + 1}`).toBe(401);
    }
    // Even a right password: this client has had its share.
    const admin = await postJson(
      t,
      LOGIN,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { ip },
    );
    expectLimited(admin, defaults.loginFailuresPerIp.windowMs);
    const elsewhere = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
    expect((await postJson(t, LOGIN, elsewhere, { ip: nextIp() })).statusCode).toBe(200);
  });

  it("counts an IPv6 client by its /56 network", async () => {
    const allowed = defaults.loginFailuresPerIp.max;
    for (let i = 0; i < allowed; i++) {
      // Another address of 2001:db8:aa:100::/56 for every guess.
      const ip = `2001:db8:aa:1${i.toString(16).padStart(2, "0")}::${(i + 1).toString(16)}`;
      const res = await postJson(t, LOGIN, { email: `v6-${i}@example.org`, password: "x" }, { ip });
      expect(res.statusCode, `guess ${i + 1} from ${ip}`).toBe(401);
    }
    const next = { email: "v6-last@example.org", password: "x" };
    expect((await postJson(t, LOGIN, next, { ip: "2001:0db8:00aa:01ff:0:0:0:1" })).statusCode).toBe(
      429,
    );
    expect((await postJson(t, LOGIN, next, { ip: "2001:db8:aa:200::1" })).statusCode).toBe(401);
  });
});

describe("register with the default limits", () => {
  it("lets an event stand register 200 visitors from one address", async () => {
    const stand = nextIp();
    const emails: string[] = [];
    for (let i = 0; i < 200; i++) {
      const body = await registrationFor(t, "CMO", { email: `visitor-${i}@example.org` });
      const res = await postJson(t, "/api/user/public/register", body, { ip: stand });
      expect(res.statusCode, `visitor ${i + 1}`).toBe(201);
      emails.push(body.email);
    }
    expect(await userRowByEmail(t, emails[0] ?? "")).toBeDefined();
    expect(await userRowByEmail(t, emails[199] ?? "")).toBeDefined();
  });
});
