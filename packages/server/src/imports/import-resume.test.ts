import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, createMember, userRowByEmail } from "../../test/fixtures";
import { STANDARD_HEADER, STANDARD_MAPPING } from "../../test/member-import-fixtures";
import { createPeerApp, createTestApp, type TestApp } from "../../test/test-app";
import {
  auditLog,
  consentEvents,
  jobs,
  memberImportRows,
  memberImports,
  memberships,
  users,
} from "../db/schema";
import { claimDueJobs, enqueueJob } from "../jobs/job-queue";
import { createJobWorker } from "../jobs/job-worker";
import { runImportBatch } from "./import-batch";
import { parseMemberCsv } from "./parse-csv";
import { stageImport } from "./stage-import";

const BATCH = 10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: { importBatchRows: BATCH } });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the job queue's slices", () => {
  it("queues a job that answers 'again' at once, until it is done", async () => {
    let runs = 0;
    const worker = createJobWorker({
      db: t.db,
      handlers: {
        "member-import": async () => {
          runs += 1;
          return runs < 3 ? "again" : undefined;
        },
      },
      retry: { firstDelayMs: 100, maxDelayMs: 100, giveUpAfterMs: 60_000 },
      leaseMs: 5_000,
      pollMs: 3_600_000,
      log: { warn() {}, error() {} },
    });
    await enqueueJob(t.db, "member-import", { importId: 0 });
    await worker.drain();
    await worker.stop();
    expect(runs).toBe(3);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, "member-import"));
    expect(job).toMatchObject({ status: "done", lockedUntil: null });
    await t.db.delete(jobs).where(eq(jobs.kind, "member-import"));
  });
});

describe("an import interrupted after its first batch", () => {
  it("is resumed by another process once the lease ends, with no line written twice", async () => {
    const existing = (await createMember(t, "CIO")).registration.email;
    const adminId = (await userRowByEmail(t, "admin@example.com"))?.id ?? null;
    // Lines 2..26: line 14 repeats line 3's address, line 20 is an existing member.
    const lines = Array.from({ length: 25 }, (_, i) => {
      const line = i + 2;
      const email =
        line === 14 ? "resume3@example.org" : line === 20 ? existing : `resume${line}@example.org`;
      const brand = line === 20 ? "CMO" : "CIO";
      const topic = line === 20 ? "Social Media" : "DevOps";
      return `First${line},Last${line},${email},,,,${brand},${topic},yes,2023-06-${String((line % 28) + 1).padStart(2, "0")},Expo ${line},,,`;
    });
    const csv = await parseMemberCsv(Buffer.from([STANDARD_HEADER, ...lines].join("\n")));
    const usersBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
    const staged = await stageImport(t.db, {
      fileName: "resume.csv",
      dryRun: false,
      sendWelcome: false,
      mapping: STANDARD_MAPPING,
      csv,
      by: { actorId: adminId, ip: null },
    });

    // Worker 1 claims the job, commits one batch and dies (its lease is still running).
    const LEASE = 1_000;
    const [claimed] = await claimDueJobs(t.db, { limit: 10, leaseMs: LEASE });
    expect(claimed?.kind).toBe("member-import");
    const first = await runImportBatch(t.db, {
      importId: staged.id,
      batchRows: BATCH,
      job: { id: claimed?.id ?? 0, leaseMs: LEASE },
      publicUrl: t.config.publicUrl,
    });
    expect(first).toBe("more");
    const progress = async () =>
      (await t.db.select().from(memberImports).where(eq(memberImports.id, staged.id)))[0];
    expect(await progress()).toMatchObject({ status: "running", processedRows: 10 });
    expect(await t.db.select().from(memberImportRows)).toHaveLength(15);

    // Another process: nothing to do while the lease holds, then it takes over.
    const peer = await createPeerApp(t);
    try {
      await peer.jobs.drain();
      expect(await progress()).toMatchObject({ processedRows: 10 });
      await sleep(LEASE + 200);
      await peer.jobs.drain();
    } finally {
      await peer.close();
    }

    expect(await progress()).toMatchObject({
      status: "done",
      totalRows: 25,
      processedRows: 25,
      createdRows: 23,
      mergedRows: 1,
      refusedRows: 1,
    });
    expect(await t.db.select().from(memberImportRows)).toHaveLength(0);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
    expect(after).toBe((usersBefore ?? 0) + 23);
    const resumed = await t.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, "resume%@example.org"));
    expect(resumed).toHaveLength(23);
    const imported = await t.db
      .select({ userId: consentEvents.userId })
      .from(consentEvents)
      .where(eq(consentEvents.source, "import"));
    expect(imported).toHaveLength(24);
    expect(new Set(imported.map((e) => e.userId)).size).toBe(24);
    const joined = await t.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.source, "import"));
    expect(joined).toHaveLength(24);
    const cmo = await companyByCode(t, "CMO");
    const merged = await userRowByEmail(t, existing);
    expect(
      await t.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, merged?.id ?? 0), eq(memberships.companyId, cmo.id))),
    ).toHaveLength(1);
    const proofs = await t.db.select().from(auditLog).where(eq(auditLog.action, "member.import"));
    expect(proofs).toHaveLength(24);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, "member-import"));
    expect(job?.status).toBe("done");
  });
});
