import type { App } from "../../lib/app-type";
import { deleteAccountRoute } from "./delete-account";
import { myDataRoute } from "./my-data";
import { staffRequestRoutes } from "./staff-requests";

/** /api/user/protected/*: members' data rights (GDPR art. 15, 17, 20), theirs and by staff. */
export const dataRightsRoutes = async (app: App) => {
  await app.register(myDataRoute);
  await app.register(deleteAccountRoute);
  await app.register(staffRequestRoutes);
};
