import {
  CAMPAIGN_LEAD_CSV_COLUMNS,
  type CampaignQuestion,
  SPONSOR_REPORT_UNAVAILABLE,
  sponsorReportTokenParamsSchema,
} from "@sector/shared";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import { campaigns, leads } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { csvText, fileSafe, guardFormula, sendCsv } from "../../lib/csv-text";
import { NotFoundError } from "../../lib/errors";
import { signupRateLimits } from "../accounts/rate-limits";
import { campaignLeadCellBatches } from "../campaigns/campaign-lead-rows";
import { findLiveReportLink, recordReportUse } from "./report-link-queries";

interface ReportCampaign {
  id: number;
  name: string;
  questions: CampaignQuestion[];
}

/**
 * Every lead of the sponsor's campaigns, campaign by campaign: a Campaign column, then the
 * campaign file's columns (CAMPAIGN_LEAD_CSV_COLUMNS), then one column per question of each
 * campaign ("campaign: question"), empty on the other campaigns' rows. Rows as the campaign's
 * file writes them: erased members left out, formulas guarded, RFC 4180.
 */
async function* sponsorLeadCsv(db: Executor, shown: ReportCampaign[]): AsyncGenerator<string> {
  const questionColumns = shown.flatMap((c) => c.questions.map((q) => `${c.name}: ${q.label}`));
  yield csvText([["Campaign", ...CAMPAIGN_LEAD_CSV_COLUMNS, ...questionColumns.map(guardFormula)]]);
  const fixed = CAMPAIGN_LEAD_CSV_COLUMNS.length;
  let offset = 0;
  for (const campaign of shown) {
    for await (const rows of campaignLeadCellBatches(db, campaign.id, campaign.questions)) {
      yield csvText(
        rows.map((cells) => {
          const answers: string[] = new Array(questionColumns.length).fill("");
          cells.slice(fixed).forEach((cell, i) => {
            answers[offset + i] = cell;
          });
          return [guardFormula(campaign.name), ...cells.slice(0, fixed), ...answers];
        }),
      );
    }
    offset += campaign.questions.length;
  }
}

export const sponsorReportCsvRoute = async (app: App) => {
  app.get(
    "/sponsor-report/:token/leads.csv",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "The leads of a sponsor's own report as CSV (no sign-in; the token of a report link): only that sponsor's campaigns, the campaign file's columns after a Campaign column, erased members left out; each download audited. An unknown, revoked or expired token: 404",
        params: sponsorReportTokenParamsSchema,
      },
      preHandler: signupRateLimits(app, "sponsor-report"),
    },
    async (request, reply) => {
      const link = await findLiveReportLink(app.db, request.params.token);
      if (!link) throw new NotFoundError(SPONSOR_REPORT_UNAVAILABLE);
      const shown = await app.db
        .select({ id: campaigns.id, name: campaigns.name, questions: campaigns.questions })
        .from(campaigns)
        .where(eq(campaigns.sponsorId, link.sponsorId))
        .orderBy(asc(campaigns.id));
      const [rows] = await app.db
        .select({ n: count() })
        .from(leads)
        .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
        .innerJoin(users, eq(users.id, leads.userId))
        .where(and(eq(campaigns.sponsorId, link.sponsorId), isNull(users.erasedAt)));
      // Recorded before the first row leaves: a download broken off is still on record.
      await recordReportUse(
        app.db,
        request,
        link,
        "download",
        `${rows?.n ?? 0} leads of ${link.sponsorName} downloaded from its report`,
      );
      return sendCsv(reply, `leads-${fileSafe(link.sponsorName)}`, sponsorLeadCsv(app.db, shown));
    },
  );
};
