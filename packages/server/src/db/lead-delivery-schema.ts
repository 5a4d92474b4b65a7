import {
  type FieldMap,
  LEAD_DELIVERY_STATUSES,
  LEAD_DESTINATION_KINDS,
  type LeadDeliveryStatus,
  type LeadDestinationKindName,
} from "@sector/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sponsors } from "./schema";
import { leads } from "./sponsors-schema";
import { webhookEndpoints } from "./webhooks-schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

const inList = (column: SQL, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;

/**
 * Where a sponsor's leads land (issue 61): its CRM, its SFTP drop, or (https) the webhook
 * endpoint limited to it that this destination keeps. No read cache reads it: no trigger.
 */
export const leadDestinations = pgTable(
  "lead_destinations",
  {
    id: serial("id").primaryKey(),
    sponsorId: integer("sponsor_id")
      .notNull()
      .references(() => sponsors.id),
    kind: text("kind").$type<LeadDestinationKindName>().notNull(),
    name: text("name").notNull(),
    /**
     * The kind's settings; each secret (LEAD_DESTINATION_SECRETS) sealed with the two-factor
     * secrets' key (src/auth/secret-box.ts), never stored as given.
     */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    /** { ourField: theirField }. */
    fieldMap: jsonb("field_map").$type<FieldMap>().notNull(),
    active: boolean("active").notNull().default(true),
    /** https: the webhook endpoint (limited to the sponsor, lead.created) that delivers. */
    webhookId: integer("webhook_id").references(() => webhookEndpoints.id),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("lead_destinations_sponsor_idx").on(t.sponsorId),
    check("lead_destinations_kind_check", inList(sql`${t.kind}`, LEAD_DESTINATION_KINDS)),
  ],
);

/**
 * One lead for one destination: written with the lead, in its transaction, for every active
 * destination of its sponsor (https ones excepted: their webhook has its own queue). The
 * delivery job claims due ones by lease, so two workers never send the same lead at once.
 */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => leadDestinations.id, { onDelete: "cascade" }),
    status: text("status").$type<LeadDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    deliveredAt: at("delivered_at"),
    /** Due from then (pending). */
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    /** The retries' window starts here: 24 hours later a lead still refused is failed. */
    firstAttemptAt: at("first_attempt_at"),
    /** A worker's claim: nobody else sends it before then. */
    lockedUntil: at("locked_until"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_deliveries_lead_destination_key").on(t.leadId, t.destinationId),
    // The delivery job's claim: a destination's pending deliveries, due first.
    index("lead_deliveries_due_idx")
      .on(t.destinationId, t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index("lead_deliveries_destination_idx").on(t.destinationId, t.status),
    check("lead_deliveries_status_check", inList(sql`${t.status}`, LEAD_DELIVERY_STATUSES)),
  ],
);
