import { createPrivateKey } from "node:crypto";
import { z } from "zod";
import {
  docOf,
  documented,
  jwtSecret,
  METRICS_TOKEN_MIN_LENGTH,
  mailsPerSecond,
  milliseconds,
  oneOf,
  optionalText,
  trustProxy,
  url,
  type VariableDoc,
  wholeNumber,
  zeroOrOne,
} from "./env-fields";
import { readPublicKey } from "./public-key";

/** Member searches each process runs at once when SEARCH_CONCURRENCY is not set. */
export const DEFAULT_SEARCH_CONCURRENCY = 4;
/**
 * SMTP connections each process keeps open to the relay when SMTP_POOL_SIZE is not set. An
 * edition's mails wait on the relay's answers more than on the CPU (docs/benchmarks.md).
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A reminder of events: its name as written ("24h") and its lead time. */
export interface EventReminderSetting {
  name: string;
  leadMs: number;
}

const REMINDER_UNITS: Record<string, number> = { m: MINUTE, h: HOUR, d: 24 * HOUR };

/** "24h,1h" as reminders, longest lead first; "off" as none; null when malformed. */
export const parseEventReminders = (value: string): EventReminderSetting[] | null => {
  if (value.trim() === "off") return [];
  const reminders: EventReminderSetting[] = [];
  for (const part of value.split(",")) {
    const match = /^\s*(\d{1,4})([mhd])\s*$/.exec(part);
    if (!match?.[1] || !match[2]) return null;
    const leadMs = Number(match[1]) * (REMINDER_UNITS[match[2]] ?? 0);
    if (leadMs < MINUTE || leadMs > 30 * 24 * HOUR) return null;
    const name = `${Number(match[1])}${match[2]}`;
    if (reminders.some((r) => r.leadMs === leadMs)) return null;
    reminders.push({ name, leadMs });
  }
  return reminders.sort((a, b) => b.leadMs - a.leadMs);
};

const SERVER = "Server";
const DATABASE = "Database";
const SECRETS = "Secrets";
const FIRST_START = "First start";
const SIGN_IN = "Sign-in and rate limits";
const HTTP = "Proxies and HTTP";
const MAIL = "Mail";
const RELAY_EVENTS = "Relay events";
const JOBS = "Jobs (mail, webhooks, imports)";
const PERFORMANCE = "Performance";
const OPERATIONS = "Metrics, logs and shutdown";
const DATA = "Data rights and webhooks";

/**
 * The environment the server reads, all of it: each variable's parsing, default and
 * documentation (docs/configuration.md is written from here by `npm run docs:config`, and a test
 * fails when the two differ). A bad value is refused at start, never replaced by the default.
 */
