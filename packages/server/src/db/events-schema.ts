import type { EventReminder } from "@sector/shared";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { resources, users } from "./schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * An event (issue 63): a resource with a time. The resource keeps its title, brand, topics,
 * picture, page and sponsor; this row adds when and where. `sequence` is the iCalendar
 * SEQUENCE of its invites: raised by every change a registrant's calendar must follow.
 */
export const events = pgTable(
  "events",
  {
    resourceId: integer("resource_id")
      .primaryKey()
      .references(() => resources.id, { onDelete: "cascade" }),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    /** An IANA zone (Europe/London): the zone the event is held in and its invite written in. */
    timezone: text("timezone").notNull(),
    location: text("location"),
    joinUrl: text("join_url"),
    /** Seats; null: no limit. */
    capacity: integer("capacity"),
    sequence: integer("sequence").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("events_times_check", sql`${t.endsAt} >= ${t.startsAt}`),
    check("events_capacity_check", sql`${t.capacity} is null or ${t.capacity} > 0`),
    index("events_starts_idx").on(t.startsAt, t.resourceId),
  ],
);

/**
 * A member's registration for an event: one row per member and event, whatever happens to it
 * (a cancelled one registering again takes its row back, at the end of the waitlist if full).
 * `queued_at` orders the waitlist: the earliest is promoted first.
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => events.resourceId, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<"registered" | "waitlisted" | "cancelled">().notNull(),
    queuedAt: at("queued_at").notNull().defaultNow(),
    /** How it came: the member's button, or the event's public page (a guest or a known address). */
    source: text("source").$type<"member" | "event_page">().notNull().default("member"),
    /** Set by an attendance import: attended or not, and the minutes in the session. */
    attendance: text("attendance").$type<"attended" | "no_show">(),
    attendedMinutes: integer("attended_minutes"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    cancelledAt: at("cancelled_at"),
  },
  (t) => [
    uniqueIndex("event_registrations_event_user_key").on(t.resourceId, t.userId),
    index("event_registrations_user_idx").on(t.userId),
    index("event_registrations_queue_idx").on(t.resourceId, t.status, t.queuedAt, t.id),
    check(
      "event_registrations_status_check",
      sql`${t.status} in ('registered', 'waitlisted', 'cancelled')`,
    ),
    check(
      "event_registrations_attendance_check",
      sql`${t.attendance} is null or ${t.attendance} in ('attended', 'no_show')`,
    ),
  ],
);

/**
 * The reminders sent: one row per registration and reminder, written in the transaction that
 * queues the mail, so a reminder goes out once whatever runs twice.
 */
export const eventReminderSends = pgTable(
  "event_reminder_sends",
  {
    registrationId: integer("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    reminder: text("reminder").$type<EventReminder>().notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.reminder] })],
);
