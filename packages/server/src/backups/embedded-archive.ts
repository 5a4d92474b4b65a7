import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { writeBackupArchive } from "./backup-archive";
import { dumpPglite } from "./dump-database";

/** A backup archive of the embedded database open in this process, in a temporary folder. */
export const embeddedArchive = async (client: PGlite, dataDir: string) => {
  const workDir = await mkdtemp(path.join(tmpdir(), "sector-portal-backup-"));
  try {
    const dumped = await dumpPglite(client, workDir);
    const file = path.join(workDir, "backup.tar");
    const manifest = await writeBackupArchive(file, dumped, dataDir, workDir);
    return { file, manifest, done: () => rm(workDir, { recursive: true, force: true }) };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
};
