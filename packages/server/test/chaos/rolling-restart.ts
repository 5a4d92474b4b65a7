import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { withClient } from "../../../../bench/lib/bench-client";
import { signAdminToken } from "../../../../bench/lib/tokens";
import { DEFAULT_TRAFFIC, prepareTrafficScenario } from "../../../../bench/lib/traffic";
import { startCluster } from "../../../../scripts/cluster/cluster";
import { createScratchDatabase } from "../scratch-postgres";
import { startSmtpSink } from "../smtp-sink";
import { startWebhookReceiver } from "../webhook-receiver";
import { registrationBodies, sleep, waitFor } from "./deployment";

export interface RollingFigures {
  processes: number;
  /** Seconds of traffic in all, and of the rolling restart within it. */
  trafficSeconds: number;
  restartSeconds: number;
  /** Exit codes of the replaced processes (0: a clean shutdown). */
  exitCodes: (number | null)[];
  /** Feed pages asked for by the traffic row's members, and how many did not answer 2xx. */
  feedRequests: number;
  feedFailed: number;
  /** Uploads by staff meanwhile, and how many did not answer 201. */
  uploads: number;
  uploadsFailed: number;
  /** Registrations sent, answered 201, and answered otherwise (or not at all). */
  registrations: number;
  registered: number;
  registrationsFailed: number;
  /** Answered registrations whose member is in the database, and members there twice. */
  membersPresent: number;
  membersDuplicated: number;
  /** Welcome mails: addresses that got theirs, and mails beyond the first of an address. */
  mailed: number;
  mailDuplicates: number;
  /** member.created events: distinct webhook-ids received, and repeats of one. */
  events: number;
  eventDuplicates: number;
  /** The first failures seen, for the log. */
  failures: string[];
}

export interface RollingOptions {
  /** A PostgreSQL server URL; the case makes (and drops) a database of its own there. */
  postgresUrl: string;
  redisUrl?: string;
  processes?: number;
  /** Concurrent members scrolling their feeds (closed loop). */
  readers?: number;
  /** Registrations per second, spread evenly. */
  registrationsPerSecond?: number;
  /** Seconds of traffic before and after the rolling restart. */
  calmSeconds?: number;
  /** The data set (npm run seed:large). */
  resources?: number;
  members?: number;
}

/** `npm run seed:large` on `databaseUrl`: the benchmarks' realistic data set. */
const seedLarge = (databaseUrl: string, resources: number, members: number) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "bench/seed-large.ts",
        "--resources",
        String(resources),
        "--members",
        String(members),
      ],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout?.on("data", (c) => (output += c));
    child.stderr?.on("data", (c) => (output += c));
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`seed:large failed:\n${output}`)),
    );
  });

/**
 * Three processes behind nginx under the realistic traffic row (members scrolling their own
 * feeds, staff uploading) plus registrations to a webhook endpoint, while every process is
 * replaced one at a time: no request may fail, and every registration must exist once with
 * one welcome mail and one member.created event.
 */
