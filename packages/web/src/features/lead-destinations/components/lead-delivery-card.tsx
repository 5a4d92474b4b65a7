import { useId } from "react";
import { Link } from "react-router";
import { useDeliverySummary } from "../api/get-delivery-summary";

/**
 * The admin dashboard's "Lead delivery": leads waiting for their destinations and those that
 * failed (in all, and in the last 24 h), with the way to the sponsors' destinations.
 */
export function LeadDeliveryCard() {
  const headingId = useId();
  const { data, isPending, isError } = useDeliverySummary();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
          Lead delivery
        </h2>
        <Link
          to="/sponsors"
          className="rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Sponsors and their destinations
        </Link>
      </div>
      {isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-500">
          Loading...
        </p>
      ) : isError || !data ? (
        <p className="mt-4 text-sm text-slate-500">The lead deliveries could not be counted.</p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">Leads waiting</dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{data.pending}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Failed</dt>
            <dd
              className={
                data.failed > 0
                  ? "text-2xl font-semibold text-red-700 tabular-nums"
                  : "text-2xl font-semibold text-slate-900 tabular-nums"
              }
            >
              {data.failed}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Failed in the last 24 h</dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
              {data.failed_24h}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
