import {
  COMPANY_SIZES,
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  type CompanySize,
  FIRMOGRAPHIC_SOURCES,
  type FirmographicSource,
  INDUSTRIES,
  type Industry,
  JOB_FUNCTIONS,
  type JobFunction,
  LEDGER_PURPOSES,
  MEMBER_IMPORT_STATUSES,
  MEMBERSHIP_SOURCES,
  type RegistrationFields,
  SENIORITIES,
  type Seniority,
} from "@sector/shared";
import { relations, type SQL, sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
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

/** `column in ('a', 'b', …)` from a shared list: the CHECK follows the list it guards. */
const inList = (column: SQL, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "))})`;

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    /** The sector code, such as CIO. */
    name: text("name").notNull(),
    baseUrl: text("base_url").notNull(),
    logoUrl: text("logo_url").notNull(),
    description: text("description").notNull().default(""),
    /** Brand colours and tagline for the registration page. */
    primaryColor: text("primary_color").notNull().default("#1e3a8a"),
    accentColor: text("accent_color").notNull().default("#f59e0b"),
    tagline: text("tagline").notNull().default(""),
    /**
     * The rest of the registration page's branding (/{code}-register): a new brand is live
     * with no code change. Empty texts fall back to the page's generic wording.
     */
    introText: text("intro_text").notNull().default(""),
    footerBlurb: text("footer_blurb").notNull().default(""),
    socialNetwork: text("social_network").notNull().default("LinkedIn"),
    socialUrl: text("social_url").notNull().default(""),
    /** Footer Quick Links: `url` absolute, or a path on the brand's site (base_url). */
    quickLinks: jsonb("quick_links")
      .$type<{ label: string; url: string }[]>()
      .notNull()
      .default(
        sql`'[{"label":"Home","url":"/"},{"label":"News","url":"/news"},{"label":"Featured Articles","url":"/featured-articles"},{"label":"Quick Bytes","url":"/quick-bytes"},{"label":"Featured Interview","url":"/featured-interview"},{"label":"Contact Us","url":"/contact-us"}]'::jsonb`,
      ),
    joinLabel: text("join_label").notNull().default("Join"),
    /** What the join button reads while submitting ("..." on CIO); empty: the label stays. */
    joinBusyLabel: text("join_busy_label").notNull().default(""),
    /**
     * Which firmographic fields the brand's registration form asks, "optional" or "required"
     * (@sector/shared RegistrationFields); a field left out is not asked.
     */
    registrationFields: jsonb("registration_fields")
      .$type<RegistrationFields>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex("companies_name_lower_key").on(sql`lower(${t.name})`)],
);

export const preferences = pgTable(
  "preferences",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("preferences_company_name_lower_key").on(t.companyId, sql`lower(${t.name})`)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["user", "admin", "employee"] })
      .notNull()
      .default("user"),
    jobTitle: text("job_title").notNull().default(""),
    userCompany: text("user_company").notNull().default(""),
    /**
     * Firmographics (@sector/shared firmographics.ts), null when unknown. Seniority and job
     * function may be derived from the job title; their `_source` says who set the value.
     */
    country: text("country"),
    companySize: text("company_size").$type<CompanySize>(),
    industry: text("industry").$type<Industry>(),
    jobFunction: text("job_function").$type<JobFunction>(),
    jobFunctionSource: text("job_function_source").$type<FirmographicSource>(),
    seniority: text("seniority").$type<Seniority>(),
    senioritySource: text("seniority_source").$type<FirmographicSource>(),
    joinedThru: integer("joined_thru").references(() => companies.id, { onDelete: "set null" }),
    newsletterFlag: boolean("newsletter_flag").notNull().default(false),
    resourcesFlag: boolean("resources_flag").notNull().default(false),
    partnersFlag: boolean("partners_flag").notNull().default(false),
    /** Bumped on password or role change: tokens carrying an older version stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    /**
     * When the member was erased (their request, an admin's, or the retention job): the row
     * stays, with every personal field overwritten, so the consent ledger and resources keep a
     * pseudonymous id to point at; lists, sign-in and the lead export skip it.
     */
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    // A brand's members in id order: the lead export's batches and counts.
    index("users_joined_thru_idx").on(t.joinedThru, t.id),
    check("users_role_check", sql`${t.role} in ('user', 'admin', 'employee')`),
    // ISO 3166-1 alpha-2: the shape, not the list, so a code the list gains needs no migration.
    check("users_country_check", sql`${t.country} ~ '^[A-Z]{2}$'`),
    check("users_company_size_check", inList(sql`${t.companySize}`, COMPANY_SIZES)),
    check("users_industry_check", inList(sql`${t.industry}`, INDUSTRIES)),
    check("users_job_function_check", inList(sql`${t.jobFunction}`, JOB_FUNCTIONS)),
    check("users_seniority_check", inList(sql`${t.seniority}`, SENIORITIES)),
    check(
      "users_job_function_source_check",
      inList(sql`${t.jobFunctionSource}`, FIRMOGRAPHIC_SOURCES),
    ),
    check("users_seniority_source_check", inList(sql`${t.senioritySource}`, FIRMOGRAPHIC_SOURCES)),
  ],
);

