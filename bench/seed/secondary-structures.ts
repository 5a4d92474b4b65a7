import { log, step } from "../lib/progress";
import { runOnConnections, type Sql } from "./sql-client";

/** The tables the large load fills. */
export const LOADED_TABLES = [
  "users",
  "user_preferences",
  "resources",
  "resource_preferences",
  "resource_edits",
  // Written by the search triggers of the resources and their topics (migrations 0012, 0018).
  "resource_search_docs",
  "search_word_variants",
  "resource_search_postings",
  "consent_events",
  "consents",
  "resource_opens",
  // Filled from resource_opens by rebuild_open_rollups() during the load.
  "resource_open_members",
  "resource_open_totals",
];

interface IndexDefinition {
  table: string;
  name: string;
  definition: string;
  /** Bytes of its table once loaded: bigger tables first when rebuilding. */
  weight: number;
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export interface DroppedStructures {
  indexes: IndexDefinition[];
  foreignKeys: ForeignKey[];
}

/**
 * Drops the secondary indexes and the foreign keys of the loaded tables, keeping their exact
 * definitions (pg_indexes.indexdef, pg_get_constraintdef) so they come back as they were.
 * Indexes that back a constraint (the primary keys) stay: the foreign keys pointing at them
 * would have to go too, and appending ids in order to a primary key costs little. Without the
 * per-row foreign-key triggers and index updates the load is several times faster; the
 * rebuilt indexes are built in one sorted pass, and re-adding each foreign key validates every
 * loaded row in one set-based check, so nothing is taken on trust.
 */
export const dropSecondaryStructures = async (sql: Sql): Promise<DroppedStructures> => {
  const indexes = await sql.query<{ table: string; name: string; definition: string }>(
    `SELECT i.tablename AS table, i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     JOIN pg_class ic ON ic.relname = i.indexname
     JOIN pg_namespace n ON n.oid = ic.relnamespace AND n.nspname = i.schemaname
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ic.oid)
     ORDER BY i.tablename, i.indexname`,
    [LOADED_TABLES],
  );
  const foreignKeys = await sql.query<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name,
            pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
       AND c.conrelid::regclass::text = ANY($1)
     ORDER BY 1, 2`,
    [LOADED_TABLES],
  );
  for (const fk of foreignKeys.rows) {
    await sql.query(`ALTER TABLE ${quote(fk.table)} DROP CONSTRAINT ${quote(fk.name)}`);
  }
  for (const index of indexes.rows) await sql.query(`DROP INDEX ${quote(index.name)}`);
  return {
    indexes: indexes.rows.map((row) => ({ ...row, weight: 0 })),
    foreignKeys: foreignKeys.rows,
  };
};

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Rebuilds the dropped indexes (biggest first, two at a time), then re-adds the foreign keys. */
export const restoreSecondaryStructures = async (
  connections: Sql[],
  dropped: DroppedStructures,
): Promise<void> => {
  const [first] = connections;
  if (!first) throw new Error("no connection to restore indexes with");
  const sizes = await first.query<{ table: string; bytes: string }>(
    `SELECT relname AS table, pg_relation_size(oid)::text AS bytes FROM pg_class WHERE relname = ANY($1)`,
    [LOADED_TABLES],
  );
  const bytesOf = new Map(sizes.rows.map((row) => [row.table, Number(row.bytes)]));
  // A trigram GIN index costs several times a b-tree over the same table.
  const weighted = dropped.indexes
    .map((index) => ({
      ...index,
      weight: (bytesOf.get(index.table) ?? 0) * (/using gin/i.test(index.definition) ? 6 : 1),
    }))
    .sort((a, b) => b.weight - a.weight);

  await runOnConnections(
    connections,
    weighted.map((index) => ({
      label: index.name,
      run: (sql) => step(`  index ${index.name}`, () => sql.query(index.definition)).then(() => {}),
    })),
  );
  await runOnConnections(
    connections,
    dropped.foreignKeys.map((fk) => ({
      label: fk.name,
      run: (sql) =>
        step(`  foreign key ${fk.name}`, () =>
          sql.query(
            `ALTER TABLE ${quote(fk.table)} ADD CONSTRAINT ${quote(fk.name)} ${fk.definition}`,
          ),
        ).then(() => {}),
    })),
  );
};

/** Last resort after a failed load: put back whatever is still missing, one by one. */
export const restoreWhatIsMissing = async (sql: Sql, dropped: DroppedStructures) => {
  for (const index of dropped.indexes) {
    const definition = index.definition.replace(
      /^CREATE (UNIQUE )?INDEX /i,
      "CREATE $1INDEX IF NOT EXISTS ",
    );
    await sql
      .query(definition)
      .catch((error: Error) => log(`could not restore ${index.name}: ${error.message}`));
  }
  for (const fk of dropped.foreignKeys) {
    const exists = await sql.query(`SELECT 1 FROM pg_constraint WHERE conname = $1`, [fk.name]);
    if (exists.rowCount) continue;
    await sql
      .query(`ALTER TABLE ${quote(fk.table)} ADD CONSTRAINT ${quote(fk.name)} ${fk.definition}`)
      .catch((error: Error) => log(`could not restore ${fk.name}: ${error.message}`));
  }
};
