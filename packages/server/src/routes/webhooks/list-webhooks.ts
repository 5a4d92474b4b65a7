import type { App } from "../../lib/app-type";
import { presentWebhookEndpoint } from "../../presenters/webhook";
import { listEndpoints } from "./webhook-queries";

export const listWebhooksRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["webhooks"],
        summary: "The webhook endpoints, oldest first, without their secrets (admin)",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "webhook" }),
    },
    async () => ({ webhooks: (await listEndpoints(app.db)).map(presentWebhookEndpoint) }),
  );
};
