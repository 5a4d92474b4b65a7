import type { App } from "../../lib/app-type";
import { createSponsorRoute } from "./create-sponsor";
import { getSponsorRoute } from "./get-sponsor";
import { listSponsorsRoute } from "./list-sponsors";
import { updateSponsorRoute } from "./update-sponsor";

/** /api/sponsors: the vendors whose resources collect leads (admin). */
export const sponsorRoutes = async (app: App) => {
  await app.register(listSponsorsRoute);
  await app.register(createSponsorRoute);
  await app.register(getSponsorRoute);
  await app.register(updateSponsorRoute);
};
