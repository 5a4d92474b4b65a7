import type { App } from "../../lib/app-type";
import { createDestinationRoute } from "./create-destination";
import { deleteDestinationRoute } from "./delete-destination";
import { deliverySummaryRoute } from "./delivery-summary";
import { listDestinationsRoute } from "./list-destinations";
import { redeliverLeadRoute } from "./redeliver-lead";
import { testDestinationRoute } from "./test-destination";
import { updateDestinationRoute } from "./update-destination";

/**
 * /api/sponsors/{id}/destinations (where a sponsor's leads land) and /api/leads/{id}/redeliver
 * and /api/lead-deliveries/summary (admin; issue 61).
 */
export const leadDestinationRoutes = async (app: App) => {
  await app.register(listDestinationsRoute);
  await app.register(createDestinationRoute);
  await app.register(updateDestinationRoute);
  await app.register(deleteDestinationRoute);
  await app.register(testDestinationRoute);
  await app.register(redeliverLeadRoute);
  await app.register(deliverySummaryRoute);
};
