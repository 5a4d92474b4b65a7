import type { LoginResponse } from "@sector/shared";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, postJson } from "../../../test/fixtures";
import { mailsTo } from "../../../test/outbox";
import { ACCOUNT_CEILING, expectLimited } from "../../../test/rate-limits-fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../test/test-app";
import { loadRateLimits } from "../../config";
import { DEVICE_COOKIE } from "./device-cookie";

/*
 * Nobody can lock the owner out (OWASP's "device cookies"): the defaults a deployment gets, as a
 * proxy in front of the app reports its clients (TRUST_PROXY=1, each address in
 * X-Forwarded-For).
 */
const defaults = loadRateLimits({});
const CEILING = defaults.loginFailuresPerAccount.max;
const PER_ADDRESS = defaults.loginFailuresPerPair.max;
const HOUR_S = 3600;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1, rateLimit: defaults });
});
afterAll(() => t?.close());

const LOGIN = "/api/user/public/login";

/** A sign-in from `address`, with the device cookie `device` when given. */
const signIn = (email: string, password: string, address: string, device?: string) =>
  postJson(
    t,
    LOGIN,
    { email, password },
    {
      headers: {
        "x-forwarded-for": address,
        ...(device === undefined ? {} : { cookie: `${DEVICE_COOKIE}=${device}` }),
      },
    },
  );

const deviceCookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

/** The device cookie a successful sign-in set. */
const deviceOf = (res: LightMyRequestResponse): string => {
  expect(res.statusCode, res.body).toBe(200);
  const value = deviceCookieOf(res)?.value;
  if (!value) throw new Error("no device cookie was set");
  return value;
};

let addresses = 0;
/** An address no test used before: its own pair counters. */
const newAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** `perAddress` wrong passwords from each of `count` new addresses, without a device cookie. */
const spreadGuess = async (email: string, count: number, perAddress: number) => {
  const seen: number[] = [];
  for (let a = 0; a < count; a++) {
    const address = newAddress();
    for (let i = 0; i < perAddress; i++) {
      seen.push((await signIn(email, `guess-${a}-${i}`, address)).statusCode);
    }
  }
  return seen;
};

const expectCeiling = (res: LightMyRequestResponse) =>
  expectLimited(res, defaults.loginFailuresPerAccount.windowMs, ACCOUNT_CEILING);

describe("a device that signed in before (its device cookie)", () => {
  it("is set by a sign-in: for the sign-in calls only, out of scripts' and other sites' reach, for a year", async () => {
    const member = await createMember(t);
    const { email } = member.registration;
    const res = await signIn(email, member.password, newAddress());
    expect(res.statusCode).toBe(200);
    expect(deviceCookieOf(res)).toMatchObject({
      path: "/api/user/public/login",
      httpOnly: true,
      sameSite: "Strict",
      maxAge: 365 * 24 * HOUR_S,
    });
    expect(deviceCookieOf(res)?.secure).toBeFalsy();
    // Over https (as the proxy reports it): Secure.
    const https = await postJson(
      t,
      LOGIN,
      { email, password: member.password },
      { headers: { "x-forwarded-for": newAddress(), "x-forwarded-proto": "https" } },
    );
    expect(deviceCookieOf(https)?.secure).toBe(true);
    // A wrong password makes no device.
    expect(deviceCookieOf(await signIn(email, "wrong-password", newAddress()))).toBe(undefined);
  });

  it("7 wrong passwords from each of 8 addresses: a new device is sent to the emailed link, the owner's device and that link still sign in", async () => {
    const ownersDevice = deviceOf(await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, newAddress()));

    const seen = await spreadGuess(ADMIN_EMAIL, 8, PER_ADDRESS);
    expect(seen.filter((status) => status === 401)).toHaveLength(CEILING);
    expect(seen.filter((status) => status === 429)).toHaveLength(8 * PER_ADDRESS - CEILING);

    // A new address without the cookie: refused even with the right password, told of the link.
    const stranger = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, newAddress());
    expectCeiling(stranger);
    expect(stranger.body).not.toContain("token");

    // The owner's device, from yet another address, signs in; its cookie is renewed.
    const owner = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, newAddress(), ownersDevice);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json<LoginResponse>().token).toEqual(expect.any(String));
    expect(deviceOf(owner)).not.toBe(ownersDevice);

    // Not an altered cookie, nor another account's.
    const [nonce = "", tag = ""] = ownersDevice.split(".");
    const altered = `${nonce}.${tag[0] === "A" ? "B" : "A"}${tag.slice(1)}`;
    expectCeiling(await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, newAddress(), altered));
    const member = await createMember(t);
    const membersDevice = deviceOf(
      await signIn(member.registration.email, member.password, newAddress()),
    );
    expectCeiling(await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, newAddress(), membersDevice));

    // The emailed sign-in link still signs in, and makes its browser a device of the account.
    const before = (await mailsTo(t.outboxDir, ADMIN_EMAIL)).length;
    const asked = await postJson(
      t,
      "/api/user/public/login-link",
      { email: ADMIN_EMAIL },
      { headers: { "x-forwarded-for": newAddress() } },
    );
    expect(asked.statusCode).toBe(200);
    await t.app.jobs.drain();
    const mails = await mailsTo(t.outboxDir, ADMIN_EMAIL);
    expect(mails).toHaveLength(before + 1);
    const link = mails.at(-1)?.links.find((l) => l.includes("/login/link/")) ?? "";
    const redeemed = await postJson(
      t,
      "/api/user/public/login-link/redeem",
      { token: link.split("/").at(-1) },
      { headers: { "x-forwarded-for": newAddress() } },
    );
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const session = redeemed.json<LoginResponse>();
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/user/protected/myprofile",
      headers: bearer(session.token),
    });
    expect(profile.statusCode).toBe(200);
    const linkedDevice = deviceOf(redeemed);
    expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, newAddress(), linkedDevice)).statusCode).toBe(
      200,
    );
  });

  it("counts its own failures only, and past them is trusted no longer", async () => {
    const member = await createMember(t);
    const email = member.registration.email;
    const laptop = deviceOf(await signIn(email, member.password, newAddress()));
    const phone = deviceOf(await signIn(email, member.password, newAddress()));
    const home = newAddress();
    const own = defaults.loginFailuresPerDevice.max;
    for (let i = 0; i < own; i++) {
      expect((await signIn(email, `typo-${i}`, home, laptop)).statusCode).toBe(401);
    }
    // Those counted neither on the account's ceiling nor on the pair of their address: the
    // ceiling still takes all of its failures from strangers.
    const seen = await spreadGuess(email, Math.ceil(CEILING / PER_ADDRESS), PER_ADDRESS);
    expect(seen.slice(0, CEILING)).toEqual(Array(CEILING).fill(401));
    expect(seen.slice(CEILING).every((status) => status === 429)).toBe(true);
    // Past its own limit the laptop is a new device: the ceiling holds it, right password or not.
    expectCeiling(await signIn(email, member.password, home, laptop));
    // The owner's other device still signs in.
    expect((await signIn(email, member.password, home, phone)).statusCode).toBe(200);
  });
});
