import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import type { TrustProxy } from "./lib/env-fields";
import type { EventReminderSetting } from "./lib/environment";
import { type Environment, environment } from "./lib/environment";
import type { RetryPolicy } from "./lib/retry-policy";

export type { TrustProxy } from "./lib/env-fields";
export {
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_IMPORT_UPLOAD_TIMEOUT_MS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_SEARCH_CONCURRENCY,
  DEFAULT_SMTP_POOL_SIZE,
} from "./lib/environment";

/** At most `max` counted attempts within `windowMs` (counted from the first one). */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Where a webhook may connect (SSRF care), by deployment:
 * - "public" (NODE_ENV=production): public unicast addresses over https, nothing else: no
 *   loopback, private networks (10/8, 172.16/12, 192.168/16, fc00::/7), link-local
 *   (169.254/16: cloud metadata services), carrier-grade NAT, multicast, unspecified or
 *   reserved range, however the address is spelled.
 * - "loopback" (development): also this machine (loopback), over http too: a receiver under
 *   development.
 * - "private" (WEBHOOKS_ALLOW_PRIVATE=1): also every local range, over http too (tests,
 *   development against services of the local network). Never unspecified or multicast.
 */
export type WebhookAddressPolicy = "public" | "loopback" | "private";

export interface RateLimitConfig {
  /**
   * Failed sign-ins per (account, client address): the guessing address is refused, even with
   * the right password, while the owner signing in from elsewhere is not.
   */
  loginFailuresPerPair: Limit;
  /**
   * Failed sign-ins per account from every address: the ceiling of a guess spread wide. A device
   * that signed in to the account before (its device cookie) is not held by it.
   */
  loginFailuresPerAccount: Limit;
  /**
   * Failed sign-ins per device cookie (OWASP's "device cookies"): the only counter of a device
   * that signed in before; past it, the cookie is trusted no longer until its window ends.
   */
  loginFailuresPerDevice: Limit;
  /** How long a device cookie lives, in days (renewed at each sign-in). */
  deviceCookieDays: number;
  /**
   * Wrong app codes (second step of a sign-in, turning two-factor off) per account, whatever the
   * address or the mfa_token. Recovery codes are counted per client address instead.
   */
  mfaFailuresPerAccount: Limit;
  /** Failed sign-ins per client address (IPv6: per /56), whatever the email addresses. */
  loginFailuresPerIp: Limit;
  /** Register, forgot-password calls per client address, each route on its own. */
  signupsPerIp: Limit;
  /** Register, forgot-password calls per email address, each route on its own. */
  signupsPerEmail: Limit;
  /** Names the counters in a shared Redis (several deployments or test runs on one). */
  redisPrefix: string;
}

