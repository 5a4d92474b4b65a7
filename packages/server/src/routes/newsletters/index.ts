import type { App } from "../../lib/app-type";
import { cancelNewsletterRoute } from "./cancel-newsletter";
import { createNewsletterRoute } from "./create-newsletter";
import { getNewsletterRoute } from "./get-newsletter";
import { listNewslettersRoute } from "./list-newsletters";
import { newsletterAudienceRoute } from "./newsletter-audience";
import { previewNewsletterRoute } from "./preview-newsletter";
import { sendNewsletterRoute } from "./send-newsletter";
import { testNewsletterRoute } from "./test-newsletter";
import { updateNewsletterRoute } from "./update-newsletter";

export { newsletterSettingsRoutes } from "./newsletter-settings";
export { trackedLinkRoutes } from "./tracked-link";

/** /api/newsletters: the weekly newsletter's editions (staff; sending: admin). */
export const newsletterRoutes = async (app: App) => {
  await app.register(listNewslettersRoute);
  await app.register(createNewsletterRoute);
  await app.register(getNewsletterRoute);
  await app.register(updateNewsletterRoute);
  await app.register(cancelNewsletterRoute);
  await app.register(previewNewsletterRoute);
  await app.register(newsletterAudienceRoute);
  await app.register(testNewsletterRoute);
  await app.register(sendNewsletterRoute);
};
