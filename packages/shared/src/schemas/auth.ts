import { z } from "zod/mini";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";
import { emailField, requiredString, storableText } from "./fields";

export const loginSchema = z.object({
  email: emailField("Email is required", "Invalid email format"),
  password: storableText("Password is required").check(
    z.minLength(1, { error: "Password is required" }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: "Password is required" }),
  ),
  remember: z.optional(z.boolean()),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField("Email is required.", "Please enter a valid email address."),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const newPasswordField = storableText("Password is required.").check(
  z.minLength(1, { error: "Password is required." }),
  z.minLength(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  }),
  z.maxLength(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  }),
);

/** What the Reset Password screen validates before calling the API. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: storableText("Please confirm your password.").check(
      z.minLength(1, { error: "Please confirm your password." }),
    ),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: "Passwords do not match.",
      path: ["confirmPassword"],
    }),
  );
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** Body of POST /user/public/reset-password. */
export const resetPasswordSchema = z.object({
  slug: requiredString("This link is invalid or has expired.", 200),
  newPassword: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Body of POST /user/public/reset-password/check: is an emailed link still good? */
export const resetPasswordCheckSchema = z.object({
  slug: requiredString("This link is invalid or has expired.", 200),
});
export type ResetPasswordCheckInput = z.input<typeof resetPasswordCheckSchema>;

/**
 * What the check answers. A dead link (unknown, used or expired) is one answer, `{ valid: false }`,
 * whoever it belonged to. `welcome`: the link sets a first password (the page reads "Set your
 * password"); `reset`: it replaces one.
 */
export interface ResetPasswordCheck {
  valid: boolean;
  purpose?: "welcome" | "reset";
}
