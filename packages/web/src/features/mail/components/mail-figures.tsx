import type { MailQueueState } from "@sector/shared";
import type { ReactNode } from "react";

/** A rate cap as the admin reads it; null is no cap at all. */
function rate(perSecond: number | null): ReactNode {
  if (perSecond === null) return "No limit";
  return (
    <>
      {perSecond}{" "}
      <span className="text-sm font-medium tracking-normal text-slate-600">
        a second per process
      </span>
    </>
  );
}

/**
 * The counts of the mail queue and the sending limits, as a description list: what waits,
 * what failed, what went out, how many newsletter mails are still to go, and how fast each
 * process may send (MAIL_RATE_PER_SECOND for all mail, NEWSLETTER_RATE_PER_SECOND for
 * newsletters).
 */
export function MailFigures({ state }: { state: MailQueueState }) {
  const figures: { label: string; value: ReactNode }[] = [
    { label: "Pending", value: state.pending },
    { label: "Failed", value: state.failed },
    { label: "Sent in the last 24 hours", value: state.sent_last_24h },
    { label: "Newsletter mails waiting", value: state.newsletter_pending },
    { label: "Sending rate", value: rate(state.rate_per_second) },
    { label: "Newsletter sending rate", value: rate(state.newsletter_rate_per_second) },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
