import { greeting } from "../mail/greeting";
import { message } from "../mail/templates";
import type { EventRow } from "./event-row";
import { eventTimeText } from "./event-time-text";

/**
 * Sent to an address that has an account when someone registered it from an event's page:
 * nothing changes until its owner opens the link (someone else may have typed the address).
 */
export const guestConfirmMail = (p: {
  to: string;
  firstname: string;
  event: EventRow;
  /** The event's brand, which confirming also joins, with what its form asked; null: a member. */
  joining: { brand: string; topics: string[]; consents: string[] } | null;
  link: string;
}) =>
  message(
    p.to,
    `Confirm your registration: ${p.event.title}`,
    p.event.companyName,
    [
      greeting(p.firstname),
      `Someone, probably you, registered this email address for ${p.event.title}. You already have an account with us, so we have changed nothing yet: to register, confirm below.`,
      `When: ${eventTimeText(p.event)}`,
      ...(p.event.location ? [`Where: ${p.event.location}`] : []),
      ...(p.joining
        ? [
            `Confirming also adds the ${p.joining.brand} community to your account. Topics you chose: ${p.joining.topics.length > 0 ? p.joining.topics.join(", ") : "none"}.`,
            p.joining.consents.length > 0
              ? `You agreed: ${p.joining.consents.join(" ")}`
              : `You did not ask for emails from ${p.joining.brand}.`,
          ]
        : []),
      "This link works until the event starts, for 7 days at most. If this was not you, you can ignore this email: nothing will change.",
    ],
    { label: "Confirm my registration", url: p.link },
  );

/** Sent instead of a confirm link when the address's owner is registered already. */
export const guestAlreadyRegisteredMail = (p: {
  to: string;
  firstname: string;
  event: EventRow;
  waitlisted: boolean;
  pageUrl: string;
}) =>
  message(
    p.to,
    `You're already ${p.waitlisted ? "on the waitlist" : "registered"}: ${p.event.title}`,
    p.event.companyName,
    [
      greeting(p.firstname),
      `Someone, probably you, registered this email address for ${p.event.title}. You are already ${p.waitlisted ? "on its waitlist" : "registered"}, so nothing was changed.`,
      `When: ${eventTimeText(p.event)}`,
      "If this was not you, you can ignore this email.",
    ],
    { label: "View the event", url: p.pageUrl },
  );
