import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * ORDER BY terms that match the (… desc nulls last) indexes drizzle-kit generated
 * (resources, users). Drizzle's desc() renders a bare DESC, which PostgreSQL reads as DESC NULLS
 * FIRST: that does not match those indexes, so every page would sort the whole table. The
 * columns are NOT NULL, so the nulls placement changes no result, only the plan: DESC NULLS
 * LAST is a forward scan of the index, ASC NULLS FIRST the same index scanned backwards.
 */
export const orderBy = (column: AnyColumn, direction: "asc" | "desc"): SQL =>
  direction === "desc" ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
