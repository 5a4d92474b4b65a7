import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openPglite } from "../src/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the dump of a freshly migrated PGlite (none on PostgreSQL). */
    pgliteSnapshot: string | null;
  }
}

/**
 * Vitest's global set-up of the server tests: migrates one PGlite and dumps its data folder
 * to a file, which every test file's database starts from (test-database.ts). A fresh PGlite
 * runs initdb first, about a second a file; loading the dump takes a quarter of that. On the
 * PostgreSQL server (TEST_DATABASE_URL) each file still migrates a database of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteSnapshot", null);
    return;
  }
  const client = openPglite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(tmpdir(), `sector-portal-pglite-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rm(file, { force: true });
}

/** The migrated dump to start a test database from, if the global set-up made one. */
export const migratedPgliteSnapshot = async (): Promise<Blob | null> => {
  // Outside this set-up (another Vitest config, a script) there is none: start empty.
  let file: string | null = null;
  try {
    file = inject("pgliteSnapshot") ?? null;
  } catch {
    return null;
  }
  return file ? new Blob([await readFile(file)]) : null;
};
