import type { App } from "../../lib/app-type";
import { getInsightsRoute } from "./get-insights";

/** /api/insights: what members read and how the communities grow (admin). */
export const insightsRoutes = async (app: App) => {
  await app.register(getInsightsRoute);
};
