import { existsSync, readdirSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openPglite } from "../db/client";
import { BackupError } from "./backup-error";
import { type BackupManifest, databaseEntryOf } from "./backup-manifest";
import { runTool, toolMajor } from "./postgres-tools";
import { countTables, listTables, postgresMajor, type RunSql } from "./table-counts";

/** Row counts of the restored database, every table. */
export type RestoredCounts = Record<string, number>;

const withClient = async <T>(databaseUrl: string, work: (run: RunSql) => Promise<T>) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end().catch(() => {});
  }
};

/**
 * What a PostgreSQL restore needs, checked before anything is written: an empty database, a
 * server at least as new as the one dumped, and a pg_restore at least as new as the pg_dump.
 */
export const checkPostgresTarget = async (databaseUrl: string, manifest: BackupManifest) => {
  await withClient(databaseUrl, async (run) => {
    const tables = await listTables(run);
    if (tables.length > 0) {
      throw new BackupError(
        `The database of DATABASE_URL is not empty (${tables.length} tables): restore only into an empty database (createdb a new one and point DATABASE_URL at it)`,
      );
    }
    const major = await postgresMajor(run);
    if (major < manifest.postgres_major) {
      throw new BackupError(
        `The backup is of a PostgreSQL ${manifest.postgres_major} server; this server is PostgreSQL ${major}: restore it into PostgreSQL ${manifest.postgres_major} or later`,
      );
    }
  });
  const restoreMajor = await toolMajor("pg_restore");
  if (manifest.pg_dump_major !== null && restoreMajor < manifest.pg_dump_major) {
    throw new BackupError(
      `The backup was written by pg_dump ${manifest.pg_dump_major}; pg_restore ${restoreMajor} cannot read it: install PostgreSQL ${manifest.pg_dump_major}'s client tools`,
    );
  }
};

/**
 * pg_restore in one transaction (a failure leaves the database empty), owners and grants left
 * to the target. Extension comments are left out: only an extension's owner (a superuser)
 * may set them, and a managed server's user is not one.
 */
export const restorePostgres = async (
  databaseUrl: string,
  workDir: string,
): Promise<RestoredCounts> => {
  const dump = path.join(workDir, databaseEntryOf("postgres"));
  const contents = await runTool("pg_restore", ["--list", dump]);
  const listFile = path.join(workDir, "restore.list");
  await writeFile(
    listFile,
    contents
      .split("\n")
      .filter((line) => !/ COMMENT - EXTENSION /.test(line))
      .join("\n"),
  );
  await runTool(
    "pg_restore",
    [
      "--no-owner",
      "--no-acl",
      "--exit-on-error",
      "--single-transaction",
      `--use-list=${listFile}`,
      dump,
    ],
    databaseUrl,
  );
  return withClient(databaseUrl, countTables);
};

/** Whether the embedded database's folder is absent or empty. */
const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** What an embedded restore needs: an empty DATA_DIR/db. */
export const checkPgliteTarget = (dbDir: string) => {
  if (!isEmptyFolder(dbDir)) {
    throw new BackupError(
      `The embedded database in ${dbDir} is not empty: restore only into an empty one (move that folder away, or set DATA_DIR to a new folder)`,
    );
  }
};

/**
 * PGlite starts from the dumped data folder and writes it into `dbDir`; what it counts then is
 * what the next server start finds. A failure removes the half-written folder.
 */
export const restorePglite = async (
  dbDir: string,
  workDir: string,
  manifest: BackupManifest,
): Promise<RestoredCounts> => {
  const dump = await readFile(path.join(workDir, databaseEntryOf("pglite")));
  try {
    const client = openPglite({ pglitePath: dbDir, pgliteSnapshot: new Blob([dump]) });
    try {
      const run: RunSql = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      const major = await postgresMajor(run);
      if (major !== manifest.postgres_major) {
        throw new BackupError(
          `The backup is of PostgreSQL ${manifest.postgres_major}; this embedded database is PostgreSQL ${major}: restore it with a version of Sector Portal on that PostgreSQL`,
        );
      }
      return await countTables(run);
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(dbDir, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `The embedded database could not start from the backup (PostgreSQL ${manifest.postgres_major}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};
