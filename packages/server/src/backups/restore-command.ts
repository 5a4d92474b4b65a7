import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { StorageConfig } from "../config";
import { readBackupArchive } from "./backup-archive";
import { BackupError } from "./backup-error";
import type { BackupManifest } from "./backup-manifest";
import { claimEmbeddedDatabase } from "./control-socket";
import { checkKind, checkSchemaVersion, checkSecrets, restoreSecrets } from "./restore-checks";
import {
  checkPgliteTarget,
  checkPostgresTarget,
  type RestoredCounts,
  restorePglite,
  restorePostgres,
} from "./restore-database";
import { countDifferences } from "./table-counts";
import { inWorkFolder } from "./work-folder";

export interface RestoreResult {
  manifest: BackupManifest;
  counts: RestoredCounts;
}

/**
 * `npm run restore -- FILE`: into an empty database only (the embedded one of DATA_DIR, or the
 * PostgreSQL database of DATABASE_URL). Everything is checked before anything is written; after
 * the restore every table's row count is compared with the backup's own count of the dumped
 * snapshot, and the generated secrets go back into DATA_DIR. The next server start migrates it
 * to this version's schema.
 */
export const runRestore = async (storage: StorageConfig, file: string): Promise<RestoreResult> =>
  inWorkFolder(async (workDir) => {
    const manifest = await readBackupArchive(file, workDir);
    const { dataDir, databaseUrl } = storage;
    checkKind(manifest, databaseUrl ? "postgres" : "pglite");
    await checkSchemaVersion(manifest);
    await mkdir(dataDir, { recursive: true });
    await checkSecrets(dataDir, workDir, manifest);

    let counts: RestoredCounts;
    if (databaseUrl) {
      await checkPostgresTarget(databaseUrl, manifest);
      counts = await restorePostgres(databaseUrl, workDir);
    } else {
      const claim = await claimEmbeddedDatabase(dataDir);
      try {
        const dbDir = path.join(dataDir, "db");
        checkPgliteTarget(dbDir);
        counts = await restorePglite(dbDir, workDir, manifest);
      } finally {
        await claim.release();
      }
    }
    const differences = countDifferences(manifest.tables, counts);
    if (differences.length > 0) {
      throw new BackupError(
        `The restored database does not hold what the backup counted:\n${differences.join("\n")}`,
      );
    }
    await restoreSecrets(dataDir, workDir, manifest);
    return { manifest, counts };
  });
