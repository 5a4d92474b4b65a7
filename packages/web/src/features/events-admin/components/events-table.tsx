import type { StaffEvent } from "@sector/shared";
import { Link } from "react-router";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import type { EventsWhen } from "../api/list-staff-events";
import { eventAdminPath } from "../event-admin-paths";
import { registeredOfCapacity } from "./capacity-text";
import { EventWhenText } from "./event-when-text";

export interface EventsTableProps {
  events: StaffEvent[] | undefined;
  when: EventsWhen;
  isPending: boolean;
  /** Another list is on its way: the rows dim. */
  busy: boolean;
  /** The list could not be loaded (the toast said why). */
  failed?: boolean;
  /** The viewer's zone; the browser's own by default. */
  viewerZone?: string;
}

/**
 * Events for staff: title (to its detail), brand, when, registered against capacity, the
 * waitlist, and, once past, how many attended. Below sm each event is a card.
 */
export function EventsTable({
  events,
  when,
  isPending,
  busy,
  failed = false,
  viewerZone,
}: EventsTableProps) {
  const past = when === "past";
  const columns = past ? 6 : 5;
  return (
    <Table label="Events" minWidthClass="sm:min-w-[52rem]" busy={busy} stacked>
      <TableHead>
        <TableHeaderCell>Title</TableHeaderCell>
        <TableHeaderCell>Brand</TableHeaderCell>
        <TableHeaderCell>Date and time</TableHeaderCell>
        <TableHeaderCell>Registered / capacity</TableHeaderCell>
        <TableHeaderCell>Waitlist</TableHeaderCell>
        {past && <TableHeaderCell>Attended</TableHeaderCell>}
      </TableHead>
      <TableBody>
        {failed && !events ? (
          <TableMessageRow colSpan={columns}>The events could not be loaded.</TableMessageRow>
        ) : isPending ? (
          <TableMessageRow colSpan={columns}>Loading...</TableMessageRow>
        ) : !events || events.length === 0 ? (
          <TableMessageRow colSpan={columns}>
            {past ? "No past events." : "No upcoming events."}
          </TableMessageRow>
        ) : (
          events.map((event) => (
            <tr key={event.id} className="hover:bg-slate-50/60">
              <TableCell label="Title" className="max-w-72 font-medium break-words">
                <Link
                  to={eventAdminPath(event.id)}
                  className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {event.title}
                </Link>
              </TableCell>
              <TableCell label="Brand">{event.company.name}</TableCell>
              <TableCell label="Date and time">
                <EventWhenText event={event} viewerZone={viewerZone} />
              </TableCell>
              <TableCell label="Registered / capacity" className="tabular-nums">
                {registeredOfCapacity(event)}
              </TableCell>
              <TableCell label="Waitlist" className="tabular-nums">
                {event.counts.waitlisted}
              </TableCell>
              {past && (
                <TableCell label="Attended" className="tabular-nums">
                  {event.counts.attended}
                </TableCell>
              )}
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
