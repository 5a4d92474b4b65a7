import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import type { WebRenderer } from "@sector/shared";
import { buildApp } from "../src/app";
import type {
  Config,
  JobQueueConfig,
  MailEventsConfig,
  RateLimitConfig,
  TrustProxy,
  WebhookAddressPolicy,
} from "../src/config";
import type { ChangeFeed } from "../src/db/change-feed";
import { seedDatabase } from "../src/db/seed";
import type { EventReminderSetting } from "../src/lib/environment";
import { createMailer } from "../src/mail/mailer";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { writeWebDist } from "./web-renderer";

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "admin-password-1";

export interface TestAppOptions {
  /**
   * Start from an empty database that this fills (an old release's dump, say) before the
   * migrations run: they take it to the current schema, as an upgrade would.
   */
  fillBeforeMigrating?: (database: TestDatabase) => Promise<void>;
  /** Deliver mail to this SMTP server (see smtp-sink.ts) instead of the outbox folder. */
  smtpUrl?: string;
  /** The job queue's timing (mail retries); see the defaults below. */
  jobs?: Partial<JobQueueConfig>;
  /** EVENT_REMINDERS, parsed; none unless a test asks. */
  eventReminders?: EventReminderSetting[];
  rateLimit?: Partial<RateLimitConfig>;
  /** Keep rate-limit counters in this Redis instead of in the process. */
  redisUrl?: string;
  /** Open GET /metrics to requests carrying this bearer token. */
  metricsToken?: string;
  /** TRUST_PROXY: the proxies in front of the app (none by default). */
  trustProxy?: TrustProxy;
  /** NODE_ENV=production (mailed links logged without their secret). */
  production?: boolean;
  /** API_DOCS (on by default, as in development). */
  apiDocs?: boolean;
  /**
   * Every log line, at every level (trace), written here as the server writes them to its
   * standard output, the mailer's included. Silent without it.
   */
  logStream?: Writable;
  /**
   * Serve a web app (an index.html, see web-renderer.ts) whose registration pages this renders
   * at request time; no web app without it.
   */
  webRenderer?: WebRenderer;
  /** The relays' event webhooks that are on, and their keys (none by default). */
  mailEvents?: MailEventsConfig;
  /** REQUIRE_STAFF_2FA (off by default). */
  requireStaff2fa?: boolean;
  /** Where webhooks may connect; "loopback" (development's) by default. */
  webhookAddresses?: WebhookAddressPolicy;
  /** SEARCH_CONCURRENCY: member searches run at once (the default, 4, when absent). */
  searchConcurrency?: number;
  /** PUBLIC_URL ("http://portal.test" when absent): the address a listening test serves on. */
  publicUrl?: string;
  /** Serve this built web app's folder (its public images, say) rather than none. */
  webDist?: string;
  /** The HTTP timeouts (the defaults when absent); they apply once the app listens. */
  timeouts?: Pick<
    Config,
    "headersTimeoutMs" | "requestTimeoutMs" | "importUploadTimeoutMs" | "keepAliveTimeoutMs"
  >;
}

type MailLog = { info(obj: object, msg: string): void };
const silent: MailLog = { info() {} };

/** The configured SMTP server, else the outbox folder, as in production. */
const testMailer = (config: Config, outboxDir: string, log: MailLog = silent) =>
  createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir,
    log,
    redactLinks: config.production,
  });

/**
 * The real app on a fresh database with the real outbox mailer: what a test talks to through
 * `app.inject`. Counts SQL statements so tests can prove a page costs a fixed number of them.
 */
