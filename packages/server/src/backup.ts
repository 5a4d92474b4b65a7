import { statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { runBackup } from "./backups/backup-command";
import { BackupError } from "./backups/backup-error";
import { backupSummary } from "./backups/backup-summary";
import { ConfigError, loadStorageConfig } from "./config";

/** `npm run backup -- --out FILE` (docs/production.md, Backups). */
const main = async () => {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out) throw new BackupError("Usage: npm run backup -- --out FILE");
  const outFile = path.resolve(values.out);
  const manifest = await runBackup(loadStorageConfig(), outFile);
  const megabytes = (statSync(outFile).size / 1e6).toFixed(1);
  console.log(`Backup written to ${outFile} (${megabytes} MB): ${backupSummary(manifest)}`);
};

main().catch((error: unknown) => {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
