import { type CampaignDetail, campaignParamsSchema } from "@sector/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { companies } from "../../db/schema";
import { leads } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { findCampaign } from "./campaign-queries";
import { CAMPAIGN_NOT_FOUND } from "./messages";

/** Its accepted leads: rejected ones are left out of the stats as they are of the cap. */
const acceptedOf = (id: number) => and(eq(leads.campaignId, id), eq(leads.status, "delivered"));

const day = sql<string>`to_char(${leads.createdAt} at time zone 'utc', 'YYYY-MM-DD')`;

export const getCampaignRoute = async (app: App) => {
  app.get(
    "/:id",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "A campaign with its accepted and rejected lead counts, and its accepted leads per day (UTC) and per brand (admin)",
        params: campaignParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "campaign" }),
    },
    async (request): Promise<CampaignDetail> => {
      const { id } = request.params;
      const accepted = acceptedOf(id);
      const [campaign, perDay, perBrand] = await Promise.all([
        findCampaign(app.db, id),
        app.db
          .select({ day, leads: count() })
          .from(leads)
          .where(accepted)
          .groupBy(day)
          .orderBy(asc(day)),
        app.db
          .select({ company_id: companies.id, name: companies.name, leads: count() })
          .from(leads)
          .innerJoin(companies, eq(companies.id, leads.companyId))
          .where(accepted)
          .groupBy(companies.id, companies.name)
          .orderBy(asc(companies.name)),
      ]);
      if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
      return { campaign, stats: { per_day: perDay, per_brand: perBrand } };
    },
  );
};
