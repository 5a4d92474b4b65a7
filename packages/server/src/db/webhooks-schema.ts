import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { companies, sponsors } from "./schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Where the publisher's other systems want to hear of changes (issue 19). No read cache reads
 * this table or the deliveries, so neither has a change-notification trigger.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    /** The event types it receives (WEBHOOK_EVENT_TYPES). */
    events: text("events").array().notNull(),
    /** Only events of this brand; null: every brand. */
    companyId: integer("company_id").references(() => companies.id),
    /**
     * Only this sponsor's leads (lead.created, lead.rejected), nothing else: the endpoint of a
     * sponsor's own system never hears of members who did not share with it. Null: not limited.
     */
    sponsorId: integer("sponsor_id").references(() => sponsors.id),
    /**
     * The signing secret, `whsec_` + base64 of 32 random bytes. Kept as is: every delivery is
     * signed with it (the admin sees it once, when the endpoint is made).
     */
    secret: text("secret").notNull(),
    /** Set while paused; nothing is queued for it, and what was queued waits. */
    pausedAt: at("paused_at"),
    /** Who paused it: an admin, or the worker after 24 hours of failures. */
    pauseReason: text("pause_reason", { enum: ["admin", "failing"] }),
    /** The first failure since the last success: 24 hours later the endpoint is paused. */
    failingSince: at("failing_since"),
    /** The delivering worker's lease on the endpoint: one worker at a time keeps its order. */
    lockedUntil: at("locked_until"),
    leaseToken: text("lease_token"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /**
     * Deleted endpoints keep their row (without deliveries), so a change committing at the
     * moment of the deletion never fails on a missing endpoint; nothing reads them again.
     */
    deletedAt: at("deleted_at"),
  },
  (t) => [
    check("webhook_endpoints_pause_reason_check", sql`${t.pauseReason} in ('admin', 'failing')`),
  ],
);

/**
 * One event for one endpoint: the queue of webhook deliveries, written in the transaction of
 * the change. An endpoint's deliveries go out one at a time, in id order (src/webhooks).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The webhook-id header, the same on every attempt (`msg_` + random). */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The exact JSON sent; dropped once delivered or given up (it holds personal data). */
    body: text("body"),
    /** The member the event is about: their erasure drops what was not sent yet. */
    memberId: integer("member_id"),
    /** pending (due at run_at), done, or failed (given up; the endpoint was paused). */
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: at("run_at").notNull().defaultNow(),
    /** The change's time (its transaction's). */
    createdAt: at("created_at").notNull().defaultNow(),
    lastAttemptAt: at("last_attempt_at"),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
  },
  (t) => [
    // The screen's newest 100 of an endpoint, and the worker's pending ones in order.
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    index("webhook_deliveries_pending_idx")
      .on(t.endpointId, t.id)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_member_idx").on(t.memberId).where(sql`${t.status} = 'pending'`),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);
