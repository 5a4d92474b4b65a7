import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "./backups/backup-error";
import { backupSummary } from "./backups/backup-summary";
import { runRestore } from "./backups/restore-command";
import { ConfigError, loadStorageConfig } from "./config";

/** `npm run restore -- FILE` (docs/production.md, Backups). */
const main = async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new BackupError("Usage: npm run restore -- FILE");
  const storage = loadStorageConfig();
  const { manifest } = await runRestore(storage, path.resolve(file));
  const into = storage.databaseUrl ? "the database of DATABASE_URL" : `${storage.dataDir}/db`;
  console.log(
    `Restored ${path.resolve(file)} into ${into}: ${backupSummary(manifest)}; every table's row count is the backup's. Start the server (npm start) to serve it.`,
  );
};

main().catch((error: unknown) => {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
});
