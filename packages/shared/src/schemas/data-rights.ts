import { z } from "zod/mini";
import { storableText } from "./fields";

/** The words a member types to confirm "Delete my account" (checked by the web form). */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

/** Body of POST /user/protected/delete-account: the member's current password. */
export const deleteAccountSchema = z.object({
  password: storableText("Please enter your password.").check(
    z.minLength(1, { error: "Please enter your password." }),
  ),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

const reasonField = storableText("Please give a reason.").check(
  z.trim(),
  z.minLength(1, { error: "Please give a reason." }),
  z.maxLength(500, { error: "The reason must be at most 500 characters." }),
);

/** Body of POST /user/protected/members/{id}/erase (admin): why, for the audit log. */
export const eraseMemberSchema = z.object({ reason: reasonField });
export type EraseMemberInput = z.input<typeof eraseMemberSchema>;

/** Query of GET /user/protected/members/{id}/data (admin): why, for the audit log. */
export const memberDataQuerySchema = z.object({ reason: reasonField });
