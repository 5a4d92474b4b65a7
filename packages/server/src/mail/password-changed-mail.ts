import { greeting } from "./greeting";
import { message } from "./templates";

/** When the change happened, the same for every reader: "24 November 2025 at 14:05 UTC". */
export const utcTime = (at: Date) =>
  `${at.toLocaleString("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })} UTC`;

/**
 * "Your password was changed" (ASVS 2.5.5): sent after every change of a password, by the member
 * on My Profile or through a reset link, so an owner whose account was taken over learns of it.
 * Its link starts a reset, the way back into the account.
 */
export const passwordChangedMail = (p: {
  to: string;
  firstname: string;
  at: Date;
  forgotUrl: string;
}) =>
  message(
    p.to,
    "Your Sector Portal password was changed",
    "Sector Portal",
    [
      greeting(p.firstname),
      `The password of your Sector Portal account was changed on ${utcTime(p.at)}. Every other browser and device signed in to your account has been signed out.`,
      "If you made this change, there is nothing else to do.",
      "If you did not, someone else may know your password: set a new one now with the link below.",
    ],
    { label: "Reset your password", url: p.forgotUrl },
  );
