import { WEBHOOK_DELIVERIES_SHOWN, webhookParamsSchema } from "@sector/shared";
import { desc, eq } from "drizzle-orm";
import { webhookDeliveries } from "../../db/webhooks-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentWebhookDelivery } from "../../presenters/webhook";
import { WEBHOOK_NOT_FOUND } from "./messages";
import { findEndpoint } from "./webhook-queries";

export const listDeliveriesRoute = async (app: App) => {
  app.get(
    "/:id/deliveries",
    {
      schema: {
        tags: ["webhooks"],
        summary: `An endpoint's last ${WEBHOOK_DELIVERIES_SHOWN} deliveries, newest first (admin)`,
        params: webhookParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "webhook" }),
    },
    async (request) => {
      const { id } = request.params;
      const endpoint = await findEndpoint(app.db, id);
      if (!endpoint) throw new NotFoundError(WEBHOOK_NOT_FOUND);
      const rows = await app.db
        .select({
          id: webhookDeliveries.id,
          messageId: webhookDeliveries.messageId,
          eventType: webhookDeliveries.eventType,
          createdAt: webhookDeliveries.createdAt,
          status: webhookDeliveries.status,
          attempts: webhookDeliveries.attempts,
          responseStatus: webhookDeliveries.responseStatus,
          lastError: webhookDeliveries.lastError,
          lastAttemptAt: webhookDeliveries.lastAttemptAt,
          runAt: webhookDeliveries.runAt,
        })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, id))
        .orderBy(desc(webhookDeliveries.id))
        .limit(WEBHOOK_DELIVERIES_SHOWN);
      return { deliveries: rows.map(presentWebhookDelivery) };
    },
  );
};
