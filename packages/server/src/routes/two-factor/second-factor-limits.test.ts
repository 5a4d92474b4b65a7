import { type LoginResponse, MFA_CODE_INVALID } from "@sector/shared";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, postJson } from "../../../test/fixtures";
import { expectLimited } from "../../../test/rate-limits-fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { loadRateLimits } from "../../config";
import { DEVICE_COOKIE } from "../accounts/device-cookie";
import {
  codeOf,
  DISABLE,
  enrol,
  LOGIN,
  LOGIN_MFA,
  mfaTokenOf,
  STATUS,
} from "./two-factor-fixtures";

/*
 * Wrong second-factor codes count per account (the default limit: 10 per 15 minutes), whatever
 * the mfa_token or the address they come with; the sign-in's other limits stay out of the way.
 */
const { mfaFailuresPerAccount } = loadRateLimits({});
const PER_ACCOUNT = mfaFailuresPerAccount.max;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { mfaFailuresPerAccount } });
});
afterAll(() => t?.close());

let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** A member with two-factor on. */
const enrolledMember = async () => {
  const member = await createMember(t);
  return { ...member, ...(await enrol(t, member.token)), email: member.registration.email };
};
type Enrolled = Awaited<ReturnType<typeof enrolledMember>>;

const secondStep = (mfaToken: string, code: string) =>
  postJson(t, LOGIN_MFA, { mfa_token: mfaToken, code }, { ip: newAddress() });

/** `count` wrong app codes, two per fresh mfa_token, each from a new address: all 401. */
const wrongCodes = async (m: Enrolled, count: number) => {
  let token = "";
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) token = await mfaTokenOf(t, m.email, m.password);
    const res = await secondStep(token, String(100000 + i));
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().message).toBe(MFA_CODE_INVALID);
  }
};

const deviceCookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

describe("wrong codes at the second step of a sign-in", () => {
  it("count per account across fresh mfa_tokens and addresses: then 429, the right code too", async () => {
    const m = await enrolledMember();
    const bystander = await enrolledMember();
    await wrongCodes(m, PER_ACCOUNT);

    const right = await secondStep(await mfaTokenOf(t, m.email, m.password), codeOf(m.secret, 1));
    expectLimited(right, mfaFailuresPerAccount.windowMs);
    expect(right.body).not.toContain("token");
    // Another account's second step is its own.
    const other = await secondStep(
      await mfaTokenOf(t, bystander.email, bystander.password),
      codeOf(bystander.secret, 1),
    );
    expect(other.statusCode, other.body).toBe(200);

    // Recovery codes count elsewhere: a wrong one is a plain 401, a right one signs in.
    const token = await mfaTokenOf(t, m.email, m.password);
    const wrongRecovery = await secondStep(token, "aaaaa-aaaaa");
    expect(wrongRecovery.statusCode).toBe(401);
    expect(wrongRecovery.json().message).toBe(MFA_CODE_INVALID);
    const recovered = await secondStep(token, m.recoveryCodes[0] ?? "");
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json<LoginResponse>().user.id).toBe(m.user.id);
  });

  it("make a device of the browser once the code is right, not after the password alone", async () => {
    const m = await enrolledMember();
    const first = await postJson(t, LOGIN, { email: m.email, password: m.password });
    expect(first.statusCode).toBe(200);
    expect(deviceCookieOf(first)).toBe(undefined);
    const token = first.json<{ mfa_token: string }>().mfa_token;
    expect(deviceCookieOf(await secondStep(token, "000001"))).toBe(undefined);
    const done = await secondStep(token, codeOf(m.secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect(deviceCookieOf(done)).toMatchObject({
      path: "/api/user/public/login",
      httpOnly: true,
      sameSite: "Strict",
    });
  });
});

describe("wrong codes at 2fa/disable", () => {
  it("count on the same account counter: then 429, two-factor stays on", async () => {
    const m = await enrolledMember();
    const auth = { headers: bearer(m.token) };
    const disable = (code: string) =>
      postJson(t, DISABLE, { password: m.password, code }, { ...auth, ip: newAddress() });
    for (let i = 0; i < PER_ACCOUNT / 2; i++) {
      const res = await disable(String(200000 + i));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ code: MFA_CODE_INVALID });
    }
    // The sign-in's second step shares the counter.
    await wrongCodes(m, PER_ACCOUNT / 2);

    expectLimited(await disable(codeOf(m.secret, 1)), mfaFailuresPerAccount.windowMs);
    const status = await t.app.inject({ method: "GET", url: STATUS, headers: bearer(m.token) });
    expect(status.json()).toMatchObject({ enabled: true });
    // A recovery code still turns it off.
    const off = await disable(m.recoveryCodes[1] ?? "");
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false });
  });
});
