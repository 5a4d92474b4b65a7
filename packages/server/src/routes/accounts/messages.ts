/** New member or existing address: the caller can't tell which (no account enumeration). */
export const REGISTER_ANSWER = {
  message: "Registration received. Please check your email to set your password.",
};

/** The same answer whether or not the address has an account: nothing to enumerate. */
export const FORGOT_PASSWORD_ANSWER = {
  message: "If an account exists for this email, a password reset link has been sent to it.",
};

export const PASSWORD_CHANGED = { message: "Password has been successfully changed!" };

export const INVALID_LINK = "This link is invalid or has expired. Please request a new one.";

/** One answer for an unknown email, a member without a password yet, and a wrong password. */
export const INVALID_CREDENTIALS = "Invalid email or password.";

/** The 429's text; `wait` reads "40 seconds" or "15 minutes". */
export const tooManyAttemptsText = (wait: string) =>
  `Too many attempts. Please try again in ${wait}.`;

/** A new password found on the common-password list (src/auth/common-passwords.ts). */
export const COMMON_PASSWORD =
  "This password is too common and easy to guess. Please choose a less common one.";

/** Change password: the current password given is not the member's. */
export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";

/**
 * The 429 of a sign-in past its account's ceiling from a device that never signed in to it;
 * the emailed sign-in link is not held back by that ceiling. `wait` reads "58 minutes".
 */
export const accountCeilingText = (wait: string) =>
  `This account is locked for new devices after too many failed sign-ins. Use "Email me a sign-in link" to sign in now, or try again in ${wait}.`;