/**
 * A member's brands: one row per brand they belong to. `users.joined_thru` stays the first
 * brand (SPEC.md); a second brand is added when the member confirms the emailed join link
 * (`membership_requests`), by an import, or by staff.
 */
export const memberships = pgTable(
  "memberships",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    source: text("source", { enum: MEMBERSHIP_SOURCES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index("memberships_company_idx").on(t.companyId, t.userId),
    check("memberships_source_check", sql`${t.source} in ('registration', 'import', 'staff')`),
  ],
);

/**
 * An existing member's registration on another brand's page, waiting for the owner to open
 * the emailed link: what they chose there (topics, consents and the wording versions shown)
 * is applied only then. The slug is only ever in the email; this keeps its SHA-256.
 */
export const membershipRequests = pgTable(
  "membership_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    preferenceIds: jsonb("preference_ids").$type<number[]>().notNull(),
    /** { newsletter, resources, partners } as ticked, and `versions` of the wording shown. */
    consents: jsonb("consents").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("membership_requests_hash_key").on(t.tokenHash),
    index("membership_requests_user_idx").on(t.userId),
  ],
);

/**
 * An admin's CSV import of members: the column mapping, where the run has got to and what it
 * found. Its rows are staged in `member_import_rows` by line, so a run that stopped (a restart)
 * resumes after the last line it committed, never importing a line twice.
 */
export const memberImports = pgTable(
  "member_imports",
  {
    id: serial("id").primaryKey(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    fileName: text("file_name").notNull().default(""),
    /** A dry run reports what would happen and writes no member. */
    dryRun: boolean("dry_run").notNull(),
    sendWelcome: boolean("send_welcome").notNull().default(false),
    /** The CSV's header row, and which column feeds which field. */
    headers: jsonb("headers").$type<string[]>().notNull(),
    mapping: jsonb("mapping").notNull(),
    status: text("status", { enum: MEMBER_IMPORT_STATUSES }).notNull().default("queued"),
    totalRows: integer("total_rows").notNull().default(0),
    /** The last line committed: a resumed run starts after it. */
    processedRows: integer("processed_rows").notNull().default(0),
    createdRows: integer("created_rows").notNull().default(0),
    mergedRows: integer("merged_rows").notNull().default(0),
    refusedRows: integer("refused_rows").notNull().default(0),
    error: text("error"),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("member_imports_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check(
      "member_imports_status_check",
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/** The staged lines of an import (cells as parsed), gone once the import has finished. */
export const memberImportRows = pgTable(
  "member_import_rows",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => memberImports.id, { onDelete: "cascade" }),
    /** The line number in the file (the header is line 1). */
    line: integer("line").notNull(),
    cells: jsonb("cells").$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/** Each refused line of an import, with why. */
export const memberImportRefusals = pgTable(
  "member_import_refusals",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => memberImports.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

export const userPreferences = pgTable(
  "user_preferences",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    preferenceId: integer("preference_id")
      .notNull()
      .references(() => preferences.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.preferenceId] }),
    // A topic's members, read from the index alone (a segment's topics rule, issue 62).
    index("user_preferences_preference_idx").on(t.preferenceId, t.userId),
  ],
);

/**
 * The vendors who pay for their resources to reach a sector community and for the details of
 * members who choose to share them (issue 30). Here beside resources, which may name one;
 * campaigns and leads are in sponsors-schema.ts. Never deleted: evidence names them.
 */
export const sponsors = pgTable("sponsors", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  website: text("website").notNull(),
  logoUrl: text("logo_url"),
  privacyUrl: text("privacy_url").notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  ...timestamps,
});

export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    imageBg: text("image_bg").notNull(),
    resourceUrl: text("resource_url").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Who paid for it to be here; null: nobody. */
    sponsorId: integer("sponsor_id").references(() => sponsors.id),
    ...timestamps,
  },
  (t) => [
    index("resources_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index("resources_company_updated_idx").on(t.companyId, t.updatedAt.desc(), t.id.desc()),
    index("resources_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("resources_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
    index("resources_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    // Whether a renamed user's name shows on any resource (the change notifications, 0011).
    index("resources_created_by_idx").on(t.createdBy),
  ],
);

export const resourcePreferences = pgTable(
  "resource_preferences",
  {
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    preferenceId: integer("preference_id")
      .notNull()
      .references(() => preferences.id, { onDelete: "cascade" }),
    /**
     * A copy of the resource's created_at, so one topic's resources can be read newest first
     * from resource_preferences_feed_idx alone (the member feed). A trigger of the migration
     * sets it on every insert from the resource, whatever the insert says, and follows any
     * change of resources.created_at: no writer can get it wrong. The default only lets
     * inserts leave it out.
     */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.preferenceId] }),
    // Leads with preference_id: also serves deleting a preference's links (cascade included).
    index("resource_preferences_feed_idx").on(
      t.preferenceId,
      t.createdAt.desc(),
      t.resourceId.desc(),
    ),
  ],
);

