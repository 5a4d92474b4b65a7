import type { App } from "../../lib/app-type";
import { createSuppressionRoute } from "./create-suppression";
import { deleteSuppressionRoute } from "./delete-suppression";
import { listSuppressionsRoute } from "./list-suppressions";

/** /api/suppressions: the addresses that get no marketing mail (admin). */
export const suppressionRoutes = async (app: App) => {
  await app.register(listSuppressionsRoute);
  await app.register(createSuppressionRoute);
  await app.register(deleteSuppressionRoute);
};
