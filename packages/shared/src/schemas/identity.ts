import { z } from "zod/mini";
import type { LoginResponse } from "../types";
import { emailField, requiredString, storableText } from "./fields";

/*
 * Identity (issue 32): two-factor sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) and emailed
 * sign-in links. The answers and bodies both sides share.
 */

/** The answer of a sign-in (password, link) of an account with two-factor on: no session yet. */
export interface MfaRequired {
  mfa_required: true;
  /** Names the half-done sign-in for POST /user/public/login/mfa: 5 minutes, 5 wrong codes. */
  mfa_token: string;
}

/** What POST /user/public/login and /user/public/login-link/redeem answer. */
export type SignInAnswer = LoginResponse | MfaRequired;

export const isMfaRequired = (answer: SignInAnswer): answer is MfaRequired =>
  "mfa_required" in answer && answer.mfa_required === true;

export const TOTP_CODE_REQUIRED = "Enter the 6-digit code from your authenticator app.";
export const TOTP_CODE_INVALID = "This code is not valid. Enter the current code from your app.";
export const MFA_CODE_REQUIRED = "Enter the 6-digit code or a recovery code.";
export const MFA_SIGN_IN_EXPIRED = "This sign-in has expired. Please sign in again.";

/** A code as typed: spaces and dashes are the reader's, not the code's. */
const typedCode = (message: string, max: number) =>
  z.pipe(
    requiredString(message, max),
    z.transform((code) => code.replace(/[\s-]/g, "")),
  );

/** POST /user/protected/2fa/setup answers: the secret (base32) and its otpauth:// URL (QR). */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
}

/** Body of POST /user/protected/2fa/enable: a current code of the secret just set up. */
export const enableTwoFactorSchema = z.object({ code: typedCode(TOTP_CODE_REQUIRED, 20) });

/** POST /user/protected/2fa/enable answers the recovery codes, once. */
export interface TwoFactorEnabled {
  recovery_codes: string[];
}

/** Body of POST /user/protected/2fa/disable: the password and a code (or a recovery code). */
export const disableTwoFactorSchema = z.object({
  password: storableText("Password is required").check(
    z.minLength(1, { error: "Password is required" }),
    z.maxLength(200, { error: "Password is required" }),
  ),
  code: typedCode(MFA_CODE_REQUIRED, 40),
});

/** Body of POST /user/public/login/mfa: the second step of a sign-in. */
export const mfaLoginSchema = z.object({
  mfa_token: requiredString(MFA_SIGN_IN_EXPIRED, 200),
  code: typedCode(MFA_CODE_REQUIRED, 40),
});

/** GET /user/protected/2fa: whether the account has two-factor, and whether it must. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** REQUIRE_STAFF_2FA=1 and a staff account without it: enrolment comes before any screen. */
  required: boolean;
  /** Recovery codes not yet used. */
  recovery_codes_left: number;
}

export const MFA_CODE_INVALID =
  "This code is not valid. Enter the current code from your app or an unused recovery code.";
export const TWO_FACTOR_ALREADY_ON = "Two-factor sign-in is already on.";
export const TWO_FACTOR_NOT_SET_UP = "Set up two-factor sign-in first.";
export const TWO_FACTOR_NOT_ON = "Two-factor sign-in is not on.";
export const TWO_FACTOR_WRONG_PASSWORD = "The password is not correct.";
/** The 403 of a staff account without two-factor while REQUIRE_STAFF_2FA is on. */
export const TWO_FACTOR_REQUIRED =
  "Staff accounts must set up two-factor sign-in before doing anything else.";

export const LOGIN_LINK_SENT =
  "If this address belongs to a member, a sign-in link is on its way. It works once, within 15 minutes.";
export const LOGIN_LINK_DEAD =
  "This sign-in link has expired or has already been used. Ask for a new one.";

/** Body of POST /user/public/login-link. */
export const loginLinkSchema = z.object({
  email: emailField("Email is required.", "Please enter a valid email address."),
});

/** Body of POST /user/public/login-link/redeem. */
export const loginLinkRedeemSchema = z.object({ token: requiredString(LOGIN_LINK_DEAD, 200) });
