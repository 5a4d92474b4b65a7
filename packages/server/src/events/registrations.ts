import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { eventRegistrations } from "../db/events-schema";
import type { EventRow } from "./event-row";

export type RegistrationRow = typeof eventRegistrations.$inferSelect;

const registeredCount = async (db: Executor, eventId: number): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.resourceId, eventId), eq(eventRegistrations.status, "registered")),
    );
  return row?.n ?? 0;
};

/** The member's registration for the event, or null. */
export const findRegistration = async (
  db: Executor,
  eventId: number,
  userId: number,
): Promise<RegistrationRow | null> => {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.resourceId, eventId), eq(eventRegistrations.userId, userId)));
  return row ?? null;
};

/** The member's registration for the event, locked, or null. */
export const lockRegistration = async (
  db: Executor,
  eventId: number,
  userId: number,
): Promise<RegistrationRow | null> => {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.resourceId, eventId), eq(eventRegistrations.userId, userId)))
    .for("update");
  return row ?? null;
};

/**
 * Registers the member for the event (locked by lockEvent): a seat while there is one, else
 * the end of the waitlist. Registering again while registered or waitlisted changes nothing
 * (`fresh` false); a cancelled registration is taken back, queued anew.
 */
export const registerMember = async (
  db: Executor,
  event: EventRow,
  userId: number,
  source: "member" | "event_page",
): Promise<{ registration: RegistrationRow; fresh: boolean }> => {
  const existing = await lockRegistration(db, event.id, userId);
  if (existing && existing.status !== "cancelled") return { registration: existing, fresh: false };
  const full = event.capacity !== null && (await registeredCount(db, event.id)) >= event.capacity;
  const status = full ? "waitlisted" : "registered";
  const [registration] = existing
    ? await db
        .update(eventRegistrations)
        .set({
          status,
          source,
          queuedAt: sql`clock_timestamp()`,
          cancelledAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(eventRegistrations.id, existing.id))
        .returning()
    : await db
        .insert(eventRegistrations)
        .values({ resourceId: event.id, userId, status, source, queuedAt: sql`clock_timestamp()` })
        .returning();
  if (!registration) throw new Error("event registration write returned no row");
  return { registration, fresh: true };
};

/**
 * Cancels the member's registration (the event locked). A seat given back goes to the first
 * of the waitlist, who is returned as `promoted`.
 */
export const cancelRegistration = async (
  db: Executor,
  event: EventRow,
  registration: RegistrationRow,
): Promise<{ registration: RegistrationRow; promoted: RegistrationRow[] }> => {
  const [cancelled] = await db
    .update(eventRegistrations)
    .set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(eventRegistrations.id, registration.id))
    .returning();
  if (!cancelled) throw new Error("event registration cancel returned no row");
  const promoted = registration.status === "registered" ? await promoteWaitlist(db, event) : [];
  return { registration: cancelled, promoted };
};

/**
 * Gives the event's free seats (the event locked) to the waitlist, first queued first: after
 * a cancellation or a capacity raised. Returns the registrations promoted, in that order.
 */
export const promoteWaitlist = async (
  db: Executor,
  event: EventRow,
): Promise<RegistrationRow[]> => {
  const free =
    event.capacity === null
      ? Number.MAX_SAFE_INTEGER
      : event.capacity - (await registeredCount(db, event.id));
  if (free <= 0) return [];
  const waiting = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.resourceId, event.id), eq(eventRegistrations.status, "waitlisted")),
    )
    .orderBy(asc(eventRegistrations.queuedAt), asc(eventRegistrations.id))
    .limit(Math.min(free, 10_000));
  const promoted: RegistrationRow[] = [];
  for (const { id } of waiting) {
    const [row] = await db
      .update(eventRegistrations)
      .set({ status: "registered", updatedAt: sql`now()` })
      .where(eq(eventRegistrations.id, id))
      .returning();
    if (row) promoted.push(row);
  }
  return promoted;
};
