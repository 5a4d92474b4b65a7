import type { App } from "../../lib/app-type";
import { cancelMailingRoute } from "./cancel-mailing";
import { clickersCsvRoute } from "./clickers-csv";
import { createMailingRoute } from "./create-mailing";
import { getMailingRoute } from "./get-mailing";
import { listMailingSponsorsRoute } from "./list-mailing-sponsors";
import { listMailingsRoute } from "./list-mailings";
import { previewMailingRoute } from "./preview-mailing";
import { sendMailingRoute } from "./send-mailing";
import { testMailingRoute } from "./test-mailing";
import { updateMailingRoute } from "./update-mailing";

export { bodyLinkRoutes } from "./body-link";
export { mailingSettingsRoutes } from "./mailing-settings";

/** /api/mailings: one-off mailings to segments (staff; sending: admin). */
export const mailingRoutes = async (app: App) => {
  await app.register(listMailingsRoute);
  await app.register(listMailingSponsorsRoute);
  await app.register(createMailingRoute);
  await app.register(getMailingRoute);
  await app.register(updateMailingRoute);
  await app.register(previewMailingRoute);
  await app.register(testMailingRoute);
  await app.register(sendMailingRoute);
  await app.register(cancelMailingRoute);
  await app.register(clickersCsvRoute);
};
