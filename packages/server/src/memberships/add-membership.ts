import type { MembershipSource } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { memberships } from "../db/schema";

/**
 * Makes the member belong to the brand, in the caller's transaction; the new membership, or
 * null when it was there already (it keeps its first date and source: joining twice changes
 * nothing).
 */
export const addMembership = async (
  tx: Executor,
  membership: { userId: number; companyId: number; source: MembershipSource },
) => {
  const [added] = await tx
    .insert(memberships)
    .values(membership)
    .onConflictDoNothing()
    .returning({ joinedAt: memberships.joinedAt });
  return added ? { ...membership, joinedAt: added.joinedAt } : null;
};

/** The member already belongs to the brand. */
export const isMemberOf = async (
  db: Executor,
  userId: number,
  companyId: number,
): Promise<boolean> => {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
    .limit(1);
  return rows.length > 0;
};
