import type { App } from "../../lib/app-type";
import { mailStateRoute } from "./mail-state";
import { retryMailRoute } from "./retry-mail";

/** /api/mail: the admin's view of outgoing mail. */
export const mailRoutes = async (app: App) => {
  await app.register(mailStateRoute);
  await app.register(retryMailRoute);
};
