import type { AuditAction } from "@sector/shared";
import type { FastifyRequest } from "fastify";
import { actorOf } from "../auth/actor";
import type { Executor } from "../db/client";
import { auditLog } from "../db/schema";

export interface AuditEntry {
  action: AuditAction;
  targetType: string;
  targetId?: string | number | null;
  /** What changed, old → new where it fits. Never a password, a token or a secret. */
  summary: string;
}

/** `"old" → "new"`, the summary form of one changed value. */
export const change = (what: string, before: unknown, after: unknown) =>
  `${what}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`;

/** Who acted (null: the system, e.g. the retention job), and from where. */
export interface AuditActor {
  actorId: number | null;
  ip: string | null;
}

/** The signed-in staff member behind a request. */
export const auditActorOf = (request: FastifyRequest): AuditActor => ({
  actorId: actorOf(request).id,
  ip: request.ip,
});

/**
 * Records a staff action. Pass the transaction of the change: the entry exists exactly when
 * the change does (a failed action leaves none).
 */
export const recordAudit = async (
  db: Executor,
  by: FastifyRequest | AuditActor,
  entry: AuditEntry,
) => {
  const { actorId, ip } = "actorId" in by ? by : auditActorOf(by);
  await db.insert(auditLog).values({
    actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId:
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    summary: entry.summary.slice(0, 2000),
    ip,
  });
};
