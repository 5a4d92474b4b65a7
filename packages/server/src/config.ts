import { createPrivateKey, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { readPublicKey } from "./lib/public-key";
import type { RetryPolicy } from "./lib/retry-policy";

/** Member searches each process runs at once when SEARCH_CONCURRENCY is not set. */
export const DEFAULT_SEARCH_CONCURRENCY = 4;
/**
 * SMTP connections each process keeps open to the relay when SMTP_POOL_SIZE is not set. An
 * edition's mails wait on the relay's answers more than on the CPU (README, Benchmarks).
 */
export const DEFAULT_SMTP_POOL_SIZE = 10;

/**
 * How long a request's headers may take to arrive, and its body once they have (30 s each when
 * HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS are not set): a client that drips its request holds a
 * connection that long at most (src/plugins/request-timeouts.ts).
 */
export const DEFAULT_HEADERS_TIMEOUT_MS = 30_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * How long a member import's upload may take to arrive (IMPORT_UPLOAD_TIMEOUT_MS): 10 minutes,
 * so its 50 MB arrive over 85 KB/s.
 */
export const DEFAULT_IMPORT_UPLOAD_TIMEOUT_MS = 600_000;
/**
 * How long an idle connection is kept for its client's next request (KEEP_ALIVE_TIMEOUT_MS):
 * 72 s, Fastify's own default, above the 60 s after which load balancers and nginx drop an idle
 * connection to the server, so that it is never the server that drops one they reuse.
 */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 72_000;

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

/**
 * What Fastify's `trustProxy` takes, never `true`: false (no proxy), how many proxies stand in
 * front of the server (the client is the address the outermost of them saw), or the addresses and
 * ranges of the proxies (every trusted hop is skipped from the right).
 */
export type TrustProxy = false | number | string[];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A bad value in the environment: its message names the variable and says what it takes. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** An unset variable and an empty one mean the same: the default. */
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const wholeNumber = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const n = Number(value.trim());
    if (/^\s*\d+\s*$/.test(value) && n >= 1 && n <= max) return n;
    ctx.addIssue({
      code: "custom",
      message: `must be a whole number from 1 to ${max} (got "${value}")`,
    });
    return z.NEVER;
  });

/** A duration in whole milliseconds from `min` to `max`. */
const milliseconds = (fallback: number, min: number, max: number) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const n = Number(value.trim());
    if (/^\s*\d+\s*$/.test(value) && n >= min && n <= max) return n;
    ctx.addIssue({
      code: "custom",
      message: `must be a whole number of milliseconds from ${min} to ${max} (got "${value}")`,
    });
    return z.NEVER;
  });

/** A cap of mails a second (1–100000); unset: no limit. */
const mailsPerSecond = optionalText.transform((value, ctx): number | null => {
  if (value === undefined) return null;
  if (/^\s*\d+\s*$/.test(value) && Number(value) >= 1 && Number(value) <= 100_000) {
    return Number(value);
  }
  ctx.addIssue({
    code: "custom",
    message: `must be a whole number of mails a second from 1 to 100000, or unset for no limit (got "${value}")`,
  });
  return z.NEVER;
});

/** A URL of one of `protocols`; never echoed back (it may hold a password). */
const url = (...protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, ""));
      } catch {
        return false;
      }
    },
    { message: `must be a ${protocols.map((p) => `${p}://`).join(" or ")} URL` },
  );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  optionalText.transform((value, ctx): T[number] => {
    if (value === undefined) return fallback;
    if ((values as readonly string[]).includes(value)) return value;
    ctx.addIssue({
      code: "custom",
      message: `must be ${values.map((v) => `"${v}"`).join(" or ")} (got "${value}")`,
    });
    return z.NEVER;
  });

/** Named ranges that proxy-addr (Fastify's trustProxy) knows. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];
/** More proxies than any deployment chains: a typo, or an attempt to trust every hop. */
const MAX_PROXY_HOPS = 10;

/** An IP address, or a range of them in CIDR form; /0 (every address) is refused. */
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", bits, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128);
};

const trustProxy = optionalText.transform((value, ctx): TrustProxy => {
  const text = value?.trim();
  if (text === undefined || text === "" || text === "0") return false;
  if (/^\d+$/.test(text) && Number(text) <= MAX_PROXY_HOPS) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  if (!/^\d+$/.test(text) && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: "custom",
    message: `must be 0, the number of proxies in front of the server (1 to ${MAX_PROXY_HOPS}), or the proxies' addresses or ranges separated by commas, such as 10.0.0.0/8,::1 or loopback (got "${value}")`,
  });
  return z.NEVER;
});

