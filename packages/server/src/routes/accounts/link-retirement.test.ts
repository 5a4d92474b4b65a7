import { LOGIN_LINK_DEAD, MFA_SIGN_IN_EXPIRED } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, login, postJson } from "../../../test/fixtures";
import { lastSlugFor, mailsTo } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { codeOf, enrol, LOGIN_MFA, mfaTokenOf } from "../two-factor/two-factor-fixtures";
import { INVALID_LINK } from "./messages";

/**
 * A password change, a reset and "sign out of all devices" end every way into the account that
 * was handed out before them: the sessions (the token version), and the emailed sign-in links,
 * the set-password links and the half-done two-factor sign-ins not used yet.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LINK = /\/login\/link\/([A-Za-z0-9_-]{43})$/;

/** Asks for a sign-in link and returns its token, as mailed. */
const signInLinkFor = async (email: string) => {
  await postJson(t, "/api/user/public/login-link", { email });
  await t.app.jobs.drain();
  const link = (await mailsTo(t.outboxDir, email))
    .flatMap((m) => m.links)
    .filter((l) => LINK.test(l))
    .at(-1);
  if (!link) throw new Error(`no sign-in link was mailed to ${email}`);
  return LINK.exec(link)?.[1] ?? "";
};

/** Asks for a reset link and returns its slug, as mailed. */
const resetSlugFor = async (email: string) => {
  await postJson(t, "/api/user/public/forgot-password", { email });
  await t.app.jobs.drain();
  return lastSlugFor(t.outboxDir, email);
};

const redeem = (token: string) => postJson(t, "/api/user/public/login-link/redeem", { token });

const expectDeadSignInLink = async (token: string) => {
  const res = await redeem(token);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: LOGIN_LINK_DEAD });
};

const expectDeadResetLink = async (slug: string) => {
  const res = await postJson(t, "/api/user/public/reset-password", {
    slug,
    newPassword: "someone-elses-password-1",
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: INVALID_LINK });
};

describe("links handed out before the account's sessions end stop working", () => {
  it("a password change retires the sign-in links; a link asked for after it works", async () => {
    const member = await createMember(t, "CIO", {}, "old-password-1");
    const email = member.registration.email;
    const before = await signInLinkFor(email);
    const reset = await resetSlugFor(email);

    const change = await postJson(
      t,
      "/api/user/protected/change-password",
      { currentPassword: "old-password-1", newPassword: "new-password-1" },
      { headers: bearer(member.token) },
    );
    expect(change.statusCode, change.body).toBe(200);

    await expectDeadSignInLink(before);
    await expectDeadResetLink(reset);
    const after = await signInLinkFor(email);
    expect((await redeem(after)).statusCode).toBe(200);
  });

  it("a password reset retires the sign-in links asked for before it", async () => {
    const member = await createMember(t, "CMO", {}, "old-password-1");
    const email = member.registration.email;
    const before = await signInLinkFor(email);
    const slug = await resetSlugFor(email);

    const reset = await postJson(t, "/api/user/public/reset-password", {
      slug,
      newPassword: "new-password-1",
    });
    expect(reset.statusCode, reset.body).toBe(200);

    await expectDeadSignInLink(before);
    const after = await signInLinkFor(email);
    expect((await redeem(after)).statusCode).toBe(200);
  });

  it("signing out of all devices retires the sign-in and reset links", async () => {
    const member = await createMember(t, "CHRO");
    const email = member.registration.email;
    const signIn = await signInLinkFor(email);
    const reset = await resetSlugFor(email);

    const out = await postJson(
      t,
      "/api/user/protected/logout-all",
      {},
      {
        headers: bearer(member.token),
      },
    );
    expect(out.statusCode).toBe(204);

    await expectDeadSignInLink(signIn);
    await expectDeadResetLink(reset);
    // What is asked for afterwards works.
    const again = await signInLinkFor(email);
    expect((await redeem(again)).statusCode).toBe(200);
    expect((await login(t, email, member.password)).token).toBeTruthy();
  });

  it("a password change ends a two-factor sign-in waiting for its code", async () => {
    const member = await createMember(t, "CRO", {}, "old-password-1");
    const email = member.registration.email;
    const { secret } = await enrol(t, member.token);
    // Someone who knew the old password is at the second step when the owner changes it.
    const pending = await mfaTokenOf(t, email, "old-password-1");
    const change = await postJson(
      t,
      "/api/user/protected/change-password",
      { currentPassword: "old-password-1", newPassword: "new-password-1" },
      { headers: bearer(member.token) },
    );
    expect(change.statusCode, change.body).toBe(200);

    const late = await postJson(t, LOGIN_MFA, { mfa_token: pending, code: codeOf(secret, 1) });
    expect(late.statusCode, late.body).toBe(401);
    expect(late.json()).toEqual({ message: MFA_SIGN_IN_EXPIRED });
    // A sign-in begun with the new password finishes with that same code.
    const fresh = await mfaTokenOf(t, email, "new-password-1");
    const done = await postJson(t, LOGIN_MFA, { mfa_token: fresh, code: codeOf(secret, 1) });
    expect(done.statusCode, done.body).toBe(200);
  });
});
