/**
 * Where a lead stands at one destination: pending (due at the next attempt), delivered,
 * failed (refused, or not delivered within 24 hours of its first attempt), or skipped: never
 * sent because the lead was rejected or its member erased first (`last_error` says which).
 */
export const LEAD_DELIVERY_STATUSES = ["pending", "delivered", "failed", "skipped"] as const;
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number];

/** One destination's delivery of a lead (GET /campaigns/{id}/leads). */
export interface LeadDelivery {
  destination_id: number;
  status: LeadDeliveryStatus;
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
}

/** GET /lead-deliveries/summary (admin): deliveries waiting and failed, across destinations. */
export interface LeadDeliverySummary {
  pending: number;
  failed: number;
  /** Failed whose first attempt was in the last 24 hours. */
  failed_24h: number;
}
