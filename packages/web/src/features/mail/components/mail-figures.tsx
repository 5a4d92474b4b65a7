import type { MailQueueState } from "@sector/shared";

/** The three counts of the mail queue, as a description list. */
export function MailFigures({ state }: { state: MailQueueState }) {
  const figures = [
    { label: "Pending", value: state.pending },
    { label: "Failed", value: state.failed },
    { label: "Sent in the last 24 hours", value: state.sent_last_24h },
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
