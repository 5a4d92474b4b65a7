import { campaignParamsSchema } from "@sector/shared";
import { and, count, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { users } from "../../db/schema";
import { leads } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { fileSafe, sendCsv } from "../../lib/csv-text";
import { NotFoundError } from "../../lib/errors";
import { campaignLeadCsv } from "./campaign-lead-rows";
import { findCampaign } from "./campaign-queries";
import { CAMPAIGN_NOT_FOUND } from "./messages";

export const campaignLeadsCsvRoute = async (app: App) => {
  app.get(
    "/:id/leads.csv",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "The campaign's leads as CSV for its sponsor (admin): streamed, erased members left out, recorded in the audit log",
        params: campaignParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "export", subject: "campaign" }),
    },
    async (request, reply) => {
      const campaign = await findCampaign(app.db, request.params.id);
      if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
      const [shown] = await app.db
        .select({ n: count() })
        .from(leads)
        .innerJoin(users, eq(users.id, leads.userId))
        .where(and(eq(leads.campaignId, campaign.id), isNull(users.erasedAt)));
      // Recorded before the first row leaves: a download broken off is still on record.
      await recordAudit(app.db, request, {
        action: "campaign.leads_export",
        targetType: "campaign",
        targetId: campaign.id,
        summary: `${shown?.n ?? 0} leads of ${campaign.name} for ${campaign.sponsor.name}`,
      });
      return sendCsv(
        reply,
        `leads-${fileSafe(campaign.sponsor.name)}-${fileSafe(campaign.name)}`,
        campaignLeadCsv(app.db, campaign.id),
      );
    },
  );
};
