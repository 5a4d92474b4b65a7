import type { CreatedWebhook, WebhookEndpoint, WebhookEventType } from "@sector/shared";
import { asc, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  loginAdmin,
  registrationFor,
} from "../../test/fixtures";
import { createPeerApp, createTestApp, type TestApp } from "../../test/test-app";
import { startWebhookReceiver, type WebhookReceiver } from "../../test/webhook-receiver";
import { webhookDeliveries, webhookEndpoints } from "../db/webhooks-schema";
import { enqueueWebhookEvent } from "./enqueue";
import { memberUpdatedEvent } from "./events";

/** Retries 50 ms apart, then 100, 200; an endpoint failing for 1.5 s is paused. */
const GIVE_UP_MS = 1500;

let t: TestApp;
let adminToken: string;
let receiver: WebhookReceiver;
let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp({
    jobs: { retry: { firstDelayMs: 50, maxDelayMs: 200, giveUpAfterMs: GIVE_UP_MS } },
  });
  adminToken = (await loginAdmin(t)).token;
  receiver = await startWebhookReceiver();
  member = await createMember(t, "CIO");
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(async () => {
  await t.db.update(webhookEndpoints).set({ deletedAt: sql`now()` });
  receiver.received.length = 0;
  receiver.attempts.length = 0;
  receiver.answer(204);
  receiver.delay(0);
});

