import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { events } from "../db/events-schema";
import { companies, resources } from "../db/schema";

/** An event with what its registration, mails and invites need of its resource and brand. */
export interface EventRow {
  id: number;
  title: string;
  resourceUrl: string;
  imageBg: string;
  companyId: number;
  companyName: string;
  sponsorId: number | null;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  location: string | null;
  joinUrl: string | null;
  capacity: number | null;
  sequence: number;
}

const eventFields = {
  id: events.resourceId,
  title: resources.title,
  resourceUrl: resources.resourceUrl,
  imageBg: resources.imageBg,
  companyId: resources.companyId,
  companyName: companies.name,
  sponsorId: resources.sponsorId,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timezone: events.timezone,
  location: events.location,
  joinUrl: events.joinUrl,
  capacity: events.capacity,
  sequence: events.sequence,
};

const selectEvent = (db: Executor) =>
  db
    .select(eventFields)
    .from(events)
    .innerJoin(resources, eq(resources.id, events.resourceId))
    .innerJoin(companies, eq(companies.id, resources.companyId));

/** The event of resource `id`, or null (no such resource, or not an event). */
export const findEvent = async (db: Executor, id: number): Promise<EventRow | null> => {
  const [row] = await selectEvent(db).where(eq(events.resourceId, id));
  return row ?? null;
};

/**
 * The event, its row locked until the transaction ends: registrations and cancellations of one
 * event run one after the other, so seats are counted once (never more registered than seats).
 */
export const lockEvent = async (db: Executor, id: number): Promise<EventRow | null> => {
  const [row] = await selectEvent(db)
    .where(eq(events.resourceId, id))
    .for("update", { of: events });
  return row ?? null;
};

/** Whether the event has begun at the transaction's time. */
export const hasStarted = async (db: Executor, id: number): Promise<boolean> => {
  const [row] = await db
    .select({ started: sql<boolean>`${events.startsAt} <= now()` })
    .from(events)
    .where(eq(events.resourceId, id));
  return row?.started ?? false;
};
