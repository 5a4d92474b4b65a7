import {
  CAMPAIGN_NOT_FOUND,
  type CampaignLeadsPage,
  campaignLeadsQuerySchema,
  campaignParamsSchema,
} from "@sector/shared";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { companies, resources, users } from "../../db/schema";
import { campaigns, leads } from "../../db/sponsors-schema";
import { deliveriesOfLeads } from "../../lead-delivery/deliveries";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentCampaignLead } from "../../presenters/campaign-lead";
import { liveMemberColumns } from "../../sponsors/lead-member";

export const listCampaignLeadsRoute = async (app: App) => {
  app.get(
    "/:id/leads",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "A page of the campaign's leads, newest first (admin): each member as sold, their answers, status and reject reason, and where it stands at each of the sponsor's destinations; erased members left out",
        params: campaignParamsSchema,
        querystring: campaignLeadsQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "campaignLead" }),
    },
    async (request): Promise<CampaignLeadsPage> => {
      const { id } = request.params;
      const { page, pageSize } = request.query;
      const shown = and(eq(leads.campaignId, id), isNull(users.erasedAt));
      const [[campaign], [total], rows] = await Promise.all([
        app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id)),
        app.db
          .select({ n: count() })
          .from(leads)
          .innerJoin(users, eq(users.id, leads.userId))
          .where(shown),
        app.db
          .select({
            id: leads.id,
            answers: leads.answers,
            status: leads.status,
            rejectReason: leads.rejectReason,
            rejectNote: leads.rejectNote,
            rejectedAt: leads.rejectedAt,
            createdAt: leads.createdAt,
            sold: leads.member,
            live: liveMemberColumns,
            resource: { id: resources.id, title: resources.title },
            brand: { id: companies.id, name: companies.name },
          })
          .from(leads)
          .innerJoin(users, eq(users.id, leads.userId))
          .innerJoin(resources, eq(resources.id, leads.resourceId))
          .innerJoin(companies, eq(companies.id, leads.companyId))
          .where(shown)
          // The (campaign_id, created_at, id) index read backwards.
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
      const deliveries = await deliveriesOfLeads(
        app.db,
        rows.map((r) => r.id),
      );
      return {
        leads: rows.map(({ sold, live, ...row }) =>
          presentCampaignLead({
            ...row,
            member: sold ?? live,
            deliveries: deliveries.get(row.id) ?? [],
          }),
        ),
        total: total?.n ?? 0,
      };
    },
  );
};
