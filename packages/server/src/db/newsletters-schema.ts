import { NEWSLETTER_DELIVERY_STATUSES, NEWSLETTER_STATUSES } from "@sector/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies, users } from "./schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The weekly newsletter's editions (issue 28): one brand each, made by staff or by the brand's
 * weekly schedule. No read cache reads these tables, so none has a change-notification trigger.
 */
export const newsletters = pgTable(
  "newsletters",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("draft"),
    /**
     * "edition": the weekly newsletter's; "mailing": a one-off mailing to a segment (issue 62),
     * whose own fields are in `mailings`. Every newsletter screen and call reads editions only.
     */
    kind: text("kind", { enum: ["edition", "mailing"] })
      .notNull()
      .default("edition"),
    subject: text("subject").notNull(),
    intro: text("intro").notNull().default(""),
    /** Resources created from here to window_end are the edition's. */
    windowStart: at("window_start").notNull(),
    /** The moment sending started; null before. */
    windowEnd: at("window_end"),
    /** When a scheduled edition starts sending. */
    sendAt: at("send_at"),
    /** When its recipients and their items were written (newsletter_deliveries). */
    frozenAt: at("frozen_at"),
    /** When its last mail went out (or was given up). */
    sentAt: at("sent_at"),
    /**
     * The brand's ISO week (e.g. "2026-W48", in the brand's time zone) of an edition made by the
     * weekly schedule: unique per brand, so every process may try and one edition results.
     */
    week: text("week"),
    /**
     * The last consent event when the recipients were frozen: the withdrawals after it (up to the
     * brand's next edition's mark) are the ones this edition can have caused.
     */
    consentEventMark: bigint("consent_event_mark", { mode: "number" }),
    /** Staff who made it; null for the weekly schedule. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("newsletters_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index("newsletters_created_idx").on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex("newsletters_company_week_key")
      .on(t.companyId, t.week)
      .where(sql`${t.week} is not null`),
    check("newsletters_kind_check", sql`${t.kind} in ('edition', 'mailing')`),
    check(
      "newsletters_status_check",
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')`,
    ),
  ],
);

/**
 * One member's mail of one edition: written for every recipient when sending starts (one
 * INSERT…SELECT), then claimed in batches with a lease by the sending jobs, so however many
 * processes send, and whichever dies, each member gets the edition once.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    /**
     * No foreign key: a million key checks would lock as many member rows while the edition is
     * frozen, and members are never deleted (erasure keeps the row).
     */
    userId: integer("user_id").notNull(),
    status: text("status", { enum: NEWSLETTER_DELIVERY_STATUSES }).notNull(),
    /** The resources of the mail, in order. */
    items: integer("items").array().notNull(),
    /** The items are the brand's most opened ("Popular this week"). */
    popular: boolean("popular").notNull().default(false),
    /**
     * A mailing's A/B test: 1 for subject A's sample, 2 for B's, null for the rest (who get the
     * winner's subject) and for every edition's mail.
     */
    arm: smallint("arm"),
    /** The Message-ID, chosen at the first attempt and kept for every later one. */
    messageId: text("message_id"),
    attempts: smallint("attempts").notNull().default(0),
    runAt: at("run_at").notNull().defaultNow(),
    /** The sending job's lease on the row; a row whose lease ended goes to the next job. */
    lockedUntil: at("locked_until"),
    /** Start of the retry window (the first attempt). */
    firstAttemptAt: at("first_attempt_at"),
    sentAt: at("sent_at"),
    error: text("error"),
    /** A relay reported the mail bounced (hard, or soft) or the member complained of it. */
    bouncedAt: at("bounced_at"),
    complainedAt: at("complained_at"),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.userId] }),
    // What the sending jobs claim, in order, and whether anything is left. The member closes the
    // key, so a claim starts where the process's last one ended (delivery-claims.ts), not at
    // the entries of the mails already sent, which stay in the index until a vacuum.
    index("newsletter_deliveries_open_idx")
      .on(t.newsletterId, t.runAt, t.userId)
      .where(sql`${t.status} in ('queued', 'sending')`),
    // A member's mails (their data export and erasure).
    index("newsletter_deliveries_user_idx").on(t.userId),
    // A relay's event names the mail by its Message-ID.
    index("newsletter_deliveries_message_idx")
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    check(
      "newsletter_deliveries_status_check",
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);

/**
 * An edition's deliveries counted by status, kept by statement triggers on the deliveries
 * (migration 0020): what the counts read, where counting a million rows took 600 ms a call.
 */
export const newsletterDeliveryCounts = pgTable(
  "newsletter_delivery_counts",
  {
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    status: text("status", { enum: NEWSLETTER_DELIVERY_STATUSES }).notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
    bounced: bigint("bounced", { mode: "number" }).notNull().default(0),
    complained: bigint("complained", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.newsletterId, t.status] })],
);

/** A brand's weekly edition: when, from whom, how many items. No row: not enabled. */
export const newsletterSettings = pgTable(
  "newsletter_settings",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint("weekday").notNull().default(1),
    hour: smallint("hour").notNull().default(8),
    /** IANA time zone of weekday and hour. */
    timezone: text("timezone").notNull().default("UTC"),
    /** The sender's name; empty: the brand's name. */
    fromName: text("from_name").notNull().default(""),
    maxItems: smallint("max_items").notNull().default(10),
    /**
     * Since when the schedule is on: a week's moment before it (enabled after it had passed)
     * makes no edition, the next week's does.
     */
    activeSince: at("active_since").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("newsletter_settings_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("newsletter_settings_hour_check", sql`${t.hour} between 0 and 23`),
    check("newsletter_settings_max_items_check", sql`${t.maxItems} between 1 and 20`),
  ],
);

/**
 * Members who followed an edition's link to a resource (GET /r/{token}): the first time, and how
 * often. The open itself is recorded with the insights' opens as well.
 */
export const newsletterClicks = pgTable(
  "newsletter_clicks",
  {
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    resourceId: integer("resource_id").notNull(),
    firstAt: at("first_at").notNull().defaultNow(),
    clicks: integer("clicks").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.userId, t.resourceId] }),
    index("newsletter_clicks_user_idx").on(t.userId),
  ],
);
