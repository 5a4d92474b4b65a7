import {
  type LoginResponse,
  MFA_CODE_INVALID,
  MFA_SIGN_IN_EXPIRED,
  type SignInAnswer,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, expectNoLeaks, postJson } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { seal, secretBoxKey } from "../../auth/secret-box";
import { hashSlug } from "../../auth/slugs";
import { base32Decode } from "../../auth/totp";
import { mfaChallenges, userMfa } from "../../db/identity-schema";
import {
  auditActionsOf,
  codeOf,
  enrol,
  LOGIN,
  LOGIN_MFA,
  mailsAbout,
  mfaTokenOf,
  STATUS,
} from "./two-factor-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member with two-factor on: its secret, recovery codes and credentials. */
const enrolledMember = async () => {
  const member = await createMember(t);
  const enrolled = await enrol(t, member.token);
  return { ...member, ...enrolled, email: member.registration.email };
};

const finish = (mfaToken: string, code: string | undefined) =>
  postJson(t, LOGIN_MFA, { mfa_token: mfaToken, code });

describe("signing in with two-factor on", () => {
  it("asks for the second step instead of a session, then signs in with a code once", async () => {
    const m = await enrolledMember();
    const first = await postJson(t, LOGIN, { email: m.email, password: m.password });
    expect(first.statusCode).toBe(200);
    const answer = first.json<SignInAnswer>();
    expect(Object.keys(answer).sort()).toEqual(["mfa_required", "mfa_token"]);
    if (!("mfa_token" in answer)) throw new Error("no second step");
    expect(answer.mfa_token.length).toBeGreaterThanOrEqual(43);
    // Stored hashed, with the sign-in's "remember me" (off here).
    const [challenge] = await t.db
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.tokenHash, hashSlug(answer.mfa_token)));
    expect(challenge).toMatchObject({ userId: m.user.id, remember: false, failures: 0 });

    const wrong = await finish(answer.mfa_token, "000000");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MFA_CODE_INVALID);
    // The code the enrolment spent is refused: its step is used.
    expect((await finish(answer.mfa_token, codeOf(m.secret))).statusCode).toBe(401);

    const code = codeOf(m.secret, 1);
    const done = await finish(answer.mfa_token, code);
    expect(done.statusCode, done.body).toBe(200);
    expectNoLeaks(done.body);
    const session = done.json<LoginResponse>();
    expect(session.user).toMatchObject({ id: m.user.id, email: m.email });
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/user/protected/myprofile",
      headers: bearer(session.token),
    });
    expect(profile.statusCode).toBe(200);

    // The token is spent; a new sign-in cannot replay the same code.
    const spent = await finish(answer.mfa_token, codeOf(m.secret, 1));
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe(MFA_SIGN_IN_EXPIRED);
    const replay = await finish(await mfaTokenOf(t, m.email, m.password), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MFA_CODE_INVALID);
  });

  it("keeps the sign-in's remember me for the second step", async () => {
    const m = await enrolledMember();
    const token = await mfaTokenOf(t, m.email, m.password, true);
    const [challenge] = await t.db
      .select({ remember: mfaChallenges.remember })
      .from(mfaChallenges)
      .where(eq(mfaChallenges.tokenHash, hashSlug(token)));
    expect(challenge?.remember).toBe(true);
  });

  it("takes each recovery code once, audits and mails its use", async () => {
    const m = await enrolledMember();
    const [recovery] = m.recoveryCodes;
    const used = await finish(await mfaTokenOf(t, m.email, m.password), recovery);
    expect(used.statusCode, used.body).toBe(200);
    const again = await finish(await mfaTokenOf(t, m.email, m.password), recovery);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MFA_CODE_INVALID);

    const status = await t.app.inject({
      method: "GET",
      url: STATUS,
      headers: bearer(used.json<LoginResponse>().token),
    });
    expect(status.json()).toEqual({ enabled: true, required: false, recovery_codes_left: 9 });
    expect(await auditActionsOf(t, m.user.id)).toEqual([
      { action: "mfa.enable", actorId: m.user.id },
      { action: "mfa.recovery_code_use", actorId: m.user.id },
    ]);
    const [mail] = await mailsAbout(t, m.email, "A recovery code was used");
    expect(mail?.raw).toContain("Recovery codes left: 9.");
  });

  it("refuses app codes of a secret sealed under another key (401, not 500); recovery codes still work", async () => {
    const m = await enrolledMember();
    const otherKey = secretBoxKey("another key of at least thirty-two bytes, rotated");
    await t.db
      .update(userMfa)
      .set({ secretEnc: seal(otherKey, base32Decode(m.secret)) })
      .where(eq(userMfa.userId, m.user.id));
    const token = await mfaTokenOf(t, m.email, m.password);
    const refused = await finish(token, codeOf(m.secret, 1));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(MFA_CODE_INVALID);
    expect((await finish(token, m.recoveryCodes[1])).statusCode).toBe(200);
  });

  it("ends the sign-in after 5 wrong codes", async () => {
    const m = await enrolledMember();
    const token = await mfaTokenOf(t, m.email, m.password);
    for (let i = 1; i <= 4; i++) {
      const res = await finish(token, "000000");
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MFA_CODE_INVALID);
    }
    const fifth = await finish(token, "000000");
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe(MFA_SIGN_IN_EXPIRED);
    const right = await finish(token, codeOf(m.secret, 1));
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(MFA_SIGN_IN_EXPIRED);
    // A fresh sign-in still works: only that token died.
    expect(
      (await finish(await mfaTokenOf(t, m.email, m.password), codeOf(m.secret, 1))).statusCode,
    ).toBe(200);
  });

  it("ends the sign-in after 5 minutes", async () => {
    const m = await enrolledMember();
    const token = await mfaTokenOf(t, m.email, m.password);
    await t.db
      .update(mfaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaChallenges.tokenHash, hashSlug(token)));
    const late = await finish(token, codeOf(m.secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(MFA_SIGN_IN_EXPIRED);
  });

  it("refuses an unknown token (401) and a missing one or code (400)", async () => {
    const unknown = await finish("not-a-token", "123456");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(MFA_SIGN_IN_EXPIRED);
    expect((await postJson(t, LOGIN_MFA, { code: "123456" })).statusCode).toBe(400);
    expect((await finish("not-a-token", undefined)).statusCode).toBe(400);
    expect((await finish("not-a-token", "x".repeat(41))).statusCode).toBe(400);
  });
});

describe("wrong second-factor codes count on the sign-in limiter", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimit: { loginFailuresPerIp: { max: 3, windowMs: 60_000 } },
    });
  });
  afterAll(() => limited.close());

  it("answers 429 once the client address's failures are used up", async () => {
    const member = await createMember(limited);
    const { secret } = await enrol(limited, member.token);
    const token = await mfaTokenOf(limited, member.registration.email, member.password);
    const attempt = (code: string) =>
      postJson(limited, LOGIN_MFA, { mfa_token: token, code }, { ip: "203.0.113.9" });
    expect((await attempt("000000")).statusCode).toBe(401);
    expect((await attempt("000000")).statusCode).toBe(401);
    expect((await attempt("000000")).statusCode).toBe(401);
    expect((await attempt(codeOf(secret, 1))).statusCode).toBe(429);
  });
});
