import type { App } from "../lib/app-type";
import { accountRoutes } from "./accounts";
import { auditRoutes } from "./audit";
import { campaignRoutes } from "./campaigns";
import { companyRoutes } from "./companies";
import { consentRoutes } from "./consents";
import { dataRightsRoutes } from "./data-rights";
import { demoDataRoutes } from "./demo-data";
import { eventRoutes, myEventsRoute } from "./events";
import { healthRoutes } from "./health";
import { insightsRoutes } from "./insights";
import { leadDestinationRoutes } from "./lead-destinations";
import { leadRoutes } from "./leads";
import { mailRoutes } from "./mail";
import { mailEventRoutes } from "./mail-events";
import { bodyLinkRoutes, mailingRoutes, mailingSettingsRoutes } from "./mailings";
import { memberImportRoutes } from "./member-imports";
import { membershipRoutes } from "./memberships";
import { newsletterRoutes, newsletterSettingsRoutes, trackedLinkRoutes } from "./newsletters";
import { preferenceRoutes } from "./preferences";
import { resourceRoutes } from "./resources";
import { searchRoutes } from "./search";
import { segmentRoutes } from "./segments";
import { sponsorReportRoutes } from "./sponsor-reports";
import { sponsorSharingRoutes } from "./sponsor-sharing";
import { sponsorRoutes } from "./sponsors";
import { staffInvitationRoutes } from "./staff-invitations";
import { suppressionRoutes } from "./suppressions";
import { twoFactorRoutes } from "./two-factor";
import { userRoutes } from "./users";
import { webhookRoutes } from "./webhooks";

/** Every area of the API under /api, each in its own folder. */
export const apiRoutes = async (api: App) => {
  await api.register(healthRoutes, { prefix: "/health" });
  await api.register(accountRoutes, { prefix: "/user" });
  await api.register(twoFactorRoutes, { prefix: "/user" });
  await api.register(userRoutes, { prefix: "/user" });
  await api.register(dataRightsRoutes, { prefix: "/user" });
  await api.register(membershipRoutes, { prefix: "/user" });
  await api.register(companyRoutes, { prefix: "/company" });
  await api.register(preferenceRoutes, { prefix: "/preferences" });
  await api.register(resourceRoutes, { prefix: "/resources" });
  await api.register(searchRoutes, { prefix: "/resources" });
  await api.register(mailRoutes, { prefix: "/mail" });
  await api.register(leadRoutes, { prefix: "/leads" });
  await api.register(auditRoutes, { prefix: "/audit" });
  await api.register(insightsRoutes, { prefix: "/insights" });
  await api.register(memberImportRoutes, { prefix: "/members" });
  await api.register(webhookRoutes, { prefix: "/webhooks" });
  await api.register(newsletterRoutes, { prefix: "/newsletters" });
  await api.register(newsletterSettingsRoutes, { prefix: "/company" });
  await api.register(mailingRoutes, { prefix: "/mailings" });
  await api.register(segmentRoutes, { prefix: "/segments" });
  await api.register(mailingSettingsRoutes, { prefix: "/company" });
  await api.register(suppressionRoutes, { prefix: "/suppressions" });
  await api.register(mailEventRoutes, { prefix: "/mail-events" });
  await api.register(sponsorRoutes, { prefix: "/sponsors" });
  await api.register(campaignRoutes, { prefix: "/campaigns" });
  await api.register(demoDataRoutes, { prefix: "/demo-data" });
  await api.register(eventRoutes, { prefix: "/events" });
  await api.register(staffInvitationRoutes, { prefix: "/staff-invitations" });
  // /user/protected/events: a member's own registrations.
  await api.register(myEventsRoute);
  // Paths under /user, /company and /unsubscribe: consents cut across those areas.
  await api.register(consentRoutes);
  // /sponsor-offers, /resources/{id}/share and /user/protected/sponsor-shares.
  await api.register(sponsorSharingRoutes);
  // /sponsors/{id}/destinations… and /leads/{id}/redeliver (issue 61).
  await api.register(leadDestinationRoutes);
  // /sponsors/{id}/report-links… and /sponsor-report/{token}… (issue 61).
  await api.register(sponsorReportRoutes);
};

/** Links in sent mail that lead elsewhere, outside /api: a newsletter item's /r/{token}. */
export const linkRoutes = async (app: App) => {
  await app.register(trackedLinkRoutes);
  await app.register(bodyLinkRoutes);
};
