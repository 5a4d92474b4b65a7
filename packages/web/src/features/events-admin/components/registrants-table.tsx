import type { EventRegistrant } from "@sector/shared";
import { type BadgeTone, badgeClassName } from "../../../components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";

const STATUS_BADGES: Record<EventRegistrant["status"], { label: string; tone: BadgeTone }> = {
  registered: { label: "Registered", tone: "green" },
  waitlisted: { label: "Waitlisted", tone: "amber" },
  cancelled: { label: "Cancelled", tone: "gray" },
};

const registrantName = (r: EventRegistrant) =>
  `${r.user.firstname} ${r.user.lastname}`.trim() || r.user.email;

function attendanceText(r: EventRegistrant): string {
  if (r.attendance === "attended") {
    return r.attended_minutes === null ? "Attended" : `Attended (${r.attended_minutes} min)`;
  }
  return r.attendance === "no_show" ? "No-show" : "--";
}

export interface RegistrantsTableProps {
  registrants: EventRegistrant[] | undefined;
  isPending: boolean;
  /** A newer answer is on its way: the rows dim. */
  busy: boolean;
  /** A search or status is chosen: an empty answer says nobody matches, not nobody came. */
  filtered: boolean;
}

/**
 * An event's registrants in registration order: the member, their company, where their
 * registration stands, their attendance once imported, and when they registered. Below sm
 * each registrant is a card.
 */
export function RegistrantsTable({
  registrants,
  isPending,
  busy,
  filtered,
}: RegistrantsTableProps) {
  return (
    <Table label="Registrant list" minWidthClass="sm:min-w-[52rem]" busy={busy} stacked>
      <TableHead>
        <TableHeaderCell>Member</TableHeaderCell>
        <TableHeaderCell>Company</TableHeaderCell>
        <TableHeaderCell>Status</TableHeaderCell>
        <TableHeaderCell>Attendance</TableHeaderCell>
        <TableHeaderCell>Registered</TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={5}>Loading...</TableMessageRow>
        ) : !registrants || registrants.length === 0 ? (
          <TableMessageRow colSpan={5}>
            {filtered ? "No registrants match." : "No registrants yet."}
          </TableMessageRow>
        ) : (
          registrants.map((r) => {
            const badge = STATUS_BADGES[r.status];
            return (
              <tr key={r.id} className="align-top hover:bg-slate-50/60">
                <TableCell className="font-medium text-slate-900">
                  {registrantName(r)}
                  <span className="block text-xs font-normal break-all text-slate-600">
                    <span className="sr-only">Email: </span>
                    {r.user.email}
                  </span>
                </TableCell>
                <TableCell label="Company">
                  {r.user.user_company}
                  <span className="block text-xs text-slate-600">
                    <span className="sr-only">Job title: </span>
                    {r.user.job_title}
                  </span>
                </TableCell>
                <TableCell label="Status">
                  <span className={badgeClassName(badge.tone)}>{badge.label}</span>
                </TableCell>
                <TableCell label="Attendance">{attendanceText(r)}</TableCell>
                <TableCell label="Registered" className="whitespace-nowrap tabular-nums">
                  {formatDateTime(r.created_at) ?? "--"}
                </TableCell>
              </tr>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
