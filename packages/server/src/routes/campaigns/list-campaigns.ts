import { type Campaign, listCampaignsSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { listCampaigns } from "./campaign-queries";

export const listCampaignsRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["sponsors"],
        summary: "Campaigns, newest first, of one sponsor or all (admin)",
        querystring: listCampaignsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "campaign" }),
    },
    async (request): Promise<{ campaigns: Campaign[] }> => ({
      campaigns: await listCampaigns(app.db, request.query.sponsor_id),
    }),
  );
};
