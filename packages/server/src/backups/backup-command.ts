import { existsSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import type { StorageConfig } from "../config";
import { openPglite } from "../db/client";
import { readBackupArchive, writeBackupArchive } from "./backup-archive";
import { BackupError } from "./backup-error";
import type { BackupManifest } from "./backup-manifest";
import { claimEmbeddedDatabase, requestBackup } from "./control-socket";
import { dumpPglite, dumpPostgres } from "./dump-database";
import { inWorkFolder } from "./work-folder";

/** The embedded database with no server running: opened here, under DATA_DIR's claim. */
const backupIdleEmbedded = async (dataDir: string, outFile: string) => {
  const dbDir = path.join(dataDir, "db");
  if (!existsSync(dbDir) || (await readdir(dbDir)).length === 0) {
    throw new BackupError(`There is no embedded database in ${dbDir} (is DATA_DIR right?)`);
  }
  const claim = await claimEmbeddedDatabase(dataDir);
  try {
    const client = openPglite({ pglitePath: dbDir });
    try {
      return await inWorkFolder(async (workDir) =>
        writeBackupArchive(outFile, await dumpPglite(client, workDir), dataDir, workDir),
      );
    } finally {
      await client.close();
    }
  } finally {
    await claim.release();
  }
};

/**
 * `npm run backup -- --out FILE`: PostgreSQL through pg_dump; the embedded database from the
 * server that has it open (asked on DATA_DIR's control socket), else opened here.
 */
export const runBackup = async (
  storage: StorageConfig,
  outFile: string,
): Promise<BackupManifest> => {
  if (existsSync(outFile)) throw new BackupError(`${outFile} exists already: choose a new name`);
  await mkdir(path.dirname(outFile), { recursive: true });
  if (storage.databaseUrl) {
    const url = storage.databaseUrl;
    return inWorkFolder(async (workDir) =>
      writeBackupArchive(outFile, await dumpPostgres(url, workDir), storage.dataDir, workDir),
    );
  }
  if (await requestBackup(storage.dataDir, outFile)) {
    return inWorkFolder((workDir) => readBackupArchive(outFile, workDir));
  }
  return backupIdleEmbedded(storage.dataDir, outFile);
};
