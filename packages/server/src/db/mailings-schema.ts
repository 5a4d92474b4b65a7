import type { AbTest, MailingPurpose, SegmentRules } from "@sector/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { newsletters } from "./newsletters-schema";
import { companies, sponsors, users } from "./schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A brand's saved segment of members (issue 62): rules, ANDed (@sector/shared segments.ts). */
export const segments = pgTable(
  "segments",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    rules: jsonb("rules").$type<SegmentRules>().notNull().default({}),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("segments_company_name_lower_key").on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * A mailing (issue 62): what a `newsletters` row of kind "mailing" adds to it. The row gives it
 * the edition's life (status, send_at, frozen_at, sent_at), its deliveries, their leases,
 * counts, bounces and clicks: mailings are sent by the newsletter's engine.
 */
export const mailings = pgTable(
  "mailings",
  {
    newsletterId: integer("newsletter_id")
      .primaryKey()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<MailingPurpose>().notNull(),
    segmentId: integer("segment_id").references(() => segments.id, { onDelete: "set null" }),
    /** The draft's own rules, or (once frozen) the rules it was sent to. */
    rules: jsonb("rules").$type<SegmentRules>().notNull().default({}),
    preheader: text("preheader").notNull().default(""),
    bodyMarkdown: text("body_markdown").notNull(),
    resourceIds: integer("resource_ids").array().notNull().default(sql`'{}'::int[]`),
    sponsorId: integer("sponsor_id").references(() => sponsors.id),
    abTest: jsonb("ab_test").$type<AbTest>(),
    /** The A/B test's winning subject ("a" or "b"), chosen once. */
    abWinner: text("ab_winner").$type<"a" | "b">(),
    abDecidedAt: at("ab_decided_at"),
    /** The links of the body, in order: a tracked link names its link by its place here. */
    links: text("links").array().notNull().default(sql`'{}'::text[]`),
    /** When frozen: matching members holding the consent, and those left out of them. */
    consenting: integer("consenting"),
    capped: integer("capped"),
    suppressed: integer("suppressed"),
  },
  (t) => [
    index("mailings_segment_idx").on(t.segmentId),
    check("mailings_purpose_check", sql`${t.purpose} in ('resources', 'partners')`),
    check(
      "mailings_sponsor_check",
      sql`(${t.purpose} = 'partners') = (${t.sponsorId} is not null)`,
    ),
    check("mailings_ab_winner_check", sql`${t.abWinner} in ('a', 'b')`),
  ],
);

/** A brand's mailing settings; no row: the defaults. */
export const mailingSettings = pgTable(
  "mailing_settings",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Mailings a member gets in any 7 days (the newsletter apart); 0: no cap. */
    maxPerMemberPer7Days: smallint("max_per_member_per_7_days").notNull().default(2),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [check("mailing_settings_cap_check", sql`${t.maxPerMemberPer7Days} between 0 and 50`)],
);

/**
 * Members who followed a link of a mailing's body (GET /m/{token}): the link by its place in
 * `mailings.links`, the first time and how often. Resource cards count in newsletter_clicks.
 */
export const mailingLinkClicks = pgTable(
  "mailing_link_clicks",
  {
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    link: smallint("link").notNull(),
    firstAt: at("first_at").notNull().defaultNow(),
    clicks: integer("clicks").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.userId, t.link] }),
    index("mailing_link_clicks_user_idx").on(t.userId),
  ],
);

/**
 * Each member's last activity (issue 62): the last time they opened a resource or clicked a
 * mail's link, so the segment rules `active_within_days` and `inactive_for_days` read one row
 * per member instead of their opens. Kept by triggers (migration 0028): as opens are rolled up
 * into resource_opens and as newsletter and mailing clicks are recorded or repeated. No row:
 * never active.
 */
export const memberActivity = pgTable(
  "member_activity",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    lastActiveAt: at("last_active_at").notNull(),
  },
  (t) => [index("member_activity_last_idx").on(t.lastActiveAt, t.userId)],
);

/**
 * What a segment's rules and a mailing's audience read of one membership (issue 62), in one
 * narrow row: the brand's consents for the mailings' two purposes, whether the address is
 * suppressed, the member's firmographics, job title and day of last activity, when and how they
 * joined. A row per membership of a member not erased, kept by triggers (migration 0029) on
 * memberships, consents, users, suppressions and member_activity in the writing transaction, so
 * a count reads one brand's range of one index instead of each member's rows in five tables.
 */
export const membershipFacts = pgTable(
  "membership_facts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    joinedAt: at("joined_at").notNull(),
    imported: boolean("imported").notNull(),
    /** The consents for mailings' purposes held now (consents.granted). */
    resources: boolean("resources").notNull(),
    partners: boolean("partners").notNull(),
    suppressed: boolean("suppressed").notNull(),
    country: text("country"),
    companySize: text("company_size"),
    industry: text("industry"),
    jobFunction: text("job_function"),
    seniority: text("seniority"),
    /**
     * The job title's first 200 characters (the most registration, the profile and imports
     * take): an index entry holds it whole, whatever a title written some other way may be.
     */
    jobTitle: text("job_title").notNull(),
    /**
     * The UTC day of the member's last activity (member_activity): written when that day
     * changes, at most once a day a member, so opens and clicks do not rewrite these rows.
     */
    lastActiveOn: date("last_active_on", { mode: "string" }),
  },
  (t) => {
    /** A brand's members who may get a purpose's mail with every field the rules read. */
    const mailable = (name: string, purpose: typeof t.resources) =>
      index(name)
        .on(
          t.companyId,
          t.joinedAt,
          t.userId,
          t.imported,
          t.country,
          t.companySize,
          t.industry,
          t.jobFunction,
          t.seniority,
          t.lastActiveOn,
          t.jobTitle,
        )
        .where(sql`${purpose} and not ${t.suppressed}`);
    return [
      primaryKey({ columns: [t.companyId, t.userId] }),
      index("membership_facts_user_idx").on(t.userId),
      mailable("membership_facts_resources_idx", t.resources),
      mailable("membership_facts_partners_idx", t.partners),
    ];
  },
);
