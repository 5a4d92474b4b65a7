/** Runs one statement and answers its rows: a pg client, a PGlite transaction, … */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/** Every table of the database but PostgreSQL's own: "schema.table", sorted. */
export const listTables = async (run: RunSql): Promise<string[]> => {
  const rows = await run(`
    select n.nspname as schema, c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
     order by 1, 2`);
  return rows.map((row) => `${row.schema}.${row.name}`);
};

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const qualified = (table: string) => {
  const dot = table.indexOf(".");
  return `${quoted(table.slice(0, dot))}.${quoted(table.slice(dot + 1))}`;
};
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The row count of every table, in one statement (so in one snapshot). */
export const countTables = async (run: RunSql): Promise<Record<string, number>> => {
  const tables = await listTables(run);
  if (tables.length === 0) return {};
  const rows = await run(
    tables
      .map(
        (table) => `select ${literal(table)} as t, count(*)::bigint as n from ${qualified(table)}`,
      )
      .join(" union all "),
  );
  return Object.fromEntries(rows.map((row) => [String(row.t), Number(row.n)]));
};

/** The migrations drizzle recorded as applied: how many, and the newest one's time. */
export const appliedMigrations = async (run: RunSql) => {
  const tables = await listTables(run);
  if (!tables.includes("drizzle.__drizzle_migrations")) return { count: 0, last_at: null };
  const [row] = await run(
    "select count(*)::int as n, max(created_at)::bigint as last from drizzle.__drizzle_migrations",
  );
  return { count: Number(row?.n ?? 0), last_at: row?.last == null ? null : Number(row.last) };
};

/** The server's major version (15 for 15.20). */
export const postgresMajor = async (run: RunSql): Promise<number> => {
  const [row] = await run("select current_setting('server_version_num')::int as v");
  return Math.floor(Number(row?.v) / 10_000);
};

/** Tables whose row counts differ between two countings, as "table: expected → found". */
export const countDifferences = (
  expected: Record<string, number>,
  found: Record<string, number>,
): string[] =>
  [...new Set([...Object.keys(expected), ...Object.keys(found)])]
    .sort()
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${expected[table] ?? "absent"} → ${found[table] ?? "absent"}`);
