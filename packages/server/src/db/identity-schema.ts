import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies, users } from "./schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * An account's second factor (issue 32): its TOTP secret, encrypted with a key of its own
 * (never the JWT secret). `enabledAt` null: set up, not yet confirmed with a code.
 * `lastStep`: the 30-second step of the last accepted code, so a code works once.
 */
export const userMfa = pgTable("user_mfa", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEnc: text("secret_enc").notNull(),
  enabledAt: at("enabled_at"),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** Recovery codes, each stored hashed and good once. */
export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [uniqueIndex("mfa_recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);

/**
 * A sign-in waiting for its second factor: the mfa_token is stored hashed; it lives 5 minutes
 * and dies after 5 wrong codes or one right one.
 */
export const mfaChallenges = pgTable(
  "mfa_challenges",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    failures: integer("failures").notNull().default(0),
    /** Keep the session in local storage (the sign-in's "remember me"). */
    remember: boolean("remember").notNull().default(false),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mfa_challenges_token_hash_key").on(t.tokenHash),
    index("mfa_challenges_user_idx").on(t.userId),
    check("mfa_challenges_failures_check", sql`${t.failures} >= 0`),
  ],
);

/**
 * An emailed sign-in link: 256 bits, stored hashed, 15 minutes, single use. `companyId`: the
 * brand the mail was branded as (the member's first brand).
 */
export const loginLinks = pgTable(
  "login_links",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("login_links_token_hash_key").on(t.tokenHash),
    index("login_links_user_idx").on(t.userId),
  ],
);