/** The background job queue (src/jobs): mail delivery today. */
export interface JobQueueConfig {
  /** How often each process looks for due jobs when nothing kicks it. */
  pollMs: number;
  /** How long a claimed job is kept from other processes (a dead process's job runs again after it). */
  leaseMs: number;
  retry: RetryPolicy;
  /** Lines of a member import per batch (one transaction each); 1,000 when absent (tests set it). */
  importBatchRows?: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  /**
   * Signs one-click unsubscribe links. Its own key, not the JWT secret's: those links sit in
   * sent newsletters, and must survive a rotation of the session key.
   */
  unsubscribeSecret: string;
  /**
   * Encrypts two-factor secrets at rest (MFA_ENCRYPTION_KEY, else kept in DATA_DIR/mfa-key). Its
   * own key: a leaked JWT secret must not open them, nor a rotation of it lose them.
   */
  mfaEncryptionKey: string;
  /** REQUIRE_STAFF_2FA=1: admins and employees must set up two-factor sign-in before anything. */
  requireStaff2fa?: boolean;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | null;
  rateLimit: RateLimitConfig;
  /** Shared rate-limit counters for several processes; in-process counters when absent. */
  redisUrl?: string | null;
  /** Bearer token that opens GET /metrics to any address; absent: this machine only. */
  metricsToken?: string | null;
  /**
   * Keep signed-in users and feed/archive pages in memory until the database announces a
   * change (LISTEN/NOTIFY). READ_CACHES=off turns them off: behind a connection pooler that
   * cannot hold a LISTEN, say, or to measure the database path.
   */
  readCaches: boolean;
  /**
   * Load the demo set (src/demo-data) when the first start creates the brands (DEMO_DATA: on,
   * off; unset: on only for the embedded database). Absent: off.
   */
  demoData?: boolean;
  jobs: JobQueueConfig;
  /** Folder holding the built web app; null when it is not served (API tests). */
  webDist: string | null;
  logLevel: string;
  /**
   * Which hops of X-Forwarded-For are trusted (Fastify's trustProxy): false, the number of
   * proxies in front of the server, or the proxies' addresses and ranges (TRUST_PROXY).
   */
  trustProxy: TrustProxy;
  /** NODE_ENV=production: mailed links are logged without their secret part. */
  production: boolean;
  /** Serve the OpenAPI document and Swagger UI at /api/docs (API_DOCS; off in production). */
  apiDocs: boolean;
  /**
   * Where webhooks may connect (src/webhooks/address-policy.ts): public addresses in
   * production, also loopback in development, also every local range with
   * WEBHOOKS_ALLOW_PRIVATE=1.
   */
  webhookAddresses: WebhookAddressPolicy;
  /**
   * Members who never set a password are erased this many days after registering, by a daily
   * job (src/privacy/retention.ts); null (UNCONFIRMED_RETENTION_DAYS=off) keeps them.
   */
  unconfirmedRetentionDays: number | null;
  /** Reminders of an event to its registrants (EVENT_REMINDERS), longest lead first. */
  eventReminders?: EventReminderSetting[];
  /**
   * On SIGTERM, how long readiness answers 503 while the process still serves, before it stops
   * taking connections (SHUTDOWN_DRAIN_MS; src/graceful-shutdown.ts). 3000 when absent.
   */
  shutdownDrainMs?: number;
  /** How long a request's headers may take to arrive (HEADERS_TIMEOUT_MS; 30000 when absent). */
  headersTimeoutMs?: number;
  /**
   * How long a request's body may take to arrive once its headers have (REQUEST_TIMEOUT_MS;
   * 30000 when absent); a member import's upload has importUploadTimeoutMs instead.
   */
  requestTimeoutMs?: number;
  /** How long a member import's upload may take to arrive (IMPORT_UPLOAD_TIMEOUT_MS; 600000). */
  importUploadTimeoutMs?: number;
  /** How long an idle connection waits for its next request (KEEP_ALIVE_TIMEOUT_MS; 72000). */
  keepAliveTimeoutMs?: number;
  /**
   * Newsletter mails each process sends a second at most (NEWSLETTER_RATE_PER_SECOND), for
   * relays that cap the rate; null or absent: as fast as the relay takes them.
   */
  newsletterRatePerSecond?: number | null;
  /** Mails each process hands the relay a second at most, all mail (MAIL_RATE_PER_SECOND). */
  mailRatePerSecond?: number | null;
  /**
   * Member searches each process runs against the database at once (SEARCH_CONCURRENCY; 4);
   * later ones wait their turn in arrival order (routes/search/search-resources.ts).
   */
  searchConcurrency?: number;
  /** SMTP connections each process keeps open to the relay (SMTP_POOL_SIZE, or the default). */
  smtpPoolSize?: number;
  /** DKIM signing of every message (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY), or null. */
  dkim?: DkimConfig | null;
  /** What checks the relays' event webhooks (issue 29); a provider without its key is off. */
  mailEvents?: MailEventsConfig;
}

export interface DkimConfig {
  domain: string;
  selector: string;
  /** PEM. */
  privateKey: string;
}

