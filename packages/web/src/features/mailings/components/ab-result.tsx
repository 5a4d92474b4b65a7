import type { MailingAbReport } from "@sector/shared";
import { lazy, Suspense } from "react";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";
import { abRows } from "./ab-rows";

/** recharts is downloaded when a report first draws this chart, as the insights' are. */
const AbChart = lazy(() => import("./ab-chart").then((module) => ({ default: module.AbChart })));

/** Who won the test, or when it will be decided, in words. */
export function abVerdict(ab: MailingAbReport): string {
  if (ab.winner) {
    const arm = ab.winner.toUpperCase();
    return `Subject ${arm} won ("${ab[ab.winner].subject}"): it went to the rest of the audience.`;
  }
  const when = formatDateTime(ab.decides_at);
  return when
    ? `The winner is chosen at ${when}, by unique clickers (a tie goes to A).`
    : "The winner is chosen once the sample has been sent and the wait is over.";
}

/**
 * The A/B subject test: who won (or when it is decided), unique clickers of each arm as a chart
 * (hidden from assistive technology), and the same numbers as a table.
 */
export function AbResult({ ab }: { ab: MailingAbReport }) {
  const rows = abRows(ab);
  const sent = rows.some((row) => row.sent > 0);
  return (
    <section
      aria-labelledby="ab-result-title"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="ab-result-title" className="text-lg font-semibold text-slate-900">
        A/B subject test
      </h2>
      <p className="text-sm font-medium text-slate-900">{abVerdict(ab)}</p>
      <div className="h-48">
        {sent ? (
          <div aria-hidden="true" className="h-full">
            <Suspense fallback={<p className="text-sm text-slate-500">Loading chart...</p>}>
              <AbChart rows={rows} />
            </Suspense>
          </div>
        ) : (
          <p className="flex h-full items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-600">
            No mail of the sample has been sent yet.
          </p>
        )}
      </div>
      <Table label="A/B subject test (numbers)" minWidthClass="sm:min-w-[32rem]" stacked>
        <TableHead>
          <TableHeaderCell>Arm</TableHeaderCell>
          <TableHeaderCell>Subject</TableHeaderCell>
          <TableHeaderCell>Recipients</TableHeaderCell>
          <TableHeaderCell>Sent</TableHeaderCell>
          <TableHeaderCell>Unique clickers</TableHeaderCell>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <tr key={row.arm}>
              <TableCell label="Arm" className="font-medium text-slate-900">
                {row.name}
              </TableCell>
              <TableCell label="Subject" className="max-w-72 break-words">
                {row.subject}
              </TableCell>
              <TableCell label="Recipients" className="tabular-nums">
                {row.recipients}
              </TableCell>
              <TableCell label="Sent" className="tabular-nums">
                {row.sent}
              </TableCell>
              <TableCell label="Unique clickers" className="tabular-nums">
                {row.unique_clicks}
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
