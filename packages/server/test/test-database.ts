import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../src/db/client";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL, to reconnect to it; null for an in-memory PGlite. */
  url: string | null;
  /** Drops what was created for the test (the PostgreSQL database); PGlite just closes. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export const createTestDatabase = async (
  onQuery?: (query: string, params: unknown[]) => void,
): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = createDatabase({ onQuery });
    return { handle, url: null, dispose: () => handle.close() };
  }

  const name = `sp_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ databaseUrl: url.toString(), onQuery, poolSize: 5 });
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
};
