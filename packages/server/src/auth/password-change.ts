import type { Executor } from "../db/client";
import { enqueueJob } from "../jobs/job-queue";
import { passwordChangedMail } from "../mail/password-changed-mail";
import type { PasswordChanged } from "./password-tokens";

/**
 * What a password change causes besides the new hash and the end of the other sessions
 * (setPassword): the "your password was changed" mail, queued in the change's transaction so
 * it leaves exactly when the change commits.
 */
export const notifyPasswordChanged = (
  tx: Executor,
  member: Pick<PasswordChanged, "email" | "firstname">,
  publicUrl: string,
) =>
  enqueueJob(
    tx,
    "mail",
    passwordChangedMail({
      to: member.email,
      firstname: member.firstname,
      at: new Date(),
      forgotUrl: `${publicUrl}/forgot-password`,
    }),
  );
