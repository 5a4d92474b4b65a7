import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../../test/scratch-postgres";
import type { StorageConfig } from "../config";
import { createDatabase } from "../db/client";
import { seedDatabase } from "../db/seed";
import { runBackup } from "./backup-command";
import { MANIFEST_ENTRY } from "./backup-manifest";
import { claimEmbeddedDatabase } from "./control-socket";
import { runRestore } from "./restore-command";
import { listTables } from "./table-counts";

/**
 * `npm run backup` and `npm run restore` in this process, on the database the tests run on
 * (an embedded one in a DATA_DIR, or a PostgreSQL server's): what they refuse, each before
 * anything is written. The drill with a running server is e2e/backup-drill.e2e.ts.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? null;
let work: string;
const scratches: ScratchDatabase[] = [];

/** A fresh DATA_DIR, and on PostgreSQL a fresh database: empty. */
const emptyStorage = async (name: string): Promise<StorageConfig> => {
  const dataDir = path.join(work, name);
  if (!serverUrl) return { dataDir, databaseUrl: null };
  const scratch = await createScratchDatabase(serverUrl, "sp_backup");
  scratches.push(scratch);
  return { dataDir, databaseUrl: scratch.url };
};

/** A migrated, seeded portal with DATA_DIR's generated secrets. */
const portal = async (name: string): Promise<StorageConfig> => {
  const storage = await emptyStorage(name);
  const database = createDatabase({
    databaseUrl: storage.databaseUrl,
    pglitePath: storage.databaseUrl ? null : path.join(storage.dataDir, "db"),
  });
  await database.migrate();
  await seedDatabase(database.db, {
    publicUrl: "http://portal.test",
    adminEmail: "admin@example.com",
    adminPassword: "admin-password-1",
  });
  await database.close();
  await mkdir(storage.dataDir, { recursive: true });
  await writeFile(path.join(storage.dataDir, "jwt-secret"), "the-source-jwt-secret");
  return storage;
};

let source: StorageConfig;
let backupFile: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "sector-portal-backups-"));
  source = await portal("source");
  backupFile = path.join(work, "source.tar");
  await runBackup(source, backupFile);
}, 60_000);

afterAll(async () => {
  for (const scratch of scratches) await scratch.drop();
  await rm(work, { recursive: true, force: true });
});

/** Whether the target holds no table yet: nothing was restored. */
const stillEmpty = async (storage: StorageConfig) => {
  if (!storage.databaseUrl) {
    const dbDir = path.join(storage.dataDir, "db");
    return !existsSync(dbDir) || readdirSync(dbDir).length === 0;
  }
  const client = new pg.Client({ connectionString: storage.databaseUrl });
  await client.connect();
  try {
    return (await listTables(async (text) => (await client.query(text)).rows)).length === 0;
  } finally {
    await client.end();
  }
};

describe("backup and restore", () => {
  it("restores a backup into an empty database, with its row counts and secrets", async () => {
    const target = await emptyStorage("restored");
    const { manifest, counts } = await runRestore(target, backupFile);
    expect(manifest.kind).toBe(serverUrl ? "postgres" : "pglite");
    expect(counts).toEqual(manifest.tables);
    expect(counts["public.companies"]).toBe(4);
    expect(manifest.migrations.count).toBeGreaterThanOrEqual(22);
    expect(await readFile(path.join(target.dataDir, "jwt-secret"), "utf8")).toBe(
      "the-source-jwt-secret",
    );
  });

  it("refuses a database that is not empty", async () => {
    await expect(runRestore(source, backupFile)).rejects.toThrow(/is not empty/);
  });

  it("refuses to write over an existing file", async () => {
    await expect(runBackup(source, backupFile)).rejects.toThrow(/exists already/);
  });

  it("refuses a file that is not a backup", async () => {
    const target = await emptyStorage("not-a-backup");
    const file = path.join(work, "notes.txt");
    await writeFile(file, "not a backup at all");
    await expect(runRestore(target, file)).rejects.toThrow(/is not a Sector Portal backup/);
    expect(await stillEmpty(target)).toBe(true);
  });

  it("refuses a backup of the other kind of database", async () => {
    const other: StorageConfig = serverUrl
      ? { dataDir: path.join(work, "other-kind"), databaseUrl: null }
      : { dataDir: path.join(work, "other-kind"), databaseUrl: "postgres://nobody@127.0.0.1:1/x" };
    await expect(runRestore(other, backupFile)).rejects.toThrow(
      serverUrl ? /backup of a PostgreSQL server/ : /backup of the embedded database/,
    );
  });

  it("refuses a backup of a newer schema than this version knows", async () => {
    const unpacked = path.join(work, "newer");
    await mkdir(unpacked, { recursive: true });
    await tar.x({ file: backupFile, cwd: unpacked });
    const manifestFile = path.join(unpacked, MANIFEST_ENTRY);
    const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
    manifest.migrations.count = 999;
    await writeFile(manifestFile, JSON.stringify(manifest));
    const newer = path.join(work, "newer.tar");
    await tar.c({ file: newer, cwd: unpacked }, readdirSync(unpacked));
    const target = await emptyStorage("newer-target");
    await expect(runRestore(target, newer)).rejects.toThrow(/newer version of Sector Portal/);
    expect(await stillEmpty(target)).toBe(true);
  });

  it("refuses to replace a different secret in DATA_DIR, restoring nothing", async () => {
    const target = await emptyStorage("secret-conflict");
    await mkdir(target.dataDir, { recursive: true });
    await writeFile(path.join(target.dataDir, "jwt-secret"), "another-secret");
    await expect(runRestore(target, backupFile)).rejects.toThrow(/holds another secret/);
    expect(await stillEmpty(target)).toBe(true);
    // The operator moves it away; the same target then restores.
    await rm(path.join(target.dataDir, "jwt-secret"));
    const { counts, manifest } = await runRestore(target, backupFile);
    expect(counts).toEqual(manifest.tables);
  });

  it("lets one process at a time open an embedded database", async () => {
    const dataDir = path.join(work, "claimed");
    await mkdir(dataDir, { recursive: true });
    const claim = await claimEmbeddedDatabase(dataDir);
    await expect(claimEmbeddedDatabase(dataDir)).rejects.toThrow(/Another process/);
    await claim.release();
    const again = await claimEmbeddedDatabase(dataDir);
    await again.release();
  });
});
