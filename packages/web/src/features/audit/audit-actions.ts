/**
 * The actions the audit log records (`<target>.<verb>`), as the server names them; the
 * action filter offers these.
 */
export const AUDIT_ACTIONS = [
  "user.role_change",
  "company.create",
  "company.update",
  "consent_text.update",
  "consent.staff_change",
  "preference.create",
  "preference.update",
  "preference.delete",
  "resource.create",
  "resource.update",
  "lead.export",
  "mail.retry",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
