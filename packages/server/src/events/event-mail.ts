import { greeting } from "../mail/greeting";
import type { MailMessage } from "../mail/mailer";
import { message } from "../mail/templates";
import { buildInvite, calendarLinks, type InviteEvent } from "./event-invite";
import type { EventRow } from "./event-row";
import { eventTimeText } from "./event-time-text";

/** Who a mail of an event goes to. */
export interface EventRecipient {
  firstname: string;
  lastname: string;
  email: string;
}

/** Where mail and invites of events come from and point to. */
export interface EventMailContext {
  publicUrl: string;
  /** The organiser's address in invites: the mail's own sender (MAIL_FROM). */
  fromAddress: string;
}

export type EventMailKind =
  | "registered"
  | "waitlisted"
  | "promoted"
  | "updated"
  | "cancelled"
  | "left_waitlist";

export const eventPageUrl = (publicUrl: string, eventId: number) =>
  `${publicUrl}/events/${eventId}`;

export const inviteEvent = (event: EventRow, publicUrl: string): InviteEvent => ({
  id: event.id,
  title: event.title,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  timezone: event.timezone,
  location: event.location,
  joinUrl: event.joinUrl,
  sequence: event.sequence,
  pageUrl: eventPageUrl(publicUrl, event.id),
});

/** The registrant's own invite (METHOD:REQUEST) or its cancellation (METHOD:CANCEL). */
export const inviteFor = (
  event: EventRow,
  to: EventRecipient,
  context: EventMailContext,
  method: "REQUEST" | "CANCEL",
) =>
  buildInvite({
    event: inviteEvent(event, context.publicUrl),
    publicUrl: context.publicUrl,
    organizer: { name: event.companyName, email: context.fromAddress },
    attendee: { name: `${to.firstname} ${to.lastname}`.trim(), email: to.email },
    method,
  });

const subjects: Record<EventMailKind, (title: string) => string> = {
  registered: (title) => `You're registered: ${title}`,
  waitlisted: (title) => `You're on the waitlist: ${title}`,
  promoted: (title) => `A seat opened up: you're registered for ${title}`,
  updated: (title) => `Updated: ${title}`,
  cancelled: (title) => `Cancelled: your registration for ${title}`,
  left_waitlist: (title) => `You've left the waitlist: ${title}`,
};

const opening: Record<EventMailKind, (title: string) => string> = {
  registered: (title) =>
    `You're registered for ${title}. The invite is attached: add it to your calendar.`,
  waitlisted: (title) =>
    `${title} is full, so you're on its waitlist. If a seat opens up you get it in the order you joined, and we'll email you with the invite.`,
  promoted: (title) =>
    `A seat opened up at ${title} and it's yours: you're registered. The invite is attached.`,
  updated: (title) =>
    `${title} has changed. The updated invite is attached: your calendar follows it.`,
  cancelled: (title) =>
    `Your registration for ${title} is cancelled. The attached notice removes it from your calendar.`,
  left_waitlist: (title) => `You're no longer on the waitlist of ${title}.`,
};

/**
 * A mail about a registration. Those that hold a seat carry the invite (and the calendar links);
 * the cancellation of a seat carries METHOD:CANCEL; a waitlist place carries no invite.
 */
export const eventMail = (
  kind: EventMailKind,
  event: EventRow,
  to: EventRecipient,
  context: EventMailContext,
): MailMessage => {
  const page = eventPageUrl(context.publicUrl, event.id);
  const withSeat = kind === "registered" || kind === "promoted" || kind === "updated";
  const links = calendarLinks(inviteEvent(event, context.publicUrl));
  const mail = message(
    to.email,
    subjects[kind](event.title),
    event.companyName,
    [
      greeting(to.firstname),
      opening[kind](event.title),
      `When: ${eventTimeText(event)}`,
      ...(event.location ? [`Where: ${event.location}`] : []),
      ...(withSeat && event.joinUrl ? [`Join: ${event.joinUrl}`] : []),
      ...(withSeat
        ? [
            "Can't make it? Cancel from My events on your profile so someone else can take your seat.",
          ]
        : []),
    ],
    { label: "View the event", url: page },
    withSeat
      ? [
          { label: "Add to Google Calendar", url: links.google },
          { label: "Add to Outlook", url: links.outlook },
        ]
      : [],
  );
  if (kind === "waitlisted" || kind === "left_waitlist") return mail;
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    ...mail,
    icalEvent: {
      method,
      filename: "invite.ics",
      content: inviteFor(event, to, context, method),
    },
  };
};

/** A reminder of the event, `lead` ("24h", "1h") before it starts, with the invite again. */
export const eventReminderMail = (
  lead: string,
  event: EventRow,
  to: EventRecipient,
  context: EventMailContext,
): MailMessage => {
  const page = eventPageUrl(context.publicUrl, event.id);
  const mail = message(
    to.email,
    `Reminder: ${event.title} starts in ${lead
      .replace(/^(\d+)h$/, "$1 hours")
      .replace(/^1 hours$/, "1 hour")
      .replace(/^(\d+)m$/, "$1 minutes")
      .replace(/^(\d+)d$/, "$1 days")
      .replace(/^1 days$/, "1 day")}`,
    event.companyName,
    [
      greeting(to.firstname),
      `This is a reminder that ${event.title} is coming up.`,
      `When: ${eventTimeText(event)}`,
      ...(event.location ? [`Where: ${event.location}`] : []),
      ...(event.joinUrl ? [`Join: ${event.joinUrl}`] : []),
    ],
    event.joinUrl
      ? { label: "Join the event", url: event.joinUrl }
      : { label: "View the event", url: page },
  );
  return {
    ...mail,
    icalEvent: {
      method: "REQUEST",
      filename: "invite.ics",
      content: inviteFor(event, to, context, "REQUEST"),
    },
  };
};
