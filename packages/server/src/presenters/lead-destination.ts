import {
  LEAD_DESTINATION_SECRETS,
  type LeadDelivery,
  type LeadDestination,
  type LeadDestinationKindName,
  SECRET_MASK,
} from "@sector/shared";
import type { leadDeliveries, leadDestinations } from "../db/lead-delivery-schema";

export type LeadDestinationRow = typeof leadDestinations.$inferSelect & {
  lastDeliveredAt: Date | null;
  failed24h: number;
  pending: number;
};

/** The settings as the API shows them: each secret stored as SECRET_MASK, never its value. */
const presentSettings = (
  kind: LeadDestinationKindName,
  stored: Record<string, unknown>,
): Record<string, string | number> => {
  const secrets = LEAD_DESTINATION_SECRETS[kind];
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(stored)) {
    if (secrets.includes(name)) out[name] = SECRET_MASK;
    else if (typeof value === "string" || typeof value === "number") out[name] = value;
  }
  return out;
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
