import { auditQuerySchema } from "@sector/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { resolveAuditSubjects } from "../../audit/audit-subjects";
import { auditLog, users } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { presentAuditEntry } from "../../presenters/audit-entry";

export const listAuditRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["audit"],
        summary: "The audit log of staff actions, newest first (admin)",
        querystring: auditQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "audit" }),
    },
    async (request) => {
      const { page, pageSize, action, actor_id: actorId } = request.query;
      const where = and(
        action ? eq(auditLog.action, action) : undefined,
        actorId ? eq(auditLog.actorId, actorId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            actorId: auditLog.actorId,
            firstname: users.firstname,
            lastname: users.lastname,
            email: users.email,
            erasedAt: users.erasedAt,
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            summary: auditLog.summary,
            ip: auditLog.ip,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ count: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      // Names as they are now, one lookup per kind of target on the page.
      const names = await resolveAuditSubjects(app.db, rows);
      const entries = rows.map((row, index) =>
        presentAuditEntry(row, names[index] ?? { subject: null, parent: null }),
      );
      return { entries, total: total?.count ?? 0 };
    },
  );
};
