import {
  SPONSOR_REPORT_UNAVAILABLE,
  type SponsorReport,
  sponsorReportTokenParamsSchema,
} from "@sector/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { campaigns, leads } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { signupRateLimits } from "../accounts/rate-limits";
import { listCampaigns } from "../campaigns/campaign-queries";
import { findLiveReportLink, recordReportUse } from "./report-link-queries";

const day = sql<string>`to_char(${leads.createdAt} at time zone 'utc', 'YYYY-MM-DD')`;

/** Accepted leads per campaign of the sponsor and day (UTC). */
const perDayOf = (app: App, sponsorId: number) =>
  app.db
    .select({ campaignId: leads.campaignId, day, leads: count() })
    .from(leads)
    .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
    .where(and(eq(campaigns.sponsorId, sponsorId), eq(leads.status, "delivered")))
    .groupBy(leads.campaignId, day)
    .orderBy(asc(day));

export const getSponsorReportRoute = async (app: App) => {
  app.get(
    "/sponsor-report/:token",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "A sponsor's own report (no sign-in; the token of a report link): its campaigns, progress to cap, accepted and rejected leads, accepted leads per day (UTC); each view audited. An unknown, revoked or expired token: 404",
        params: sponsorReportTokenParamsSchema,
      },
      preHandler: signupRateLimits(app, "sponsor-report"),
    },
    async (request): Promise<SponsorReport> => {
      const link = await findLiveReportLink(app.db, request.params.token);
      if (!link) throw new NotFoundError(SPONSOR_REPORT_UNAVAILABLE);
      const [shown, perDay] = await Promise.all([
        listCampaigns(app.db, link.sponsorId),
        perDayOf(app, link.sponsorId),
      ]);
      await recordReportUse(
        app.db,
        request,
        link,
        "view",
        `report of ${link.sponsorName} viewed (${shown.length} campaigns)`,
      );
      return {
        sponsor: { name: link.sponsorName, logo: link.sponsorLogoUrl },
        campaigns: shown.map((c) => ({
          id: c.id,
          name: c.name,
          status: c.status,
          starts_at: c.starts_at,
          ends_at: c.ends_at,
          lead_cap: c.lead_cap,
          leads: c.leads,
          rejected: c.rejected,
          cap_reached: c.cap_reached,
          per_day: perDay
            .filter((row) => row.campaignId === c.id)
            .map((row) => ({ day: row.day, leads: row.leads })),
        })),
      };
    },
  );
};
