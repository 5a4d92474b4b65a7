import type { Role } from "@sector/shared";
import { eq, or, sql } from "drizzle-orm";
import { type AuditActor, change, recordAudit } from "../../audit/audit-log";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { selectUsersWithCompany, withBaseCompany } from "../../db/user-queries";
import { ConflictError, NotFoundError } from "../../lib/errors";
import type { UserWithCompany } from "../../presenters/user";
import { LAST_ADMIN, USER_NOT_FOUND } from "./messages";

/**
 * Gives a user a role, keeping at least one admin. Every admin row (and the target) is
 * locked first, in id order: two demotions racing each other run one after the other, and
 * the second sees the first one's result, so they can't both take away the last admins.
 * A real change bumps token_version, which signs out the user's older tokens.
 */
export const changeUserRole = (db: Database, userId: number, role: Role, by: AuditActor) =>
  db.transaction(async (tx): Promise<UserWithCompany> => {
    const locked = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(or(eq(users.role, "admin"), eq(users.id, userId)))
      .orderBy(users.id)
      .for("update");
    const target = locked.find((u) => u.id === userId);
    if (!target) throw new NotFoundError(USER_NOT_FOUND);

    if (target.role !== role) {
      const admins = locked.filter((u) => u.role === "admin").length;
      if (target.role === "admin" && admins <= 1) throw new ConflictError(LAST_ADMIN);
      await tx
        .update(users)
        .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await recordAudit(tx, by, {
        action: "user.role_change",
        targetType: "user",
        targetId: userId,
        summary: change("role", target.role, role),
      });
    }

    const [row] = await selectUsersWithCompany(tx).where(eq(users.id, userId));
    if (!row) throw new NotFoundError(USER_NOT_FOUND);
    return withBaseCompany(row);
  });
