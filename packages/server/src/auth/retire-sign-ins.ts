import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { loginLinks, mfaChallenges } from "../db/identity-schema";
import { passwordTokens } from "../db/schema";

/**
 * Ends every way into the account that was handed out and not used yet: emailed sign-in links,
 * set-password links (reset and welcome) and two-factor sign-ins waiting for their code. A
 * password change, a reset and "sign out of all devices" call it beside the token version bump
 * that ends the sessions: a link sitting in a mailbox, or a half-done sign-in of someone who
 * knew the old password, must not outlive them. Links asked for afterwards work as usual.
 */
export const retireOutstandingSignIns = async (tx: Executor, userId: number): Promise<void> => {
  await tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
  await tx
    .update(loginLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginLinks.userId, userId), isNull(loginLinks.usedAt)));
  await tx
    .update(mfaChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(mfaChallenges.userId, userId), isNull(mfaChallenges.usedAt)));
};
