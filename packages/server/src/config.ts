import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface RateLimitConfig {
  /** Attempts allowed per window for one client address on login, register and forgot-password. */
  perIp: number;
  /** Attempts allowed per window for one email address. */
  perEmail: number;
  windowMs: number;
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
  /**
   * Keep signed-in users and feed/archive pages in memory until the database announces a
   * change (LISTEN/NOTIFY). READ_CACHES=off turns them off: behind a connection pooler that
   * cannot hold a LISTEN, say, or to measure the database path.
   */
  readCaches: boolean;
  /** Folder holding the built web app; null when it is not served (API tests). */
  webDist: string | null;
  logLevel: string;
}

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The JWT secret from the environment, else one generated once and kept in DATA_DIR. */
const loadJwtSecret = (dataDir: string, fromEnv: string | undefined): string => {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
    rateLimit: {
      perIp: positiveInt(env.RATE_LIMIT_PER_IP, 30),
      perEmail: positiveInt(env.RATE_LIMIT_PER_EMAIL, 8),
      windowMs: positiveInt(env.RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
    },
    redisUrl: env.REDIS_URL || null,
    readCaches: env.READ_CACHES !== "off",
    webDist: env.WEB_DIST === "" ? null : path.resolve(env.WEB_DIST || defaultWebDist()),
    logLevel: env.LOG_LEVEL || "info",
  };
};

const defaultWebDist = () =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");
