import { webhookParamsSchema } from "@sector/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { webhookDeliveries, webhookEndpoints } from "../../db/webhooks-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { WEBHOOK_NOT_FOUND } from "./messages";

export const deleteWebhookRoute = async (app: App) => {
  app.delete(
    "/:id",
    {
      schema: {
        tags: ["webhooks"],
        summary: "Delete a webhook endpoint and its deliveries, sent or not (admin)",
        params: webhookParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "delete", subject: "webhook" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        // The row stays, marked deleted (a change committing now must not fail on it).
        const [deleted] = await tx
          .update(webhookEndpoints)
          .set({ deletedAt: sql`now()`, leaseToken: null, lockedUntil: null })
          .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)))
          .returning({ url: webhookEndpoints.url });
        if (!deleted) throw new NotFoundError(WEBHOOK_NOT_FOUND);
        await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
        await recordAudit(tx, request, {
          action: "webhook.delete",
          targetType: "webhook",
          targetId: id,
          summary: `deleted ${deleted.url}`,
        });
      });
      return reply.status(204).send();
    },
  );
};
