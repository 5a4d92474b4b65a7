import { type AuditEntry, auditQuerySchema } from "@sector/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { auditLog, users } from "../../db/schema";
import type { App } from "../../lib/app-type";

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
            actorId: users.id,
            firstname: users.firstname,
            lastname: users.lastname,
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
      const entries: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor:
          row.actorId === null
            ? null
            : { id: row.actorId, firstname: row.firstname ?? "", lastname: row.lastname ?? "" },
        action: row.action,
        target_type: row.targetType,
        target_id: row.targetId,
        summary: row.summary,
        ip: row.ip,
      }));
      return { entries, total: total?.count ?? 0 };
    },
  );
};