const subscribe = async (events: WebhookEventType[] = ["member.created", "member.updated"]) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/webhooks",
    headers: bearer(adminToken),
    payload: { url: receiver.url, events },
  });
  if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.body}`);
  return res.json<{ webhook: CreatedWebhook }>().webhook;
};

const deliveriesOf = (endpointId: number) =>
  t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.id));

const cioId = async () => (await companyByCode(t, "CIO")).id;

/** Drains until `done` holds: retries become due after their delay. */
const deliverUntil = (done: () => boolean | Promise<boolean>) =>
  expect
    .poll(
      async () => {
        await t.app.webhooks.drain();
        return done();
      },
      { timeout: 10_000, interval: 60 },
    )
    .toBe(true);

describe("queued in the transaction of the change", () => {
  it("a change that rolls back sends nothing", async () => {
    const webhook = await subscribe();
    const brand = await cioId();
    await expect(
      t.db.transaction(async (tx) => {
        const queued = await enqueueWebhookEvent(tx, memberUpdatedEvent(member.user.id, brand));
        expect(queued).toBe(1);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await t.app.webhooks.drain();
    expect(await deliveriesOf(webhook.id)).toEqual([]);
    expect(receiver.attempts).toEqual([]);

    // The same change committed is delivered.
    await t.db.transaction((tx) =>
      enqueueWebhookEvent(tx, memberUpdatedEvent(member.user.id, brand)),
    );
    await t.app.webhooks.drain();
    expect(receiver.received.map((r) => r.json?.type)).toEqual(["member.updated"]);
  });

  it("the request that caused it never waits for the receiver", async () => {
    await subscribe();
    receiver.delay(2000);
    const body = await registrationFor(t, "CIO");
    const started = performance.now();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/public/register",
      payload: body,
    });
    const took = performance.now() - started;
    expect(res.statusCode).toBe(201);
    expect(took).toBeLessThan(1500);
    // The worker, kicked after the answer, delivers it meanwhile.
    await deliverUntil(() => receiver.received.length === 1);
  });
});

describe("retries", () => {
  it("tries again with the same webhook-id after a non-2xx answer, signed each time", async () => {
    const webhook = await subscribe();
    receiver.answer([500, 503]);
    await t.db.transaction((tx) =>
      enqueueWebhookEvent(tx, memberUpdatedEvent(member.user.id, member.user.joined_thru ?? 0)),
    );
    await deliverUntil(() => receiver.received.length === 1);
    expect(receiver.attempts.map((a) => a.status)).toEqual([500, 503, 204]);
    const ids = new Set(receiver.attempts.map((a) => a.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    expect(new Set(receiver.attempts.map((a) => a.body)).size).toBe(1);
    for (const attempt of receiver.attempts) {
      const headers = {
        "webhook-id": String(attempt.headers["webhook-id"]),
        "webhook-timestamp": String(attempt.headers["webhook-timestamp"]),
        "webhook-signature": String(attempt.headers["webhook-signature"]),
      };
      expect(() => new Webhook(webhook.secret).verify(attempt.body, headers)).not.toThrow();
    }
    const [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({ status: "done", attempts: 3, responseStatus: 204, body: null });
  });

  it("pauses an endpoint that fails for the give-up time, and the admin sees it", async () => {
    const webhook = await subscribe();
    receiver.answer(500);
    await t.db.transaction((tx) =>
      enqueueWebhookEvent(tx, memberUpdatedEvent(member.user.id, member.user.joined_thru ?? 0)),
    );
    const listed = async () =>
      (
        await t.app.inject({ method: "GET", url: "/api/webhooks", headers: bearer(adminToken) })
      ).json<{ webhooks: WebhookEndpoint[] }>().webhooks[0];
    await deliverUntil(async () => (await listed())?.status === "failing_paused");
    const shown = await listed();
    expect(shown?.paused_at).not.toBeNull();
    expect(shown?.failing_since).not.toBeNull();
    const [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({
      status: "failed",
      responseStatus: 500,
      lastError: "HTTP 500",
      body: null,
    });
    expect(row?.attempts).toBeGreaterThanOrEqual(3);
    const failingFor =
      (row?.lastAttemptAt?.getTime() ?? 0) - new Date(shown?.failing_since ?? 0).getTime();
    expect(failingFor).toBeGreaterThanOrEqual(GIVE_UP_MS);
  });
});

describe("paused endpoints and order", () => {
  it("a paused endpoint gets nothing; resumed, it gets what follows", async () => {
    const webhook = await subscribe();
    await t.app.inject({
      method: "PUT",
      url: `/api/webhooks/${webhook.id}`,
      headers: bearer(adminToken),
      payload: { paused: true },
    });
    const body = await registrationFor(t, "CIO");
    await t.app.inject({ method: "POST", url: "/api/user/public/register", payload: body });
    await t.app.webhooks.drain();
    expect(receiver.attempts).toEqual([]);
    expect(await deliveriesOf(webhook.id)).toEqual([]);

    await t.app.inject({
      method: "PUT",
      url: `/api/webhooks/${webhook.id}`,
      headers: bearer(adminToken),
      payload: { paused: false },
    });
    const next = await registrationFor(t, "CIO");
    await t.app.inject({ method: "POST", url: "/api/user/public/register", payload: next });
    await t.app.webhooks.drain();
    const emails = receiver.received.map((r) => (r.json?.data.member as { email?: string })?.email);
    expect(emails).toEqual([next.email]);
  });

  it("delivers an endpoint's events in the order of the changes, with two workers", async () => {
    const webhook = await subscribe();
    const peer = await createPeerApp(t);
    try {
      receiver.delay(10);
      // The first fails twice: nothing behind it may overtake it meanwhile.
      receiver.answer([500, 500]);
      const brand = member.user.joined_thru ?? 0;
      for (let i = 0; i < 12; i++) {
        await t.db.transaction((tx) =>
          enqueueWebhookEvent(tx, memberUpdatedEvent(member.user.id, brand)),
        );
      }
      const queued = (await deliveriesOf(webhook.id)).map((d) => d.messageId);
      await expect
        .poll(
          async () => {
            await Promise.all([t.app.webhooks.drain(), peer.webhooks.drain()]);
            return receiver.received.length;
          },
          { timeout: 15_000, interval: 60 },
        )
        .toBe(12);
      const arrived = receiver.attempts.map((a) => String(a.headers["webhook-id"]));
      expect(arrived).toEqual([queued[0], queued[0], ...queued]);
    } finally {
      await peer.close();
    }
  });
});
