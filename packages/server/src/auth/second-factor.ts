import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor, Transaction } from "../db/client";
import { mfaRecoveryCodes, userMfa } from "../db/identity-schema";
import { hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-codes";
import { open } from "./secret-box";
import { matchTotp } from "./totp";

/** Whether the account signs in with a second factor (set up and confirmed with a code). */
export const hasTwoFactor = async (db: Executor, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ userId: userMfa.userId })
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.enabledAt)));
  return row !== undefined;
};

/** Recovery codes of the account not used yet. */
export const recoveryCodesLeft = async (db: Executor, userId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
};

/**
 * Checks a TOTP code of the account's secret (pending or enabled, as `enabled` says) and, when
 * it is right, records its step so it never works again. Locks the row: two requests with the
 * same code cannot both pass.
 */
export const acceptTotp = async (
  tx: Transaction,
  key: Buffer,
  userId: number,
  code: string,
  enabled: boolean,
): Promise<boolean> => {
  const [row] = await tx.select().from(userMfa).where(eq(userMfa.userId, userId)).for("update");
  if (!row || (row.enabledAt !== null) !== enabled) return false;
  let secret: Buffer;
  try {
    secret = open(key, row.secretEnc);
  } catch {
    // Sealed under another key (MFA_ENCRYPTION_KEY changed): no code of it can be checked; the
    // recovery codes (hashed, not sealed) still sign in.
    return false;
  }
  const step = matchTotp(secret, code, row.lastStep);
  if (step === null) return false;
  await tx.update(userMfa).set({ lastStep: step }).where(eq(userMfa.userId, userId));
  return true;
};

/** Uses up one unused recovery code of the account; false when it is none of them. */
export const useRecoveryCode = async (
  tx: Transaction,
  userId: number,
  code: string,
): Promise<boolean> => {
  if (!looksLikeRecoveryCode(code)) return false;
  const used = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0;
};

/** The second factor of an account with two-factor on: its current code or a recovery code. */
export const acceptSecondFactor = async (
  tx: Transaction,
  key: Buffer,
  userId: number,
  code: string,
): Promise<"totp" | "recovery" | null> => {
  if (await acceptTotp(tx, key, userId, code, true)) return "totp";
  if (await useRecoveryCode(tx, userId, code)) return "recovery";
  return null;
};
