import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { companies, sponsors } from "../../db/schema";
import { webhookEndpoints } from "../../db/webhooks-schema";

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  companyId: webhookEndpoints.companyId,
  companyName: companies.name,
  sponsorId: webhookEndpoints.sponsorId,
  sponsorName: sponsors.name,
  pausedAt: webhookEndpoints.pausedAt,
  pauseReason: webhookEndpoints.pauseReason,
  failingSince: webhookEndpoints.failingSince,
  createdAt: webhookEndpoints.createdAt,
};

/** Endpoints not deleted, oldest first, with their brand's and sponsor's names. */
export const listEndpoints = (db: Executor) =>
  db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .leftJoin(companies, eq(companies.id, webhookEndpoints.companyId))
    .leftJoin(sponsors, eq(sponsors.id, webhookEndpoints.sponsorId))
    .where(isNull(webhookEndpoints.deletedAt))
    .orderBy(asc(webhookEndpoints.id));

/** One endpoint not deleted, or undefined. */
export const findEndpoint = async (db: Executor, id: number) => {
  const [row] = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .leftJoin(companies, eq(companies.id, webhookEndpoints.companyId))
    .leftJoin(sponsors, eq(sponsors.id, webhookEndpoints.sponsorId))
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)));
  return row;
};
