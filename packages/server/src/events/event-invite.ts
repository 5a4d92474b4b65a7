import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";

/** What an invite says about an event. */
export interface InviteEvent {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  location: string | null;
  joinUrl: string | null;
  /** Raised by each change a calendar must follow (events.sequence). */
  sequence: number;
  /** The event's page on the portal. */
  pageUrl: string;
}

export interface InviteParty {
  name: string;
  email: string;
}

/**
 * The invite's UID: one per event, the same in every invite, update and cancellation of it, so
 * a calendar replaces its copy instead of adding another. The host keeps two deployments'
 * events apart.
 */
export const eventUid = (eventId: number, publicUrl: string) =>
  `event-${eventId}@${new URL(publicUrl).host}`;

const description = (event: InviteEvent) =>
  [event.joinUrl && `Join: ${event.joinUrl}`, `Event page: ${event.pageUrl}`]
    .filter(Boolean)
    .join("\n");

/**
 * An RFC 5545 calendar holding the event for one registrant: METHOD:REQUEST to add or update
 * it, METHOD:CANCEL to remove it. Times are written in the event's zone (TZID, with its
 * VTIMEZONE), so the calendar shows the time the organiser set across a daylight-saving change.
 */
export const buildInvite = (p: {
  event: InviteEvent;
  publicUrl: string;
  organizer: InviteParty;
  attendee: InviteParty;
  method: "REQUEST" | "CANCEL";
  /** DTSTAMP: when this version of the invite was made. */
  now?: Date;
}): string => {
  const { event } = p;
  const calendar = new ICalCalendar({
    method: p.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    prodId: { company: "Sector Portal", product: "Events", language: "EN" },
  });
  // name null: the calendar keeps no zone of its own; the generator adds each event's VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: eventUid(event.id, p.publicUrl),
    sequence: event.sequence,
    stamp: p.now ?? new Date(),
    start: new TZDate(event.startsAt.getTime(), event.timezone),
    end: new TZDate(event.endsAt.getTime(), event.timezone),
    timezone: event.timezone,
    summary: event.title,
    description: description(event),
    location: event.location ?? event.joinUrl ?? null,
    url: event.joinUrl ?? event.pageUrl,
    organizer: { name: p.organizer.name, email: p.organizer.email },
    attendees: [
      {
        name: p.attendee.name,
        email: p.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: p.method === "CANCEL" ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
    status: p.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
};

/** UTC in the compact form both calendar links take: 20261201T150000Z. */
const compactUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** "Add to Google Calendar" and "Add to Outlook" links for the event. */
export const calendarLinks = (event: InviteEvent) => {
  const details = description(event);
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactUtc(event.startsAt)}/${compactUtc(event.endsAt)}`,
    ctz: event.timezone,
    details,
    location: event.location ?? event.joinUrl ?? "",
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/action/compose");
  outlook.search = new URLSearchParams({
    rru: "addevent",
    subject: event.title,
    startdt: event.startsAt.toISOString(),
    enddt: event.endsAt.toISOString(),
    body: details,
    location: event.location ?? event.joinUrl ?? "",
    path: "/calendar/action/compose",
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
};
