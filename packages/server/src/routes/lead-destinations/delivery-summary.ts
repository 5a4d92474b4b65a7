import type { LeadDeliverySummary } from "@sector/shared";
import { sql } from "drizzle-orm";
import { leadDeliveries } from "../../db/lead-delivery-schema";
import type { App } from "../../lib/app-type";

export const deliverySummaryRoute = async (app: App) => {
  app.get(
    "/lead-deliveries/summary",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Lead deliveries waiting and failed across every destination (admin): pending, failed, and failed whose first attempt was in the last 24 h",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "leadDelivery" }),
    },
    async (): Promise<LeadDeliverySummary> => {
      const [row] = await app.db
        .select({
          pending: sql<number>`count(*) filter (where ${leadDeliveries.status} = 'pending')::int`,
          failed: sql<number>`count(*) filter (where ${leadDeliveries.status} = 'failed')::int`,
          failed24h: sql<number>`count(*) filter (where ${leadDeliveries.status} = 'failed' and coalesce(${leadDeliveries.firstAttemptAt}, ${leadDeliveries.createdAt}) > now() - interval '24 hours')::int`,
        })
        .from(leadDeliveries);
      return {
        pending: row?.pending ?? 0,
        failed: row?.failed ?? 0,
        failed_24h: row?.failed24h ?? 0,
      };
    },
  );
};
