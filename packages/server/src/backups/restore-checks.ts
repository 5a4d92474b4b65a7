import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { migrationsFolder } from "../db/client";
import { secretOf } from "./backup-archive";
import { BackupError } from "./backup-error";
import type { BackupManifest, DatabaseKind } from "./backup-manifest";

/** An embedded backup restores into an embedded database, a server's into a server. */
export const checkKind = (manifest: BackupManifest, target: DatabaseKind) => {
  if (manifest.kind === target) return;
  throw new BackupError(
    manifest.kind === "pglite"
      ? "This is a backup of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR)"
      : "This is a backup of a PostgreSQL server: set DATABASE_URL to an empty database to restore it",
  );
};

/** A backup of a newer schema than this version knows would be a downgrade: refused. */
export const checkSchemaVersion = async (manifest: BackupManifest) => {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  const known = journal.entries.length;
  if (manifest.migrations.count > known) {
    throw new BackupError(
      `The backup was made by a newer version of Sector Portal (${manifest.migrations.count} migrations; this one has ${known}): restore it with that version or a later one`,
    );
  }
};

/**
 * The backup's generated secrets go into DATA_DIR, where none is yet; one that is there already
 * with another value would void links already mailed or two-factor enrolments: refused.
 */
export const checkSecrets = async (dataDir: string, workDir: string, manifest: BackupManifest) => {
  const conflicts: string[] = [];
  for (const name of manifest.secrets) {
    const target = path.join(dataDir, name);
    if (!existsSync(target)) continue;
    const [kept, backedUp] = await Promise.all([readFile(target, "utf8"), secretOf(workDir, name)]);
    if (kept.trim() !== backedUp.trim()) conflicts.push(target);
  }
  if (conflicts.length > 0) {
    throw new BackupError(
      `${conflicts.join(", ")} ${conflicts.length === 1 ? "holds" : "hold"} another secret than the backup: move ${conflicts.length === 1 ? "it" : "them"} away to restore the backup's`,
    );
  }
};

export const restoreSecrets = async (
  dataDir: string,
  workDir: string,
  manifest: BackupManifest,
) => {
  for (const name of manifest.secrets) {
    await writeFile(path.join(dataDir, name), await secretOf(workDir, name), { mode: 0o600 });
  }
};
