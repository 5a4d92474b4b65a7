import { and, eq, inArray, sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import type { Database, PoolStats } from "../db/client";
import { jobs } from "../db/schema";

/** A scrape must answer even when the database does not: the queue's gauges are then left out. */
const QUEUE_QUERY_TIMEOUT_MS = 2000;

const MAIL_STATES = ["pending", "failed"] as const;

/** Connections in use and idle, and queries waiting for one, as the driver reports them. */
export const observePool = (poolStats: () => PoolStats, registry: Registry) => {
  new Gauge({
    name: "db_pool_connections",
    help: "Database connections of this process by state (absent where the driver cannot tell).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const { total, idle } = poolStats();
      this.reset();
      if (idle === null) return;
      this.set({ state: "in_use" }, total - idle);
      this.set({ state: "idle" }, idle);
    },
  });
  new Gauge({
    name: "db_pool_waiting_requests",
    help: "Queries of this process waiting for a free database connection.",
    registers: [registry],
    collect() {
      const { waiting } = poolStats();
      this.reset();
      if (waiting !== null) this.set(waiting);
    },
  });
};

const countMailJobs = (db: Database) =>
  db
    .select({ status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.kind, "mail"), inArray(jobs.status, [...MAIL_STATES])))
    .groupBy(jobs.status);

/** Seconds since the oldest email still waiting was queued (0 when none waits). */
const oldestPendingMail = async (db: Database) => {
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.createdAt})), 0)::float8`,
    })
    .from(jobs)
    .where(and(eq(jobs.kind, "mail"), eq(jobs.status, "pending")));
  return Number(row?.seconds ?? 0);
};

const withTimeout = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Emails waiting to be sent and emails given up on, counted in the jobs table at scrape time
 * (one indexed query each), and how long the oldest waiting one has waited (the queue's age: a
 * relay that refuses everything shows there first). Shared by every process: each reports the same
 * numbers.
 */
export const observeMailQueue = (
  db: Database,
  registry: Registry,
  onError: (error: unknown) => void,
) => {
  new Gauge({
    name: "mail_queue_oldest_pending_seconds",
    help: "Seconds since the oldest email still waiting to be sent was queued (0 when none waits). Absent when the database did not answer.",
    registers: [registry],
    async collect() {
      this.reset();
      try {
        this.set(await withTimeout(oldestPendingMail(db), QUEUE_QUERY_TIMEOUT_MS));
      } catch (error) {
        this.reset();
        onError(error);
      }
    },
  });
  new Gauge({
    name: "mail_queue_messages",
    help: "Emails in the queue by state: pending (to send) or failed (given up). Absent when the database did not answer.",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await withTimeout(countMailJobs(db), QUEUE_QUERY_TIMEOUT_MS);
        for (const state of MAIL_STATES) {
          this.set({ state }, rows.find((row) => row.status === state)?.count ?? 0);
        }
      } catch (error) {
        this.reset();
        onError(error);
      }
    },
  });
};
