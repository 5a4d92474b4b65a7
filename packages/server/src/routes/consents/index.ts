import type { App } from "../../lib/app-type";
import { consentEventsRoute } from "./consent-events";
import { consentTextRoutes } from "./consent-texts";
import { getConsentsRoute } from "./get-consents";
import { unsubscribeRoutes } from "./unsubscribe";
import { updateConsentRoute } from "./update-consent";

/** Consents: a member's own, their history, the brands' wordings, one-click unsubscribe. */
export const consentRoutes = async (app: App) => {
  await app.register(getConsentsRoute);
  await app.register(updateConsentRoute);
  await app.register(consentEventsRoute);
  await app.register(consentTextRoutes);
  await app.register(unsubscribeRoutes);
};
