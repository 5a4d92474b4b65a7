import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { jobs } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import { claimDueJobs, enqueueJob, retryFailedJob } from "./job-queue";
import { createJobWorker, type JobWorker } from "./job-worker";
import type { RetryPolicy } from "./retry-policy";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const message = (): MailMessage => {
  counter += 1;
  return { to: `queue${counter}@example.org`, subject: `Message ${counter}`, text: "t", html: "h" };
};

const quiet = { warn() {}, error() {} };
const retry: RetryPolicy = { firstDelayMs: 150, maxDelayMs: 600, giveUpAfterMs: 60_000 };

/** A worker on the test database whose mail handler is `send`; stopped after the test. */
const workers: JobWorker[] = [];
const workerWith = (send: (m: MailMessage) => Promise<void>, policy = retry, leaseMs = 5000) => {
  const worker = createJobWorker({
    db: t.db,
    handlers: { mail: send },
    retry: policy,
    leaseMs,
    pollMs: 50,
    log: quiet,
  });
  workers.push(worker);
  return worker;
};
afterAll(async () => {
  for (const worker of workers) await worker.stop();
});

const jobOf = async (to: string) => {
  const [row] = await t.db.select().from(jobs).where(sql`${jobs.payload}->>'to' = ${to}`);
  return row;
};

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("the job queue", () => {
  it("keeps a job only if the transaction that queued it commits", async () => {
    const kept = message();
    const dropped = message();
    await t.db.transaction(async (tx) => enqueueJob(tx, "mail", kept));
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, "mail", dropped);
        throw new Error("the change failed");
      })
      .catch(() => {});
    expect((await jobOf(kept.to))?.status).toBe("pending");
    expect(await jobOf(dropped.to)).toBeUndefined();
    // Run it, so later tests start from an empty queue.
    await workerWith(async () => {}).drain();
    expect((await jobOf(kept.to))?.status).toBe("done");
  });

  it("runs each job once with two workers claiming at the same time", async () => {
    const sent: string[] = [];
    const slowSend = async (m: MailMessage) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(m.to);
    };
    const queued = Array.from({ length: 60 }, message);
    for (const m of queued) await enqueueJob(t.db, "mail", m);

    const [a, b] = [workerWith(slowSend), workerWith(slowSend)];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);

    expect(sent.toSorted()).toEqual(queued.map((m) => m.to).toSorted());
    for (const m of queued) {
      const job = await jobOf(m.to);
      expect(job?.status).toBe("done");
      expect(job?.attempts).toBe(1);
    }
  });

  it("retries a failing job with growing delays and records the last error", async () => {
    const m = message();
    await enqueueJob(t.db, "mail", m);
    const attemptsAt: number[] = [];
    const worker = workerWith(async () => {
      attemptsAt.push(Date.now());
      if (attemptsAt.length < 4) throw new Error(`connect ECONNREFUSED (try ${attemptsAt.length})`);
    });
    worker.start();

    await until(async () => (await jobOf(m.to))?.status === "done");
    const job = await jobOf(m.to);
    expect(job?.attempts).toBe(4);
    expect(job?.lastError).toBeNull();
    const gaps = attemptsAt.slice(1).map((at, i) => at - (attemptsAt[i] ?? at));
    // 150 ms, then 300 ms, then 600 ms (the policy's cap), give or take the 50 ms poll.
    expect(gaps[0]).toBeGreaterThanOrEqual(140);
    expect(gaps[1]).toBeGreaterThanOrEqual(290);
    expect(gaps[2]).toBeGreaterThanOrEqual(590);
    expect(gaps[2]).toBeLessThan(2000);
    await worker.stop();
  });

  it("marks a job failed once its retry window is over, and an admin's retry starts a new one", async () => {
    const m = message();
    await enqueueJob(t.db, "mail", m);
    let smtpUp = false;
    const worker = workerWith(
      async () => {
        if (!smtpUp) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      },
      { firstDelayMs: 50, maxDelayMs: 50, giveUpAfterMs: 300 },
    );
    worker.start();
    await until(async () => (await jobOf(m.to))?.status === "failed");
    const failed = await jobOf(m.to);
    expect(failed?.lastError).toBe("connect ECONNREFUSED 127.0.0.1:2525");
    expect(failed?.attempts).toBeGreaterThan(1);
    expect(failed?.finishedAt).toBeInstanceOf(Date);

    // A failed job is left alone: no more attempts.
    const attempts = failed?.attempts ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await jobOf(m.to))?.attempts).toBe(attempts);

    smtpUp = true;
    expect(await retryFailedJob(t.db, failed?.id ?? 0, "mail")).toBe(true);
    expect(await retryFailedJob(t.db, failed?.id ?? 0, "mail")).toBe(false);
    worker.kick();
    await until(async () => (await jobOf(m.to))?.status === "done");
    expect((await jobOf(m.to))?.attempts).toBe(attempts + 1);
    await worker.stop();
  });

  it("runs a job again when the worker that claimed it died (its lease ran out)", async () => {
    const m = message();
    await enqueueJob(t.db, "mail", m);
    // A worker claims it and is never heard of again.
    const [claimed] = await claimDueJobs(t.db, { limit: 100, leaseMs: 400 });
    expect(claimed?.payload).toMatchObject({ to: m.to });

    const sent: string[] = [];
    const worker = workerWith(async (mail) => void sent.push(mail.to));
    await worker.drain();
    expect(sent).toEqual([]); // still leased

    await new Promise((resolve) => setTimeout(resolve, 450));
    await worker.drain();
    expect(sent).toEqual([m.to]);
    const job = await jobOf(m.to);
    expect(job?.status).toBe("done");
    expect(job?.attempts).toBe(2);
  });

  it("keeps going while the database is unavailable, and resumes", async () => {
    const m = message();
    const sent: string[] = [];
    // A statement the database refuses stands for a database that does not answer.
    await t.db.execute(sql`alter table ${jobs} rename to jobs_away`);
    const worker = workerWith(async (mail) => void sent.push(mail.to));
    try {
      await expect(worker.drain()).resolves.toBeUndefined();
    } finally {
      await t.db.execute(sql.raw("alter table jobs_away rename to jobs"));
    }
    await enqueueJob(t.db, "mail", m);
    await worker.drain();
    expect(sent).toEqual([m.to]);
    expect((await t.db.select().from(jobs).where(eq(jobs.status, "pending"))).length).toBe(0);
  });
});
