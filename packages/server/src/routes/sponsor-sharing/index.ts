import type { App } from "../../lib/app-type";
import { mySponsorSharesRoute } from "./my-sponsor-shares";
import { shareResourceRoute } from "./share-resource";
import { sponsorOffersRoute } from "./sponsor-offers";
import { sponsorWordingRoutes } from "./sponsor-wording";
import { withdrawSponsorRoute } from "./withdraw-sponsor";

/**
 * A member's choices about sponsors: what they may share now (/sponsor-offers), sharing
 * (/resources/{id}/share), and what they shared and stopping it (/user/protected/sponsor-shares).
 * The brand's dialog wording is /company/{id}/sponsor-wording. Paths in several areas, as the
 * consents' are.
 */
export const sponsorSharingRoutes = async (app: App) => {
  await app.register(sponsorOffersRoute);
  await app.register(shareResourceRoute);
  await app.register(mySponsorSharesRoute);
  await app.register(withdrawSponsorRoute);
  await app.register(sponsorWordingRoutes);
};
