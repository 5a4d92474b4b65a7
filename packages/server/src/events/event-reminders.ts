import { and, eq, notExists, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { eventRegistrations, eventReminderSends, events } from "../db/events-schema";
import { users } from "../db/schema";
import { type EventReminderJob, enqueueJob } from "../jobs/job-queue";
import type { EventReminderSetting } from "../lib/environment";
import { type EventMailContext, eventReminderMail } from "./event-mail";
import { type EventRow, findEvent } from "./event-row";

export type { EventReminderJob };

/**
 * Queues the event's reminders (in the transaction that sets its time): one job per reminder
 * whose time is still to come, due at that time. Reminders whose time has passed are not
 * queued (registrants after that get the next one).
 */
export const scheduleReminders = async (
  tx: Executor,
  event: EventRow,
  reminders: readonly EventReminderSetting[],
  now: Date = new Date(),
): Promise<void> => {
  for (const { name, leadMs } of reminders) {
    const runAt = new Date(event.startsAt.getTime() - leadMs);
    if (runAt.getTime() <= now.getTime()) continue;
    await enqueueJob(
      tx,
      "event-reminder",
      { eventId: event.id, reminder: name, leadMs, startsAt: event.startsAt.toISOString() },
      { runAt },
    );
  }
};

export type ReminderVerdict = "send" | "moved" | "too_late" | "superseded";

/**
 * Whether a reminder's job, running at `now`, sends: not when the event moved since it was
 * queued (the new time has its own jobs), not when its time passed by more than its own lead
 * time (the server was down: a reminder a day late is noise), nor when a shorter reminder is
 * due as well (that one goes instead).
 */
export const reminderVerdict = (
  job: EventReminderJob,
  event: { startsAt: Date } | null,
  reminders: readonly EventReminderSetting[],
  now: Date,
): ReminderVerdict => {
  if (!event || event.startsAt.toISOString() !== job.startsAt) return "moved";
  const start = event.startsAt.getTime();
  const due = start - job.leadMs;
  if (now.getTime() - due > job.leadMs || now.getTime() >= start) return "too_late";
  const shorterDue = reminders.some(
    (r) => r.leadMs < job.leadMs && start - r.leadMs <= now.getTime(),
  );
  return shorterDue ? "superseded" : "send";
};

const BATCH = 500;

/**
 * Runs a reminder's job: the reminder mailed to each registrant holding a seat who has not had
 * it, a batch at a time. Each mail is queued in the transaction that records it as sent
 * (event_reminder_sends), so a reminder goes once per registration whatever runs twice or
 * stops half-way; a cancelled registration gets none.
 */
export const eventReminderHandler =
  (deps: {
    db: Executor;
    context: EventMailContext;
    reminders: readonly EventReminderSetting[];
    now?: () => Date;
  }) =>
  async (job: EventReminderJob): Promise<void> => {
    const event = await findEvent(deps.db, job.eventId);
    const verdict = reminderVerdict(job, event, deps.reminders, deps.now?.() ?? new Date());
    if (verdict !== "send" || !event) return;
    for (;;) {
      const sent = await deps.db.transaction(async (tx) => {
        // The start read again in each batch, its row shared until the batch commits: an edit
        // moving it waits, and once committed the old time's job sends nothing more (the new
        // time has its own, and the sends it cleared are not sent twice by this one).
        const [now] = await tx
          .select({ startsAt: events.startsAt })
          .from(events)
          .where(eq(events.resourceId, job.eventId))
          .for("share");
        if (now?.startsAt.toISOString() !== job.startsAt) return 0;
        const due = await tx
          .select({
            id: eventRegistrations.id,
            firstname: users.firstname,
            lastname: users.lastname,
            email: users.email,
          })
          .from(eventRegistrations)
          .innerJoin(users, eq(users.id, eventRegistrations.userId))
          .where(
            and(
              eq(eventRegistrations.resourceId, event.id),
              eq(eventRegistrations.status, "registered"),
              sql`${users.erasedAt} is null`,
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(eventReminderSends)
                  .where(
                    and(
                      eq(eventReminderSends.registrationId, eventRegistrations.id),
                      eq(eventReminderSends.reminder, job.reminder),
                    ),
                  ),
              ),
            ),
          )
          .orderBy(eventRegistrations.id)
          .limit(BATCH)
          // Two runs of one job (a lease that ran out) take different registrations.
          .for("update", { of: eventRegistrations, skipLocked: true });
        if (due.length === 0) return 0;
        const inserted = await tx
          .insert(eventReminderSends)
          .values(due.map((r) => ({ registrationId: r.id, reminder: job.reminder })))
          .onConflictDoNothing()
          .returning({ id: eventReminderSends.registrationId });
        const fresh = new Set(inserted.map((r) => r.id));
        for (const member of due) {
          if (fresh.has(member.id)) {
            await enqueueJob(
              tx,
              "mail",
              eventReminderMail(job.reminder, event, member, deps.context),
            );
          }
        }
        return due.length;
      });
      if (sent < BATCH) return;
    }
  };
