import type { AttendanceReport } from "@sector/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../db/client";
import { eventRegistrations } from "../db/events-schema";
import { users } from "../db/schema";
import { enqueueWebhookEvents } from "../webhooks/enqueue";
import type { AttendanceFile } from "./attendance-csv";
import type { EventRow } from "./event-row";
import { eventAttendedEvent } from "./event-webhooks";

/** A Postgres array literal of ids, for `= any(…::int[])`. */
const idArray = (ids: number[]) => `{${ids.join(",")}}`;

/**
 * Marks the event's registered members from an attendance file, in `tx` (the event locked by
 * the caller): those in it attended, with their minutes, every other registered one a no-show;
 * the file is the whole truth, so an import done again replaces the last one. Waitlisted and
 * cancelled registrations are left as they are. `event.attended` is queued for each member
 * newly marked attended (not again for one an earlier import marked).
 */
export const markAttendance = async (
  tx: Transaction,
  event: EventRow,
  file: AttendanceFile,
): Promise<AttendanceReport> => {
  const registered = await tx
    .select({
      id: eventRegistrations.id,
      userId: eventRegistrations.userId,
      attendance: eventRegistrations.attendance,
      email: sql<string>`lower(${users.email})`,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(
      and(
        eq(eventRegistrations.resourceId, event.id),
        eq(eventRegistrations.status, "registered"),
        isNull(users.erasedAt),
      ),
    )
    .for("update", { of: eventRegistrations });

  const byEmail = new Map(registered.map((r) => [r.email, r]));
  const attended: { id: number; userId: number; minutes: number | null; fresh: boolean }[] = [];
  const unknown: string[] = [];
  for (const [address, minutes] of file.minutes) {
    const registration = byEmail.get(address);
    if (!registration) unknown.push(address);
    else {
      attended.push({
        id: registration.id,
        userId: registration.userId,
        minutes,
        fresh: registration.attendance !== "attended",
      });
    }
  }

  const ids = attended.map((a) => a.id);
  if (attended.length > 0) {
    // One statement for every attendee, each with their own minutes.
    const minutes = `{${attended.map((a) => (a.minutes === null ? "NULL" : String(a.minutes))).join(",")}}`;
    await tx.execute(sql`update "event_registrations" r
      set "attendance" = 'attended', "attended_minutes" = v."minutes", "updated_at" = now()
      from unnest(${idArray(ids)}::int[], ${minutes}::int[]) as v("id", "minutes")
      where r."id" = v."id"`);
  }
  const attendedIds = new Set(ids);
  const noShowIds = registered.filter((r) => !attendedIds.has(r.id)).map((r) => r.id);
  if (noShowIds.length > 0) {
    await tx
      .update(eventRegistrations)
      .set({ attendance: "no_show", attendedMinutes: null, updatedAt: sql`now()` })
      .where(sql`${eventRegistrations.id} = any(${idArray(noShowIds)}::int[])`);
  }
  await enqueueWebhookEvents(
    tx,
    attended.filter((a) => a.fresh).map((a) => eventAttendedEvent(event, a)),
  );
  return {
    format: file.format,
    rows: file.rows,
    attended: attended.length,
    no_show: noShowIds.length,
    unknown: unknown.sort(),
  };
};
