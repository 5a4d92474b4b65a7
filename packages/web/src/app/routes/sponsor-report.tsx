import type { SponsorReport } from "@sector/shared";
import { useParams } from "react-router";
import { badgeClassName } from "../../components/ui/badge";
import { LogoTile } from "../../components/ui/logo-tile";
import { dailyLeads } from "../../features/campaigns/campaign-stats";
import { CampaignProgress } from "../../features/campaigns/components/campaign-progress";
import { LeadsPerDayTable } from "../../features/campaigns/components/campaign-stats-tables";
import { LeadsPerDayChart } from "../../features/campaigns/components/lazy-charts";
import { ChartCard } from "../../features/insights/components/chart-card";
import {
  sponsorReportCsvUrl,
  useSponsorReport,
} from "../../features/sponsor-reports/api/get-sponsor-report";
import {
  ReportFrame,
  ReportUnavailable,
} from "../../features/sponsor-reports/components/report-frame";
import { formatDateTime } from "../../lib/dates";

const STATUS_LABELS = { scheduled: "Scheduled", active: "Running", ended: "Ended" } as const;

/** /sponsor-report/{token}: a sponsor's own report, opened from its secret link, no sign-in. */
export default function SponsorReportRoute() {
  const { token = "" } = useParams();
  const report = useSponsorReport(token);
  if (report.data)
    return <SponsorReportView report={report.data} csvUrl={sponsorReportCsvUrl(token)} />;
  if (report.data === null) return <ReportUnavailable />;
  return (
    <ReportFrame>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sponsor report</h1>
      <p className="mt-4 text-sm text-slate-600" aria-busy={report.isPending || undefined}>
        {report.isPending ? "Loading..." : "The report could not be loaded. Please try again."}
      </p>
    </ReportFrame>
  );
}

interface SponsorReportViewProps {
  report: SponsorReport;
  /** Where "Download leads (CSV)" points. */
  csvUrl: string;
}

/**
 * A sponsor's own report: its campaigns, each with its accepted leads against the cap, the
 * rejected ones and its accepted leads per day, and the CSV of all its leads.
 */
function SponsorReportView({ report, csvUrl }: SponsorReportViewProps) {
  return (
    <ReportFrame>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <LogoTile name={report.sponsor.name} src={report.sponsor.logo} />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
              {report.sponsor.name}
            </h1>
            <p className="text-sm text-slate-600">Your campaigns and their leads</p>
          </div>
        </div>
        <a
          href={csvUrl}
          download
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Download leads (CSV)
        </a>
      </div>

      {report.campaigns.length === 0 ? (
        <p className="mt-8 text-sm text-slate-600">No campaigns yet.</p>
      ) : (
        report.campaigns.map((c) => {
          const days = dailyLeads(c.per_day);
          return (
            <section
              key={c.id}
              aria-labelledby={`campaign-${c.id}`}
              className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2
                  id={`campaign-${c.id}`}
                  className="text-lg font-semibold break-words text-slate-900"
                >
                  {c.name}
                </h2>
                <span className={badgeClassName(c.status === "active" ? "green" : "gray")}>
                  {STATUS_LABELS[c.status]}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {formatDateTime(c.starts_at)} – {formatDateTime(c.ends_at)}
              </p>
              <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
                <div className="sm:col-span-2">
                  <dt className="text-sm font-medium text-slate-700">Accepted leads to the cap</dt>
                  <dd className="mt-1">
                    <CampaignProgress
                      leads={c.leads}
                      leadCap={c.lead_cap}
                      capReached={c.cap_reached}
                      label={`Accepted leads of ${c.name} to the cap`}
                    />
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-medium text-slate-700">Rejected</dt>
                  <dd className="mt-1 text-sm font-semibold text-slate-900 tabular-nums">
                    {c.rejected}
                  </dd>
                </div>
              </dl>
              <ChartCard
                className="mt-4 shadow-none"
                title="Leads per day"
                description="Accepted leads, per day (UTC)."
                state={days.length === 0 ? "empty" : "ready"}
                emptyText="No leads yet"
                chart={<LeadsPerDayChart days={days} />}
                numbers={<LeadsPerDayTable perDay={c.per_day} />}
              />
            </section>
          );
        })
      )}
    </ReportFrame>
  );
}