export interface MailEventsConfig {
  /** Mailgun's HTTP webhook signing key (MAILGUN_WEBHOOK_SIGNING_KEY). */
  mailgunSigningKey: string | null;
  /** SendGrid's Event Webhook verification key, base64 DER or PEM (SENDGRID_WEBHOOK_PUBLIC_KEY). */
  sendgridPublicKey: string | null;
  /** "user:password" that Postmark's and the DSN pipe's requests carry (MAIL_EVENTS_BASIC_AUTH). */
  basicAuth: string | null;
}

const MINUTE = 60_000;

/** A bad value in the environment: its message names the variable and says what it takes. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The environment, checked by `schema`: every bad value named, one a line. */
const checkedBy = <T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> => {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new ConfigError(lines.join("\n"));
};

const parseEnvironment = (env: NodeJS.ProcessEnv): Environment => checkedBy(environment, env);

/**
 * 7 failures per account and client address per 5 minutes: the guessing address waits 5
 * minutes, its owner elsewhere never. 50 failures per account per hour from all addresses
 * together: two fixed windows at most meet in any sliding hour, so no hour holds more than 100
 * guesses of one account (ASVS 2.2.1), however many addresses share them. 50 failures per
 * client address per 15 minutes: a whole office's typos, not a spray.
 * A device that signed in before (its cookie, for a year) skips those and counts its own 7
 * failures an hour: nobody else's guesses lock its owner out, and a stolen cookie adds at most 7
 * guesses an hour to the account's. 10 wrong app codes per account per 15 minutes: a 6-digit
 * code (3 of a million accepted at a time) holds for years at that rate, from any number of
 * addresses and mfa_tokens.
 * 300 register or forgot-password calls per address per hour: an event stand signs up 200
 * visitors; 5 per email address per 15 minutes: nobody's inbox gets flooded.
 */
const rateLimitsOf = (env: Environment): RateLimitConfig => ({
  loginFailuresPerPair: { max: env.LOGIN_FAILURES_PER_PAIR, windowMs: 5 * MINUTE },
  loginFailuresPerAccount: { max: env.LOGIN_FAILURES_PER_ACCOUNT, windowMs: 60 * MINUTE },
  loginFailuresPerIp: { max: env.LOGIN_FAILURES_PER_IP, windowMs: 15 * MINUTE },
  loginFailuresPerDevice: { max: env.LOGIN_FAILURES_PER_DEVICE, windowMs: 60 * MINUTE },
  deviceCookieDays: env.DEVICE_COOKIE_DAYS,
  mfaFailuresPerAccount: { max: env.MFA_FAILURES_PER_ACCOUNT, windowMs: 15 * MINUTE },
  signupsPerIp: { max: env.SIGNUPS_PER_IP, windowMs: 60 * MINUTE },
  signupsPerEmail: { max: env.SIGNUPS_PER_EMAIL, windowMs: 15 * MINUTE },
  redisPrefix: env.REDIS_PREFIX,
});

/** The rate limits of an environment (the defaults for `{}`). */
export const loadRateLimits = (env: NodeJS.ProcessEnv = {}): RateLimitConfig =>
  rateLimitsOf(parseEnvironment(env));

/** DKIM needs all three of its variables; some but not all is a mistake worth stopping for. */
const dkimOf = (env: Environment): DkimConfig | null => {
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY: privateKey } = env;
  if (!domain && !selector && !privateKey) return null;
  if (!domain || !selector || !privateKey) {
    throw new ConfigError(
      "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together (or none of them)",
    );
  }
  return { domain: domain.trim(), selector: selector.trim(), privateKey };
};

/**
 * The files of DATA_DIR holding the secrets generated when the environment names none: a
 * backup carries them, so links already mailed and two-factor enrolments survive a restore.
 */
export const GENERATED_SECRET_FILES = ["jwt-secret", "unsubscribe-secret", "mfa-key"] as const;
export type GeneratedSecretFile = (typeof GENERATED_SECRET_FILES)[number];

/** Where the data lives: all that the backup and restore commands read (and no file written). */
export interface StorageConfig {
  dataDir: string;
  databaseUrl: string | null;
}

