import { TZDate } from "@date-fns/tz";
import type { ResourceEvent } from "@sector/shared";
import { format } from "date-fns";

/**
 * An event's time as the app shows it (issue 63): in the viewer's own zone, with the event's
 * zone named beside it, and the staff form's wall-clock times turned into moments and back.
 */

type EventTimes = Pick<ResourceEvent, "starts_at" | "ends_at" | "timezone">;

/** A zone this browser does not know (an older one) reads as UTC rather than failing the page. */
function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** The zone the viewer's browser is set to. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Where an event stands now: not started, under way, or over. */
export type EventPhase = "upcoming" | "live" | "past";

export function eventPhase(event: EventTimes, now: Date = new Date()): EventPhase {
  if (now.getTime() >= Date.parse(event.ends_at)) return "past";
  if (now.getTime() >= Date.parse(event.starts_at)) return "live";
  return "upcoming";
}

const dayAndTime = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  });

const dayOnly = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone });

const dayWithYear = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone,
  });

/** "3:00 PM GMT": the clock in `timeZone` and its short name at that moment. */
const timeWithZone = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  });

/**
 * The start as a card writes it: "Tue, Dec 1, 2026, 10:00 AM (your time) · 3:00 PM GMT in
 * Europe/London" (the event's day too when it is another day there), or "Tue, Dec 1, 2026,
 * 3:00 PM GMT in Europe/London" when the viewer's clock reads the same as the event's.
 */
export function eventTimeText(event: EventTimes, viewerZone: string = viewerTimeZone()): string {
  const start = new Date(event.starts_at);
  const zone = knownZone(event.timezone);
  const mine = dayAndTime(viewerZone).format(start);
  const theirs = dayAndTime(zone).format(start);
  const zoned = timeWithZone(zone).format(start);
  if (mine === theirs) {
    return `${dayWithYear(zone).format(start)}, ${zoned} in ${event.timezone}`;
  }
  const sameDay = dayOnly(viewerZone).format(start) === dayOnly(zone).format(start);
  const there = sameDay ? zoned : `${dayOnly(zone).format(start)}, ${zoned}`;
  return `${mine} (your time) · ${there} in ${event.timezone}`;
}

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

const dayKey = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" }).format(date);

const timeOf = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(date);

const dayTimeOf = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date);

/**
 * When an event is, for staff anywhere (the events screens): its start and end in the viewer's
 * zone, and its start where it is held, that zone named.
 */
export function eventWhen(event: EventTimes, viewerZone: string = viewerTimeZone()): EventWhen {
  const starts = new Date(event.starts_at);
  const ends = new Date(event.ends_at);
  const zone = knownZone(event.timezone);
  const local = new Intl.DateTimeFormat("en-US", {
    timeZone: viewerZone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(starts);
  const endsSameDay = dayKey(starts, viewerZone) === dayKey(ends, viewerZone);
  const heldSameDay = dayKey(starts, viewerZone) === dayKey(starts, zone);
  return {
    local,
    localEnd: endsSameDay ? timeOf(ends, viewerZone) : dayTimeOf(ends, viewerZone),
    zone: event.timezone,
    there: heldSameDay ? timeOf(starts, zone) : dayTimeOf(starts, zone),
    sameZone: viewerZone === zone,
  };
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A datetime-local value ("2026-12-01T15:00"), read as the clock in `timeZone`, as an ISO
 * moment in UTC ("2026-12-01T15:00:00.000Z"); null when it is empty or unreadable. A time the
 * clocks skip (the hour lost to daylight saving) reads as the clock an hour later shows it.
 */
export function wallClockToIso(value: string, timeZone: string): string | null {
  const parts = WALL_CLOCK.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const moment = new TZDate(year, month - 1, day, hour, minute, timeZone);
  return Number.isNaN(moment.getTime()) ? null : new Date(moment.getTime()).toISOString();
}

/** An ISO moment as a datetime-local value read on the clock of `timeZone`. */
export function isoToWallClock(iso: string, timeZone: string): string {
  return format(new TZDate(iso, timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** The zones the browser knows, sorted, with `include` (a saved event's zone) among them. */
export function timeZoneChoices(...include: string[]): string[] {
  const known = new Set(Intl.supportedValuesOf("timeZone"));
  for (const zone of include) if (zone) known.add(zone);
  return [...known].sort();
}
