import { MAIL_EVENT_KINDS, MAIL_EVENT_PROVIDERS, SUPPRESSION_REASONS } from "@sector/shared";
import { sql } from "drizzle-orm";
import {
  bigserial,
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

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Addresses that get no marketing mail (issue 29): newsletter editions skip them, while
 * transactional mail (password links, join confirmations) still goes. One row per address,
 * lower-cased; the first reason stays.
 */
export const suppressions = pgTable(
  "suppressions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    reason: text("reason", { enum: SUPPRESSION_REASONS }).notNull(),
    detail: text("detail"),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Staff who added it by hand; null when an event did. */
    createdBy: integer("created_by"),
  },
  (t) => [
    uniqueIndex("suppressions_email_idx").on(t.email),
    index("suppressions_reason_idx").on(t.reason, t.createdAt.desc()),
    check("suppressions_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check(
      "suppressions_reason_check",
      sql`${t.reason} in ('bounce', 'complaint', 'manual', 'unsubscribed_all')`,
    ),
  ],
);

/**
 * Every event a relay reported (bounces, complaints, the rest as `other`), once per provider
 * event id: a replayed event finds its row and changes nothing. Tied to the edition and member
 * whose mail it concerns when its Message-ID (or the provider's custom variables) names one.
 */
export const mailEvents = pgTable(
  "mail_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider", { enum: MAIL_EVENT_PROVIDERS }).notNull(),
    providerEventId: text("provider_event_id").notNull(),
    kind: text("kind", { enum: MAIL_EVENT_KINDS }).notNull(),
    /** The recipient, lower-cased. */
    email: text("email").notNull(),
    messageId: text("message_id"),
    newsletterId: integer("newsletter_id"),
    /** No foreign key: erasure overwrites the member's row, the event's address goes with it. */
    userId: integer("user_id"),
    /** The relay's own words (an SMTP status, a bounce description). */
    detail: text("detail"),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mail_events_provider_event_idx").on(t.provider, t.providerEventId),
    // Soft bounces of an address in the last 30 days.
    index("mail_events_email_idx").on(t.email, t.kind, t.receivedAt),
    index("mail_events_user_idx").on(t.userId),
    check(
      "mail_events_provider_check",
      sql`${t.provider} in ('mailgun', 'sendgrid', 'postmark', 'dsn')`,
    ),
    check(
      "mail_events_kind_check",
      sql`${t.kind} in ('hard_bounce', 'soft_bounce', 'complaint', 'other')`,
    ),
  ],
);

/**
 * The relays' signatures that cover no event (Mailgun's signs its timestamp and token only),
 * each taken once: a captured signature sent again with other event data finds its row and is
 * refused. Kept until the signature expires (its timestamp is a day off by then); expired rows
 * go as new ones arrive (src/deliverability/signature-uses.ts).
 */
export const mailEventSignatures = pgTable(
  "mail_event_signatures",
  {
    provider: text("provider", { enum: MAIL_EVENT_PROVIDERS }).notNull(),
    /** The signature, lower-case hex: one per signed timestamp and token. */
    signature: text("signature").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.signature] }),
    index("mail_event_signatures_expires_idx").on(t.expiresAt),
  ],
);
