import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RetryPolicy } from "./jobs/retry-policy";

/** At most `max` counted attempts within `windowMs` (counted from the first one). */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimitConfig {
  /** Failed sign-ins per email address: how long a stranger can lock an account out. */
  loginFailuresPerEmail: Limit;
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
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
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
  jobs: JobQueueConfig;
  /** Folder holding the built web app; null when it is not served (API tests). */
  webDist: string | null;
  logLevel: string;
}

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const MINUTE = 60_000;

/**
 * 7 failures per email address per 5 minutes: a stranger locks an account out for 5 minutes
 * at most, and no sliding hour holds more than 13 windows × 7 = 91 guesses (ASVS 2.2.1: under
 * 100). 50 failures per client address per 15 minutes: a whole office's typos, not a spray.
 * 300 register or forgot-password calls per address per hour: an event stand signs up 200
 * visitors; 5 per email address per 15 minutes: nobody's inbox gets flooded.
 */
export const loadRateLimits = (env: NodeJS.ProcessEnv = {}): RateLimitConfig => ({
  loginFailuresPerEmail: {
    max: positiveInt(env.LOGIN_FAILURES_PER_EMAIL, 7),
    windowMs: 5 * MINUTE,
  },
  loginFailuresPerIp: { max: positiveInt(env.LOGIN_FAILURES_PER_IP, 50), windowMs: 15 * MINUTE },
  signupsPerIp: { max: positiveInt(env.SIGNUPS_PER_IP, 300), windowMs: 60 * MINUTE },
  signupsPerEmail: { max: positiveInt(env.SIGNUPS_PER_EMAIL, 5), windowMs: 15 * MINUTE },
  redisPrefix: "sector-portal-rl",
});

/** The JWT secret from the environment, else one generated once and kept in DATA_DIR. */
const loadJwtSecret = (dataDir: string, fromEnv: string | undefined): string => {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** Shortest METRICS_TOKEN accepted: a guessable one would publish the metrics. */
const METRICS_TOKEN_MIN_LENGTH = 16;

const readMetricsToken = (value: string | undefined): string | null => {
  const token = value?.trim();
  if (!token) return null;
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long (unset it to serve /metrics to this machine only).`,
    );
  }
  return token;
};

/** Reads the environment once; everything else receives a Config. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = positiveInt(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  mkdirSync(dataDir, { recursive: true });
  return {
    port,
    host: env.HOST || "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || "Sector Portal <no-reply@localhost>",
    adminEmail: (env.ADMIN_EMAIL || "admin@example.com").trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || null,
    rateLimit: loadRateLimits(env),
    redisUrl: env.REDIS_URL || null,
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
    readCaches: env.READ_CACHES !== "off",
    jobs: {
      pollMs: positiveInt(env.JOB_POLL_MS, 1000),
      leaseMs: positiveInt(env.JOB_LEASE_MS, 60_000),
      retry: {
        firstDelayMs: positiveInt(env.JOB_RETRY_DELAY_MS, 30_000),
        maxDelayMs: positiveInt(env.JOB_RETRY_MAX_DELAY_MS, 60 * 60 * 1000),
        giveUpAfterMs: positiveInt(env.JOB_GIVE_UP_AFTER_MS, 24 * 60 * 60 * 1000),
      },
    },
    webDist: env.WEB_DIST === "" ? null : path.resolve(env.WEB_DIST || defaultWebDist()),
    logLevel: env.LOG_LEVEL || "info",
  };
};

const defaultWebDist = () =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");
