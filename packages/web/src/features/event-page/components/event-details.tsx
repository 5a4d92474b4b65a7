import type { PublicEvent } from "@sector/shared";
import { eventTimeText, viewerTimeZone } from "../../../lib/event-time";
import { useHydrated } from "../../../lib/use-hydrated";

/** "1 h 30 min": how long the event lasts. */
export function durationText(event: Pick<PublicEvent, "starts_at" | "ends_at">): string {
  const minutes = Math.round((Date.parse(event.ends_at) - Date.parse(event.starts_at)) / 60_000);
  if (minutes <= 0) return "";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : "", rest > 0 ? `${rest} min` : ""].filter(Boolean).join(" ");
}

/** Where the event's seats stand, as its page says it. */
export function seatsText(
  event: Pick<PublicEvent, "started" | "seats_left" | "waitlisted">,
): string {
  if (event.started) return "Registration is closed: this event has started.";
  if (event.seats_left === null) return "Registration is open.";
  if (event.seats_left > 0) {
    return `${event.seats_left} ${event.seats_left === 1 ? "seat" : "seats"} left.`;
  }
  const waiting = event.waitlisted > 0 ? ` ${event.waitlisted} already waiting.` : "";
  return `Fully booked: registering puts you on the waitlist.${waiting}`;
}

const termClass = "text-sm font-semibold text-slate-500";
const valueClass = "mt-1 text-base text-slate-900";

/**
 * The event's title and facts. Its time is written in the event's own zone, named; once the
 * app runs in the browser, the visitor's own time comes first when their clock differs (the
 * server can't know it, and the adopted markup must match the server's).
 */
export function EventDetails({ event }: { event: PublicEvent }) {
  const hydrated = useHydrated();
  const when = eventTimeText(event, hydrated ? viewerTimeZone() : event.timezone);
  const duration = durationText(event);
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-(--brand-primary) uppercase">
        {event.company.name} event
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {event.title}
      </h1>
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className={termClass}>When</dt>
          <dd className={valueClass} data-testid="event-when">
            {when}
            {duration && <span className="text-slate-600"> · {duration}</span>}
          </dd>
        </div>
        {event.location && (
          <div>
            <dt className={termClass}>Where</dt>
            <dd className={valueClass}>{event.location}</dd>
          </div>
        )}
        <div>
          <dt className={termClass}>Seats</dt>
          <dd className={valueClass} data-testid="event-seats">
            {seatsText(event)}
          </dd>
        </div>
        {event.sponsor && (
          <div>
            <dt className={termClass}>Sponsored by</dt>
            <dd className={`${valueClass} flex items-center gap-2`}>
              {event.sponsor.logo_url && (
                <img src={event.sponsor.logo_url} alt="" className="h-6 w-auto" loading="lazy" />
              )}
              {event.sponsor.name}
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-6">
        <a
          href={event.resource_url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-sm text-base font-semibold text-(--brand-primary) underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--brand-primary)"
        >
          More about this event
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
