import { type Campaign, campaignParamsSchema, updateCampaignSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { campaigns } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { checkCampaign, filterColumns } from "./campaign-checks";
import { findCampaign } from "./campaign-queries";
import { CAMPAIGN_NOT_FOUND } from "./messages";
import { setCampaignResources } from "./resource-links";

export const updateCampaignRoute = async (app: App) => {
  app.put(
    "/:id",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Edit a campaign (admin): the whole campaign again, its sponsor stays; leads already given stay",
        params: campaignParamsSchema,
        body: updateCampaignSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "campaign" }),
    },
    async (request): Promise<{ campaign: Campaign | null }> => {
      const { id } = request.params;
      const body = request.body;
      await app.db.transaction(async (tx) => {
        // Locked like a share locks it: a share counting against the old cap finishes first.
        const [before] = await tx
          .select()
          .from(campaigns)
          .where(eq(campaigns.id, id))
          .for("update");
        if (!before) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
        await checkCampaign(tx, {
          sponsorId: before.sponsorId,
          resourceIds: body.resource_ids,
          filters: body.filters,
        });
        await tx
          .update(campaigns)
          .set({
            name: body.name,
            leadCap: body.lead_cap,
            startsAt: body.starts_at,
            endsAt: body.ends_at,
            ...filterColumns(body.filters),
            questions: body.questions,
            updatedAt: sql`now()`,
          })
          .where(eq(campaigns.id, id));
        await setCampaignResources(tx, id, body.resource_ids);
        await recordAudit(tx, request, {
          action: "campaign.update",
          targetType: "campaign",
          targetId: id,
          summary: `${before.name} → ${body.name}: cap ${before.leadCap} → ${body.lead_cap}, resources ${body.resource_ids.join(", ")}, ${body.starts_at.toISOString()} to ${body.ends_at.toISOString()}, filters ${JSON.stringify(body.filters)}, questions ${JSON.stringify(body.questions)}`,
        });
      });
      return { campaign: await findCampaign(app.db, id) };
    },
  );
};
