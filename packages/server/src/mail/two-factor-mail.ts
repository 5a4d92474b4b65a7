import { greeting } from "./greeting";
import { utcTime } from "./password-changed-mail";
import { message } from "./templates";

/** What happened to an account's two-factor sign-in, as its owner is told of it. */
export type TwoFactorEvent = "enabled" | "disabled" | "recovery_code_used";

const SUBJECTS: Record<TwoFactorEvent, string> = {
  enabled: "Two-factor sign-in is now on for your Sector Portal account",
  disabled: "Two-factor sign-in was turned off for your Sector Portal account",
  recovery_code_used: "A recovery code was used on your Sector Portal account",
};

const WHAT: Record<TwoFactorEvent, (at: string) => string> = {
  enabled: (at) =>
    `Two-factor sign-in was turned on for your Sector Portal account on ${at}. Signing in now asks for a code from your authenticator app.`,
  disabled: (at) =>
    `Two-factor sign-in was turned off for your Sector Portal account on ${at}. Signing in now asks for your password only.`,
  recovery_code_used: (at) =>
    `One of your two-factor recovery codes was used on ${at}. Each code works once.`,
};

/**
 * Tells the owner of an account that its second factor changed or a recovery code was spent:
 * an owner whose account was taken over learns of it. The link leads to a password reset.
 */
export const twoFactorMail = (p: {
  to: string;
  firstname: string;
  event: TwoFactorEvent;
  at: Date;
  recoveryCodesLeft?: number;
  forgotUrl: string;
}) =>
  message(
    p.to,
    SUBJECTS[p.event],
    "Sector Portal",
    [
      greeting(p.firstname),
      WHAT[p.event](utcTime(p.at)),
      ...(p.recoveryCodesLeft === undefined
        ? []
        : [`Recovery codes left: ${p.recoveryCodesLeft}.`]),
      "If this was you, there is nothing else to do.",
      "If it was not, someone else may know your password: set a new one now with the link below.",
    ],
    { label: "Reset your password", url: p.forgotUrl },
  );
