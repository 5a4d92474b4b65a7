import type { App } from "../../lib/app-type";
import { createWebhookRoute } from "./create-webhook";
import { deleteWebhookRoute } from "./delete-webhook";
import { listDeliveriesRoute } from "./list-deliveries";
import { listWebhooksRoute } from "./list-webhooks";
import { testWebhookRoute } from "./test-webhook";
import { updateWebhookRoute } from "./update-webhook";

/** /api/webhooks: the endpoints that hear of members' changes (admin). */
export const webhookRoutes = async (app: App) => {
  await app.register(listWebhooksRoute);
  await app.register(createWebhookRoute);
  await app.register(updateWebhookRoute);
  await app.register(deleteWebhookRoute);
  await app.register(testWebhookRoute);
  await app.register(listDeliveriesRoute);
};
