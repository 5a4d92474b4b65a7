import type { Segment } from "@sector/shared";
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
import { SegmentCountCell } from "./segment-count-cell";

export interface SegmentsTableProps {
  segments: Segment[] | undefined;
  isPending: boolean;
  onEdit: (segment: Segment) => void;
  onDelete: (segment: Segment) => void;
}

/** A brand's saved segments, by name, with the members each reaches per purpose now. */
export function SegmentsTable({ segments, isPending, onEdit, onDelete }: SegmentsTableProps) {
  return (
    <Table label="Segments" minWidthClass="sm:min-w-[44rem]" stacked>
      <TableHead>
        <TableHeaderCell>Name</TableHeaderCell>
        <TableHeaderCell>Resources members</TableHeaderCell>
        <TableHeaderCell>Partners members</TableHeaderCell>
        <TableHeaderCell>Updated</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Actions</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={5}>Loading...</TableMessageRow>
        ) : !segments || segments.length === 0 ? (
          <TableMessageRow colSpan={5}>No segments yet.</TableMessageRow>
        ) : (
          segments.map((segment) => (
            <tr key={segment.id} className="hover:bg-slate-50/60">
              <TableCell label="Name" className="max-w-72 font-medium break-words text-slate-900">
                {segment.name}
              </TableCell>
              <TableCell label="Resources members">
                <SegmentCountCell id={segment.id} purpose="resources" />
              </TableCell>
              <TableCell label="Partners members">
                <SegmentCountCell id={segment.id} purpose="partners" />
              </TableCell>
              <TableCell label="Updated" className="whitespace-nowrap">
                {formatDateTime(segment.updated_at) ?? "--"}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <TableActionButton onClick={() => onEdit(segment)}>
                  Edit<span className="sr-only"> {segment.name}</span>
                </TableActionButton>{" "}
                <TableActionButton onClick={() => onDelete(segment)}>
                  Delete<span className="sr-only"> {segment.name}</span>
                </TableActionButton>
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
