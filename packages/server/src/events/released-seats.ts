import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { eventRegistrations, events } from "../db/events-schema";
import { enqueueJob } from "../jobs/job-queue";
import { announceRegistration } from "./announce-registration";
import type { EventMailContext } from "./event-mail";
import { hasStarted, lockEvent } from "./event-row";
import { promoteWaitlist } from "./registrations";

/**
 * Deletes a member's event registrations (their erasure) in its transaction, and queues, for
 * each event not begun where they held a seat, the job that gives it to the waitlist: the
 * erasure itself sends no mail.
 */
export const deleteRegistrationsOf = async (tx: Executor, userId: number): Promise<void> => {
  const seats = await tx
    .select({ eventId: eventRegistrations.resourceId })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.resourceId, eventRegistrations.resourceId))
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        eq(eventRegistrations.status, "registered"),
        gt(events.startsAt, sql`now()`),
      ),
    );
  await tx.delete(eventRegistrations).where(eq(eventRegistrations.userId, userId));
  for (const { eventId } of seats) await enqueueJob(tx, "event-seats", { eventId });
};

/** Gives an event's free seats to its waitlist, first queued first, and mails each promoted. */
export const eventSeatsHandler =
  (deps: { db: Executor; context: EventMailContext }) =>
  async ({ eventId }: { eventId: number }): Promise<void> => {
    await deps.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event) return;
      if (await hasStarted(tx, eventId)) return;
      for (const promoted of await promoteWaitlist(tx, event)) {
        await announceRegistration(tx, deps.context, event, promoted, "promoted");
      }
    });
  };