export const environment = z.object({
  PORT: documented(wholeNumber(3000, 65_535), {
    capability: SERVER,
    defaultText: "`3000`",
    description: "The TCP port the server listens on (1–65535).",
  }),
  HOST: documented(
    optionalText.transform((host) => host ?? "127.0.0.1"),
    {
      capability: SERVER,
      defaultText: "`127.0.0.1`",
      description:
        "The address the server listens on. `0.0.0.0` listens on every interface (behind a proxy on another machine).",
    },
  ),
  PUBLIC_URL: documented(url("http", "https"), {
    capability: SERVER,
    defaultText: "`http://localhost:<PORT>`",
    description:
      "The address members reach the portal at: the base of every link in mail (set-password, sign-in and join links, unsubscribe links, newsletters). Use the `https://` address in production.",
  }),
  NODE_ENV: documented(optionalText, {
    capability: SERVER,
    defaultText: "unset: development (`npm start` sets `production`)",
    description:
      "`production`: mailed links are logged without their secret part, `/api/docs` is off unless `API_DOCS=1`, webhooks reach only public addresses, and the device cookie is `Secure`.",
  }),
  DATA_DIR: documented(
    optionalText.transform((dir) => dir ?? "./data"),
    {
      capability: DATABASE,
      defaultText: "`./data`",
      description:
        "The folder of the embedded database (`db/`), the generated secrets, the mail outbox (`outbox/`) and the backup control socket: keep it readable by the server's user only.",
    },
  ),
  DATABASE_URL: documented(url("postgres", "postgresql"), {
    capability: DATABASE,
    defaultText: "unset: the embedded database (PGlite) in `DATA_DIR/db`",
    description:
      "`postgres://user:password@host:5432/name`: use that PostgreSQL server (15 or later, with `pg_trgm`). Required for more than one process.",
  }),
  READ_CACHES: documented(oneOf(["on", "off"], "on"), {
    capability: DATABASE,
    defaultText: "`on`",
    description:
      "`off`: no read caches, every request reads the database; needed behind a connection pooler that cannot hold a `LISTEN` (PgBouncer in transaction mode).",
  }),
  JWT_SECRET: documented(jwtSecret, {
    capability: SECRETS,
    defaultText: "generated once (48 random bytes) and kept in `DATA_DIR/jwt-secret`",
    description:
      "Signs the session tokens (HS256) and the sign-in device cookies: at least 32 bytes, else the server refuses to start. The same for every process; changing it signs everyone out.",
  }),
  UNSUBSCRIBE_SECRET: documented(optionalText, {
    capability: SECRETS,
    defaultText: "generated once and kept in `DATA_DIR/unsubscribe-secret`",
    description:
      "Signs the one-click unsubscribe links and the newsletters' tracked links. Its own key, so rotating `JWT_SECRET` keeps the links of mails already sent; changing it voids them.",
  }),
  // As strong as the JWT secret: 256 bits or more.
  MFA_ENCRYPTION_KEY: documented(jwtSecret, {
    capability: SECRETS,
    defaultText: "generated once (48 random bytes) and kept in `DATA_DIR/mfa-key`",
    description:
      "Encrypts the two-factor secrets at rest (AES-256-GCM): at least 32 bytes, never the JWT secret. Changing it voids every enrolment (app codes are refused; recovery codes still sign in).",
  }),
  ADMIN_EMAIL: documented(
    optionalText
      .transform((email) => (email ?? "admin@example.com").trim().toLowerCase())
      .refine((email) => /^[^\s@]+@[^\s@]+$/.test(email), { message: "must be an email address" }),
    {
      capability: FIRST_START,
      defaultText: "`admin@example.com`",
      description: "The admin account created on the first start against an empty database.",
    },
  ),
  ADMIN_PASSWORD: documented(optionalText, {
    capability: FIRST_START,
    defaultText: "a random password, printed once",
    description: "The first admin's password (only on the first start).",
  }),
  // Unset stays undefined: the default depends on DATABASE_URL (loadConfig).
  DEMO_DATA: documented(
    optionalText.transform((value, ctx) => {
      if (value === undefined || value === "on" || value === "off") return value;
      ctx.addIssue({ code: "custom", message: `must be "on" or "off" (got "${value}")` });
      return z.NEVER;
    }),
    {
      capability: FIRST_START,
      defaultText: "unset: on for the embedded database, off with `DATABASE_URL`",
      description:
        "`on`: load the removable demo content on the start that creates the brands; `off`: never.",
    },
  ),
  LOGIN_FAILURES_PER_PAIR: documented(wholeNumber(7), {
    capability: SIGN_IN,
    defaultText: "`7`",
    description:
      "Failed sign-ins on one account from one client address within 5 minutes before that pair is refused (429), even with the right password, until the 5 minutes are over; a successful sign-in clears its pair.",
  }),
  LOGIN_FAILURES_PER_ACCOUNT: documented(wholeNumber(50), {
    capability: SIGN_IN,
    defaultText: "`50`",
    description:
      "Failed sign-ins on one account from all addresses together within an hour (a fixed window) before the account is refused to every device without its device cookie until the hour is over; those are told to use the emailed sign-in link, which keeps working.",
  }),
  LOGIN_FAILURES_PER_IP: documented(wholeNumber(50), {
    capability: SIGN_IN,
    defaultText: "`50`",
    description:
      "Failed sign-ins from one client address (IPv6: its /56) within 15 minutes, whatever the accounts; successful sign-ins never count.",
  }),
  LOGIN_FAILURES_PER_DEVICE: documented(wholeNumber(7), {
    capability: SIGN_IN,
    defaultText: "`7`",
    description:
      "Failed sign-ins within an hour from a browser carrying the account's device cookie (set by a successful sign-in) before that cookie stops letting it past the account's ceiling.",
  }),
  DEVICE_COOKIE_DAYS: documented(wholeNumber(365, 3650), {
    capability: SIGN_IN,
    defaultText: "`365`",
    description:
      "How long a device cookie (`sp_device`: HttpOnly, SameSite=Strict, path `/api/user/public/login`) lasts, in days (1–3650).",
  }),
  MFA_FAILURES_PER_ACCOUNT: documented(wholeNumber(10), {
    capability: SIGN_IN,
    defaultText: "`10`",
    description:
      "Wrong two-factor app codes on one account within 15 minutes, at `/login/mfa` and `2fa/disable`, whatever the attempt or address, before the account's second step answers 429; recovery codes count apart, per account and address.",
  }),
  SIGNUPS_PER_IP: documented(wholeNumber(300), {
    capability: SIGN_IN,
    defaultText: "`300`",
    description:
      "Register, forgot-password and sign-in-link calls (each route counted on its own) per client address within an hour; the join-link and set-password-link checks count here too.",
  }),
  SIGNUPS_PER_EMAIL: documented(wholeNumber(5), {
    capability: SIGN_IN,
    defaultText: "`5`",
    description:
      "Register, forgot-password and sign-in-link calls (each route on its own) per email address within 15 minutes: nobody's inbox gets flooded.",
  }),
  REQUIRE_STAFF_2FA: documented(zeroOrOne(false), {
    capability: SIGN_IN,
    defaultText: "`0`",
    description:
      "`1`: admins and employees must set up two-factor sign-in; until they do, the app opens only the enrolment screen and the API answers their sessions 403 on anything but the `2fa` endpoints, their profile and logout.",
  }),
  REDIS_URL: documented(url("redis", "rediss"), {
    capability: SIGN_IN,
    defaultText: "unset: counters in each process",
    description:
      "`redis://host:6379`: keep the rate-limit counters there, shared by every process. While it does not answer, each process counts on its own (the limits hold per process, never switch off).",
  }),
  REDIS_PREFIX: documented(
    optionalText.transform((value, ctx) => {
      if (value === undefined) return "sector-portal-rl";
      if (/^[A-Za-z0-9:_.-]{1,100}$/.test(value)) return value;
      ctx.addIssue({
        code: "custom",
        message: `must be 1 to 100 letters, digits or ":_.-" (got "${value}")`,
      });
      return z.NEVER;
    }),
    {
      capability: SIGN_IN,
      defaultText: "`sector-portal-rl`",
      description:
        "The prefix of this deployment's keys in Redis, so that several deployments (or test runs) can share one Redis.",
    },
  ),
  TRUST_PROXY: documented(trustProxy, {
    capability: HTTP,
    defaultText: "unset (`0`): the connection's address",
    description:
      'Which hops of `X-Forwarded-For` to believe: the number of reverse proxies in front of the server (`1` for one), or their addresses and ranges, comma-separated (`10.0.0.0/8,::1`, `loopback`); never "every hop". Rate limits and consent evidence use the address it gives.',
  }),
  HEADERS_TIMEOUT_MS: documented(milliseconds(DEFAULT_HEADERS_TIMEOUT_MS, 1000, HOUR), {
    capability: HTTP,
    defaultText: "`30000`",
    description:
      "How long a request's headers may take to arrive (1000 ms to an hour); then the connection is closed.",
  }),
  REQUEST_TIMEOUT_MS: documented(milliseconds(DEFAULT_REQUEST_TIMEOUT_MS, 1000, HOUR), {
    capability: HTTP,
    defaultText: "`30000`",
    description:
      "How long a request's body may take to arrive once its headers have (1000 ms to an hour); then 408 and the connection closed. Answers may take as long as they need (lead exports stream).",
  }),
  IMPORT_UPLOAD_TIMEOUT_MS: documented(
    milliseconds(DEFAULT_IMPORT_UPLOAD_TIMEOUT_MS, 1000, 6 * HOUR),
    {
      capability: HTTP,
      defaultText: "`600000` (10 minutes)",
      description:
        "How long a member import's CSV upload may take to arrive (1000 ms to 6 hours), instead of `REQUEST_TIMEOUT_MS`.",
    },
  ),
  KEEP_ALIVE_TIMEOUT_MS: documented(milliseconds(DEFAULT_KEEP_ALIVE_TIMEOUT_MS, 1000, HOUR), {
    capability: HTTP,
    defaultText: "`72000`",
    description:
      "How long an idle connection is kept for the client's next request: above the 60 s after which proxies drop idle upstream connections, so the server never closes one they reuse.",
  }),
  API_DOCS: documented(zeroOrOne(undefined), {
    capability: HTTP,
    defaultText: "on, except in production",
    description:
      "`1`: serve the OpenAPI document and Swagger UI at `/api/docs`; `0`: don't (docs/api.md).",
  }),
  SMTP_URL: documented(url("smtp", "smtps"), {
    capability: MAIL,
    defaultText: "unset: each mail is written to `DATA_DIR/outbox` and its links are logged",
    description: "`smtp://user:pass@host:port` (or `smtps://`): send mail through that relay.",
  }),
  MAIL_FROM: documented(
    optionalText.transform((from) => from ?? "Sector Portal <no-reply@localhost>"),
    {
      capability: MAIL,
      defaultText: "`Sector Portal <no-reply@localhost>`",
      description:
        "The sender of every mail; a brand's newsletter goes out under the brand's sender name with this address.",
    },
  ),
  SMTP_POOL_SIZE: documented(wholeNumber(DEFAULT_SMTP_POOL_SIZE, 100), {
    capability: MAIL,
    defaultText: `\`${DEFAULT_SMTP_POOL_SIZE}\``,
    description: "SMTP connections each process keeps open to the relay and reuses (1–100).",
  }),
  MAIL_RATE_PER_SECOND: documented(mailsPerSecond, {
    capability: MAIL,
    defaultText: "unset: no cap",
    description:
      "All mail (newsletters, password links, join confirmations) each process hands the relay a second at most (1–100000), for relays that cap the rate.",
  }),
  NEWSLETTER_RATE_PER_SECOND: documented(mailsPerSecond, {
    capability: MAIL,
    defaultText: "unset: as fast as the relay takes them",
    description: "Newsletter mails each process sends a second at most (1–100000).",
  }),
  DKIM_DOMAIN: documented(
    optionalText.refine(
      (value) => value === undefined || /^[A-Za-z0-9.-]{1,253}$/.test(value.trim()),
      { message: "must be a domain name" },
    ),
    {
      capability: MAIL,
      defaultText: "unset: unsigned (the relay may sign)",
      description:
        "With `DKIM_SELECTOR` and `DKIM_PRIVATE_KEY` (all three or none): sign every message with DKIM (relaxed/relaxed) for this domain.",
    },
  ),
  DKIM_SELECTOR: documented(
    optionalText.refine(
      (value) => value === undefined || /^[A-Za-z0-9._-]{1,63}$/.test(value.trim()),
      { message: "must be a selector: letters, digits, dots, dashes" },
    ),
    {
      capability: MAIL,
      defaultText: "unset",
      description:
        "The DKIM selector: the public key is published at `<selector>._domainkey.<domain>`.",
    },
  ),
  /** PEM; "\n" written as two characters (one-line environment files) counts as a new line. */
  DKIM_PRIVATE_KEY: documented(
    optionalText.transform((value, ctx) => {
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
    {
      capability: MAIL,
      defaultText: "unset",
      description:
        "The DKIM private key in PEM (`\\n` for line breaks in one-line files). A secret: keep it in the secret store.",
    },
  ),
  MAILGUN_WEBHOOK_SIGNING_KEY: documented(optionalText, {
    capability: RELAY_EVENTS,
    defaultText: "unset: `POST /api/mail-events/mailgun` answers 404",
    description:
      "Turns on Mailgun's event webhook, its signatures checked with this key; each signature is accepted once, within 24 hours of its timestamp.",
  }),
  SENDGRID_WEBHOOK_PUBLIC_KEY: documented(
    optionalText.transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (readPublicKey(value)) return value.trim();
      ctx.addIssue({ code: "custom", message: "must be an ECDSA public key (base64 DER or PEM)" });
      return z.NEVER;
    }),
    {
      capability: RELAY_EVENTS,
      defaultText: "unset: `POST /api/mail-events/sendgrid` answers 404",
      description: "Turns on SendGrid's Event Webhook: its verification key (base64 DER or PEM).",
    },
  ),
  MAIL_EVENTS_BASIC_AUTH: documented(
    optionalText.refine((value) => value === undefined || /^[^:\s]+:\S{12,}$/.test(value.trim()), {
      message: 'must be "user:password", the password at least 12 characters',
    }),
    {
      capability: RELAY_EVENTS,
      defaultText: "unset: `postmark` and `dsn` answer 404",
      description:
        "`user:password` (password ≥ 12 characters): turns on `POST /api/mail-events/postmark` and `/dsn`, behind HTTP basic auth.",
    },
  ),
  JOB_POLL_MS: documented(wholeNumber(1000), {
    capability: JOBS,
    defaultText: "`1000`",
    description: "How often each process looks for due jobs when nothing kicks it.",
  }),
  JOB_LEASE_MS: documented(wholeNumber(60_000), {
    capability: JOBS,
    defaultText: "`60000`",
    description:
      "How long a job being run is kept from other processes; one whose process died runs again after it.",
  }),
  JOB_RETRY_DELAY_MS: documented(wholeNumber(30_000), {
    capability: JOBS,
    defaultText: "`30000`",
    description:
      "The first delay before a failed mail or webhook delivery is tried again; it doubles up to `JOB_RETRY_MAX_DELAY_MS`.",
  }),
  JOB_RETRY_MAX_DELAY_MS: documented(wholeNumber(HOUR), {
    capability: JOBS,
    defaultText: "`3600000` (1 hour)",
    description: "The longest delay between two tries.",
  }),
  JOB_GIVE_UP_AFTER_MS: documented(wholeNumber(24 * HOUR), {
    capability: JOBS,
    defaultText: "`86400000` (24 hours)",
    description:
      "A message still failing this long after it was queued (or retried by an admin) is marked failed; a webhook endpoint failing this long is paused; a lead still not delivered to a destination this long after its first attempt is marked failed.",
  }),
  SEARCH_CONCURRENCY: documented(wholeNumber(DEFAULT_SEARCH_CONCURRENCY, 100), {
    capability: PERFORMANCE,
    defaultText: `\`${DEFAULT_SEARCH_CONCURRENCY}\``,
    description:
      "Member searches each process runs against the database at once (1–100); later ones wait their turn in arrival order. About the database's cores divided by the processes that search.",
  }),
  METRICS_TOKEN: documented(
    optionalText
      .transform((token) => token?.trim() || undefined)
      .refine((token) => token === undefined || token.length >= METRICS_TOKEN_MIN_LENGTH, {
        message: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long (unset it to serve /metrics to this machine only)`,
      }),
    {
      capability: OPERATIONS,
      defaultText: "unset: `/metrics` answers this machine only",
      description: `At least ${METRICS_TOKEN_MIN_LENGTH} characters: \`GET /metrics\` answers requests carrying \`Authorization: Bearer <token>\`, from any address.`,
    },
  ),
  LOG_LEVEL: documented(
    oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "info"),
    {
      capability: OPERATIONS,
      defaultText: "`info`",
      description:
        "pino's log level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Secret links and credentials are redacted at every level.",
    },
  ),
  SHUTDOWN_DRAIN_MS: documented(
    optionalText.transform((value, ctx) => {
      if (value === undefined) return 3000;
      if (/^\s*\d+\s*$/.test(value) && Number(value) <= 8000) return Number(value);
      ctx.addIssue({
        code: "custom",
        message: `must be a whole number of milliseconds from 0 to 8000 (got "${value}")`,
      });
      return z.NEVER;
    }),
    {
      capability: OPERATIONS,
      defaultText: "`3000`",
      description:
        "On SIGTERM or SIGINT, how long `GET /api/health` answers 503 (`draining`) while the process still serves, so the load balancer stops sending to it; then it finishes what is in flight and exits (0–8000; the whole shutdown ends within 10 s).",
    },
  ),
  UNCONFIRMED_RETENTION_DAYS: documented(
    optionalText.transform((value, ctx): number | null => {
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
    {
      capability: DATA,
      defaultText: "`30`",
      description:
        "Members who never set a password are erased this many days after registering (a daily run in each process, the first 5 minutes after start); `off` keeps them.",
    },
  ),
  EVENT_REMINDERS: documented(
    optionalText.transform((value, ctx): EventReminderSetting[] => {
      if (value === undefined) return parseEventReminders("24h,1h") ?? [];
      const parsed = parseEventReminders(value);
      if (parsed) return parsed;
      ctx.addIssue({
        code: "custom",
        message: `must be lead times such as 24h,1h (m, h or d; up to 30 days), or off (got "${value}")`,
      });
      return z.NEVER;
    }),
    {
      capability: JOBS,
      defaultText: "`24h,1h`",
      description:
        "Reminders of an event to its registrants, this long before its start (`30m`, `1h`, `2d`, comma-separated); `off` sends none. A reminder is skipped when its time passed, with the server down, by more than its own lead time.",
    },
  ),
  WEBHOOKS_ALLOW_PRIVATE: documented(zeroOrOne(false), {
    capability: DATA,
    defaultText: "`0`",
    description:
      "`1`: webhooks may reach loopback and private addresses, over http too, even in production (development and tests). Otherwise production allows public addresses over https only.",
  }),
  /** Empty: serve no web app; unset: the web package's build. */
  WEB_DIST: documented(z.string().optional(), {
    capability: SERVER,
    defaultText: "unset: the web package's build (`packages/web/dist`)",
    description: "The built web app to serve; empty: serve the API alone.",
  }),
});

export type Environment = z.infer<typeof environment>;

/** Every variable with its documentation, in the schema's order (docs/configuration.md). */
export const environmentVariables = (): ({ name: string } & VariableDoc)[] =>
  Object.entries(environment.shape).map(([name, schema]) => {
    const doc = docOf(schema);
    if (!doc) throw new Error(`${name} has no documentation (src/lib/environment.ts)`);
    return { name, ...doc };
  });