/** Shortest JWT_SECRET accepted: an HS256 key shorter than its 256-bit hash weakens it. */
const JWT_SECRET_MIN_BYTES = 32;

/** Never echoed back: only its length. */
const jwtSecret = optionalText.superRefine((secret, ctx) => {
  if (secret === undefined) return;
  const bytes = Buffer.byteLength(secret, "utf8");
  if (bytes >= JWT_SECRET_MIN_BYTES) return;
  ctx.addIssue({
    code: "custom",
    message: `must be at least ${JWT_SECRET_MIN_BYTES} bytes long (got ${bytes}); unset it to have one generated and kept in DATA_DIR`,
  });
});

/** Shortest METRICS_TOKEN accepted: a guessable one would publish the metrics. */
const METRICS_TOKEN_MIN_LENGTH = 16;

/**
 * The environment the server reads, all of it, with its defaults (README "Configuration").
 * A bad value is refused at start, never replaced by the default.
 */
const environment = z.object({
  PORT: wholeNumber(3000, 65_535),
  HOST: optionalText.transform((host) => host ?? "127.0.0.1"),
  DATABASE_URL: url("postgres", "postgresql"),
  DATA_DIR: optionalText.transform((dir) => dir ?? "./data"),
  JWT_SECRET: jwtSecret,
  UNSUBSCRIBE_SECRET: optionalText,
  // As strong as the JWT secret: 256 bits or more.
  MFA_ENCRYPTION_KEY: jwtSecret,
  REQUIRE_STAFF_2FA: optionalText.transform((value, ctx): boolean => {
    if (value === undefined) return false;
    if (value === "1" || value === "0") return value === "1";
    ctx.addIssue({ code: "custom", message: `must be "1" or "0" (got "${value}")` });
    return z.NEVER;
  }),
  PUBLIC_URL: url("http", "https"),
  SMTP_URL: url("smtp", "smtps"),
  MAIL_FROM: optionalText.transform((from) => from ?? "Sector Portal <no-reply@localhost>"),
  ADMIN_EMAIL: optionalText
    .transform((email) => (email ?? "admin@example.com").trim().toLowerCase())
    .refine((email) => /^[^\s@]+@[^\s@]+$/.test(email), { message: "must be an email address" }),
  ADMIN_PASSWORD: optionalText,
  LOGIN_FAILURES_PER_PAIR: wholeNumber(7),
  LOGIN_FAILURES_PER_ACCOUNT: wholeNumber(50),
  LOGIN_FAILURES_PER_IP: wholeNumber(50),
  LOGIN_FAILURES_PER_DEVICE: wholeNumber(7),
  DEVICE_COOKIE_DAYS: wholeNumber(365, 3650),
  MFA_FAILURES_PER_ACCOUNT: wholeNumber(10),
  SIGNUPS_PER_IP: wholeNumber(300),
  SIGNUPS_PER_EMAIL: wholeNumber(5),
  REDIS_URL: url("redis", "rediss"),
  REDIS_PREFIX: optionalText.transform((value, ctx) => {
    if (value === undefined) return "sector-portal-rl";
    if (/^[A-Za-z0-9:_.-]{1,100}$/.test(value)) return value;
    ctx.addIssue({
      code: "custom",
      message: `must be 1 to 100 letters, digits or ":_.-" (got "${value}")`,
    });
    return z.NEVER;
  }),
  READ_CACHES: oneOf(["on", "off"], "on"),
  // Unset stays undefined: the default depends on DATABASE_URL (loadConfig).
  DEMO_DATA: optionalText.transform((value, ctx) => {
    if (value === undefined || value === "on" || value === "off") return value;
    ctx.addIssue({ code: "custom", message: `must be "on" or "off" (got "${value}")` });
    return z.NEVER;
  }),
  METRICS_TOKEN: optionalText
    .transform((token) => token?.trim() || undefined)
    .refine((token) => token === undefined || token.length >= METRICS_TOKEN_MIN_LENGTH, {
      message: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long (unset it to serve /metrics to this machine only)`,
    }),
  JOB_POLL_MS: wholeNumber(1000),
  JOB_LEASE_MS: wholeNumber(60_000),
  JOB_RETRY_DELAY_MS: wholeNumber(30_000),
  JOB_RETRY_MAX_DELAY_MS: wholeNumber(HOUR),
  JOB_GIVE_UP_AFTER_MS: wholeNumber(24 * HOUR),
  LOG_LEVEL: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "info"),
  TRUST_PROXY: trustProxy,
  NODE_ENV: optionalText,
  WEBHOOKS_ALLOW_PRIVATE: optionalText.transform((value, ctx): boolean => {
    if (value === undefined || value === "") return false;
    if (value === "1" || value === "0") return value === "1";
    ctx.addIssue({ code: "custom", message: `must be "1" or "0" (got "${value}")` });
    return z.NEVER;
  }),
  /** Unset: on, except in production. */
  API_DOCS: optionalText.transform((value, ctx): boolean | undefined => {
    if (value === undefined) return undefined;
    if (value === "1" || value === "0") return value === "1";
    ctx.addIssue({ code: "custom", message: `must be "1" or "0" (got "${value}")` });
    return z.NEVER;
  }),
  UNCONFIRMED_RETENTION_DAYS: optionalText.transform((value, ctx): number | null => {
    if (value === undefined) return 30;
    if (value.trim() === "off") return null;
    if (/^\s*\d+\s*$/.test(value) && Number(value) >= 1 && Number(value) <= 3650) {
      return Number(value);
    }
    ctx.addIssue({
      code: "custom",
      message: `must be a whole number of days from 1 to 3650, or off (got "${value}")`,
    });
    return z.NEVER;
  }),
  NEWSLETTER_RATE_PER_SECOND: mailsPerSecond,
  MAIL_RATE_PER_SECOND: mailsPerSecond,
  SMTP_POOL_SIZE: wholeNumber(DEFAULT_SMTP_POOL_SIZE, 100),
  SEARCH_CONCURRENCY: wholeNumber(DEFAULT_SEARCH_CONCURRENCY, 100),
  DKIM_DOMAIN: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9.-]{1,253}$/.test(value.trim()),
    { message: "must be a domain name" },
  ),
  DKIM_SELECTOR: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9._-]{1,63}$/.test(value.trim()),
    { message: "must be a selector: letters, digits, dots, dashes" },
  ),
  /** PEM; "\n" written as two characters (one-line environment files) counts as a new line. */
  DKIM_PRIVATE_KEY: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const pem = value.replaceAll("\\n", "\n").trim();
    try {
      createPrivateKey(pem);
      return pem;
    } catch {
      // Never echo the value: it is a secret.
      ctx.addIssue({ code: "custom", message: "must be a private key in PEM form" });
      return z.NEVER;
    }
  }),
  MAILGUN_WEBHOOK_SIGNING_KEY: optionalText,
  SENDGRID_WEBHOOK_PUBLIC_KEY: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (readPublicKey(value)) return value.trim();
    ctx.addIssue({ code: "custom", message: "must be an ECDSA public key (base64 DER or PEM)" });
    return z.NEVER;
  }),
  MAIL_EVENTS_BASIC_AUTH: optionalText.refine(
    (value) => value === undefined || /^[^:\s]+:\S{12,}$/.test(value.trim()),
    { message: 'must be "user:password", the password at least 12 characters' },
  ),
  /** Empty: serve no web app; unset: the web package's build. */
  WEB_DIST: z.string().optional(),
  HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_HEADERS_TIMEOUT_MS, 1000, HOUR),
  REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_REQUEST_TIMEOUT_MS, 1000, HOUR),
  IMPORT_UPLOAD_TIMEOUT_MS: milliseconds(DEFAULT_IMPORT_UPLOAD_TIMEOUT_MS, 1000, 6 * HOUR),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(DEFAULT_KEEP_ALIVE_TIMEOUT_MS, 1000, HOUR),
  SHUTDOWN_DRAIN_MS: optionalText.transform((value, ctx) => {
    if (value === undefined) return 3000;
    if (/^\s*\d+\s*$/.test(value) && Number(value) <= 8000) return Number(value);
    ctx.addIssue({
      code: "custom",
      message: `must be a whole number of milliseconds from 0 to 8000 (got "${value}")`,
    });
    return z.NEVER;
  }),
});

type Environment = z.infer<typeof environment>;

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
