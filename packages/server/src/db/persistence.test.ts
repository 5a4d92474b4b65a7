import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import { createDatabase, type DatabaseHandle } from "./client";
import { companies, preferences, users } from "./schema";
import { seedDatabase } from "./seed";

/**
 * A database that can be closed and opened again: a PGlite folder on disk by default, or,
 * when TEST_DATABASE_URL is set, a fresh PostgreSQL database reconnected to by URL.
 */
const reopenableStore = async () => {
  if (process.env.TEST_DATABASE_URL) {
    const test = await createTestDatabase();
    const url = test.url ?? "";
    return {
      first: test.handle,
      reopen: () => createDatabase({ databaseUrl: url, poolSize: 2 }),
      wroteFiles: () => true,
      cleanup: () => test.dispose(),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "sector-portal-pglite-"));
  const pglitePath = path.join(dir, "db");
  return {
    first: createDatabase({ pglitePath }),
    reopen: () => createDatabase({ pglitePath }),
    // PostgreSQL's data folder layout: proof the data lives on disk, not in memory.
    wroteFiles: () => existsSync(path.join(pglitePath, "PG_VERSION")),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
};

const SEED = {
  publicUrl: "http://portal.test",
  adminEmail: "admin@example.com",
  adminPassword: "admin-password-1",
};

const contents = async (handle: DatabaseHandle) => ({
  companies: await handle.db.select().from(companies).orderBy(companies.id),
  preferences: await handle.db.select().from(preferences).orderBy(preferences.id),
  users: await handle.db.select().from(users).orderBy(users.id),
});

describe("persistence", () => {
  it("keeps migrated, seeded and written data across close and reopen", async () => {
    const store = await reopenableStore();
    let reopened: DatabaseHandle | null = null;
    try {
      await store.first.migrate();
      await seedDatabase(store.first.db, SEED);
      const [member] = await store.first.db
        .insert(users)
        .values({
          firstname: "Ada",
          lastname: "Lovelace",
          email: "ada@example.org",
          mobileNumber: "0123456789",
        })
        .returning();
      const before = await contents(store.first);
      expect(before.companies).toHaveLength(4);
      expect(before.users).toHaveLength(2);
      await store.first.close();
      expect(store.wroteFiles()).toBe(true);

      reopened = store.reopen();
      expect(await contents(reopened)).toEqual(before);
      const stored = await reopened.db.query.users.findFirst({
        where: eq(users.id, member?.id ?? 0),
      });
      expect(stored?.email).toBe("ada@example.org");

      // A restart migrates and seeds again: both find their work done.
      await reopened.migrate();
      const seeded = await seedDatabase(reopened.db, SEED);
      expect(seeded).toMatchObject({ companiesCreated: 0, adminCreated: false });
      expect(await contents(reopened)).toEqual(before);
    } finally {
      await reopened?.close();
      await store.cleanup();
    }
  });
});
