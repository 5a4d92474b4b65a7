import type { App } from "../../lib/app-type";
import { deleteDemoDataRoute } from "./delete-demo-data";
import { getDemoDataRoute } from "./get-demo-data";

/** /api/demo-data: the sample content of a fresh start, and removing it (admin). */
export const demoDataRoutes = async (app: App) => {
  await app.register(getDemoDataRoute);
  await app.register(deleteDemoDataRoute);
};
