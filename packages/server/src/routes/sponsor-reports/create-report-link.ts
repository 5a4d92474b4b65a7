import {
  type CreatedSponsorReportLink,
  createSponsorReportLinkSchema,
  sponsorReportLinksParamsSchema,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { hashSlug, newSlug } from "../../auth/slugs";
import { sponsors } from "../../db/schema";
import { sponsorReportLinks } from "../../db/sponsor-reports-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { SPONSOR_NOT_FOUND } from "../sponsors/messages";

export const createReportLinkRoute = async (app: App) => {
  app.post(
    "/sponsors/:id/report-links",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "A secret link to the sponsor's own report (admin, audited): its URL is in this answer only; the link works without sign-in until expires_at (future, within 366 days) or until revoked",
        params: sponsorReportLinksParamsSchema,
        body: createSponsorReportLinkSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "sponsorReportLink" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const token = newSlug();
      const created = await app.db.transaction(async (tx) => {
        const [sponsor] = await tx
          .select({ name: sponsors.name })
          .from(sponsors)
          .where(eq(sponsors.id, id));
        if (!sponsor) throw new NotFoundError(SPONSOR_NOT_FOUND);
        const [row] = await tx
          .insert(sponsorReportLinks)
          .values({
            sponsorId: id,
            tokenHash: hashSlug(token),
            createdBy: actorOf(request).id,
            expiresAt: request.body.expires_at,
          })
          .returning();
        if (!row) throw new Error("report link not stored");
        await recordAudit(tx, request, {
          action: "sponsor_report_link.create",
          targetType: "sponsor_report_link",
          targetId: row.id,
          summary: `report link for ${sponsor.name} until ${row.expiresAt.toISOString()}`,
        });
        return row;
      });
      const answer: CreatedSponsorReportLink = {
        link: {
          id: created.id,
          url: `${app.config.publicUrl}/sponsor-report/${token}`,
          expires_at: created.expiresAt.toISOString(),
        },
      };
      return reply.status(201).send(answer);
    },
  );
};
