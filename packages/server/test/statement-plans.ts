import { fillPlaceholders } from "drizzle-orm";
import type { TestApp } from "./test-app";

/** Test helper: the plans PostgreSQL makes for the app's prepared statements. */

interface RawRows {
  rows: Record<string, unknown>[];
}
interface RawSession {
  query(text: string, params?: unknown[]): Promise<RawRows>;
}
/** PGlite (one session) or a node-postgres pool (a session per checked-out client). */
interface RawClient extends RawSession {
  connect?: () => Promise<RawSession & { release(): void }>;
}

export interface StatementWithValues {
  statement: { getQuery(): { sql: string; params: unknown[] } };
  values: Record<string, unknown>;
}

const clientOf = (t: TestApp) => (t.db as unknown as { $client: RawClient }).$client;

const planText = (result: RawRows) =>
  result.rows.map((row) => String(row["QUERY PLAN"])).join("\n");

/** The plan for these values: what a statement planned on every execution runs. */
export const customPlanOf = async (t: TestApp, { statement, values }: StatementWithValues) => {
  const query = statement.getQuery();
  return planText(
    await clientOf(t).query(`explain ${query.sql}`, fillPlaceholders(query.params, values)),
  );
};

/** Numbers, lists of numbers and text (the tests' own values): what the named statements take. */
const literal = (value: unknown): string => {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  if (Array.isArray(value) && value.every((v) => typeof v === "number" && Number.isFinite(v))) {
    return `'{${value.join(",")}}'`;
  }
  throw new Error(`no literal for ${JSON.stringify(value)}`);
};

/**
 * The one generic plan PostgreSQL keeps for a named statement once it has run five times:
 * PREPARE it on one session and explain EXECUTE with the generic plan forced.
 */
export const genericPlanOf = async (t: TestApp, { statement, values }: StatementWithValues) => {
  const query = statement.getQuery();
  const client = clientOf(t);
  const session = client.connect ? await client.connect() : null;
  const on: RawSession = session ?? client;
  try {
    await on.query("begin");
    await on.query("set local plan_cache_mode = force_generic_plan");
    await on.query(`prepare plan_check as ${query.sql}`);
    const args = fillPlaceholders(query.params, values).map(literal);
    return planText(await on.query(`explain execute plan_check(${args.join(", ")})`));
  } finally {
    await on.query("rollback");
    // Only this one: the app's own named statements live on the same connection.
    await on.query("deallocate plan_check").catch(() => {});
    session?.release();
  }
};
