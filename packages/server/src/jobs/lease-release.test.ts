import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { jobs } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import { enqueueJob } from "./job-queue";
import { createJobWorker, type JobWorker } from "./job-worker";

// Two workers on one database stand for two server processes; the lease is a minute, so a job
// the first one held could only reach the second within the test by being handed back.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LEASE_MS = 60_000;
const quiet = { warn() {}, error() {} };
const retry = { firstDelayMs: 60_000, maxDelayMs: 60_000, giveUpAfterMs: 3_600_000 };
const workers: JobWorker[] = [];
const worker = (send: (m: MailMessage, stopping: AbortSignal) => Promise<unknown>) => {
  const w = createJobWorker({
    db: t.db,
    handlers: { mail: (message, _job, stopping) => send(message, stopping) },
    retry,
    leaseMs: LEASE_MS,
    pollMs: 3_600_000,
    log: quiet,
  });
  workers.push(w);
  return w;
};
afterAll(async () => {
  for (const w of workers) await w.stop();
});

const queued = async (to: string) => {
  await enqueueJob(t.db, "mail", { to, subject: "Lease", text: "t", html: "h" });
  const [row] = await t.db.select().from(jobs).where(eq(jobs.status, "pending"));
  if (!row) throw new Error("no job queued");
  return row.id;
};
const jobRow = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe("a stopping worker hands its job leases back", () => {
  it.each([
    ["rejects when told to stop", "reject"],
    ['ends its slice early ("again")', "again"],
  ] as const)("a job whose handler %s is taken by another worker at once", async (_, how) => {
    const id = await queued(`${how}@example.org`);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    // The first process: its handler works until the worker stops.
    const first = worker(
      (_message, stopping) =>
        new Promise((resolve, reject) => {
          started();
          stopping.addEventListener("abort", () =>
            how === "reject" ? reject(new Error("stopped")) : resolve("again"),
          );
        }),
    );
    first.kick();
    await running;
    expect((await jobRow(id))?.lockedUntil).not.toBeNull();

    // The second process finds nothing it may take while the lease is held.
    const sent: string[] = [];
    const second = worker(async (message) => void sent.push(message.to));
    await second.drain();
    expect(sent).toEqual([]);

    const stoppedAt = Date.now();
    await first.stop();
    const released = await jobRow(id);
    expect(released?.status).toBe("pending");
    expect(released?.lockedUntil).toBeNull();

    // At once, not after the minute's lease: the next look takes and sends it.
    await second.drain();
    expect(sent).toEqual([`${how}@example.org`]);
    expect(Date.now() - stoppedAt).toBeLessThan(LEASE_MS / 4);
    const done = await jobRow(id);
    expect(done?.status).toBe("done");
    // The handed-back attempt is not counted against the job.
    expect(done?.attempts).toBe(1);
    await second.stop();
  });

  it("claims nothing more once stopped, and a job done meanwhile stays done", async () => {
    const id = await queued("finished@example.org");
    const sent: string[] = [];
    const w = worker(async (message) => void sent.push(message.to));
    await w.drain();
    await w.stop();
    expect((await jobRow(id))?.status).toBe("done");
    const later = await queued("later@example.org");
    await w.drain();
    expect(sent).toEqual(["finished@example.org"]);
    expect((await jobRow(later))?.lockedUntil).toBeNull();
  });
});
