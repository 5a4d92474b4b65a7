import type { MyEvent } from "@sector/shared";
import { useState } from "react";
import { type BadgeTone, badgeClassName } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { eventPhase, eventTimeText } from "../../../lib/event-time";
import { reportError } from "../../../lib/report-error";
import { useDownloadEventCalendar } from "../api/download-event-calendar";
import { useMyEvents } from "../api/get-my-events";
import { CancelRegistrationDialog, type CancelTarget } from "./cancel-registration-dialog";

/** Where a registration stands, as its badge says it. */
function statusOf(item: MyEvent, past: boolean): { label: string; tone: BadgeTone } {
  if (item.status === "cancelled") return { label: "Cancelled", tone: "gray" };
  if (item.attendance === "attended") return { label: "Attended", tone: "green" };
  if (item.attendance === "no_show") return { label: "Did not attend", tone: "gray" };
  if (item.status === "waitlisted") {
    return past
      ? { label: "Was waitlisted", tone: "gray" }
      : { label: "Waitlisted", tone: "amber" };
  }
  return { label: "Registered ✓", tone: "green" };
}

/**
 * "My events" on My Profile (issue 63): the member's registrations, upcoming first (the
 * soonest on top) then past ones (the latest on top), each with its status and time; while a
 * seat is held, the join link and "Add to calendar"; until the event starts, Cancel.
 */
export function MyEvents({ userId }: { userId: number }) {
  const events = useMyEvents(userId);
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);

  if (events.isPending) return <p className="text-sm text-slate-600">Loading your events...</p>;
  if (events.isError) {
    return <p className="text-sm text-slate-600">Your events could not be loaded.</p>;
  }
  const now = new Date();
  const upcoming = events.data
    .filter((item) => eventPhase(item.event, now) !== "past")
    .sort((a, b) => Date.parse(a.event.starts_at) - Date.parse(b.event.starts_at));
  const past = events.data
    .filter((item) => eventPhase(item.event, now) === "past")
    .sort((a, b) => Date.parse(b.event.starts_at) - Date.parse(a.event.starts_at));

  return (
    <div className="space-y-8">
      <EventList
        heading="Upcoming events"
        empty="You have not registered for any upcoming event."
        items={upcoming}
        now={now}
        onCancel={setCancelling}
      />
      <EventList
        heading="Past events"
        empty="No past events yet."
        items={past}
        now={now}
        onCancel={setCancelling}
      />
      <CancelRegistrationDialog target={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

interface EventListProps {
  heading: string;
  empty: string;
  items: MyEvent[];
  now: Date;
  onCancel: (target: CancelTarget) => void;
}

function EventList({ heading, empty, items, now, onCancel }: EventListProps) {
  return (
    <section aria-label={heading}>
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
          {items.map((item) => (
            <EventRow key={item.id} item={item} now={now} onCancel={onCancel} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EventRow({
  item,
  now,
  onCancel,
}: {
  item: MyEvent;
  now: Date;
  onCancel: (target: CancelTarget) => void;
}) {
  const calendar = useDownloadEventCalendar();
  const { event } = item;
  const phase = eventPhase(event, now);
  const badge = statusOf(item, phase === "past");
  const { status } = item;
  const holdsSeat = item.status === "registered" && phase !== "past";
  const title = event.title;
  const addToCalendar = () =>
    calendar.mutate(event.id, {
      onError: (error) => reportError(error, "The invite could not be downloaded."),
    });

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <a
            href={event.resource_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-words text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <span className={badgeClassName(badge.tone)}>{badge.label}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={event.starts_at}>{eventTimeText(event)}</time>
        </p>
        <p className="text-sm text-slate-500">
          {[event.company.name, event.location].filter(Boolean).join(" · ")}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {holdsSeat && event.join_url && (
          <a
            href={event.join_url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md px-2.5 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Join<span className="sr-only"> {title} (opens in a new tab)</span>
          </a>
        )}
        {holdsSeat && (
          <Button
            size="sm"
            variant="secondary"
            loading={calendar.isPending}
            onClick={addToCalendar}
          >
            Add to calendar<span className="sr-only">: {title}</span>
          </Button>
        )}
        {phase === "upcoming" && status !== "cancelled" && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onCancel({ eventId: event.id, title, status })}
          >
            Cancel<span className="sr-only"> registration for {title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