/**
 * The exact number of resources of each company, kept by triggers on resources (insert,
 * delete, a change of company, truncate) in the writing transaction: the archive's totals
 * without counting a million rows.
 */
export const companyResourceCounts = pgTable("company_resource_counts", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  resources: integer("resources").notNull().default(0),
});

/** The `updated_by` history of a resource: one row per edit. */
export const resourceEdits = pgTable(
  "resource_edits",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("resource_edits_resource_idx").on(t.resourceId, t.at),
    // Whether a renamed user's name shows in any edit history (the change notifications, 0011).
    index("resource_edits_user_idx").on(t.userId),
  ],
);

export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the slug; the slug itself is only ever in the email. */
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", { enum: ["welcome", "reset"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("password_tokens_hash_key").on(t.tokenHash),
    index("password_tokens_user_idx").on(t.userId),
    check("password_tokens_purpose_check", sql`${t.purpose} in ('welcome', 'reset')`),
  ],
);

/** Every version of each brand's wording of each consent; events point at the one shown. */
export const consentTexts = pgTable(
  "consent_texts",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The three consents of a registration page, or the sponsor dialog's wording. */
    purpose: text("purpose", { enum: LEDGER_PURPOSES }).notNull(),
    version: integer("version").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("consent_texts_version_key").on(t.companyId, t.purpose, t.version),
    check(
      "consent_texts_purpose_check",
      sql`${t.purpose} in ('newsletter', 'resources', 'partners', 'sponsor')`,
    ),
  ],
);

/**
 * The consent ledger: one row per consent given or withdrawn, never changed or removed (a
 * trigger of migration 0004 refuses UPDATE and DELETE). `consents` is its current state.
 */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /**
     * The member. No foreign key, on purpose: evidence outlives the person (an erased member's
     * row goes, the proof of what they agreed to stays), and a key would block that or want
     * the event rewritten.
     */
    userId: integer("user_id").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    purpose: text("purpose", { enum: LEDGER_PURPOSES }).notNull(),
    granted: boolean("granted").notNull(),
    /** The sponsor a `sponsor` event shares with (or stops sharing with); null otherwise. */
    sponsorId: integer("sponsor_id").references(() => sponsors.id),
    textId: integer("text_id")
      .notNull()
      .references(() => consentTexts.id),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** Staff who made the change; null when the member did. No foreign key (see userId). */
    actorId: integer("actor_id"),
  },
  (t) => [
    index("consent_events_user_idx").on(t.userId, t.occurredAt.desc(), t.id.desc()),
    check(
      "consent_events_purpose_check",
      sql`${t.purpose} in ('newsletter', 'resources', 'partners', 'sponsor')`,
    ),
    check(
      "consent_events_sponsor_check",
      sql`(${t.purpose} = 'sponsor') = (${t.sponsorId} is not null)`,
    ),
    check(
      "consent_events_source_check",
      sql`${t.source} in ('registration', 'profile', 'unsubscribe', 'staff', 'import', 'complaint', 'sponsor_share')`,
    ),
  ],
);

