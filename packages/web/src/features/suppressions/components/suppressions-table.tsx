import type { Suppression } from "@sector/shared";
import {
  Table,
  TableActionButton,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";
import { SuppressionReasonBadge } from "./suppression-reason-badge";

export interface SuppressionsTableProps {
  suppressions: Suppression[] | undefined;
  isPending: boolean;
  /** Dims the rows while the next page, search or reason loads. */
  isRefreshing: boolean;
  /** A search or a reason is applied: an empty page then means no match, not an empty list. */
  filtered: boolean;
  onRemove: (suppression: Suppression) => void;
}

/** Fixed widths: the columns stay put between 'Loading...', empty and filled pages. */
const COLUMNS = ["w-[27%]", "w-[16%]", "w-[25%]", "w-[21%]", "w-[11%]"] as const;

/** Address, reason, detail, date added and 'Remove', newest first. */
export function SuppressionsTable({
  suppressions,
  isPending,
  isRefreshing,
  filtered,
  onRemove,
}: SuppressionsTableProps) {
  return (
    <Table
      label="Suppressed addresses"
      busy={isRefreshing}
      minWidthClass="sm:min-w-[48rem]"
      columns={COLUMNS}
      stacked
    >
      <TableHead>
        <TableHeaderCell>Address</TableHeaderCell>
        <TableHeaderCell>Reason</TableHeaderCell>
        <TableHeaderCell>Detail</TableHeaderCell>
        <TableHeaderCell>Added</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Actions</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={5}>Loading...</TableMessageRow>
        ) : !suppressions || suppressions.length === 0 ? (
          <TableMessageRow colSpan={5}>
            {filtered ? "No suppressed address matches." : "No suppressed addresses."}
          </TableMessageRow>
        ) : (
          suppressions.map((suppression) => (
            <tr key={suppression.id} className="hover:bg-slate-50/60">
              <TableCell className="font-medium break-all text-slate-900">
                {suppression.email}
              </TableCell>
              <TableCell label="Reason">
                <SuppressionReasonBadge reason={suppression.reason} />
              </TableCell>
              <TableCell label="Detail" className="text-xs break-words">
                {suppression.detail || "--"}
              </TableCell>
              <TableCell label="Added">
                <time dateTime={suppression.created_at}>
                  {formatDateTime(suppression.created_at) ?? "--"}
                </time>
              </TableCell>
              <TableCell className="text-right">
                <TableActionButton
                  onClick={() => onRemove(suppression)}
                  className="text-red-700 hover:bg-red-50"
                >
                  Remove<span className="sr-only"> {suppression.email}</span>
                </TableActionButton>
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
