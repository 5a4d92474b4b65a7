import type { Database } from "../db/client";
import {
  type ClaimedJob,
  claimDueJobs,
  completeJob,
  failJob,
  forgetJob,
  type JobKind,
  type JobPayloads,
  purgeDoneJobs,
  releaseJob,
  requeueJob,
} from "./job-queue";
import { createPollingRounds } from "./polling-rounds";
import type { RetryPolicy } from "./retry-policy";

/**
 * Runs one job. A handler that did a slice of a long job resolves "again": the job is queued
 * again at once, so other jobs (mail) get their turn between slices. A handler whose job's
 * record must not be kept once it ran (it holds what a request asked for) resolves "forget": the
 * job is deleted instead of kept as done. `stopping` is aborted when
 * the worker stops (the process is shutting down): a long handler ends its slice early and
 * resolves "again", or rejects, and the job is handed back to the other processes at once.
 */
export type JobHandlers = {
  [K in JobKind]: (
    payload: JobPayloads[K],
    job: ClaimedJob,
    stopping: AbortSignal,
  ) => Promise<unknown>;
};

export interface JobWorkerOptions {
  db: Database;
  /** A kind without a handler fails (and is retried): tests run workers with only some. */
  handlers: Partial<JobHandlers>;
  retry: RetryPolicy;
  /** How long a claimed job is kept from other workers: longer than any one run may take. */
  leaseMs: number;
  /** How often the worker looks for due jobs when nobody kicks it. */
  pollMs: number;
  log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export interface JobWorker {
  start(): void;
  /** Look for due jobs now (a request just queued one): no wait for the next poll. */
  kick(): void;
  /** Runs every job due now, and resolves when none is left (retries scheduled later wait). */
  drain(): Promise<void>;
  /**
   * Stops polling, tells the jobs under way (their handlers' `stopping` signal) and waits for
   * them; a job that did not finish is handed back at once (its lease released), so another
   * process takes it without waiting for the lease to end.
   */
  stop(): Promise<void>;
}

/** Jobs run at once by one worker: a few SMTP conversations in parallel. */
const BATCH = 10;
/** Done jobs are deleted after a week, looked for at most once an hour by each process. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The queue's worker, one per server process. Each round claims a batch of due jobs, runs them
 * in parallel, and records each outcome; a full batch means more may be due, so it goes on.
 * Failures of the database itself (it is restarting, say) end the round: the next poll tries
 * again, and a claimed job whose outcome could not be written runs again when its lease ends.
 */
export const createJobWorker = ({
  db,
  handlers,
  retry,
  leaseMs,
  pollMs,
  log,
}: JobWorkerOptions): JobWorker => {
  let stopping = new AbortController();
  const run = async (job: ClaimedJob) => {
    let outcome: unknown;
    const { signal } = stopping;
    try {
      const handler = handlers[job.kind as JobKind] as
        | ((payload: unknown, job: ClaimedJob, stopping: AbortSignal) => Promise<unknown>)
        | undefined;
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      // The payload was written by enqueueJob for this kind.
      outcome = await handler(job.payload, job, signal);
    } catch (err) {
      if (signal.aborted) {
        // Cut short by the shutdown, not failed: another process runs it now.
        await releaseJob(db, job.id);
        return;
      }
      const outcome = await failJob(db, job, errorText(err), retry);
      log.warn(
        { job: job.id, kind: job.kind, attempts: job.attempts, outcome, error: errorText(err) },
        outcome === "failed" ? "job failed for good" : "job failed; will retry",
      );
      return;
    }
    if (outcome === "forget") {
      await forgetJob(db, job.id);
      return;
    }
    if (outcome === "again") {
      await requeueJob(db, job.id);
      // Due now: this round goes on to claim it (after whatever else is due).
      rounds.again();
      return;
    }
    await completeJob(db, job.id);
  };

  let purgedAt = 0;
  const runDueJobs = async () => {
    if (Date.now() - purgedAt > PURGE_EVERY_MS) {
      purgedAt = Date.now();
      await purgeDoneJobs(db, KEEP_DONE_MS);
    }
    for (;;) {
      // A stopping worker claims nothing more: what is due is left to the other processes.
      if (rounds.isStopped()) return;
      const claimed = await claimDueJobs(db, { limit: BATCH, leaseMs });
      await Promise.all(
        claimed.map((job) =>
          run(job).catch((err) =>
            log.error({ job: job.id, error: errorText(err) }, "job outcome not recorded"),
          ),
        ),
      );
      if (claimed.length < BATCH) return;
    }
  };

  const rounds = createPollingRounds({
    pollMs,
    runRound: runDueJobs,
    onError: (err) => log.warn({ error: errorText(err) }, "job queue unavailable; will retry"),
  });

  return {
    start() {
      if (stopping.signal.aborted) stopping = new AbortController();
      rounds.start();
    },
    kick: rounds.kick,
    drain: rounds.drain,
    async stop() {
      stopping.abort();
      await rounds.stop();
    },
  };
};
