import type { NewsletterWithCounts } from "@sector/shared";
import { formatDateTime } from "../../../lib/dates";

/** The moments of an edition: its window of resources, when it goes or went out. */
export function EditionDetails({ edition }: { edition: NewsletterWithCounts }) {
  const rows: [string, string][] = [
    ["Window start", formatDateTime(edition.window_start) ?? "--"],
    ["Window end", formatDateTime(edition.window_end) ?? "When it is sent"],
  ];
  if (edition.send_at) rows.push(["Send at", formatDateTime(edition.send_at) ?? "--"]);
  if (edition.sent_at) rows.push(["Sent at", formatDateTime(edition.sent_at) ?? "--"]);
  if (edition.week) rows.push(["Weekly edition", edition.week]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="font-medium text-slate-600">{label}:</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