/** A member's current consent per brand and purpose: the latest event, kept in its transaction. */
export const consents = pgTable(
  "consents",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean("granted").notNull(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => consentEvents.id),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId, t.purpose] }),
    // The lead export: members of a brand with a consent granted.
    index("consents_company_purpose_idx").on(t.companyId, t.purpose, t.granted),
    // Segment counts (issue 62): a brand's members holding a purpose, read from the index alone.
    index("consents_granted_members_idx")
      .on(t.companyId, t.purpose, t.userId)
      .where(sql`${t.granted}`),
  ],
);

/**
 * Every staff action that changes data or takes personal data out, written in the action's
 * transaction. Evidence: a trigger of migration 0004 refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** No foreign key: the record of an action outlives the account that did it. */
    actorId: integer("actor_id"),
    /** What was done, e.g. "user.role_change", "lead.export". */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** What changed, old → new where it fits; never a password or a token. */
    summary: text("summary").notNull(),
    ip: text("ip"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_action_idx").on(t.action, t.at.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc(), t.id.desc()),
  ],
);

/**
 * The background work queue (src/jobs): mail today, webhooks and imports later. A job is
 * written in the transaction of what caused it and run by a worker in every server process;
 * a worker claims due jobs with FOR UPDATE SKIP LOCKED and holds each for a lease
 * (`locked_until`), so several processes run each job once, and the job of a process that
 * died runs again when its lease ends.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What runs it: "mail" (payload: the rendered message). */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    /** pending (due at run_at), done, or failed (gave up; an admin may retry it). */
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Start of the current retry window: its creation, or an admin's retry of a failed job. */
    retriesSince: timestamp("retries_since", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    // The worker's claim: due pending jobs, oldest first.
    index("jobs_due_idx").on(t.runAt, t.id).where(sql`${t.status} = 'pending'`),
    // Counts by kind and state (the admin's Mail section, metrics), "finished since" included.
    index("jobs_kind_status_idx").on(t.kind, t.status, t.finishedAt),
    check("jobs_status_check", sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);

/**
 * Session tokens ended by logout before they expire, by their `jti`: a token listed here is
 * refused. Rows go once the token would have expired anyway.
 */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("revoked_tokens_user_idx").on(t.userId)],
);

export const companiesRelations = relations(companies, ({ many }) => ({
  preferences: many(preferences),
  resources: many(resources),
}));

export const preferencesRelations = relations(preferences, ({ one }) => ({
  company: one(companies, { fields: [preferences.companyId], references: [companies.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  joinedCompany: one(companies, { fields: [users.joinedThru], references: [companies.id] }),
  preferences: many(userPreferences),
}));

export const userPreferencesRelations = relations(userPreferences, ({ one }) => ({
  user: one(users, { fields: [userPreferences.userId], references: [users.id] }),
  preference: one(preferences, {
    fields: [userPreferences.preferenceId],
    references: [preferences.id],
  }),
}));

export const resourcesRelations = relations(resources, ({ one, many }) => ({
  company: one(companies, { fields: [resources.companyId], references: [companies.id] }),
  creator: one(users, { fields: [resources.createdBy], references: [users.id] }),
  preferences: many(resourcePreferences),
  edits: many(resourceEdits),
}));

export const resourcePreferencesRelations = relations(resourcePreferences, ({ one }) => ({
  resource: one(resources, {
    fields: [resourcePreferences.resourceId],
    references: [resources.id],
  }),
  preference: one(preferences, {
    fields: [resourcePreferences.preferenceId],
    references: [preferences.id],
  }),
}));

export const resourceEditsRelations = relations(resourceEdits, ({ one }) => ({
  resource: one(resources, { fields: [resourceEdits.resourceId], references: [resources.id] }),
  user: one(users, { fields: [resourceEdits.userId], references: [users.id] }),
}));
