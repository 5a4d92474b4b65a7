import type { SponsorReportLink } from "@sector/shared";
import type { sponsorReportLinks } from "../db/sponsor-reports-schema";

/** A report link as an admin lists it: never its token (nor its hash). */
export const presentSponsorReportLink = (
  row: typeof sponsorReportLinks.$inferSelect,
  now = new Date(),
): SponsorReportLink => ({
  id: row.id,
  expires_at: row.expiresAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  last_viewed_at: row.lastViewedAt?.toISOString() ?? null,
  active: row.revokedAt === null && row.expiresAt > now,
});
