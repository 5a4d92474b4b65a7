import { sponsorReportLinksParamsSchema } from "@sector/shared";
import { desc, eq } from "drizzle-orm";
import { sponsors } from "../../db/schema";
import { sponsorReportLinks } from "../../db/sponsor-reports-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentSponsorReportLink } from "../../presenters/sponsor-report-link";
import { SPONSOR_NOT_FOUND } from "../sponsors/messages";

export const listReportLinksRoute = async (app: App) => {
  app.get(
    "/sponsors/:id/report-links",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "A sponsor's report links (admin), newest first: expiry, revoked, last viewed; never their tokens",
        params: sponsorReportLinksParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "sponsorReportLink" }),
    },
    async (request) => {
      const { id } = request.params;
      const [sponsor] = await app.db
        .select({ id: sponsors.id })
        .from(sponsors)
        .where(eq(sponsors.id, id));
      if (!sponsor) throw new NotFoundError(SPONSOR_NOT_FOUND);
      const rows = await app.db
        .select()
        .from(sponsorReportLinks)
        .where(eq(sponsorReportLinks.sponsorId, id))
        .orderBy(desc(sponsorReportLinks.createdAt), desc(sponsorReportLinks.id));
      const now = new Date();
      return { links: rows.map((row) => presentSponsorReportLink(row, now)) };
    },
  );
};
