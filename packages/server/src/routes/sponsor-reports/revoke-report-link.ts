import { SPONSOR_REPORT_LINK_NOT_FOUND, sponsorReportLinkParamsSchema } from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { sponsorReportLinks } from "../../db/sponsor-reports-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";

export const revokeReportLinkRoute = async (app: App) => {
  app.delete(
    "/sponsors/:id/report-links/:linkId",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Revoke a report link (admin, audited): it answers 404 from now on; revoking it again changes nothing",
        params: sponsorReportLinkParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "revoke", subject: "sponsorReportLink" }),
    },
    async (request, reply) => {
      const { id: sponsorId, linkId } = request.params;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ revokedAt: sponsorReportLinks.revokedAt })
          .from(sponsorReportLinks)
          .where(
            and(eq(sponsorReportLinks.id, linkId), eq(sponsorReportLinks.sponsorId, sponsorId)),
          )
          .for("update");
        if (!row) throw new NotFoundError(SPONSOR_REPORT_LINK_NOT_FOUND);
        if (row.revokedAt) return;
        await tx
          .update(sponsorReportLinks)
          .set({ revokedAt: sql`now()` })
          .where(eq(sponsorReportLinks.id, linkId));
        await recordAudit(tx, request, {
          action: "sponsor_report_link.revoke",
          targetType: "sponsor_report_link",
          targetId: linkId,
          summary: `revoked report link ${linkId} of sponsor ${sponsorId}`,
        });
      });
      return reply.status(204).send();
    },
  );
};
