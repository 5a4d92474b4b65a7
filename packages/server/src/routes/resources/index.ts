import type { App } from "../../lib/app-type";
import { createResourceRoute } from "./create-resource";
import { filteredResourcesRoute } from "./filtered-resources";
import { listResourcesRoute } from "./list-resources";
import { updateResourceRoute } from "./update-resource";

/** /api/resources: uploads, edits, the archive (staff) and the feeds (every signed-in role). */
export const resourceRoutes = async (app: App) => {
  await app.register(createResourceRoute);
  await app.register(updateResourceRoute);
  await app.register(filteredResourcesRoute);
  await app.register(listResourcesRoute);
};