export const loadStorageConfig = (env: NodeJS.ProcessEnv = process.env): StorageConfig => {
  const parsed = checkedBy(environment.pick({ DATA_DIR: true, DATABASE_URL: true }), env);
  return { dataDir: path.resolve(parsed.DATA_DIR), databaseUrl: parsed.DATABASE_URL ?? null };
};

/** A secret from the environment, else one generated once and kept in DATA_DIR/<file>. */
const loadSecret = (
  dataDir: string,
  fileName: GeneratedSecretFile,
  fromEnv: string | undefined,
): string => {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/**
 * Reads the environment, once: everything else receives a Config. Throws a ConfigError naming
 * each bad variable (main.ts prints it and exits).
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = parseEnvironment(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL ?? null,
    jwtSecret: loadSecret(dataDir, "jwt-secret", parsed.JWT_SECRET),
    unsubscribeSecret: loadSecret(dataDir, "unsubscribe-secret", parsed.UNSUBSCRIBE_SECRET),
    mfaEncryptionKey: loadSecret(dataDir, "mfa-key", parsed.MFA_ENCRYPTION_KEY),
    requireStaff2fa: parsed.REQUIRE_STAFF_2FA,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ""),
    smtpUrl: parsed.SMTP_URL ?? null,
    mailFrom: parsed.MAIL_FROM,
    adminEmail: parsed.ADMIN_EMAIL,
    adminPassword: parsed.ADMIN_PASSWORD ?? null,
    rateLimit: rateLimitsOf(parsed),
    redisUrl: parsed.REDIS_URL ?? null,
    metricsToken: parsed.METRICS_TOKEN ?? null,
    readCaches: parsed.READ_CACHES === "on",
    // Unset: a sample set only on the embedded database, never on a PostgreSQL server.
    demoData: parsed.DEMO_DATA === undefined ? !parsed.DATABASE_URL : parsed.DEMO_DATA === "on",
    jobs: {
      pollMs: parsed.JOB_POLL_MS,
      leaseMs: parsed.JOB_LEASE_MS,
      retry: {
        firstDelayMs: parsed.JOB_RETRY_DELAY_MS,
        maxDelayMs: parsed.JOB_RETRY_MAX_DELAY_MS,
        giveUpAfterMs: parsed.JOB_GIVE_UP_AFTER_MS,
      },
    },
    webDist: parsed.WEB_DIST === "" ? null : path.resolve(parsed.WEB_DIST ?? defaultWebDist()),
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    production: parsed.NODE_ENV === "production",
    apiDocs: parsed.API_DOCS ?? parsed.NODE_ENV !== "production",
    webhookAddresses: parsed.WEBHOOKS_ALLOW_PRIVATE
      ? "private"
      : parsed.NODE_ENV === "production"
        ? "public"
        : "loopback",
    unconfirmedRetentionDays: parsed.UNCONFIRMED_RETENTION_DAYS,
    eventReminders: parsed.EVENT_REMINDERS,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS,
    headersTimeoutMs: parsed.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    importUploadTimeoutMs: parsed.IMPORT_UPLOAD_TIMEOUT_MS,
    keepAliveTimeoutMs: parsed.KEEP_ALIVE_TIMEOUT_MS,
    newsletterRatePerSecond: parsed.NEWSLETTER_RATE_PER_SECOND,
    mailRatePerSecond: parsed.MAIL_RATE_PER_SECOND,
    smtpPoolSize: parsed.SMTP_POOL_SIZE,
    searchConcurrency: parsed.SEARCH_CONCURRENCY,
    dkim: dkimOf(parsed),
    mailEvents: {
      mailgunSigningKey: parsed.MAILGUN_WEBHOOK_SIGNING_KEY?.trim() || null,
      sendgridPublicKey: parsed.SENDGRID_WEBHOOK_PUBLIC_KEY ?? null,
      basicAuth: parsed.MAIL_EVENTS_BASIC_AUTH?.trim() ?? null,
    },
  };
};

const defaultWebDist = () =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");
