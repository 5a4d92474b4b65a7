import type { App } from "../../lib/app-type";
import { fetchUsersRoute } from "./fetch-users";
import { modifyPreferencesRoute } from "./modify-preferences";
import { myPreferencesRoute } from "./my-preferences";
import { updateRoleRoute } from "./update-role";

/** /api/user/protected/*: members' preferences, and user administration. */
export const userRoutes = async (app: App) => {
  await app.register(myPreferencesRoute);
  await app.register(modifyPreferencesRoute);
  await app.register(fetchUsersRoute);
  await app.register(updateRoleRoute);
};
