import type { App } from "../../lib/app-type";
import { searchResourcesRoute } from "./search-resources";

/**
 * /api/resources/search: member search (every signed-in role). Registered under /resources
 * beside the resource routes; a static path wins over /resources/:id whatever the order.
 */
export const searchRoutes = async (app: App) => {
  await app.register(searchResourcesRoute);
};
