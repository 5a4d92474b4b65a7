import { createDatabase, type DatabaseHandle } from "../src/db/client";
import { seedDatabase } from "../src/db/seed";
import { migratedPgliteSnapshot } from "./pglite-snapshot";
import { createScratchDatabase } from "./scratch-postgres";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL, to reconnect to it; null for an in-memory PGlite. */
  url: string | null;
  /** Drops what was created for the test (the PostgreSQL database); PGlite just closes. */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file: an in-memory PGlite by default (started from the
 * migrated dump of pglite-snapshot.ts when there is one, unless `empty`), or a new, empty
 * database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export const createTestDatabase = async (
  onQuery?: (query: string, params: unknown[]) => void,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // `empty`: no migration applied yet (the snapshot is of a migrated database).
    const pgliteSnapshot = empty ? null : await migratedPgliteSnapshot();
    const handle = createDatabase({ onQuery, pgliteSnapshot });
    return { handle, url: null, dispose: () => handle.close() };
  }

  const scratch = await createScratchDatabase(serverUrl, "sp_test");
  const handle = createDatabase({ databaseUrl: scratch.url, onQuery, poolSize: 5 });
  return {
    handle,
    url: scratch.url,
    async dispose() {
      await handle.close();
      await scratch.drop();
    },
  };
};

/**
 * A fresh database (createTestDatabase) migrated and seeded as the app seeds a new portal: the
 * brands, their topics and consent wordings, and the admin (admin@example.com).
 */
export const createSeededTestDatabase = async (): Promise<TestDatabase> => {
  const store = await createTestDatabase();
  await store.handle.migrate();
  await seedDatabase(store.handle.db, {
    publicUrl: "http://portal.test",
    adminEmail: "admin@example.com",
    adminPassword: "admin-password-1",
  });
  return store;
};
