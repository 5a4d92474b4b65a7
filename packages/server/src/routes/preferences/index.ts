import type { App } from "../../lib/app-type";
import { createPreferencesRoute } from "./create-preferences";
import { deletePreferenceRoute } from "./delete-preference";
import { fetchPreferencesRoute } from "./fetch-preferences";
import { updatePreferenceRoute } from "./update-preference";

/** /api/preferences: the topics of each company. */
export const preferenceRoutes = async (app: App) => {
  await app.register(fetchPreferencesRoute);
  await app.register(createPreferencesRoute);
  await app.register(updatePreferenceRoute);
  await app.register(deletePreferenceRoute);
};