export const createTestApp = async (options: TestAppOptions = {}) => {
  const queries: string[] = [];
  const { fillBeforeMigrating } = options;
  const database = await createTestDatabase((query) => queries.push(query), {
    empty: fillBeforeMigrating !== undefined,
  });
  await fillBeforeMigrating?.(database);
  await database.handle.migrate();
  const dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-test-"));
  const config: Config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: null,
    jwtSecret: "test-secret-that-is-long-enough-for-hs256",
    unsubscribeSecret: "test-unsubscribe-secret-of-sufficient-length",
    mfaEncryptionKey: "test-mfa-encryption-key-of-sufficient-length",
    requireStaff2fa: options.requireStaff2fa ?? false,
    publicUrl: options.publicUrl ?? "http://portal.test",
    smtpUrl: options.smtpUrl ?? null,
    mailFrom: "Sector Portal <no-reply@localhost>",
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    // Far above what any test does from its one address; rate-limit tests pass their own.
    rateLimit: {
      loginFailuresPerPair: { max: 1000, windowMs: 60_000 },
      loginFailuresPerAccount: { max: 1000, windowMs: 60_000 },
      loginFailuresPerIp: { max: 1000, windowMs: 60_000 },
      loginFailuresPerDevice: { max: 1000, windowMs: 60_000 },
      deviceCookieDays: 365,
      mfaFailuresPerAccount: { max: 1000, windowMs: 60_000 },
      signupsPerIp: { max: 1000, windowMs: 60_000 },
      signupsPerEmail: { max: 1000, windowMs: 60_000 },
      redisPrefix: "sector-portal-test-rl",
      ...options.rateLimit,
    },
    redisUrl: options.redisUrl ?? null,
    metricsToken: options.metricsToken ?? null,
    readCaches: true,
    // Tests run the retention themselves (src/routes/data-rights/data-rights.test.ts).
    unconfirmedRetentionDays: null,
    eventReminders: options.eventReminders ?? [],
    // No timed polling: a request that queues mail kicks the worker, and tests that need
    // everything delivered call `app.jobs.drain()` (a poll would add statements to countQueries).
    jobs: {
      pollMs: 3_600_000,
      leaseMs: 10_000,
      retry: { firstDelayMs: 200, maxDelayMs: 1000, giveUpAfterMs: 60_000 },
      ...options.jobs,
    },
    webDist: options.webDist ?? (options.webRenderer ? await writeWebDist(dataDir) : null),
    logLevel: options.logStream ? "trace" : "silent",
    trustProxy: options.trustProxy ?? false,
    production: options.production ?? false,
    webhookAddresses: options.webhookAddresses ?? "loopback",
    searchConcurrency: options.searchConcurrency,
    ...options.timeouts,
    apiDocs: options.apiDocs ?? true,
    mailEvents: options.mailEvents ?? {
      mailgunSigningKey: null,
      sendgridPublicKey: null,
      basicAuth: null,
    },
  };
  await seedDatabase(database.handle.db, {
    publicUrl: config.publicUrl,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  });
  const outboxDir = path.join(dataDir, "outbox");
  const changes = await database.handle.openChangeFeed();
  const { logStream } = options;
  const app = await buildApp({
    config,
    db: database.handle.db,
    changes,
    // As bootstrap.ts wires it: the mailer logs through the app's logger.
    mailer: testMailer(
      config,
      outboxDir,
      logStream ? { info: (obj, msg) => app.log.info(obj, msg) } : silent,
    ),
    poolStats: () => database.handle.poolStats(),
    logger: logStream ? { level: "trace", stream: logStream } : false,
    webRenderer: options.webRenderer ?? null,
  });
  await app.ready();

  return {
    app,
    db: database.handle.db,
    database: database.handle,
    config,
    outboxDir,
    queries,
    /**
     * Waits until this app's caches have heard of every change committed so far. Tests that
     * write to the database directly (not through the API) call it before asking the API, as a
     * later request would find it in production a few milliseconds later. Writes through the
     * API need no such call: the app waits for its own (src/app.ts).
     */
    sync: () => changes.sync(),
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
 * change feed of its own (and the registration pages `webRenderer` renders, if given).
 */
export const createPeerApp = async (
  t: TestApp,
  changes?: ChangeFeed,
  webRenderer?: WebRenderer,
) => {
  const app = await buildApp({
    config: t.config,
    db: t.db,
    mailer: testMailer(t.config, t.outboxDir),
    changes: changes ?? (await t.database.openChangeFeed()),
    webRenderer: webRenderer ?? null,
  });
  await app.ready();
  return app;
};
