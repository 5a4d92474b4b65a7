import { webhookParamsSchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { enqueueTestEvent } from "../../webhooks/enqueue";
import { PAUSED_NO_TEST, TEST_QUEUED, WEBHOOK_NOT_FOUND } from "./messages";
import { findEndpoint } from "./webhook-queries";

export const testWebhookRoute = async (app: App) => {
  app.post(
    "/:id/test",
    {
      schema: {
        tags: ["webhooks"],
        summary: "Queue a webhook.test event for this endpoint, whatever its events (admin)",
        params: webhookParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "test", subject: "webhook" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const endpoint = await findEndpoint(tx, id);
        if (!endpoint) throw new NotFoundError(WEBHOOK_NOT_FOUND);
        if (endpoint.pausedAt !== null) throw new ConflictError(PAUSED_NO_TEST);
        await enqueueTestEvent(tx, id);
        await recordAudit(tx, request, {
          action: "webhook.test",
          targetType: "webhook",
          targetId: id,
          summary: `test event queued for ${endpoint.url}`,
        });
      });
      return reply.status(202).send(TEST_QUEUED);
    },
  );
};
