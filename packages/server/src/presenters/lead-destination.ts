import type { LeadDelivery, LeadDestination } from "@sector/shared";
import type { leadDeliveries, leadDestinations } from "../db/lead-delivery-schema";
import { presentSettings } from "../lead-delivery/settings-box";

export type LeadDestinationRow = typeof leadDestinations.$inferSelect & {
  lastDeliveredAt: Date | null;
  failed24h: number;
  pending: number;
};

/** A destination for the admin: its secrets as "••••", never their value. */
export const presentLeadDestination = (row: LeadDestinationRow): LeadDestination => ({
  id: row.id,
  sponsor_id: row.sponsorId,
  kind: row.kind,
  name: row.name,
  settings: presentSettings(row.kind, row.settings),
  field_map: row.fieldMap,
  active: row.active,
  webhook_id: row.webhookId,
  last_delivered_at: row.lastDeliveredAt?.toISOString() ?? null,
  failed_24h: row.failed24h,
  pending: row.pending,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** One destination's delivery of a lead, for the leads list. */
export const presentLeadDelivery = (row: typeof leadDeliveries.$inferSelect): LeadDelivery => ({
  destination_id: row.destinationId,
  status: row.status,
  attempts: row.attempts,
  last_error: row.lastError,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});
