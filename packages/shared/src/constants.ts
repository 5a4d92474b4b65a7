export const ROLES = ["user", "admin", "employee"] as const;
export type Role = (typeof ROLES)[number];

/** The four sector brands the seed creates (SPEC section 9); any company has a registration page. */
export const SECTOR_CODES = ["CIO", "CMO", "CHRO", "CRO"] as const;
export type SectorCode = (typeof SECTOR_CODES)[number];

/** Largest value of a PostgreSQL `serial` id: a larger one names nothing (and fails a query). */
export const MAX_ID = 2_147_483_647;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length; the cap keeps a hostile body from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 200;
export const PHONE_DIGITS = 10;

/** Resources per feed page: 1 large + 3 featured + 8 in the 4-column grid. */
export const FEED_PAGE_SIZE = 12;
export const USERS_PAGE_SIZE = 5;
export const ARCHIVE_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any real archive; keeps OFFSET arithmetic inside a 32-bit integer. */
export const MAX_PAGE = 1_000_000;

export const TOKEN_STORAGE_KEY = "token";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const WELCOME_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The windows of the admin dashboard's charts. Each sets how far back every chart looks and the
 * bucket of the sign-ups chart: a day for 30 days, a week (starting Monday, UTC) for 12 weeks,
 * a month for 12 months.
 */
export const INSIGHT_PERIODS = ["30d", "12w", "12m"] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const INSIGHT_PERIOD_LABELS: Record<InsightPeriod, string> = {
  "30d": "30 days",
  "12w": "12 weeks",
  "12m": "12 months",
};

/** Every action the audit log records, `<target>.<verb>` (server and the Audit log's filter). */
export const AUDIT_ACTIONS = [
  "user.role_change",
  "company.create",
  "company.update",
  "company.registration_fields",
  "consent_text.update",
  "consent.staff_change",
  "preference.create",
  "preference.update",
  "preference.delete",
  "resource.create",
  "resource.update",
  "lead.export",
  "mail.retry",
  "member.export",
  "member.erase",
  "member.delete_account",
  "member.retention_erase",
  "member_import.dry_run",
  "member_import.run",
  "member.import",
  "webhook.create",
  "webhook.update",
  "webhook.delete",
  "webhook.test",
  "newsletter.create",
  "newsletter.update",
  "newsletter.cancel",
  "newsletter.test",
  "newsletter.preview",
  "newsletter.send",
  "newsletter.schedule",
  "newsletter.settings",
  "segment.create",
  "segment.update",
  "segment.delete",
  "mailing.create",
  "mailing.update",
  "mailing.preview",
  "mailing.test",
  "mailing.send",
  "mailing.schedule",
  "mailing.cancel",
  "mailing.clickers_export",
  "event.registrants_export",
  "event.attendance_import",
  "mailing.settings",
  "suppression.create",
  "suppression.delete",
  "sponsor.create",
  "sponsor.update",
  "campaign.create",
  "campaign.update",
  "campaign.end",
  "campaign.leads_export",
  "lead.reject",
  "lead.restore",
  "lead.redeliver",
  "lead_destination.create",
  "lead_destination.update",
  "lead_destination.delete",
  "lead_destination.test",
  "sponsor_report_link.create",
  "sponsor_report_link.revoke",
  "sponsor_report.view",
  "sponsor_report.download",
  "mfa.enable",
  "mfa.disable",
  "mfa.recovery_code_use",
  "demo.remove",
  "staff_invitation.create",
  "staff_invitation.revoke",
  "staff_invitation.accept",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