export const rollingRestart = async ({
  postgresUrl,
  redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379",
  processes = 3,
  readers = 16,
  registrationsPerSecond = 5,
  calmSeconds = 10,
  resources = 100_000,
  members = 100_000,
}: RollingOptions): Promise<RollingFigures> => {
  const database = await createScratchDatabase(postgresUrl, "sp_chaos_rolling");
  const smtp = await startSmtpSink();
  const receiver = await startWebhookReceiver();
  const dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-rolling-"));
  const jwtSecret = randomBytes(48).toString("base64url");
  const redisPrefix = `sp-chaos-rolling-${randomBytes(6).toString("hex")}`;
  const failures: string[] = [];
  const failed = (what: string) => {
    if (failures.length < 20) failures.push(what);
  };
  let cluster: Awaited<ReturnType<typeof startCluster>> | null = null;
  try {
    await seedLarge(database.url, resources, members);
    cluster = await startCluster({
      processes,
      databaseUrl: database.url,
      redisUrl,
      dataDir,
      env: {
        SMTP_URL: smtp.url,
        JWT_SECRET: jwtSecret,
        // The webhook receiver listens on this machine, which production refuses.
        WEBHOOKS_ALLOW_PRIVATE: "1",
        // Registrations all come from this one address.
        SIGNUPS_PER_IP: "1000000",
        // Counters of this run only: the local Redis outlives runs.
        REDIS_PREFIX: redisPrefix,
      },
    });
    const baseUrl = cluster.url;
    const adminToken = await withClient(database.url, (c: pg.Client) =>
      signAdminToken(c, jwtSecret),
    );
    const traffic = await prepareTrafficScenario(
      database.url,
      jwtSecret,
      adminToken,
      DEFAULT_TRAFFIC,
      true,
    );
    const hook = await fetch(`${baseUrl}/api/webhooks`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ url: receiver.url, events: ["member.created"] }),
    });
    if (hook.status !== 201) throw new Error(`webhook endpoint not added: ${await hook.text()}`);

    let running = true;
    const send = async (
      method: string,
      url: string,
      token: string | undefined,
      body: unknown,
    ): Promise<{ status: number; text: string }> => {
      try {
        const res = await fetch(`${baseUrl}${url}`, {
          method,
          headers: {
            "content-type": "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
        return { status: res.status, text: await res.text() };
      } catch (error) {
        return { status: 0, text: error instanceof Error ? error.message : String(error) };
      }
    };

    // Members scrolling their feeds, each loop sending its next request on the last answer.
    let feedRequests = 0;
    let feedFailed = 0;
    const flow = traffic.flow;
    if (!flow) throw new Error("the traffic row has no flow");
    const reader = async () => {
      while (running) {
        const next = flow.next();
        const res = await send("POST", next.path, next.token, next.body);
        feedRequests += 1;
        flow.answered(next.state, res.status, res.text);
        if (res.status < 200 || res.status >= 300) {
          feedFailed += 1;
          failed(`feed ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    };

    // Staff uploading once a second, as the traffic row does.
    let uploads = 0;
    let uploadsFailed = 0;
    const uploader = async () => {
      const alongside = traffic.alongside;
      while (running && alongside?.next) {
        const next = alongside.next();
        uploads += 1;
        const res = await send("POST", next.path, adminToken, next.body);
        if (res.status !== 201) {
          uploadsFailed += 1;
          failed(`upload ${res.status} ${res.text.slice(0, 120)}`);
        }
        await sleep(1000);
      }
    };

    // Registrations at a steady pace, each sent whatever the answers' pace.
    const bodies = await registrationBodies(baseUrl, 10_000, "rolling");
    const registeredEmails: string[] = [];
    let registrations = 0;
    let registrationsFailed = 0;
    const pending = new Set<Promise<void>>();
    const registrar = async () => {
      while (running) {
        const body = bodies[registrations];
        if (!body) break;
        registrations += 1;
        const done = send("POST", "/api/user/public/register", undefined, body).then((res) => {
          if (res.status === 201) registeredEmails.push(body.email);
          else {
            registrationsFailed += 1;
            failed(`register ${res.status} ${res.text.slice(0, 120)}`);
          }
        });
        pending.add(done);
        void done.then(() => pending.delete(done));
        await sleep(1000 / registrationsPerSecond);
      }
    };

    const startedAt = Date.now();
    const loops = [...Array.from({ length: readers }, reader), uploader(), registrar()];
    await sleep(calmSeconds * 1000);
    const restartAt = Date.now();
    const { exitCodes } = await cluster.rollingRestart();
    const restartSeconds = (Date.now() - restartAt) / 1000;
    await sleep(calmSeconds * 1000);
    running = false;
    await Promise.all(loops);
    await Promise.all([...pending]);
    const trafficSeconds = (Date.now() - startedAt) / 1000;

    // Every answered registration: in the database once, its mail and its event once.
    const emails = new Set(registeredEmails);
    const mailedCount = () => [...emails].filter((e) => smtp.to(e).length > 0).length;
    const eventIds = () => {
      const ids = new Map<string, number>();
      for (const got of receiver.received) {
        const email = (got.json?.data.member as { email?: string } | undefined)?.email;
        if (!email || !emails.has(email)) continue;
        const id = String(got.headers["webhook-id"]);
        ids.set(id, (ids.get(id) ?? 0) + 1);
      }
      return ids;
    };
    await waitFor(() => mailedCount() >= emails.size && eventIds().size >= emails.size, 120_000);
    // Time for a second copy to arrive, were one on its way.
    await sleep(3000);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client
      .query<{ email: string; n: string }>(
        "select email, count(*) as n from users where email = any($1) group by email",
        [[...emails]],
      )
      .finally(() => client.end());
    const ids = eventIds();
    return {
      processes,
      trafficSeconds,
      restartSeconds,
      exitCodes,
      feedRequests,
      feedFailed,
      uploads,
      uploadsFailed,
      registrations,
      registered: emails.size,
      registrationsFailed,
      membersPresent: rows.length,
      membersDuplicated: rows.filter((r) => Number(r.n) > 1).length,
      mailed: mailedCount(),
      mailDuplicates: [...emails].reduce((sum, e) => sum + Math.max(0, smtp.to(e).length - 1), 0),
      events: ids.size,
      eventDuplicates: [...ids.values()].reduce((sum, n) => sum + n - 1, 0),
      failures,
    };
  } finally {
    await cluster?.stop();
    await receiver.close();
    await smtp.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${redisPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
};
