import { type Campaign, campaignParamsSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { campaigns } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { findCampaign } from "./campaign-queries";
import { CAMPAIGN_ALREADY_ENDED, CAMPAIGN_NOT_FOUND } from "./messages";

export const endCampaignRoute = async (app: App) => {
  app.delete(
    "/:id",
    {
      schema: {
        tags: ["sponsors"],
        summary: "End a campaign now (admin): no member is asked again; its leads and file stay",
        params: campaignParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "end", subject: "campaign" }),
    },
    async (request): Promise<{ campaign: Campaign | null }> => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(campaigns)
          .where(eq(campaigns.id, id))
          .for("update");
        if (!before) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
        if (before.endedAt !== null) throw new ConflictError(CAMPAIGN_ALREADY_ENDED);
        await tx
          .update(campaigns)
          .set({ endedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(campaigns.id, id));
        await recordAudit(tx, request, {
          action: "campaign.end",
          targetType: "campaign",
          targetId: id,
          summary: `${before.name} ended early`,
        });
      });
      return { campaign: await findCampaign(app.db, id) };
    },
  );
};
