import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { BackupError } from "./backup-error";
import { type BackupManifest, databaseEntryOf } from "./backup-manifest";
import { runTool, toolMajor } from "./postgres-tools";
import { appliedMigrations, countTables, postgresMajor, type RunSql } from "./table-counts";

/** A database dumped into a work folder, with what its snapshot held. */
export type DumpedDatabase = Pick<
  BackupManifest,
  "kind" | "migrations" | "postgres_major" | "pg_dump_major" | "tables"
> & {
  /** The dump's file in the work folder. */
  file: string;
};

/**
 * A PostgreSQL server's database, with pg_dump's custom format. The row counts and pg_dump read
 * one snapshot: this connection exports it from a repeatable-read transaction held open while
 * pg_dump runs (`--snapshot`), so writes arriving meanwhile are either in both or in neither.
 */
export const dumpPostgres = async (
  databaseUrl: string,
  workDir: string,
): Promise<DumpedDatabase> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const run: RunSql = async (text) => (await client.query(text)).rows;
    await client.query("begin isolation level repeatable read read only");
    const [exported] = await run("select pg_export_snapshot() as snapshot");
    const major = await postgresMajor(run);
    const dumpMajor = await toolMajor("pg_dump");
    if (dumpMajor < major) {
      throw new BackupError(
        `pg_dump ${dumpMajor} cannot dump a PostgreSQL ${major} server: install PostgreSQL ${major}'s client tools (Debian: postgresql-client-${major})`,
      );
    }
    const tables = await countTables(run);
    const migrations = await appliedMigrations(run);
    const file = path.join(workDir, databaseEntryOf("postgres"));
    await runTool(
      "pg_dump",
      [
        "--format=custom",
        "--no-owner",
        "--no-acl",
        `--snapshot=${String(exported?.snapshot)}`,
        `--file=${file}`,
      ],
      databaseUrl,
    );
    await client.query("commit");
    return {
      kind: "postgres",
      file,
      tables,
      migrations,
      postgres_major: major,
      pg_dump_major: dumpMajor,
    };
  } finally {
    await client.end().catch(() => {});
  }
};

/**
 * The embedded database, with PGlite's own dump of its data folder. It runs inside a
 * transaction, which holds every other statement of this process back: the counts, a
 * checkpoint (every committed page written to the data files) and the copy of the files see
 * the same state, and the writes waiting go on right after.
 */
export const dumpPglite = async (client: PGlite, workDir: string): Promise<DumpedDatabase> =>
  client.transaction(async (tx) => {
    const run: RunSql = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
    const tables = await countTables(run);
    const migrations = await appliedMigrations(run);
    const major = await postgresMajor(run);
    await tx.exec("checkpoint");
    const dump = await client.dumpDataDir("gzip");
    const file = path.join(workDir, databaseEntryOf("pglite"));
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { kind: "pglite", file, tables, migrations, postgres_major: major, pg_dump_major: null };
  });
