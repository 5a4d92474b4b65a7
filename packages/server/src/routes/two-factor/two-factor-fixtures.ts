import type { SignInAnswer, TwoFactorEnabled, TwoFactorSetup } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { bearer, postJson } from "../../../test/fixtures";
import { mailsTo } from "../../../test/outbox";
import type { TestApp } from "../../../test/test-app";
import { base32Decode, totpCode, totpStep } from "../../auth/totp";
import { auditLog } from "../../db/schema";

/** The code of a secret (as the setup answered it) `offset` steps from now. */
export const codeOf = (secret: string, offset = 0) =>
  totpCode(base32Decode(secret), totpStep() + offset);

export const SETUP = "/api/user/protected/2fa/setup";
export const ENABLE = "/api/user/protected/2fa/enable";
export const DISABLE = "/api/user/protected/2fa/disable";
export const STATUS = "/api/user/protected/2fa";
export const LOGIN = "/api/user/public/login";
export const LOGIN_MFA = "/api/user/public/login/mfa";

export const setUp = async (t: TestApp, token: string): Promise<TwoFactorSetup> => {
  const res = await postJson(t, SETUP, {}, { headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TwoFactorSetup>();
};

/** Sets up and enables two-factor; the current step's code is spent by the enabling. */
export const enrol = async (t: TestApp, token: string) => {
  const { secret } = await setUp(t, token);
  const res = await postJson(t, ENABLE, { code: codeOf(secret) }, { headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return { secret, recoveryCodes: res.json<TwoFactorEnabled>().recovery_codes };
};

/** The first step of a sign-in of an account with two-factor on: its mfa_token. */
export const mfaTokenOf = async (
  t: TestApp,
  email: string,
  password: string,
  remember = false,
): Promise<string> => {
  const res = await postJson(t, LOGIN, { email, password, remember });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<SignInAnswer>();
  if (!("mfa_required" in answer)) throw new Error("expected the second step");
  return answer.mfa_token;
};

/** The mails to `to` whose subject holds `subject`, once `count` of them have left. */
export const mailsAbout = async (t: TestApp, to: string, subject: string, count = 1) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await mailsTo(t.outboxDir, to)).filter((m) => m.subject.includes(subject));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** The audit actions recorded about a user, oldest first. */
export const auditActionsOf = async (t: TestApp, userId: number) =>
  (
    await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, String(userId))))
      .orderBy(auditLog.id)
  ).filter((row) => row.action.startsWith("mfa."));
