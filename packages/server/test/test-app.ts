import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../src/app";
import type { Config, RateLimitConfig } from "../src/config";
import type { ChangeFeed } from "../src/db/change-feed";
import { seedDatabase } from "../src/db/seed";
import { createMailer } from "../src/mail/mailer";
import { createTestDatabase } from "./test-database";

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "admin-password-1";

export interface TestAppOptions {
  rateLimit?: Partial<RateLimitConfig>;
  /** Keep rate-limit counters in this Redis instead of in the process. */
  redisUrl?: string;
}

const outboxMailer = (config: Config, outboxDir: string) =>
  createMailer({ smtpUrl: null, from: config.mailFrom, outboxDir, log: { info() {} } });

/**
 * The real app on a fresh database with the real outbox mailer: what a test talks to through
 * `app.inject`. Counts SQL statements so tests can prove a page costs a fixed number of them.
 */
export const createTestApp = async (options: TestAppOptions = {}) => {
  const queries: string[] = [];
  const database = await createTestDatabase((query) => queries.push(query));
  await database.handle.migrate();
  const dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-test-"));
  const config: Config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: null,
    jwtSecret: "test-secret-that-is-long-enough-for-hs256",
    publicUrl: "http://portal.test",
    smtpUrl: null,
    mailFrom: "Sector Portal <no-reply@localhost>",
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    rateLimit: { perIp: 1000, perEmail: 1000, windowMs: 60_000, ...options.rateLimit },
    redisUrl: options.redisUrl ?? null,
    readCaches: true,
    webDist: null,
    logLevel: "silent",
  };
  await seedDatabase(database.handle.db, {
    publicUrl: config.publicUrl,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  });
  const outboxDir = path.join(dataDir, "outbox");
  const changes = await database.handle.openChangeFeed();
  const app = await buildApp({
    config,
    db: database.handle.db,
    changes,
    mailer: outboxMailer(config, outboxDir),
  });
  // Tests write to the database directly, then ask the API: each request first waits for the
  // notifications of earlier commits, as a later request would in production (a few ms later).
  // The cache tests build apps without this to see the notifications arrive on their own.
  app.addHook("onRequest", () => changes.sync());
  await app.ready();

  return {
    app,
    db: database.handle.db,
    database: database.handle,
    config,
    outboxDir,
    queries,
    /** Counts the statements `work` runs. */
    async countQueries(work: () => Promise<unknown>): Promise<number> {
      const before = queries.length;
      await work();
      return queries.length - before;
    },
    async close() {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Another app on the test app's database, as a second server process would be: caches and a
 * change feed of its own, and no waiting for notifications before a request.
 */
export const createPeerApp = async (t: TestApp, changes?: ChangeFeed) => {
  const app = await buildApp({
    config: t.config,
    db: t.db,
    mailer: outboxMailer(t.config, t.outboxDir),
    changes: changes ?? (await t.database.openChangeFeed()),
  });
  await app.ready();
  return app;
};
