import type { NewsletterWithCounts } from "@sector/shared";
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
import { NewsletterStatus } from "./newsletter-status";

export interface NewslettersTableProps {
  newsletters: NewsletterWithCounts[] | undefined;
  isPending: boolean;
  /** A newer page is on its way: the rows dim. */
  busy: boolean;
  /** The edition open below the table. */
  selectedId: number | null;
  onOpen: (newsletter: NewsletterWithCounts) => void;
}

/** When an edition went, goes or would go out. */
const whenOf = (n: NewsletterWithCounts) =>
  formatDateTime(n.sent_at ?? n.send_at ?? n.window_end) ?? "--";

/** A brand's editions, newest first: subject, state, when, and how its mail fared. */
export function NewslettersTable({
  newsletters,
  isPending,
  busy,
  selectedId,
  onOpen,
}: NewslettersTableProps) {
  return (
    <Table label="Editions" minWidthClass="sm:min-w-[52rem]" busy={busy} stacked>
      <TableHead>
        <TableHeaderCell>Subject</TableHeaderCell>
        <TableHeaderCell>Status</TableHeaderCell>
        <TableHeaderCell>Send time</TableHeaderCell>
        <TableHeaderCell>Recipients</TableHeaderCell>
        <TableHeaderCell>Sent</TableHeaderCell>
        <TableHeaderCell>Failed</TableHeaderCell>
        <TableHeaderCell>Skipped</TableHeaderCell>
        <TableHeaderCell>Clicked</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Actions</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={9}>Loading...</TableMessageRow>
        ) : !newsletters || newsletters.length === 0 ? (
          <TableMessageRow colSpan={9}>No editions yet.</TableMessageRow>
        ) : (
          newsletters.map((n) => (
            <tr
              key={n.id}
              aria-selected={selectedId === n.id || undefined}
              className="hover:bg-slate-50/60 aria-selected:bg-brand-50/40"
            >
              <TableCell
                label="Subject"
                className="max-w-72 font-medium break-words text-slate-900"
              >
                {n.subject}
              </TableCell>
              <TableCell label="Status">
                <NewsletterStatus status={n.status} />
              </TableCell>
              <TableCell label="Send time" className="whitespace-nowrap">
                {whenOf(n)}
              </TableCell>
              <TableCell label="Recipients" className="tabular-nums">
                {n.counts.recipients}
              </TableCell>
              <TableCell label="Sent" className="tabular-nums">
                {n.counts.sent}
              </TableCell>
              <TableCell label="Failed" className="tabular-nums">
                {n.counts.failed}
              </TableCell>
              <TableCell label="Skipped" className="tabular-nums">
                {n.counts.skipped}
              </TableCell>
              <TableCell label="Clicked" className="tabular-nums">
                {n.counts.clicked_members}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <TableActionButton onClick={() => onOpen(n)}>
                  Open<span className="sr-only"> {n.subject}</span>
                </TableActionButton>
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
