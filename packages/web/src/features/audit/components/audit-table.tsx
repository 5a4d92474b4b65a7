import type { AuditEntry } from "@sector/shared";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";

export interface AuditTableProps {
  entries: AuditEntry[] | undefined;
  isPending: boolean;
  /** True while another page loads; the current rows stay, dimmed. */
  isRefreshing: boolean;
}

const NONE = "--";

const actorName = (actor: AuditEntry["actor"]) =>
  actor ? [actor.firstname, actor.lastname].filter(Boolean).join(" ") || `#${actor.id}` : NONE;

const target = (entry: AuditEntry) =>
  entry.target_id === null ? entry.target_type : `${entry.target_type} #${entry.target_id}`;

/** Time, actor, action, target, summary and address of each entry, newest first. */
export function AuditTable({ entries, isPending, isRefreshing }: AuditTableProps) {
  return (
    <Table label="Audit log" busy={isRefreshing} minWidthClass="min-w-[56rem]">
      <TableHead>
        <TableHeaderCell>Time</TableHeaderCell>
        <TableHeaderCell>Actor</TableHeaderCell>
        <TableHeaderCell>Action</TableHeaderCell>
        <TableHeaderCell>Target</TableHeaderCell>
        <TableHeaderCell>Summary</TableHeaderCell>
        <TableHeaderCell>Address</TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={6}>Loading...</TableMessageRow>
        ) : !entries || entries.length === 0 ? (
          <TableMessageRow colSpan={6}>No entries yet.</TableMessageRow>
        ) : (
          entries.map((entry) => (
            <tr key={entry.id} className="align-top hover:bg-slate-50/60">
              <TableCell className="whitespace-nowrap tabular-nums">
                <time dateTime={entry.at}>{formatDateTime(entry.at) ?? NONE}</time>
              </TableCell>
              <TableCell className="font-medium whitespace-nowrap text-slate-900">
                {actorName(entry.actor)}
              </TableCell>
              <TableCell>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-slate-800">
                  {entry.action}
                </code>
              </TableCell>
              <TableCell className="whitespace-nowrap">{target(entry)}</TableCell>
              <TableCell className="max-w-md min-w-60 wrap-anywhere">{entry.summary}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{entry.ip ?? NONE}</TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
