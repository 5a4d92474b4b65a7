import type { Database } from "../db/client";
import { findUserByEmail } from "../db/user-queries";
import { enqueueJob, type JobPayloads } from "../jobs/job-queue";
import { passwordResetMail } from "../mail/templates";
import { issuePasswordToken } from "./password-tokens";

/**
 * The work behind "forgot password" (POST /public/forgot-password), done by the job queue: the
 * request only queues the address it was given, whoever's it is, and answers, so a member's
 * address and a stranger's cost the request the same. Here a known address gets a reset link
 * and its mail, in one transaction; anybody else gets nothing. Then the job is deleted
 * ("forget"): no copy of the address is kept. `kick`: the worker, to send that mail now rather
 * than at its next poll.
 */
export const passwordResetRequestHandler =
  ({ db, publicUrl, kick }: { db: Database; publicUrl: string; kick: () => void }) =>
  async ({ email }: JobPayloads["password-reset-request"]): Promise<"forget"> => {
    const user = await findUserByEmail(db, email);
    if (!user) return "forget";
    await db.transaction(async (tx) => {
      const slug = await issuePasswordToken(tx, user.id, "reset");
      await enqueueJob(
        tx,
        "mail",
        passwordResetMail({
          to: user.email,
          firstname: user.firstname,
          link: `${publicUrl}/reset-password/${slug}`,
        }),
      );
    });
    kick();
    return "forget";
  };
