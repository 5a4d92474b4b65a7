import type { Database } from "../db/client";
import { findUserByEmail } from "../db/user-queries";
import { enqueueJob, type JobPayloads } from "../jobs/job-queue";
import { loginLinkMail } from "../mail/login-link-mail";
import { issueLoginLink } from "./login-links";

/** What a mail names an account without a brand (staff): the portal itself. */
const PORTAL_NAME = "Sector Portal";

/**
 * The work behind "email me a sign-in link" (POST /public/login-link), done by the job queue:
 * the request only queues the address it was given, whoever's it is, and answers, so a member's
 * address and a stranger's cost the request the same. Here a member (not erased) gets a link,
 * branded as their first brand, and its mail, in one transaction; anybody else gets nothing.
 * Then the job is deleted ("forget"): no copy of the address is kept. `kick`: the worker, to
 * send that mail now rather than at its next poll.
 */
export const loginLinkRequestHandler =
  ({ db, publicUrl, kick }: { db: Database; publicUrl: string; kick: () => void }) =>
  async ({ email }: JobPayloads["login-link-request"]): Promise<"forget"> => {
    const user = await findUserByEmail(db, email);
    if (!user || user.erasedAt !== null) return "forget";
    const brand = user.brands[0] ?? null;
    await db.transaction(async (tx) => {
      const token = await issueLoginLink(tx, user.id, brand?.id ?? null);
      await enqueueJob(
        tx,
        "mail",
        loginLinkMail({
          to: user.email,
          firstname: user.firstname,
          brand: brand?.name ?? PORTAL_NAME,
          link: `${publicUrl}/login/link/${token}`,
        }),
      );
    });
    kick();
    return "forget";
  };
