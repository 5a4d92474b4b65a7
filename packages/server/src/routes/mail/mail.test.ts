import type { MailQueueState } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createMember,
  createStaff,
  expectNoLeaks,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { jobs } from "../../db/schema";
import { enqueueJob } from "../../jobs/job-queue";
import { RETRY_ANSWER } from "./messages";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const mailState = async (token = adminToken) =>
  t.app.inject({ method: "GET", url: "/api/mail", headers: bearer(token) });

const retry = (id: number | string, token = adminToken) =>
  t.app.inject({ method: "POST", url: `/api/mail/${id}/retry`, headers: bearer(token) });

/** Queues a message and sets its row as a worker would have left it. */
const queued = async (to: string, state: Partial<typeof jobs.$inferInsert>) => {
  await enqueueJob(t.db, "mail", { to, subject: `For ${to}`, text: "secret link", html: "h" });
  const [row] = await t.db
    .update(jobs)
    .set(state)
    .where(sql`${jobs.payload}->>'to' = ${to}`)
    .returning();
  if (!row) throw new Error("not queued");
  return row;
};

describe("GET /api/mail", () => {
  it("counts pending, failed and recently sent mail, and lists the undelivered ones", async () => {
    await t.app.jobs.drain();
    const before = (await mailState()).json<MailQueueState>();

    await queued("sent@example.org", { status: "done", attempts: 1, finishedAt: new Date() });
    await queued("sent-long-ago@example.org", {
      status: "done",
      attempts: 1,
      finishedAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });
    await queued("waiting@example.org", { runAt: new Date(Date.now() + 60_000) });
    const retrying = await queued("retrying@example.org", {
      attempts: 2,
      lastError: "connect ECONNREFUSED",
      runAt: new Date(Date.now() + 60_000),
    });
    const failed = await queued("failed@example.org", {
      status: "failed",
      attempts: 9,
      lastError: "550 mailbox unavailable",
      finishedAt: new Date(),
    });

    const res = await mailState();
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    expect(res.body).not.toContain("secret link");
    const state = res.json<MailQueueState>();
    expect(state.pending).toBe(before.pending + 2);
    expect(state.failed).toBe(before.failed + 1);
    expect(state.sent_last_24h).toBe(before.sent_last_24h + 1);
    expect(state.messages.slice(0, 2)).toEqual([
      {
        id: failed.id,
        to: "failed@example.org",
        subject: "For failed@example.org",
        status: "failed",
        attempts: 9,
        last_error: "550 mailbox unavailable",
        created_at: failed.createdAt.toISOString(),
        next_attempt_at: null,
      },
      {
        id: retrying.id,
        to: "retrying@example.org",
        subject: "For retrying@example.org",
        status: "pending",
        attempts: 2,
        last_error: "connect ECONNREFUSED",
        created_at: retrying.createdAt.toISOString(),
        next_attempt_at: retrying.runAt.toISOString(),
      },
    ]);
    // A message that has not failed yet is only counted.
    expect(state.messages.map((m) => m.to)).not.toContain("waiting@example.org");
  });

  it("is for admins only", async () => {
    const member = await createMember(t);
    const employee = await createStaff(t, "employee");
    expect((await t.app.inject({ method: "GET", url: "/api/mail" })).statusCode).toBe(401);
    expect((await mailState(member.token)).statusCode).toBe(403);
    expect((await mailState(employee.token)).statusCode).toBe(403);
    expect((await retry(1, member.token)).statusCode).toBe(403);
    expect((await retry(1, employee.token)).statusCode).toBe(403);
  });
});

describe("POST /api/mail/{id}/retry", () => {
  it("sends a failed message again: pending, due now, then delivered", async () => {
    const failed = await queued("retry-me@example.org", {
      status: "failed",
      attempts: 5,
      lastError: "connect ECONNREFUSED",
      finishedAt: new Date(),
    });
    const res = await retry(failed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RETRY_ANSWER);
    await t.app.jobs.drain();
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, failed.id));
    expect(row?.status).toBe("done");
    expect(row?.attempts).toBe(6);
  });

  it("refuses a message that is not failed (409), an unknown one (404) and a bad id (400)", async () => {
    const pending = await queued("not-failed@example.org", {
      runAt: new Date(Date.now() + 60_000),
    });
    const notFailed = await retry(pending.id);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toEqual({ message: "Only a message that failed can be sent again." });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, pending.id));
    expect(row?.runAt).toEqual(pending.runAt);

    const unknown = await retry(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "No such message." });

    const bad = await retry("abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Invalid message id.");
  });
});
