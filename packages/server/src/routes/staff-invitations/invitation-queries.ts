import {
  STAFF_INVITATION_EXPIRED,
  STAFF_INVITATION_INVALID,
  STAFF_INVITATION_USED,
} from "@sector/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashSlug } from "../../auth/slugs";
import type { Executor } from "../../db/client";
import { staffInvitations } from "../../db/staff-invitations-schema";
import { HttpError, NotFoundError } from "../../lib/errors";

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** Neither used, nor revoked or replaced, nor expired. */
export const isOpen = () =>
  and(
    isNull(staffInvitations.usedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, sql`now()`),
  );

/**
 * The invitation a token opens, or an error saying why it cannot be used: 404 for an unknown,
 * revoked or replaced link (one answer), 410 for one already used or expired, each with its
 * own message so the invitee knows what to do. `lock`: in the transaction that spends it.
 */
export const usableInvitation = async (
  db: Executor,
  token: string,
  lock = false,
): Promise<InvitationRow> => {
  const query = db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashSlug(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || (row.revokedAt && !row.usedAt)) throw new NotFoundError(STAFF_INVITATION_INVALID);
  if (row.usedAt) throw new HttpError(410, STAFF_INVITATION_USED);
  if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(410, STAFF_INVITATION_EXPIRED);
  return row;
};
