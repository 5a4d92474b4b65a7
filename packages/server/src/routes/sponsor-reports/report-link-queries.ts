import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../../audit/audit-log";
import { hashSlug } from "../../auth/slugs";
import type { Database, Executor } from "../../db/client";
import { sponsors } from "../../db/schema";
import { sponsorReportLinks } from "../../db/sponsor-reports-schema";

/** The sponsor a live link shows. */
export interface LiveReportLink {
  id: number;
  sponsorId: number;
  sponsorName: string;
  sponsorLogoUrl: string | null;
}

/**
 * The link a token opens, when it is neither revoked nor expired; else null. One path for every
 * token: its hash looked up by the unique index (the token itself is never compared), so an
 * unknown, revoked or expired token costs the same and answers the same.
 */
export const findLiveReportLink = async (
  db: Executor,
  token: string,
): Promise<LiveReportLink | null> => {
  const [row] = await db
    .select({
      id: sponsorReportLinks.id,
      sponsorId: sponsorReportLinks.sponsorId,
      sponsorName: sponsors.name,
      sponsorLogoUrl: sponsors.logoUrl,
    })
    .from(sponsorReportLinks)
    .innerJoin(sponsors, eq(sponsors.id, sponsorReportLinks.sponsorId))
    .where(
      and(
        eq(sponsorReportLinks.tokenHash, hashSlug(token)),
        isNull(sponsorReportLinks.revokedAt),
        gt(sponsorReportLinks.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
};

/**
 * A view or a download of a report: on the audit log (no actor: nobody signs in; the link's
 * id as the target) and as the link's last view.
 */
export const recordReportUse = async (
  db: Database,
  request: FastifyRequest,
  link: LiveReportLink,
  use: "view" | "download",
  summary: string,
) => {
  await db.transaction(async (tx) => {
    await tx
      .update(sponsorReportLinks)
      .set({ lastViewedAt: sql`now()` })
      .where(eq(sponsorReportLinks.id, link.id));
    await recordAudit(
      tx,
      { actorId: null, ip: request.ip },
      {
        action: use === "view" ? "sponsor_report.view" : "sponsor_report.download",
        targetType: "sponsor_report_link",
        targetId: link.id,
        summary,
      },
    );
  });
};
