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
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies, consentEvents, resources, sponsors, users } from "./schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * What a sponsor bought (issue 30): the leads of members who choose to share their details
 * when they open one of its resources, up to a cap, between two dates, from the members its
 * filters name (each empty list: no narrowing).
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    sponsorId: integer("sponsor_id")
      .notNull()
      .references(() => sponsors.id),
    name: text("name").notNull(),
    leadCap: integer("lead_cap").notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    /** Set when an admin ended it before its end. */
    endedAt: at("ended_at"),
    companyIds: integer("company_ids").array().notNull().default(sql`'{}'`),
    preferenceIds: integer("preference_ids").array().notNull().default(sql`'{}'`),
    /** Lower-case words; a member matches when their job title contains any of them. */
    jobTitles: text("job_titles").array().notNull().default(sql`'{}'`),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_sponsor_idx").on(t.sponsorId, t.createdAt.desc()),
    check("campaigns_lead_cap_check", sql`${t.leadCap} > 0`),
    check("campaigns_dates_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The sponsored resources a campaign collects leads on. */
export const campaignResources = pgTable(
  "campaign_resources",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.resourceId] }),
    index("campaign_resources_resource_idx").on(t.resourceId),
  ],
);

/**
 * A member's details shared with a campaign's sponsor: written with its consent event in one
 * transaction, at most one per member and campaign, never more than the cap (the share locks
 * the campaign row while it counts). An erased member's lead stays counted (the sponsor had
 * it) but drops out of every later file.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    sponsorId: integer("sponsor_id")
      .notNull()
      .references(() => sponsors.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    /** The brand the member read it on: the resource's. */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    consentEventId: bigint("consent_event_id", { mode: "number" })
      .notNull()
      .references(() => consentEvents.id),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leads_campaign_user_key").on(t.campaignId, t.userId),
    index("leads_campaign_created_idx").on(t.campaignId, t.createdAt, t.id),
    index("leads_user_idx").on(t.userId),
  ],
);

/**
 * A member's current choice per sponsor: the latest `sponsor` event of the ledger, kept in its
 * transaction. Withdrawn (granted false): that sponsor's campaigns no longer ask them.
 */
export const sponsorConsents = pgTable(
  "sponsor_consents",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sponsorId: integer("sponsor_id")
      .notNull()
      .references(() => sponsors.id),
    granted: boolean("granted").notNull(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => consentEvents.id),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sponsorId] })],
);
