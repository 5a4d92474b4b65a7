import type { MemberImportReport } from "@sector/shared";
import { Table, TableHead } from "../../../components/ui/table";

const figure = (value: number) => value.toLocaleString("en-US");

/** The outcome of a dry run or an import: counts, then each refused line and why. */
export function ImportReport({ report }: { report: MemberImportReport }) {
  const dry = report.dry_run;
  const counts = [
    { label: dry ? "Would create" : "Created", value: report.created },
    { label: dry ? "Would merge" : "Merged", value: report.merged },
    { label: dry ? "Would refuse" : "Refused", value: report.refused },
  ];
  const more = report.refused - report.refusals.length;
  return (
    <section
      aria-labelledby="import-report-title"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id="import-report-title" className="text-base font-semibold text-slate-900">
          {report.status === "failed"
            ? `${dry ? "Dry run" : "Import"} failed`
            : dry
              ? "Dry run report"
              : "Import report"}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {report.file_name || "File"}: {figure(report.total_rows)} lines
          {dry ? "; nothing was written." : "."}
        </p>
        {report.error && <p className="mt-1 text-sm text-red-600">{report.error}</p>}
      </div>
      <dl className="grid grid-cols-3 gap-4">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{figure(value)}</dd>
          </div>
        ))}
      </dl>
      {report.refusals.length > 0 && (
        <Table label="Refused lines" minWidthClass="min-w-[24rem]">
          <TableHead>
            <th scope="col" className="w-24 px-4 py-3 font-semibold text-slate-900">
              Line
            </th>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
              Reason
            </th>
          </TableHead>
          <tbody className="divide-y divide-slate-100">
            {report.refusals.map((refusal) => (
              <tr key={refusal.line}>
                <td className="px-4 py-2 text-slate-900 tabular-nums">{refusal.line}</td>
                <td className="px-4 py-2 text-slate-700">{refusal.reason}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {more > 0 && (
        <p className="text-sm text-slate-600">
          And {figure(more)} more refused lines (the API pages them: refusals_after).
        </p>
      )}
    </section>
  );
}
