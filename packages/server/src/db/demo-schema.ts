import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** What kinds of row the demo set writes and lists here (src/demo-data). */
export const DEMO_RECORD_KINDS = ["resource", "user", "newsletter"] as const;
export type DemoRecordKind = (typeof DEMO_RECORD_KINDS)[number];

/**
 * The registry of the sample content a fresh embedded database starts with (DEMO_DATA): the
 * id of every resource, member and newsletter edition the demo set wrote. "Remove demo data"
 * deletes exactly these (and what hangs off them), so nothing an admin made is ever touched.
 * No foreign keys: a row listed here may be deleted by other means first, and removal simply
 * finds nothing left to delete.
 */
export const demoRecords = pgTable(
  "demo_records",
  {
    kind: text("kind", { enum: DEMO_RECORD_KINDS }).notNull(),
    id: integer("id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    check("demo_records_kind_check", sql`${t.kind} in ('resource', 'user', 'newsletter')`),
  ],
);
