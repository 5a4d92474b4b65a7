import { RESET_TOKEN_TTL_MS, type Role, WELCOME_TOKEN_TTL_MS } from "@sector/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { passwordTokens, users } from "../db/schema";
import { retireOutstandingSignIns } from "./retire-sign-ins";
import { hashSlug, newSlug } from "./slugs";

export type TokenPurpose = "welcome" | "reset";

const TTL: Record<TokenPurpose, number> = {
  welcome: WELCOME_TOKEN_TTL_MS,
  reset: RESET_TOKEN_TTL_MS,
};

/** Retires every unused link of a user: only the newest link, used once, sets a password. */
const retireOpenTokens = (db: Executor, userId: number) =>
  db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));

/** Creates a set-password link for the user and returns its slug (stored only as a hash). */
export const issuePasswordToken = async (
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> => {
  const slug = newSlug();
  await retireOpenTokens(db, userId);
  await db.insert(passwordTokens).values({
    userId,
    purpose,
    tokenHash: hashSlug(slug),
    expiresAt: new Date(Date.now() + TTL[purpose]),
  });
  return slug;
};

/** The slug's token, if it is still open: unused and unexpired. */
const openTokenOf = (slug: string) =>
  and(
    eq(passwordTokens.tokenHash, hashSlug(slug)),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, sql`now()`),
  );

/** The open (unused, unexpired) token of a slug exists: one cheap indexed lookup. */
export const isOpenPasswordToken = async (db: Executor, slug: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: passwordTokens.id })
    .from(passwordTokens)
    .where(openTokenOf(slug))
    .limit(1);
  return row !== undefined;
};

/**
 * What an open slug will do, or null when it cannot work (unknown, used or expired: one answer).
 * "welcome" when it sets the member's first password, whichever mail carried it (a member who
 * asked for a new link before ever choosing a password is still setting one, not resetting it).
 */
export const openTokenPurpose = async (
  db: Executor,
  slug: string,
): Promise<TokenPurpose | null> => {
  const [row] = await db
    .select({
      purpose: passwordTokens.purpose,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(openTokenOf(slug))
    .limit(1);
  if (!row) return null;
  return row.purpose === "welcome" || !row.hasPassword ? "welcome" : "reset";
};

/**
 * Spends a slug and sets the password: run it in a transaction (with what the change causes,
 * src/auth/password-change.ts). Returns the member whose password it set and the link's
 * purpose, or null when the slug is unknown, used or expired. Claiming the slug is one conditional UPDATE, so two
 * concurrent requests with the same slug cannot both succeed.
 */
export const resetPasswordWithToken = async (
  tx: Executor,
  slug: string,
  passwordHash: string,
): Promise<(PasswordChanged & { purpose: TokenPurpose }) | null> => {
  const [claimed] = await tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(openTokenOf(slug))
    .returning({ userId: passwordTokens.userId, purpose: passwordTokens.purpose });
  if (!claimed) return null;
  const changed = await setPassword(tx, claimed.userId, passwordHash);
  return changed && { ...changed, purpose: claimed.purpose };
};

/** A member whose password was just set, as the "your password was changed" mail needs them. */
export interface PasswordChanged {
  id: number;
  email: string;
  firstname: string;
  role: Role;
  tokenVersion: number;
  /** They had a password before: a change, not the first one set through a welcome link. */
  hadPassword: boolean;
}

/**
 * Sets a member's password: every link and half-done sign-in still open stops working, and the
 * version bump signs out every token issued before the change. Returns null when no such
 * member exists.
 */
export const setPassword = async (
  tx: Executor,
  userId: number,
  passwordHash: string,
): Promise<PasswordChanged | null> => {
  await retireOutstandingSignIns(tx, userId);
  const [old] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  const [changed] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      role: users.role,
      tokenVersion: users.tokenVersion,
    });
  return changed && old ? { ...changed, hadPassword: old.hash !== null } : null;
};
