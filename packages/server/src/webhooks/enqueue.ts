import { WEBHOOK_TEST_EVENT, type WebhookPayload } from "@sector/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/webhooks-schema";
import type { WebhookEvent } from "./events";
import { markWebhooksQueued } from "./queued-signal";
import { newMessageId } from "./secret";

/** The transaction's time as ISO 8601 UTC: the change's time, whatever the process's clock. */
const changeTime = sql<string>`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Queues each of `events` for every endpoint that wants it (not paused, subscribed to its type,
 * and of its brand when limited to one), in their order. Pass the transaction of the change:
 * the deliveries exist exactly when the change commits, and the request only inserts rows (the
 * worker delivers). An endpoint limited to a sponsor gets only that sponsor's events. The endpoints are read once and the deliveries written in one statement, so
 * a bulk writer (the member import) pays one query when no endpoint wants its events, and one
 * snapshot per event otherwise. Returns how many deliveries were queued.
 */
export const enqueueWebhookEvents = async (
  db: Executor,
  events: WebhookEvent[],
): Promise<number> => {
  if (events.length === 0) return 0;
  const types = [...new Set(events.map((event) => event.type))];
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      events: webhookEndpoints.events,
      companyId: webhookEndpoints.companyId,
      sponsorId: webhookEndpoints.sponsorId,
      now: changeTime,
    })
    .from(webhookEndpoints)
    .where(
      and(
        isNull(webhookEndpoints.pausedAt),
        isNull(webhookEndpoints.deletedAt),
        sql`${webhookEndpoints.events} && ${`{${types.join(",")}}`}::text[]`,
      ),
    );
  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  for (const event of events) {
    const targets = endpoints.filter(
      (endpoint) =>
        endpoint.events.includes(event.type) &&
        (endpoint.companyId === null || event.brandIds.includes(endpoint.companyId)) &&
        // A sponsor's endpoint hears of its own leads and of nothing else.
        (endpoint.sponsorId === null || endpoint.sponsorId === event.sponsorId),
    );
    const [first] = targets;
    if (!first) continue;
    const payload: WebhookPayload = {
      type: event.type,
      timestamp: first.now,
      data: await event.data(db),
    };
    const body = JSON.stringify(payload);
    const messageId = newMessageId();
    for (const { id } of targets) {
      rows.push({
        endpointId: id,
        messageId,
        eventType: event.type,
        body,
        memberId: event.memberId,
      });
    }
  }
  if (rows.length === 0) return 0;
  await db.insert(webhookDeliveries).values(rows);
  markWebhooksQueued();
  return rows.length;
};

/** Queues one event (see enqueueWebhookEvents). */
export const enqueueWebhookEvent = (db: Executor, event: WebhookEvent): Promise<number> =>
  enqueueWebhookEvents(db, [event]);

/** "Send test event": one delivery of `webhook.test` to this endpoint, behind its others. */
export const enqueueTestEvent = async (db: Executor, endpointId: number): Promise<void> => {
  const payload: WebhookPayload<"webhook.test"> = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { message: "A test event from Sector Portal.", endpoint_id: endpointId },
  };
  await db.insert(webhookDeliveries).values({
    endpointId,
    messageId: newMessageId(),
    eventType: WEBHOOK_TEST_EVENT,
    body: JSON.stringify(payload),
  });
  markWebhooksQueued();
};

/** An erased member's deliveries not yet sent: their data must not leave after the erasure. */
export const dropPendingWebhooksOf = async (db: Executor, memberId: number): Promise<void> => {
  await db
    .delete(webhookDeliveries)
    .where(and(eq(webhookDeliveries.memberId, memberId), eq(webhookDeliveries.status, "pending")));
};
