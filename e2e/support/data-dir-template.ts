import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openPglite } from "../../packages/server/src/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A DATA_DIR whose embedded database is migrated (none on PostgreSQL). */
    dataDirTemplate: string | null;
  }
}

/**
 * Vitest's global set-up of the browser tests: on embedded PGlite, makes one DATA_DIR whose
 * database (DATA_DIR/db, where the server keeps it) is created and migrated. Each file's server
 * starts on a copy of that folder and seeds it itself (brands, admin, secrets, its own
 * PUBLIC_URL in the logos): what it skips is initdb, most of a fresh start. On PostgreSQL each
 * file's server migrates and seeds a scratch database of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("dataDirTemplate", null);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-e2e-template-"));
  const client = openPglite({ pglitePath: path.join(dataDir, "db") });
  await migrate(drizzle(client), { migrationsFolder });
  await client.close();
  project.provide("dataDirTemplate", dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}

/**
 * The migrated DATA_DIR to copy, if the global set-up made one. Outside a Vitest run (the docs'
 * screenshot script drives these helpers from tsx) there is none: the server migrates its own.
 */
export const dataDirTemplate = (): string | null =>
  process.env.VITEST ? (inject("dataDirTemplate") ?? null) : null;
