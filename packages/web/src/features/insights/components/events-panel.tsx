import type { Insights } from "@sector/shared";
import { useId } from "react";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import { formatCount, formatRate } from "../insights-figures";

export interface EventsPanelProps {
  /** Per brand; null while loading. */
  figures: Insights["events"] | null;
  /** Brand names by id. */
  brandNames: Map<number, string>;
  scope: string;
}

/** Of the registrants whose attendance was imported, the share who attended; null: none yet. */
export const attendanceRate = (row: { attended: number; no_show: number }): number | null =>
  row.attended + row.no_show === 0 ? null : row.attended / (row.attended + row.no_show);

/** Registrations and attendance of each brand's events that took place in the period. */
export function EventsPanel({ figures, brandNames, scope }: EventsPanelProps) {
  const headingId = useId();
  const rows = figures ?? [];
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={figures === null || undefined}
      className="flex min-w-0 flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 xl:col-span-2"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Events
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Registrations and attendance of the events that took place in the period (attendance rate:
        of the registrants whose attendance was imported).
      </p>
      {figures === null ? (
        <p className="mt-4 text-sm text-slate-600">Loading...</p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No events took place in this period.</p>
      ) : (
        <div className="mt-4">
          <Table label="Events (numbers)" minWidthClass="min-w-[32rem]">
            <caption className="sr-only">Events, {scope}</caption>
            <TableHead>
              <TableHeaderCell>Brand</TableHeaderCell>
              <TableHeaderCell className="text-right">Events</TableHeaderCell>
              <TableHeaderCell className="text-right">Registrations</TableHeaderCell>
              <TableHeaderCell className="text-right">Attended</TableHeaderCell>
              <TableHeaderCell className="text-right">No-shows</TableHeaderCell>
              <TableHeaderCell className="text-right">Attendance rate</TableHeaderCell>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <tr key={row.company_id}>
                  <TableCell className="text-slate-900">
                    {brandNames.get(row.company_id) ?? `Brand ${row.company_id}`}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(row.events)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(row.registrations)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(row.attended)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(row.no_show)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatRate(attendanceRate(row))}
                  </TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
