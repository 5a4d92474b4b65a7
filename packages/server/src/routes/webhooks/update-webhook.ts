import { updateWebhookSchema, webhookParamsSchema } from "@sector/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { change, recordAudit } from "../../audit/audit-log";
import { webhookDeliveries, webhookEndpoints } from "../../db/webhooks-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentWebhookEndpoint } from "../../presenters/webhook";
import { WEBHOOK_NOT_FOUND } from "./messages";
import { findEndpoint } from "./webhook-queries";

export const updateWebhookRoute = async (app: App) => {
  app.put(
    "/:id",
    {
      schema: {
        tags: ["webhooks"],
        summary:
          "Pause or resume a webhook endpoint (admin); resuming sends what waited, oldest first",
        params: webhookParamsSchema,
        body: updateWebhookSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "webhook" }),
    },
    async (request) => {
      const { id } = request.params;
      const { paused } = request.body;
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ pausedAt: webhookEndpoints.pausedAt })
          .from(webhookEndpoints)
          .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)))
          .for("no key update");
        if (!before) throw new NotFoundError(WEBHOOK_NOT_FOUND);
        const wasPaused = before.pausedAt !== null;
        if (wasPaused === paused) return;
        await tx
          .update(webhookEndpoints)
          .set(
            paused
              ? { pausedAt: sql`now()`, pauseReason: "admin", updatedAt: sql`now()` }
              : { pausedAt: null, pauseReason: null, failingSince: null, updatedAt: sql`now()` },
          )
          .where(eq(webhookEndpoints.id, id));
        // Resumed: what waited is due now, not after the delay of its last failure.
        if (!paused) {
          await tx
            .update(webhookDeliveries)
            .set({ runAt: sql`now()` })
            .where(
              and(
                eq(webhookDeliveries.endpointId, id),
                eq(webhookDeliveries.status, "pending"),
                sql`${webhookDeliveries.runAt} > now()`,
              ),
            );
        }
        await recordAudit(tx, request, {
          action: "webhook.update",
          targetType: "webhook",
          targetId: id,
          summary: change("paused", wasPaused, paused),
        });
      });
      if (!paused) app.webhooks.kick();
      const endpoint = await findEndpoint(app.db, id);
      if (!endpoint) throw new NotFoundError(WEBHOOK_NOT_FOUND);
      return { webhook: presentWebhookEndpoint(endpoint) };
    },
  );
};
