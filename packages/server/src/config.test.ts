import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-config-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "config-test-secret-of-32-bytes-or-more", ...env });

/** The message loadConfig refuses `env` with. */
const refusal = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe("loadConfig", () => {
  it("gives the README's defaults for an empty environment", () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: null,
      publicUrl: "http://localhost:3000",
      smtpUrl: null,
      mailFrom: "Sector Portal <no-reply@localhost>",
      adminEmail: "admin@example.com",
      adminPassword: null,
      redisUrl: null,
      metricsToken: null,
      readCaches: true,
      logLevel: "info",
      trustProxy: false,
      unconfirmedRetentionDays: 30,
      jobs: {
        pollMs: 1000,
        leaseMs: 60_000,
        retry: { firstDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 86_400_000 },
      },
    });
    expect(config.rateLimit.loginFailuresPerPair.max).toBe(7);
    expect(config.rateLimit.loginFailuresPerIp.max).toBe(50);
    expect(config.rateLimit.signupsPerIp.max).toBe(300);
    expect(config.rateLimit.signupsPerEmail.max).toBe(5);
    expect(config.rateLimit.redisPrefix).toBe("sector-portal-rl");
    expect(config.rateLimit.loginFailuresPerAccount).toEqual({ max: 50, windowMs: 3_600_000 });
    expect(config.rateLimit.loginFailuresPerDevice).toEqual({ max: 7, windowMs: 3_600_000 });
    expect(config.rateLimit.deviceCookieDays).toBe(365);
    expect(config.rateLimit.mfaFailuresPerAccount).toEqual({ max: 10, windowMs: 900_000 });
    expect(config.shutdownDrainMs).toBe(3000);
  });

  it("takes an empty variable as unset", () => {
    expect(load({ PORT: "", READ_CACHES: "", SMTP_URL: "" })).toMatchObject({
      port: 3000,
      readCaches: true,
      smtpUrl: null,
    });
  });

  it("reads each variable's value", () => {
    const config = load({
      PORT: "8080",
      PUBLIC_URL: "https://portal.example.com/",
      ADMIN_EMAIL: " Boss@Example.com ",
      READ_CACHES: "off",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      SIGNUPS_PER_IP: "10",
      LOGIN_FAILURES_PER_DEVICE: "3",
      DEVICE_COOKIE_DAYS: "30",
      MFA_FAILURES_PER_ACCOUNT: "20",
      REDIS_PREFIX: "staging:sp",
      SHUTDOWN_DRAIN_MS: "500",
      WEB_DIST: "",
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: "https://portal.example.com",
      adminEmail: "boss@example.com",
      readCaches: false,
      trustProxy: 1,
      logLevel: "warn",
      webDist: null,
    });
    expect(config.rateLimit.signupsPerIp.max).toBe(10);
    expect(config.rateLimit.loginFailuresPerDevice.max).toBe(3);
    expect(config.rateLimit.deviceCookieDays).toBe(30);
    expect(config.rateLimit.mfaFailuresPerAccount.max).toBe(20);
    expect(config.rateLimit.redisPrefix).toBe("staging:sp");
    expect(config.shutdownDrainMs).toBe(500);
  });

  it("bounds how long a request may take to arrive, and an idle connection is kept", () => {
    expect(load({})).toMatchObject({
      headersTimeoutMs: 30_000,
      requestTimeoutMs: 30_000,
      importUploadTimeoutMs: 600_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(
      load({
        HEADERS_TIMEOUT_MS: "10000",
        REQUEST_TIMEOUT_MS: " 45000 ",
        IMPORT_UPLOAD_TIMEOUT_MS: "1200000",
        KEEP_ALIVE_TIMEOUT_MS: "5000",
      }),
    ).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 45_000,
      importUploadTimeoutMs: 1_200_000,
      keepAliveTimeoutMs: 5000,
    });
    // 0 would turn the bound off, as Node's and Fastify's 0 does: refused, as any bad value.
    expect(refusal({ REQUEST_TIMEOUT_MS: "0" })).toBe(
      'REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000 (got "0")',
    );
    expect(refusal({ HEADERS_TIMEOUT_MS: "30s" })).toBe(
      'HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000 (got "30s")',
    );
    expect(refusal({ KEEP_ALIVE_TIMEOUT_MS: "-1" })).toMatch(
      /^KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 1000/,
    );
    expect(refusal({ IMPORT_UPLOAD_TIMEOUT_MS: "99999999" })).toMatch(
      /^IMPORT_UPLOAD_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 21600000/,
    );
  });

  it("keeps unconfirmed members for the days given, or for good when off", () => {
    expect(load({ UNCONFIRMED_RETENTION_DAYS: "90" }).unconfirmedRetentionDays).toBe(90);
    expect(load({ UNCONFIRMED_RETENTION_DAYS: "off" }).unconfirmedRetentionDays).toBeNull();
  });

  it("loads the demo set by default on the embedded database only; DEMO_DATA on or off decides", () => {
    const postgres = "postgres://u@db.example.com/portal";
    expect(load({}).demoData).toBe(true);
    expect(load({ DEMO_DATA: "" }).demoData).toBe(true);
    expect(load({ DATABASE_URL: postgres }).demoData).toBe(false);
    expect(load({ DEMO_DATA: "off" }).demoData).toBe(false);
    expect(load({ DATABASE_URL: postgres, DEMO_DATA: "on" }).demoData).toBe(true);
    expect(load({ DATABASE_URL: postgres, DEMO_DATA: "off" }).demoData).toBe(false);
    expect(refusal({ DEMO_DATA: "yes" })).toBe('DEMO_DATA must be "on" or "off" (got "yes")');
  });

  it("refuses a bad value, naming the variable, instead of falling back", () => {
    expect(refusal({ PORT: "abc" })).toBe(
      'PORT must be a whole number from 1 to 65535 (got "abc")',
    );
    expect(refusal({ PORT: "70000" })).toMatch(/^PORT must be a whole number/);
    expect(refusal({ LOGIN_FAILURES_PER_PAIR: "0" })).toMatch(
      /^LOGIN_FAILURES_PER_PAIR must be a whole number from 1/,
    );
    expect(refusal({ LOGIN_FAILURES_PER_DEVICE: "0" })).toMatch(
      /^LOGIN_FAILURES_PER_DEVICE must be a whole number from 1/,
    );
    expect(refusal({ DEVICE_COOKIE_DAYS: "3651" })).toBe(
      'DEVICE_COOKIE_DAYS must be a whole number from 1 to 3650 (got "3651")',
    );
    expect(refusal({ MFA_FAILURES_PER_ACCOUNT: "ten" })).toMatch(
      /^MFA_FAILURES_PER_ACCOUNT must be a whole number from 1/,
    );
    expect(refusal({ JOB_POLL_MS: "1.5" })).toMatch(/^JOB_POLL_MS must be a whole number/);
    expect(refusal({ READ_CACHES: "no" })).toBe('READ_CACHES must be "on" or "off" (got "no")');
    expect(refusal({ UNCONFIRMED_RETENTION_DAYS: "0" })).toBe(
      'UNCONFIRMED_RETENTION_DAYS must be a whole number of days from 1 to 3650, or off (got "0")',
    );
    expect(refusal({ TRUST_PROXY: "true" })).toMatch(
      /^TRUST_PROXY must be 0, the number of proxies in front of the server \(1 to 10\), or the proxies' addresses or ranges .* \(got "true"\)$/,
    );
    expect(refusal({ LOG_LEVEL: "verbose" })).toMatch(/^LOG_LEVEL must be "fatal" or/);
    expect(refusal({ DATABASE_URL: "mysql://db" })).toBe(
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
    );
    expect(refusal({ PUBLIC_URL: "portal.example.com" })).toMatch(/^PUBLIC_URL must be a http/);
    expect(refusal({ SMTP_URL: "mail.example.com:25" })).toMatch(/^SMTP_URL must be a smtp/);
    expect(refusal({ REDIS_URL: "localhost:6379" })).toMatch(/^REDIS_URL must be a redis/);
    expect(refusal({ REDIS_PREFIX: "two words" })).toBe(
      'REDIS_PREFIX must be 1 to 100 letters, digits or ":_.-" (got "two words")',
    );
    expect(refusal({ SHUTDOWN_DRAIN_MS: "9000" })).toBe(
      'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 8000 (got "9000")',
    );
    expect(refusal({ ADMIN_EMAIL: "admin" })).toBe("ADMIN_EMAIL must be an email address");
    expect(refusal({ METRICS_TOKEN: "too-short" })).toMatch(
      /^METRICS_TOKEN must be at least 16 characters/,
    );
  });

  it("reads how many member searches each process runs at once (SEARCH_CONCURRENCY; 4)", () => {
    expect(load({}).searchConcurrency).toBe(4);
    expect(load({ SEARCH_CONCURRENCY: "2" }).searchConcurrency).toBe(2);
    expect(refusal({ SEARCH_CONCURRENCY: "0" })).toBe(
      'SEARCH_CONCURRENCY must be a whole number from 1 to 100 (got "0")',
    );
  });

  it("reads the mail settings: rate, pool, DKIM (all three or none) and the relays' event keys", () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const config = load({
      MAIL_RATE_PER_SECOND: "20",
      SMTP_POOL_SIZE: "3",
      DKIM_DOMAIN: "mail.example.com",
      DKIM_SELECTOR: "s1",
      // One-line environment files write the key's line breaks as \n.
      DKIM_PRIVATE_KEY: pem.replaceAll("\n", "\\n"),
      MAILGUN_WEBHOOK_SIGNING_KEY: "key-1",
      SENDGRID_WEBHOOK_PUBLIC_KEY: publicKey
        .export({ format: "der", type: "spki" })
        .toString("base64"),
      MAIL_EVENTS_BASIC_AUTH: "relay:long-enough-password",
    });
    expect(config).toMatchObject({
      mailRatePerSecond: 20,
      smtpPoolSize: 3,
      dkim: { domain: "mail.example.com", selector: "s1", privateKey: pem.trim() },
      mailEvents: { mailgunSigningKey: "key-1", basicAuth: "relay:long-enough-password" },
    });
    expect(load({})).toMatchObject({
      mailRatePerSecond: null,
      smtpPoolSize: 10,
      dkim: null,
      mailEvents: { mailgunSigningKey: null, sendgridPublicKey: null, basicAuth: null },
    });
    expect(refusal({ MAIL_RATE_PER_SECOND: "0" })).toMatch(
      /^MAIL_RATE_PER_SECOND must be a whole number/,
    );
    expect(refusal({ DKIM_DOMAIN: "mail.example.com" })).toBe(
      "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together (or none of them)",
    );
    expect(refusal({ DKIM_PRIVATE_KEY: "secret-not-a-key" })).toBe(
      "DKIM_PRIVATE_KEY must be a private key in PEM form",
    );
    expect(refusal({ SENDGRID_WEBHOOK_PUBLIC_KEY: "not a key!" })).toMatch(
      /^SENDGRID_WEBHOOK_PUBLIC_KEY must be/,
    );
    expect(refusal({ MAIL_EVENTS_BASIC_AUTH: "user:short" })).toMatch(
      /^MAIL_EVENTS_BASIC_AUTH must be/,
    );
  });

  it("takes TRUST_PROXY as a hop count or the proxies' addresses, never as 'trust everything'", () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(
      load({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,::1,fd00::/8, loopback" }).trustProxy,
    ).toEqual(["10.0.0.0/8", "192.168.1.7", "::1", "fd00::/8", "loopback"]);
    for (const bad of [
      "true",
      "yes",
      "11",
      "-1",
      "1.5",
      "10.0.0.0/33",
      "0.0.0.0/0",
      "::/0",
      "10.0.0.0/8,",
      "proxy.example.com",
      "10.0.0.1/8/8",
    ]) {
      expect(refusal({ TRUST_PROXY: bad }), bad).toMatch(
        /^TRUST_PROXY must be 0, the number of proxies/,
      );
    }
  });

  it("refuses a JWT_SECRET shorter than 32 bytes, without echoing it", () => {
    const short = "only-thirty-one-bytes-long-key!";
    expect(Buffer.byteLength(short)).toBe(31);
    const message = refusal({ JWT_SECRET: short });
    expect(message).toBe(
      "JWT_SECRET must be at least 32 bytes long (got 31); unset it to have one generated and kept in DATA_DIR",
    );
    expect(message).not.toContain(short);
    // Bytes, not characters: 16 two-byte characters make 32 bytes.
    expect(load({ JWT_SECRET: "é".repeat(16) }).jwtSecret).toBe("é".repeat(16));
    expect(load({ JWT_SECRET: `${short}x` }).jwtSecret).toBe(`${short}x`);
    // Unset: one generated (and kept) in DATA_DIR, long enough.
    expect(Buffer.byteLength(loadConfig({ DATA_DIR: dataDir }).jwtSecret)).toBeGreaterThanOrEqual(
      32,
    );
  });

  it("serves the API docs in development, and in production only when API_DOCS=1", () => {
    expect(load({})).toMatchObject({ apiDocs: true, production: false });
    expect(load({ NODE_ENV: "development" })).toMatchObject({ apiDocs: true, production: false });
    expect(load({ NODE_ENV: "production" })).toMatchObject({ apiDocs: false, production: true });
    expect(load({ NODE_ENV: "production", API_DOCS: "1" }).apiDocs).toBe(true);
    expect(load({ NODE_ENV: "production" }).webhookAddresses).toBe("public");
    expect(load({ NODE_ENV: "development" }).webhookAddresses).toBe("loopback");
    expect(load({ NODE_ENV: "production", WEBHOOKS_ALLOW_PRIVATE: "1" }).webhookAddresses).toBe(
      "private",
    );
    expect(() => load({ WEBHOOKS_ALLOW_PRIVATE: "yes" })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
    expect(load({ API_DOCS: "0" }).apiDocs).toBe(false);
    expect(refusal({ API_DOCS: "yes" })).toBe('API_DOCS must be "1" or "0" (got "yes")');
  });

  it("names every bad variable at once, and never echoes a URL (it may hold a password)", () => {
    const message = refusal({ PORT: "x", DATABASE_URL: "mysql://user:secret@db" });
    expect(message.split("\n")).toHaveLength(2);
    expect(message).not.toContain("secret");
  });
});

describe("the server with a bad value", () => {
  it("prints the message and exits non-zero, without a stack trace", async () => {
    const main = path.join(path.dirname(fileURLToPath(import.meta.url)), "main.ts");
    const run = promisify(execFile)(process.execPath, ["--import", "tsx", main], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: "abc", JWT_SECRET: "short-secret" },
      timeout: 60_000,
    });
    const failure = await run.then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('PORT must be a whole number from 1 to 65535 (got "abc")');
    expect(failure?.stderr).toContain("JWT_SECRET must be at least 32 bytes long (got 12)");
    expect(failure?.stderr).not.toContain("short-secret");
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
