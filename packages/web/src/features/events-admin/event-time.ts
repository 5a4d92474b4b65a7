import type { ResourceEvent } from "@sector/shared";

type EventTimes = Pick<ResourceEvent, "starts_at" | "ends_at" | "timezone">;

export interface EventWhen {
  /** The start in the viewer's zone, its zone abbreviated: "Dec 1, 2026, 10:00 AM EST". */
  local: string;
  /** The end's time in the viewer's zone ("11:30 AM"), its date too when another day. */
  localEnd: string;
  /** The event's own zone (IANA), as staff entered it. */
  zone: string;
  /** The start's time where the event is held ("3:00 PM"), its date too when another day. */
  there: string;
  /** The viewer's zone is the event's: `there` says nothing new. */
  sameZone: boolean;
}

const dayKey = (date: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" }).format(date);

const timeOf = (date: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(date);

const dayTimeOf = (date: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date);

/** A zone the browser does not know falls back to UTC rather than throwing mid-render. */
function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/**
 * When an event is, for staff anywhere: its start and end in the viewer's zone (`viewerZone`,
 * the browser's own by default), and its start where it is held, that zone named.
 */
export function eventWhen(event: EventTimes, viewerZone?: string): EventWhen {
  const starts = new Date(event.starts_at);
  const ends = new Date(event.ends_at);
  const viewer = viewerZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = knownZone(event.timezone);
  const local = new Intl.DateTimeFormat("en-US", {
    timeZone: viewer,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(starts);
  const endsSameDay = dayKey(starts, viewer) === dayKey(ends, viewer);
  const heldSameDay = dayKey(starts, viewer) === dayKey(starts, zone);
  return {
    local,
    localEnd: endsSameDay ? timeOf(ends, viewer) : dayTimeOf(ends, viewer),
    zone: event.timezone,
    there: heldSameDay ? timeOf(starts, zone) : dayTimeOf(starts, zone),
    sameZone: viewer === zone,
  };
}
