import { AsyncResource } from "node:async_hooks";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "./client";
import { createKnownResourceIds } from "./known-resource-ids";

/** How long an open waits in this process before it is written with the others of its moment. */
const FLUSH_AFTER_MS = 100;
/** Opens written at once at most; more arriving meanwhile start the next write at once. */
const FLUSH_AT = 5_000;
/** Opens kept while the database does not answer; older ones are dropped past it (a statistic). */
const KEEP_AT_MOST = 200_000;

export interface OpenRecorder {
  /** Records that `userId` opened `resourceId`; false (nothing recorded) when there is no such resource. */
  record(userId: number, resourceId: number): Promise<boolean>;
  /** Writes every open this process holds; what a read of the figures does first. */
  flush(): Promise<void>;
}

/** A whole-number array as a PostgreSQL array literal (only numbers: nothing to quote). */
const intArray = (values: number[]) => `{${values.join(",")}}`;

/**
 * Opens arrive a thousand a second and are a reading statistic, not a lead or a consent: a request
 * checks that the resource exists (from memory once its ids were read, db/known-resource-ids.ts),
 * records the open in this process and answers 204 without waiting for the database; within
 * FLUSH_AFTER_MS the opens of that moment are written as one statement into the pending opens
 * (which roll_up_opens() then rolls up). So a burst of opens costs the database a handful of
 * statements a second, and an open never queues behind another's commit or a roll-up. A process
 * that dies loses its last fraction of a second of opens, as a database crash does with the commit
 * mode below; each process flushes before it closes and before it reads the figures, so a reader
 * sees its own process's opens at once and other processes' within FLUSH_AFTER_MS.
 */
export const createOpenRecorder = (db: Executor, log: FastifyBaseLogger): OpenRecorder => {
  const known = createKnownResourceIds(db);
  let users: number[] = [];
  let resources: number[] = [];
  let times: number[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  /**
   * One statement for a batch, in the order the opens came. The brand is the resource's, read
   * as the batch is written. Its commit does not wait for the WAL flush (set_config(..., true)
   * lasts for this statement's transaction). The statement's opening is what db/writes.ts knows
   * as a write no cache reads.
   */
  const write = async () => {
    if (users.length === 0) return;
    const batch = { users, resources, times };
    users = [];
    resources = [];
    times = [];
    try {
      await db.execute(sql`
        with "commit_mode" as (select set_config('synchronous_commit', 'off', true))
        insert into "resource_opens_pending" ("user_id", "resource_id", "company_id", "opened_at")
        select o."user_id", o."resource_id", r."company_id", to_timestamp(o."at" / 1000.0)
        from unnest(${intArray(batch.users)}::int[], ${intArray(batch.resources)}::int[],
                    ${intArray(batch.times)}::float8[])
          with ordinality as o("user_id", "resource_id", "at", "n")
        join "resources" as r on r."id" = o."resource_id", "commit_mode"
        order by o."n"`);
    } catch (error) {
      // Kept for the next write (the oldest go first when the database stays away).
      users = [...batch.users, ...users].slice(-KEEP_AT_MOST);
      resources = [...batch.resources, ...resources].slice(-KEEP_AT_MOST);
      times = [...batch.times, ...times].slice(-KEEP_AT_MOST);
      log.warn(
        { error: String(error), opens: users.length },
        "writing opens failed; kept for later",
      );
      throw error;
    }
  };

  /** Writes run one after another, so a batch never overtakes the one before it. */
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    writing = writing.then(write, write);
    return writing;
  };

  // The timer is started from a request, but its write belongs to no request: bound to the
  // context this recorder was made in, it runs outside every request's write scope.
  const schedule = AsyncResource.bind(() => {
    timer = setTimeout(() => {
      timer = null;
      flush().catch(() => undefined);
    }, FLUSH_AFTER_MS);
    timer.unref();
  });

  return {
    async record(userId, resourceId) {
      if (!(await known.exists(resourceId))) return false;
      users.push(userId);
      resources.push(resourceId);
      times.push(Date.now());
      if (users.length >= FLUSH_AT) flush().catch(() => undefined);
      else if (!timer) schedule();
      return true;
    },
    flush,
  };
};
