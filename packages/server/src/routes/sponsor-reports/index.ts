import type { App } from "../../lib/app-type";
import { createReportLinkRoute } from "./create-report-link";
import { getSponsorReportRoute } from "./get-sponsor-report";
import { listReportLinksRoute } from "./list-report-links";
import { revokeReportLinkRoute } from "./revoke-report-link";
import { sponsorReportCsvRoute } from "./sponsor-report-csv";

/**
 * A sponsor's own report (issue 61): /sponsors/{id}/report-links… (admin) make, list and
 * revoke its secret links; /sponsor-report/{token}… (no sign-in) is the report they open.
 */
export const sponsorReportRoutes = async (app: App) => {
  await app.register(createReportLinkRoute);
  await app.register(listReportLinksRoute);
  await app.register(revokeReportLinkRoute);
  await app.register(getSponsorReportRoute);
  await app.register(sponsorReportCsvRoute);
};
