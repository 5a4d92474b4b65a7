import {
  type CampaignQuestion,
  LEAD_REJECT_REASONS,
  LEAD_STATUSES,
  type LeadAnswers,
  type LeadRejectReason,
  type LeadStatus,
} from "@sector/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies, consentEvents, resources, sponsors, users } from "./schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** `column in ('a', 'b', …)` from a shared list: the CHECK follows the list it guards. */
const inList = (column: SQL, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "))})`;

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'`);

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
    /**
     * Work details (issue 60), codes of the @sector/shared lists: a member matches when their
     * field is one of them; unknown never matches a list that is not empty.
     */
    countries: textList("countries"),
    companySizes: textList("company_sizes"),
    industries: textList("industries"),
    jobFunctions: textList("job_functions"),
    seniorities: textList("seniorities"),
    /** Qualifying questions, as campaignQuestionsSchema leaves them (profile ones without options). */
    questions: jsonb("questions").$type<CampaignQuestion[]>().notNull().default(sql`'[]'::jsonb`),
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
 * The member as a lead was sold (issue 60): written when they share and never after, so a later
 * change of their profile does not alter what the sponsor bought. Erasure clears it.
 */
export interface LeadMemberSnapshot {
  firstname: string;
  lastname: string;
  email: string;
  mobileNumber: string;
  userCompany: string;
  jobTitle: string;
  /** Codes of the @sector/shared lists (the users CHECKs hold them), null when unknown. */
  country: string | null;
  companySize: string | null;
  industry: string | null;
  jobFunction: string | null;
  seniority: string | null;
}

/**
 * A member's details shared with a campaign's sponsor: written with its consent event in one
 * transaction, at most one per member and campaign, never more accepted ones than the cap (the
 * share locks the campaign row while it counts, and so does restoring a rejected one). A
 * rejected lead stays, with its reason, but no longer counts. An erased member's lead stays
 * counted (the sponsor had it) but drops out of every later file, its snapshot and answers gone.
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
    status: text("status").$type<LeadStatus>().notNull().default("delivered"),
    rejectReason: text("reject_reason").$type<LeadRejectReason>(),
    /** The admin's remark on a rejection; kept from the sponsor (not in the webhook). */
    rejectNote: text("reject_note"),
    rejectedAt: at("rejected_at"),
    rejectedBy: integer("rejected_by").references(() => users.id, { onDelete: "set null" }),
    /** The answers to the campaign's questions, profile answers included. */
    answers: jsonb("answers").$type<LeadAnswers>().notNull().default(sql`'{}'::jsonb`),
    /** Null for leads from before migration 0024, and once the member is erased. */
    member: jsonb("member").$type<LeadMemberSnapshot>(),
  },
  (t) => [
    uniqueIndex("leads_campaign_user_key").on(t.campaignId, t.userId),
    index("leads_campaign_created_idx").on(t.campaignId, t.createdAt, t.id),
    index("leads_user_idx").on(t.userId),
    check("leads_status_check", inList(sql`${t.status}`, LEAD_STATUSES)),
    check("leads_reject_reason_check", inList(sql`${t.rejectReason}`, LEAD_REJECT_REASONS)),
    // A rejected lead has its reason and time; a delivered one neither.
    check(
      "leads_rejection_check",
      sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null and ${t.rejectedAt} is not null)`,
    ),
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
