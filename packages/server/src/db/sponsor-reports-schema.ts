import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sponsors, users } from "./schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A sponsor's own report (issue 61): a secret link to a read-only page of its campaigns and
 * leads, no sign-in. Only the token's hash is kept (shown once, when created); a link works
 * until it expires or an admin revokes it.
 */
export const sponsorReportLinks = pgTable(
  "sponsor_report_links",
  {
    id: serial("id").primaryKey(),
    sponsorId: integer("sponsor_id")
      .notNull()
      .references(() => sponsors.id),
    /** sha256 of the token (src/auth/slugs.ts). */
    tokenHash: text("token_hash").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    lastViewedAt: at("last_viewed_at"),
  },
  (t) => [
    uniqueIndex("sponsor_report_links_token_hash_key").on(t.tokenHash),
    index("sponsor_report_links_sponsor_idx").on(t.sponsorId),
  ],
);
