import type { Mailing } from "@sector/shared";
import { Link } from "react-router";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";
import { PURPOSE_LABELS } from "../../../lib/mailing-purposes";
import { mailingPath } from "../mailing-paths";
import { MailingStatus } from "./mailing-status";

export interface MailingsTableProps {
  mailings: Mailing[] | undefined;
  isPending: boolean;
  /** A newer page is on its way: the rows dim. */
  busy: boolean;
}

const whenOf = (m: Mailing) => formatDateTime(m.sent_at ?? m.send_at ?? m.created_at) ?? "--";

/** A brand's mailings, newest first: subject, purpose, state, and how its mail fared. */
export function MailingsTable({ mailings, isPending, busy }: MailingsTableProps) {
  return (
    <Table label="Mailings" minWidthClass="sm:min-w-[52rem]" busy={busy} stacked>
      <TableHead>
        <TableHeaderCell>Subject</TableHeaderCell>
        <TableHeaderCell>Purpose</TableHeaderCell>
        <TableHeaderCell>Status</TableHeaderCell>
        <TableHeaderCell>Date</TableHeaderCell>
        <TableHeaderCell>Sent / recipients</TableHeaderCell>
        <TableHeaderCell>Unique clicks</TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={6}>Loading...</TableMessageRow>
        ) : !mailings || mailings.length === 0 ? (
          <TableMessageRow colSpan={6}>No mailings yet.</TableMessageRow>
        ) : (
          mailings.map((m) => (
            <tr key={m.id} className="hover:bg-slate-50/60">
              <TableCell label="Subject" className="max-w-72 font-medium break-words">
                <Link
                  to={mailingPath(m.id)}
                  className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {m.subject}
                </Link>
              </TableCell>
              <TableCell label="Purpose">
                {PURPOSE_LABELS[m.purpose]}
                {m.sponsor_name && <span className="text-slate-500"> ({m.sponsor_name})</span>}
              </TableCell>
              <TableCell label="Status">
                <MailingStatus status={m.status} />
              </TableCell>
              <TableCell label="Date" className="whitespace-nowrap">
                {whenOf(m)}
              </TableCell>
              <TableCell label="Sent / recipients" className="tabular-nums">
                {m.counts.sent} / {m.counts.recipients}
              </TableCell>
              <TableCell label="Unique clicks" className="tabular-nums">
                {m.counts.unique_clicks}
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
