import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberships, users } from "../db/schema";
import { eraseMember } from "./erase-member";

/** Members erased per statement that finds them; each erasure is its own transaction. */
const BATCH = 500;

/**
 * Erases the members who registered more than `days` days ago and never set a password (so
 * never confirmed their address), imported members excepted, each written to the audit log as the system's action.
 * Returns how many were erased. Safe to run in several processes at once: a member erased by
 * another run is skipped.
 */
export const eraseStaleUnconfirmed = async (db: Database, days: number): Promise<number> => {
  let erased = 0;
  for (;;) {
    const stale = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.role, "user"),
          isNull(users.passwordHash),
          isNull(users.erasedAt),
          lt(users.createdAt, sql`now() - make_interval(days => ${days}::int)`),
          // An imported member never registered here: their consent was proven where it was
          // given, and they set a password whenever they first come (forgot password).
          sql`not exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id}
            and ${memberships.source} = 'import')`,
        ),
      )
      .orderBy(users.id)
      .limit(BATCH);
    for (const { id } of stale) {
      const outcome = await db.transaction((tx) =>
        eraseMember(tx, id, {
          by: { actorId: null, ip: null },
          action: "member.retention_erase",
          reason: `never confirmed within ${days} days (UNCONFIRMED_RETENTION_DAYS)`,
        }),
      );
      if (outcome === "erased") erased += 1;
    }
    if (stale.length < BATCH) return erased;
  }
};
