import { existsSync } from "node:fs";
import { chmod, copyFile, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { GENERATED_SECRET_FILES, type GeneratedSecretFile } from "../config";
import { BackupError } from "./backup-error";
import {
  BACKUP_FORMAT,
  type BackupManifest,
  backupManifestSchema,
  databaseEntryOf,
  MANIFEST_ENTRY,
  SECRETS_DIR,
} from "./backup-manifest";
import type { DumpedDatabase } from "./dump-database";

/**
 * A backup file: an uncompressed tar (the dump inside is compressed already) holding
 * manifest.json, the database's dump and DATA_DIR's generated secrets. It holds personal data
 * and secrets: written readable by its owner only, under a temporary name renamed when complete,
 * so a crash never leaves a file that looks whole.
 */
export const writeBackupArchive = async (
  outFile: string,
  dumped: DumpedDatabase,
  dataDir: string,
  workDir: string,
): Promise<BackupManifest> => {
  const secrets = GENERATED_SECRET_FILES.filter((name) => existsSync(path.join(dataDir, name)));
  await mkdir(path.join(workDir, SECRETS_DIR), { recursive: true });
  for (const name of secrets) {
    await copyFile(path.join(dataDir, name), path.join(workDir, SECRETS_DIR, name));
  }
  const { file: _file, ...database } = dumped;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    created_at: new Date().toISOString(),
    ...database,
    secrets,
  };
  await writeFile(path.join(workDir, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${outFile}.partial-${process.pid}`;
  try {
    await tar.c({ file: partial, cwd: workDir, portable: true }, [
      MANIFEST_ENTRY,
      databaseEntryOf(dumped.kind),
      ...secrets.map((name) => `${SECRETS_DIR}/${name}`),
    ]);
    await chmod(partial, 0o600);
    await rename(partial, outFile);
  } finally {
    await rm(partial, { force: true });
  }
  return manifest;
};

/** Unpacks a backup file into `workDir` and reads its manifest; refuses anything else. */
export const readBackupArchive = async (file: string, workDir: string): Promise<BackupManifest> => {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const notBackup = () => new BackupError(`${file} is not a Sector Portal backup`);
  try {
    // node-tar keeps every entry inside workDir (no absolute paths, no "..").
    await tar.x({ file, cwd: workDir, strict: true });
  } catch {
    throw notBackup();
  }
  const manifestFile = path.join(workDir, MANIFEST_ENTRY);
  if (!existsSync(manifestFile)) throw notBackup();
  let json: unknown;
  try {
    json = JSON.parse(await readFile(manifestFile, "utf8"));
  } catch {
    throw notBackup();
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) throw notBackup();
  const manifest = parsed.data;
  const missing = [
    databaseEntryOf(manifest.kind),
    ...manifest.secrets.map((name) => `${SECRETS_DIR}/${name}`),
  ].filter((entry) => !existsSync(path.join(workDir, entry)));
  if (missing.length > 0) {
    throw new BackupError(`${file} is incomplete: ${missing.join(", ")} missing`);
  }
  return manifest;
};

/** A secret of the archive, as unpacked in `workDir`. */
export const secretOf = (workDir: string, name: GeneratedSecretFile) =>
  readFile(path.join(workDir, SECRETS_DIR, name), "utf8");
