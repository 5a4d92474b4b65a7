import { WEBHOOK_TEST_EVENT, type WebhookPayload } from "@sector/shared";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/webhooks-schema";
import type { WebhookEvent } from "./events";
import { markWebhooksQueued } from "./queued-signal";
import { newMessageId } from "./secret";

/** The transaction's time as ISO 8601 UTC: the change's time, whatever the process's clock. */
const changeTime = sql<string>`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Queues `event` for every endpoint that wants it (not paused, subscribed to its type, and
 * of its brand when limited to one). Pass the transaction of the change: the deliveries exist
 * exactly when the change commits, and the request only inserts rows (the worker delivers).
 * One statement when no endpoint wants it. Returns how many deliveries were queued.
 */
export const enqueueWebhookEvent = async (db: Executor, event: WebhookEvent): Promise<number> => {
  const targets = await db
    .select({ id: webhookEndpoints.id, now: changeTime })
    .from(webhookEndpoints)
    .where(
      and(
        isNull(webhookEndpoints.pausedAt),
        isNull(webhookEndpoints.deletedAt),
        sql`${event.type} = any(${webhookEndpoints.events})`,
        or(isNull(webhookEndpoints.companyId), inArray(webhookEndpoints.companyId, event.brandIds)),
      ),
    );
  const [first] = targets;
  if (!first) return 0;
  const payload: WebhookPayload = {
    type: event.type,
    timestamp: first.now,
    data: await event.data(db),
  };
  const body = JSON.stringify(payload);
  const messageId = newMessageId();
  await db.insert(webhookDeliveries).values(
    targets.map(({ id }) => ({
      endpointId: id,
      messageId,
      eventType: event.type,
      body,
      memberId: event.memberId,
    })),
  );
  markWebhooksQueued();
  return targets.length;
};

/**
 * Whether any endpoint would take one of these events (of any brand): a bulk writer such as the
 * member import asks once per batch and skips building events nobody wants.
 */
export const wantsWebhookEvents = async (
  db: Executor,
  types: WebhookEvent["type"][],
): Promise<boolean> => {
  const [found] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        isNull(webhookEndpoints.pausedAt),
        isNull(webhookEndpoints.deletedAt),
        sql`${webhookEndpoints.events} && ${`{${types.join(",")}}`}::text[]`,
      ),
    )
    .limit(1);
  return found !== undefined;
};

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
