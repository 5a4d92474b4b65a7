import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { leadDeliveries, leadDestinations } from "../../db/lead-delivery-schema";
import type { LeadDestinationRow } from "../../presenters/lead-destination";

/** A sponsor's destinations (or one of them), oldest first, with their delivery counts. */
export const listDestinations = async (
  db: Executor,
  sponsorId: number,
  destinationId?: number,
): Promise<LeadDestinationRow[]> => {
  const counts = db
    .select({
      destinationId: leadDeliveries.destinationId,
      lastDeliveredAt: sql<Date | null>`max(${leadDeliveries.deliveredAt})`.as("last_delivered_at"),
      failed24h:
        sql<number>`count(*) filter (where ${leadDeliveries.status} = 'failed' and coalesce(${leadDeliveries.firstAttemptAt}, ${leadDeliveries.createdAt}) > now() - interval '24 hours')::int`.as(
          "failed_24h",
        ),
      pending: sql<number>`count(*) filter (where ${leadDeliveries.status} = 'pending')::int`.as(
        "pending",
      ),
    })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.destinationId)
    .as("counts");
  const rows = await db
    .select({
      destination: leadDestinations,
      lastDeliveredAt: counts.lastDeliveredAt,
      failed24h: counts.failed24h,
      pending: counts.pending,
    })
    .from(leadDestinations)
    .leftJoin(counts, eq(counts.destinationId, leadDestinations.id))
    .where(
      and(
        eq(leadDestinations.sponsorId, sponsorId),
        destinationId === undefined ? undefined : eq(leadDestinations.id, destinationId),
      ),
    )
    .orderBy(leadDestinations.id);
  return rows.map((r) => ({
    ...r.destination,
    lastDeliveredAt: r.lastDeliveredAt ? new Date(r.lastDeliveredAt) : null,
    failed24h: r.failed24h ?? 0,
    pending: r.pending ?? 0,
  }));
};

/** One destination of this sponsor, or undefined. */
export const findDestination = async (db: Executor, sponsorId: number, id: number) =>
  (await listDestinations(db, sponsorId, id))[0];
