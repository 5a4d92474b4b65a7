import type { AuditEntry, AuditSubject } from "@sector/shared";
import { fullName, userHref } from "../audit/subject-lookups";

/** One row of the audit log as read, with its actor joined (null: no such account). */
export interface AuditRow {
  id: number;
  at: Date;
  actorId: number | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  erasedAt: Date | null;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  ip: string | null;
}

const presentActor = (row: AuditRow): AuditEntry["actor"] => {
  if (row.actorId === null) return null;
  const firstname = row.firstname ?? "";
  const lastname = row.lastname ?? "";
  // Erased (or never found): the name they have now is no name of theirs.
  const known = row.email !== null && row.erasedAt === null;
  return {
    id: row.actorId,
    firstname,
    lastname,
    name: known
      ? fullName(firstname, lastname) || `#${row.actorId}`
      : `deleted user #${row.actorId}`,
    href: known && row.email ? userHref(row.email) : null,
  };
};

/** An entry of GET /audit: its raw fields, and who and what it names, in words and links. */
export const presentAuditEntry = (
  row: AuditRow,
  names: { subject: AuditSubject | null; parent: AuditSubject | null },
): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: presentActor(row),
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  subject: names.subject,
  parent: names.parent,
  summary: row.summary,
  ip: row.ip,
});
