import { INSIGHT_PERIOD_LABELS } from "@sector/shared";
import { useEffect, useId, useState } from "react";
import { useCompanies } from "../../../lib/api/get-companies";
import { DEFAULT_INSIGHT_PERIOD, type InsightsParams, useInsights } from "../api/get-insights";
import { brandsOf, consentRatesOf, signupBuckets } from "../insights-figures";
import { ConsentPanel } from "./consent-panel";
import { EventsPanel } from "./events-panel";
import { InsightsFilters } from "./insights-filters";
import { SignupsPanel } from "./signups-panel";
import { TopResourcesPanel } from "./top-resources-panel";
import { TopicOpensPanel } from "./topic-opens-panel";

/**
 * The admin's charts: new members per brand, consent rates, the most opened resources and the
 * opens per topic, for one brand or all, over 30 days, 12 weeks or 12 months. Each chart has a
 * table of its numbers.
 */
export function InsightsSection() {
  const headingId = useId();
  const [params, setParams] = useState<InsightsParams>({
    companyId: null,
    period: DEFAULT_INSIGHT_PERIOD,
  });
  const companies = useCompanies();
  const insights = useInsights(params);

  // While another choice loads, the previous answer stays on screen: it is drawn with the
  // choice it was asked with (its buckets, its brands), not the one being loaded.
  const [answered, setAnswered] = useState(params);
  const settled = insights.data !== undefined && !insights.isPlaceholderData;
  useEffect(() => {
    if (settled) setAnswered(params);
  }, [settled, params]);
  const shown = insights.isPlaceholderData ? answered : params;

  const data = companies.isPending ? undefined : insights.data;
  const refreshing = insights.isPlaceholderData;
  const brands = data
    ? brandsOf(
        companies.data,
        shown.companyId,
        [
          ...data.signups.map((row) => row.company_id),
          ...data.consentRates.map((row) => row.company_id),
        ],
        data.brandColors,
      )
    : [];
  const brandName =
    shown.companyId === null
      ? "all brands"
      : (brands.find((brand) => brand.id === shown.companyId)?.name ?? "one brand");
  const scope = `${brandName}, last ${INSIGHT_PERIOD_LABELS[shown.period]}`;

  return (
    <section aria-labelledby={headingId} className="mb-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
          Insights
        </h2>
        <InsightsFilters
          companyId={params.companyId}
          onCompanyChange={(companyId) => setParams((current) => ({ ...current, companyId }))}
          companies={companies.data}
          companiesPending={companies.isPending}
          period={params.period}
          onPeriodChange={(period) => setParams((current) => ({ ...current, period }))}
        />
      </div>
      {insights.isError && !insights.data ? (
        <p className="rounded-xl bg-white px-5 py-10 text-center text-sm text-slate-600 ring-1 ring-slate-200">
          The insights could not be loaded.
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          <SignupsPanel
            buckets={data ? signupBuckets(data.signups, brands, shown.period, new Date()) : null}
            brands={brands}
            period={shown.period}
            scope={scope}
            refreshing={refreshing}
          />
          <ConsentPanel
            rates={data ? consentRatesOf(data.consentRates, brands) : null}
            brands={brandName}
            refreshing={refreshing}
          />
          <TopResourcesPanel
            resources={data ? data.topResources : null}
            scope={scope}
            refreshing={refreshing}
          />
          <TopicOpensPanel
            topics={data ? data.opensByTopic : null}
            scope={scope}
            refreshing={refreshing}
          />
          <EventsPanel
            figures={data ? data.events : null}
            brandNames={new Map((companies.data ?? []).map((c) => [c.id, c.name]))}
            scope={scope}
          />
        </div>
      )}
    </section>
  );
}
