import type { AuditEntry } from "@sector/shared";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatLocalDateTime } from "../../../lib/dates";
import { AuditDetails, AuditSentence } from "./audit-sentence";

export interface AuditTableProps {
  entries: AuditEntry[] | undefined;
  isPending: boolean;
  /** True while another page loads; the current rows stay, dimmed. */
  isRefreshing: boolean;
}

const NONE = "--";

/** Fixed widths: the columns stay put between 'Loading...', empty and filled pages. */
const AUDIT_COLUMNS = ["w-48", "w-auto", "w-36"] as const;

/**
 * Time (the viewer's clock and language), what happened in words with the stored entry behind
 * 'Details', and the address it came from; below sm each entry is a card.
 */
export function AuditTable({ entries, isPending, isRefreshing }: AuditTableProps) {
  return (
    <Table
      label="Audit log"
      busy={isRefreshing}
      minWidthClass="sm:min-w-[40rem]"
      columns={AUDIT_COLUMNS}
      stacked
    >
      <TableHead>
        <TableHeaderCell>Time</TableHeaderCell>
        <TableHeaderCell>What happened</TableHeaderCell>
        <TableHeaderCell>Address</TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={3}>Loading...</TableMessageRow>
        ) : !entries || entries.length === 0 ? (
          <TableMessageRow colSpan={3}>No entries yet.</TableMessageRow>
        ) : (
          entries.map((entry) => (
            <tr key={entry.id} className="align-top hover:bg-slate-50/60">
              <TableCell label="Time" className="align-top tabular-nums">
                <time dateTime={entry.at}>{formatLocalDateTime(entry.at) ?? NONE}</time>
              </TableCell>
              <TableCell label="What happened" className="align-top wrap-anywhere">
                <AuditSentence entry={entry} />
                <AuditDetails entry={entry} />
              </TableCell>
              <TableCell label="Address" className="align-top tabular-nums wrap-anywhere">
                {entry.ip ?? NONE}
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
