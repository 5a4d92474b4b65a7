import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { loginLinks } from "../db/identity-schema";
import { hashSlug, newSlug } from "./slugs";

/** How long an emailed sign-in link works (LOGIN_LINK_SENT tells the member so). */
export const LOGIN_LINK_TTL_MS = 15 * 60_000;

/**
 * Creates a sign-in link for the member and returns its token (256 random bits, stored only as
 * a hash). `companyId`: the brand the mail is branded as.
 */
export const issueLoginLink = async (
  db: Executor,
  userId: number,
  companyId: number | null,
): Promise<string> => {
  const token = newSlug();
  await db.insert(loginLinks).values({
    tokenHash: hashSlug(token),
    userId,
    companyId,
    expiresAt: new Date(Date.now() + LOGIN_LINK_TTL_MS),
  });
  return token;
};

/**
 * Spends a sign-in link: the member it signs in, or null when it is unknown, used or expired
 * (one answer for the three). Claiming it is one conditional UPDATE, so two requests with the
 * same link cannot both succeed. The member's other open links stop working with it: one
 * sign-in per batch of mails, and fewer live links lying in a mailbox. Run it in a transaction.
 */
export const redeemLoginLink = async (tx: Executor, token: string): Promise<number | null> => {
  const [claimed] = await tx
    .update(loginLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginLinks.tokenHash, hashSlug(token)),
        isNull(loginLinks.usedAt),
        gt(loginLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: loginLinks.id, userId: loginLinks.userId });
  if (!claimed) return null;
  await tx
    .update(loginLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginLinks.userId, claimed.userId),
        ne(loginLinks.id, claimed.id),
        isNull(loginLinks.usedAt),
      ),
    );
  return claimed.userId;
};
