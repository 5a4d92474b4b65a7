import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from "@sector/shared";
import type { webhookDeliveries, webhookEndpoints } from "../db/webhooks-schema";

type EndpointRow = Pick<
  typeof webhookEndpoints.$inferSelect,
  | "id"
  | "url"
  | "events"
  | "companyId"
  | "sponsorId"
  | "pausedAt"
  | "pauseReason"
  | "failingSince"
  | "createdAt"
> & { companyName: string | null; sponsorName: string | null };

/** An endpoint as the admin sees it: never its secret (shown once, when it is made). */
export const presentWebhookEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  company_id: row.companyId,
  company_name: row.companyName,
  sponsor_id: row.sponsorId,
  sponsor_name: row.sponsorName,
  status:
    row.pausedAt === null ? "active" : row.pauseReason === "failing" ? "failing_paused" : "paused",
  paused_at: row.pausedAt?.toISOString() ?? null,
  failing_since: row.failingSince?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

type DeliveryRow = Pick<
  typeof webhookDeliveries.$inferSelect,
  | "id"
  | "messageId"
  | "eventType"
  | "createdAt"
  | "status"
  | "attempts"
  | "responseStatus"
  | "lastError"
  | "lastAttemptAt"
  | "runAt"
>;

/** A delivery's state, never its body (the member's data). */
export const presentWebhookDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  message_id: row.messageId,
  event_type: row.eventType,
  created_at: row.createdAt.toISOString(),
  status: row.status === "done" ? "delivered" : row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  last_error: row.lastError,
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  next_attempt_at: row.status === "pending" ? row.runAt.toISOString() : null,
});
