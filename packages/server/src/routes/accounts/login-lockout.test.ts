import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../../../test/fixtures";
import { ACCOUNT_CEILING, expectLimited } from "../../../test/rate-limits-fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../test/test-app";
import { loadRateLimits } from "../../config";

/*
 * Lockouts that hit only the guesser (issue 32), as a proxy in front of the app reports its
 * clients: TRUST_PROXY=1, each address in X-Forwarded-For. The default limits, but a small
 * account ceiling so it shows in a few requests.
 */
const defaults = loadRateLimits({});
const CEILING = 12;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: 1,
    rateLimit: { ...defaults, loginFailuresPerAccount: { max: CEILING, windowMs: 3_600_000 } },
  });
});
afterAll(() => t?.close());

const signIn = (email: string, password: string, address: string) =>
  postJson(
    t,
    "/api/user/public/login",
    { email, password },
    {
      headers: { "x-forwarded-for": address },
    },
  );

describe("failed sign-ins lock the pair (account, client address)", () => {
  it("10 wrong passwords for the admin from one address refuse that address only", async () => {
    const guesser = "198.51.100.10";
    const seen: number[] = [];
    for (let i = 0; i < 10; i++)
      seen.push((await signIn(ADMIN_EMAIL, `guess-${i}`, guesser)).statusCode);
    const allowed = defaults.loginFailuresPerPair.max;
    expect(seen).toEqual([...Array(allowed).fill(401), ...Array(10 - allowed).fill(429)]);

    // The guessing address stays refused, even with the right password.
    expectLimited(
      await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, guesser),
      defaults.loginFailuresPerPair.windowMs,
    );
    // The admin, from anywhere else, signs in.
    for (const owner of ["203.0.113.7", "2001:db8:77::1"]) {
      const res = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, owner);
      expect(res.statusCode, owner).toBe(200);
      expect(res.json<{ token?: string }>().token).toEqual(expect.any(String));
    }
    // Another account from the guessing address is another pair: a plain wrong password.
    expect((await signIn("nobody-here@example.org", "x", guesser)).statusCode).toBe(401);
  });

  it("a guess spread over many addresses stops at the account's ceiling, for every address", async () => {
    const email = "spread-target@example.org";
    const seen: number[] = [];
    for (let i = 0; i < CEILING + 3; i++) {
      seen.push((await signIn(email, `guess-${i}`, `192.0.2.${i + 1}`)).statusCode);
    }
    expect(seen).toEqual([...Array(CEILING).fill(401), 429, 429, 429]);
    expectLimited(
      await signIn(email, "any-password-1", "203.0.113.200"),
      3_600_000,
      ACCOUNT_CEILING,
    );
    // Other accounts, from those same addresses, are not touched by this one's ceiling.
    expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, "192.0.2.1")).statusCode).toBe(200);
  });
});
