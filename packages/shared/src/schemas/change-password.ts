import { z } from "zod/mini";
import { PASSWORD_MAX_LENGTH } from "../constants";
import { newPasswordField } from "./auth";
import { storableText } from "./fields";

const CURRENT_PASSWORD_REQUIRED = "Please enter your current password.";

const currentPasswordField = storableText(CURRENT_PASSWORD_REQUIRED).check(
  z.minLength(1, { error: CURRENT_PASSWORD_REQUIRED }),
  z.maxLength(PASSWORD_MAX_LENGTH, { error: CURRENT_PASSWORD_REQUIRED }),
);

/**
 * Body of POST /user/protected/change-password: the current password, and a new one under the
 * Reset password rules and messages of SPEC.md (the server also refuses common passwords).
 */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** What My Profile's change-password form validates: the body and the new password again. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmPassword: storableText("Please confirm your password.").check(
      z.minLength(1, { error: "Please confirm your password." }),
    ),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: "Passwords do not match.",
      path: ["confirmPassword"],
    }),
  );
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/**
 * Answer of a password change: the SPEC's success text and a fresh session token. Every other
 * session of the member has ended; the one that made the change goes on with this token.
 */
export interface ChangePasswordResponse {
  message: string;
  token: string;
}
