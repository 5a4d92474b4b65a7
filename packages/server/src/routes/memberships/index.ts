import type { App } from "../../lib/app-type";
import { joinRoute } from "./join";
import { joinPreviewRoute } from "./join-preview";

/** /api/user/public/join*: an existing member joins another brand through an emailed link. */
export const membershipRoutes = async (app: App) => {
  await app.register(joinPreviewRoute);
  await app.register(joinRoute);
};
