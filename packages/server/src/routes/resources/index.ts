import type { App } from "../../lib/app-type";
import { createResourceRoute } from "./create-resource";
import { filteredResourcesRoute } from "./filtered-resources";
import { listResourcesRoute } from "./list-resources";
import { recordOpenRoute } from "./record-open";
import { resourceOpensRoute } from "./resource-opens";
import { setResourceSponsorRoute } from "./set-resource-sponsor";
import { updateResourceRoute } from "./update-resource";

/**
 * /api/resources: uploads, edits, the archive and open figures (staff), the feeds and opens
 * (every signed-in role).
 */
export const resourceRoutes = async (app: App) => {
  await app.register(createResourceRoute);
  await app.register(updateResourceRoute);
  await app.register(setResourceSponsorRoute);
  await app.register(filteredResourcesRoute);
  await app.register(listResourcesRoute);
  await app.register(recordOpenRoute);
  await app.register(resourceOpensRoute);
};
