import type { MailingCounts as Counts } from "@sector/shared";

const SHOWN: { key: keyof Counts; label: string }[] = [
  { key: "sent", label: "Sent" },
  { key: "failed", label: "Failed" },
  { key: "skipped", label: "Skipped" },
  { key: "bounced", label: "Bounced" },
  { key: "complained", label: "Complained" },
  { key: "unique_clicks", label: "Unique clicks" },
  { key: "unsubscribed", label: "Unsubscribed" },
];

/** How a mailing's mail fared, one figure each. */
export function MailingCounts({ counts }: { counts: Counts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {SHOWN.map(({ key, label }) => (
        <div key={key} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
            {counts[key].toLocaleString("en-US")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
