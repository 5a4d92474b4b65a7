import { CONSENT_PURPOSES } from "@sector/shared";
import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { companies, preferences, resources } from "./schema";

/**
 * Every open of a resource by a signed-in user (POST /resources/{id}/open), with the resource's
 * brand at that moment, once rolled up (see resource_opens_pending). The admin dashboard reads
 * only the rollups below, never this table.
 */
export const resourceOpens = pgTable(
  "resource_opens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    // No foreign keys here or in resource_open_members: a key check locks the member's and the
    // resource's rows (FOR KEY SHARE) for every open rolled up, dirtying those pages. The
    // roll-up drops opens of a member or resource that is gone; members are never deleted
    // (erasure keeps their row), and nothing deletes resources but tests.
    userId: integer("user_id").notNull(),
    resourceId: integer("resource_id").notNull(),
    companyId: integer("company_id").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // The opens of a day leaving a window (expire_open_windows()).
    index("resource_opens_opened_at_idx").on(t.openedAt),
    // A member's own opens (their data export, their erasure).
    index("resource_opens_user_idx").on(t.userId),
  ],
);

/**
 * Opens as they arrive: one narrow insert each, no foreign key, no row shared with another
 * open, so recording one never waits on another. roll_up_opens() (migration 0006) moves them
 * into resource_opens and the rollups in batches, every second and before every read.
 */
export const resourceOpensPending = pgTable("resource_opens_pending", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: integer("user_id").notNull(),
  resourceId: integer("resource_id").notNull(),
  companyId: integer("company_id").notNull(),
  openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Each member's last open (UTC day) of each resource: unique members per window. */
export const resourceOpenMembers = pgTable(
  "resource_open_members",
  {
    resourceId: integer("resource_id").notNull(),
    userId: integer("user_id").notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.userId] }),
    index("resource_open_members_last_day_idx").on(t.lastDay),
  ],
);

/**
 * Per resource: opens and unique members, all time and in each window of the dashboard (the
 * last 30, 84 and 365 UTC days). Opens add to it as they are rolled up; days leaving a window
 * are taken out by expire_open_windows(). A partial index per window gives each brand's top 10
 * without a sort (the query orders DESC NULLS LAST, as the indexes do).
 */
export const resourceOpenTotals = pgTable(
  "resource_open_totals",
  {
    resourceId: integer("resource_id")
      .primaryKey()
      .references(() => resources.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    opens: integer("opens").notNull().default(0),
    members: integer("members").notNull().default(0),
    opens30d: integer("opens_30d").notNull().default(0),
    members30d: integer("members_30d").notNull().default(0),
    opens12w: integer("opens_12w").notNull().default(0),
    members12w: integer("members_12w").notNull().default(0),
    opens12m: integer("opens_12m").notNull().default(0),
    members12m: integer("members_12m").notNull().default(0),
  },
  (t) => [
    index("resource_open_totals_company_30d_idx")
      .on(t.companyId, t.opens30d.desc(), t.resourceId)
      .where(sql`${t.opens30d} > 0`),
    index("resource_open_totals_company_12w_idx")
      .on(t.companyId, t.opens12w.desc(), t.resourceId)
      .where(sql`${t.opens12w} > 0`),
    index("resource_open_totals_company_12m_idx")
      .on(t.companyId, t.opens12m.desc(), t.resourceId)
      .where(sql`${t.opens12m} > 0`),
  ],
);

/**
 * Which days each window has already given back: every day up to `expired_through` is out of
 * the window's counters in resource_open_totals. Rows: 30d (30 days), 12w (84), 12m (365).
 */
export const openWindows = pgTable("open_windows", {
  name: text("name", { enum: ["30d", "12w", "12m"] }).primaryKey(),
  days: integer("days").notNull(),
  expiredThrough: date("expired_through", { mode: "string" }).notNull(),
});

/** Opens per topic of the opened resource (its topics when rolled up) and UTC day. */
export const topicOpenDays = pgTable(
  "topic_open_days",
  {
    preferenceId: integer("preference_id")
      .notNull()
      .references(() => preferences.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    opens: integer("opens").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.preferenceId, t.day] })],
);

/** Per topic: opens in each window of the dashboard, like resource_open_totals. */
export const topicOpenTotals = pgTable("topic_open_totals", {
  preferenceId: integer("preference_id")
    .primaryKey()
    .references(() => preferences.id, { onDelete: "cascade" }),
  opens30d: integer("opens_30d").notNull().default(0),
  opens12w: integer("opens_12w").notNull().default(0),
  opens12m: integer("opens_12m").notNull().default(0),
});

/** New members per brand they joined through and UTC day of joining (kept on insert). */
export const signupDays = pgTable(
  "signup_days",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    members: integer("members").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/** Per brand and purpose: current consents granted, of all current consents (kept by trigger). */
export const consentCounts = pgTable(
  "consent_counts",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    granted: integer("granted").notNull().default(0),
    total: integer("total").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.purpose] })],
);
