import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Staff invitations (issue 64): an admin invites an address as employee or admin; the emailed
 * link (its token kept only as a sha256 hash, src/auth/slugs.ts) sets a password once and makes
 * the account. An address has at most one open invitation: inviting it again revokes the
 * earlier one, whose link stops working.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role", { enum: ["employee", "admin"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    /** Revoked by an admin, or replaced by a newer invitation of the same address. */
    revokedAt: at("revoked_at"),
    /** The account the invitation made. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash),
    uniqueIndex("staff_invitations_open_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
    index("staff_invitations_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    check("staff_invitations_role_check", sql`${t.role} in ('employee', 'admin')`),
  ],
);
