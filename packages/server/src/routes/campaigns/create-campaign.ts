import { createCampaignSchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { campaigns } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { checkCampaign, filterColumns } from "./campaign-checks";
import { findCampaign } from "./campaign-queries";
import { setCampaignResources } from "./resource-links";

export const createCampaignRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Start a sponsor's campaign (admin): its resources, lead cap, dates and who it may reach",
        body: createCampaignSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "campaign" }),
    },
    async (request, reply) => {
      const body = request.body;
      const id = await app.db.transaction(async (tx) => {
        await checkCampaign(tx, {
          sponsorId: body.sponsor_id,
          resourceIds: body.resource_ids,
          filters: body.filters,
        });
        const [row] = await tx
          .insert(campaigns)
          .values({
            sponsorId: body.sponsor_id,
            name: body.name,
            leadCap: body.lead_cap,
            startsAt: body.starts_at,
            endsAt: body.ends_at,
            ...filterColumns(body.filters),
            questions: body.questions,
            createdBy: actorOf(request).id,
          })
          .returning({ id: campaigns.id });
        if (!row) throw new Error("campaign not stored");
        await setCampaignResources(tx, row.id, body.resource_ids);
        await recordAudit(tx, request, {
          action: "campaign.create",
          targetType: "campaign",
          targetId: row.id,
          summary: `${body.name}: ${body.lead_cap} leads on resources ${body.resource_ids.join(", ")}, ${body.starts_at.toISOString()} to ${body.ends_at.toISOString()}, filters ${JSON.stringify(body.filters)}, questions ${JSON.stringify(body.questions)}`,
        });
        return row.id;
      });
      const campaign = await findCampaign(app.db, id);
      return reply.status(201).send({ campaign });
    },
  );
};
