import type { EventFields } from "@sector/shared";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { eventRegistrations, eventReminderSends, events } from "../db/events-schema";
import { users } from "../db/schema";
import { enqueueJob } from "../jobs/job-queue";
import type { EventReminderSetting } from "../lib/environment";
import { fieldError } from "../lib/errors";
import { announceRegistration } from "./announce-registration";
import { type EventMailContext, eventMail } from "./event-mail";
import { scheduleReminders } from "./event-reminders";
import { lockEvent } from "./event-row";
import { promoteWaitlist } from "./registrations";

export const EVENT_HAS_REGISTRATIONS =
  "This event has registrations: cancel them before it stops being an event.";

export interface EventSaveContext extends EventMailContext {
  reminders: readonly EventReminderSetting[];
}

/**
 * Writes a resource's event as its create or edit body says (absent: unchanged; null: none)
 * in the resource's transaction, and what follows from it: reminders scheduled for a new
 * time, an updated invite (SEQUENCE raised) mailed to every registrant holding a seat when
 * the time, place, join link or title changed, seats freed by a larger capacity given to the
 * waitlist. Returns a line for the audit log, or null when nothing changed.
 */
export const saveEvent = async (
  tx: Executor,
  resourceId: number,
  input: EventFields | null | undefined,
  context: EventSaveContext,
  titleChanged = false,
): Promise<string | null> => {
  if (input === undefined) {
    return titleChanged ? await resendInvites(tx, resourceId, context) : null;
  }
  const before = await lockEvent(tx, resourceId);
  if (input === null) {
    if (!before) return null;
    const [held] = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.resourceId, resourceId),
          ne(eventRegistrations.status, "cancelled"),
        ),
      )
      .limit(1);
    if (held) throw fieldError("event", EVENT_HAS_REGISTRATIONS);
    await tx.delete(events).where(eq(events.resourceId, resourceId));
    return "event: removed";
  }
  const values = {
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    timezone: input.timezone,
    location: input.location ?? null,
    joinUrl: input.join_url ?? null,
    capacity: input.capacity ?? null,
  };
  if (!before) {
    await tx.insert(events).values({ resourceId, ...values });
    const created = await lockEvent(tx, resourceId);
    if (created) await scheduleReminders(tx, created, context.reminders);
    return `event: ${values.startsAt.toISOString()} (${values.timezone})`;
  }
  const timeChanged =
    before.startsAt.getTime() !== values.startsAt.getTime() ||
    before.endsAt.getTime() !== values.endsAt.getTime();
  const inviteChanged =
    titleChanged ||
    timeChanged ||
    before.timezone !== values.timezone ||
    before.location !== values.location ||
    before.joinUrl !== values.joinUrl;
  const capacityChanged = before.capacity !== values.capacity;
  if (!inviteChanged && !capacityChanged) return null;
  await tx
    .update(events)
    .set({
      ...values,
      sequence: inviteChanged ? sql`${events.sequence} + 1` : events.sequence,
      updatedAt: sql`now()`,
    })
    .where(eq(events.resourceId, resourceId));
  const after = await lockEvent(tx, resourceId);
  if (!after) return null;
  if (before.startsAt.getTime() !== values.startsAt.getTime()) {
    // Reminders follow the new start: those sent for the old one may go again. (An end moved
    // alone changes no reminder's time.)
    const ids = tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.resourceId, resourceId));
    await tx.delete(eventReminderSends).where(inArray(eventReminderSends.registrationId, ids));
    await scheduleReminders(tx, after, context.reminders);
  }
  if (inviteChanged) await mailUpdate(tx, after.id, context);
  if (capacityChanged) {
    for (const promoted of await promoteWaitlist(tx, after)) {
      await announceRegistration(tx, context, after, promoted, "promoted");
    }
  }
  return [
    timeChanged &&
      `event time: ${before.startsAt.toISOString()} → ${values.startsAt.toISOString()}`,
    capacityChanged && `capacity: ${before.capacity ?? "none"} → ${values.capacity ?? "none"}`,
    inviteChanged && !timeChanged && "event details changed",
  ]
    .filter(Boolean)
    .join("; ");
};

/** The title of an event changed: its invite changes with it. */
const resendInvites = async (
  tx: Executor,
  resourceId: number,
  context: EventSaveContext,
): Promise<string | null> => {
  const event = await lockEvent(tx, resourceId);
  if (!event) return null;
  await tx
    .update(events)
    .set({ sequence: sql`${events.sequence} + 1`, updatedAt: sql`now()` })
    .where(eq(events.resourceId, resourceId));
  await mailUpdate(tx, resourceId, context);
  return "event title changed";
};

/** The updated invite (the event's new SEQUENCE) to each registrant holding a seat. */
const mailUpdate = async (tx: Executor, eventId: number, context: EventMailContext) => {
  const event = await lockEvent(tx, eventId);
  if (!event) return;
  const seated = await tx
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(
      and(
        eq(eventRegistrations.resourceId, eventId),
        eq(eventRegistrations.status, "registered"),
        sql`${users.erasedAt} is null`,
      ),
    );
  for (const member of seated)
    await enqueueJob(tx, "mail", eventMail("updated", event, member, context));
};
