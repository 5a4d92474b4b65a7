import { eq } from "drizzle-orm";
import type { Executor, Transaction } from "../db/client";
import { mfaChallenges } from "../db/identity-schema";
import { hashSlug, newSlug } from "./slugs";

/** How long a half-done sign-in waits for its code, and how many wrong codes it takes. */
export const MFA_CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const MFA_CHALLENGE_MAX_FAILURES = 5;

/** Starts a sign-in's second step: the mfa_token (256 bits; only its hash is stored). */
export const createMfaChallenge = async (
  db: Executor,
  userId: number,
  remember: boolean,
): Promise<string> => {
  const token = newSlug();
  await db.insert(mfaChallenges).values({
    tokenHash: hashSlug(token),
    userId,
    remember,
    expiresAt: new Date(Date.now() + MFA_CHALLENGE_LIFETIME_MS),
  });
  return token;
};

export interface LiveChallenge {
  id: number;
  userId: number;
  remember: boolean;
  failures: number;
}

/** The challenge of a token, locked for this transaction, if it still takes a code. */
export const lockLiveChallenge = async (
  tx: Transaction,
  token: string,
): Promise<LiveChallenge | null> => {
  const [row] = await tx
    .select()
    .from(mfaChallenges)
    .where(eq(mfaChallenges.tokenHash, hashSlug(token)))
    .for("update");
  if (!row || row.usedAt !== null || row.expiresAt.getTime() <= Date.now()) return null;
  if (row.failures >= MFA_CHALLENGE_MAX_FAILURES) return null;
  return { id: row.id, userId: row.userId, remember: row.remember, failures: row.failures };
};

/** A right code ends the challenge: its token works once. */
export const finishChallenge = (tx: Transaction, id: number) =>
  tx.update(mfaChallenges).set({ usedAt: new Date() }).where(eq(mfaChallenges.id, id));

/** A wrong code counts; the fifth one ends the challenge. Returns whether it is still alive. */
export const failChallenge = async (tx: Transaction, challenge: LiveChallenge) => {
  const failures = challenge.failures + 1;
  await tx.update(mfaChallenges).set({ failures }).where(eq(mfaChallenges.id, challenge.id));
  return failures < MFA_CHALLENGE_MAX_FAILURES;
};
