import type { App } from "../../lib/app-type";
import { countLeadsRoute } from "./count-leads";
import { exportLeadsRoute } from "./export-leads";

/** /api/leads: the members a brand may contact, counted and exported (admin). */
export const leadRoutes = async (app: App) => {
  await app.register(countLeadsRoute);
  await app.register(exportLeadsRoute);
};
