import {
  TOTP_CODE_INVALID,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_SET_UP,
  type TwoFactorStatus,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, postJson } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { mfaChallenges, mfaRecoveryCodes, userMfa } from "../../db/identity-schema";
import {
  auditActionsOf,
  codeOf,
  DISABLE,
  ENABLE,
  enrol,
  mailsAbout,
  mfaTokenOf,
  SETUP,
  STATUS,
  setUp,
} from "./two-factor-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statusOf = async (token: string) => {
  const res = await t.app.inject({ method: "GET", url: STATUS, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<TwoFactorStatus>();
};

describe("two-factor enrolment", () => {
  it("asks for a session on every endpoint (401)", async () => {
    for (const url of [SETUP, ENABLE, DISABLE]) {
      expect((await postJson(t, url, { code: "123456", password: "x" })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: "GET", url: STATUS })).statusCode).toBe(401);
  });

  it("sets up, enables with a current code and hands out 10 recovery codes once", async () => {
    const member = await createMember(t);
    const auth = { headers: bearer(member.token) };
    expect(await statusOf(member.token)).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });

    // Enabling before any setup, with no code, with a wrong code: 400s.
    const early = await postJson(t, ENABLE, { code: "123456" }, auth);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(TWO_FACTOR_NOT_SET_UP);
    const first = await setUp(t, member.token);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.otpauth_url).toContain(`secret=${first.secret}`);
    expect(first.otpauth_url).toContain(encodeURIComponent(member.registration.email));
    expect((await postJson(t, ENABLE, {}, auth)).statusCode).toBe(400);
    expect((await postJson(t, ENABLE, { code: "" }, auth)).statusCode).toBe(400);

    // A second setup replaces the pending secret: the first one's code no longer enables.
    const second = await setUp(t, member.token);
    expect(second.secret).not.toBe(first.secret);
    const stale = await postJson(t, ENABLE, { code: codeOf(first.secret) }, auth);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      message: TOTP_CODE_INVALID,
      errors: { code: TOTP_CODE_INVALID },
    });
    // Two steps away is out of the window.
    expect((await postJson(t, ENABLE, { code: codeOf(second.secret, -3) }, auth)).statusCode).toBe(
      400,
    );

    // The secret is stored encrypted: the column holds neither its base32 nor its bytes.
    const [row] = await t.db.select().from(userMfa).where(eq(userMfa.userId, member.user.id));
    expect(row?.secretEnc).toBeTruthy();
    expect(row?.secretEnc).not.toContain(second.secret);
    expect(row?.secretEnc.toUpperCase()).not.toContain(second.secret.slice(0, 12));
    expect(row?.enabledAt).toBeNull();

    const code = codeOf(second.secret);
    const enabled = await postJson(
      t,
      ENABLE,
      { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      auth,
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes: string[] = enabled.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only their hashes are kept.
    const stored = await t.db
      .select({ hash: mfaRecoveryCodes.codeHash })
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, member.user.id));
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) expect(codes.join()).not.toContain(hash.slice(0, 10));

    expect(await statusOf(member.token)).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    // Once on, setup and enable are refused (409): the secret is not replaced.
    const again = await postJson(t, SETUP, {}, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_FACTOR_ALREADY_ON);
    expect((await postJson(t, ENABLE, { code: codeOf(second.secret, 1) }, auth)).statusCode).toBe(
      409,
    );

    expect(await auditActionsOf(t, member.user.id)).toEqual([
      { action: "mfa.enable", actorId: member.user.id },
    ]);
    const [mail] = await mailsAbout(t, member.registration.email, "Two-factor sign-in is now on");
    expect(mail?.raw).toContain("Two-factor sign-in was turned on");
  });

  it("disables with the password and a code; a wrong one of either is a 400", async () => {
    const member = await createMember(t);
    const auth = { headers: bearer(member.token) };
    const notOn = await postJson(t, DISABLE, { password: member.password, code: "123456" }, auth);
    expect(notOn.statusCode).toBe(400);
    const { secret, recoveryCodes } = await enrol(t, member.token);

    const wrongPassword = await postJson(
      t,
      DISABLE,
      { password: "not-the-password", code: codeOf(secret, 1) },
      auth,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toHaveProperty("password");
    const wrongCode = await postJson(
      t,
      DISABLE,
      { password: member.password, code: "000000" },
      auth,
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toHaveProperty("code");
    expect((await postJson(t, DISABLE, { password: member.password }, auth)).statusCode).toBe(400);
    expect((await statusOf(member.token)).enabled).toBe(true);

    // A recovery code does it too (and counts as used).
    const off = await postJson(
      t,
      DISABLE,
      { password: member.password, code: recoveryCodes[0]?.toUpperCase() },
      auth,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect(await t.db.select().from(userMfa).where(eq(userMfa.userId, member.user.id))).toEqual([]);
    expect(
      await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, member.user.id)),
    ).toEqual([]);
    expect((await auditActionsOf(t, member.user.id)).map((a) => a.action)).toEqual([
      "mfa.enable",
      "mfa.recovery_code_use",
      "mfa.disable",
    ]);
    await mailsAbout(t, member.registration.email, "was turned off");
    await mailsAbout(t, member.registration.email, "A recovery code was used");
    // Set up again from scratch: a new secret.
    expect((await setUp(t, member.token)).secret).not.toBe(secret);
  });

  it("erasing the account deletes its second factor", async () => {
    const member = await createMember(t);
    await enrol(t, member.token);
    // A sign-in waiting for its code, too.
    await mfaTokenOf(t, member.registration.email, member.password);
    expect(
      await t.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, member.user.id)),
    ).toHaveLength(1);
    const erased = await postJson(
      t,
      "/api/user/protected/delete-account",
      { password: member.password },
      { headers: bearer(member.token) },
    );
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(await t.db.select().from(userMfa).where(eq(userMfa.userId, member.user.id))).toEqual([]);
    expect(
      await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, member.user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, member.user.id)),
    ).toEqual([]);
  });
});

describe("disabling counts a wrong password on the reauthentication limiter", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimit: { loginFailuresPerPair: { max: 2, windowMs: 60_000 } },
    });
  });
  afterAll(() => limited.close());

  it("answers 429 once the account's failures are used up", async () => {
    const member = await createMember(limited);
    const { secret } = await enrol(limited, member.token);
    const auth = { headers: bearer(member.token) };
    const attempt = () =>
      postJson(limited, DISABLE, { password: "wrong-password", code: codeOf(secret, 1) }, auth);
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
