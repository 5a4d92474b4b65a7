import type { WebhookEventRegistration } from "@sector/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { eventRegistrations } from "../db/events-schema";
import { users } from "../db/schema";
import type { WebhookEvent } from "../webhooks/events";
import type { EventRow } from "./event-row";

const registrationData = async (
  db: Executor,
  event: EventRow,
  registrationId: number,
): Promise<WebhookEventRegistration & { attended_minutes: number | null }> => {
  const [row] = await db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      createdAt: eventRegistrations.createdAt,
      minutes: eventRegistrations.attendedMinutes,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.id, registrationId));
  if (!row) throw new Error(`webhook event for unknown event registration ${registrationId}`);
  return {
    registration: { id: row.id, status: row.status, created_at: row.createdAt.toISOString() },
    event: {
      id: event.id,
      title: event.title,
      starts_at: event.startsAt.toISOString(),
      timezone: event.timezone,
      brand: { id: event.companyId, name: event.companyName },
    },
    member: { id: row.userId, firstname: row.firstname, lastname: row.lastname, email: row.email },
    attended_minutes: row.minutes,
  };
};

/** A registration of the event made, taken back or moved off the waitlist (its status says which). */
export const eventRegisteredEvent = (
  event: EventRow,
  registration: { id: number; userId: number },
): WebhookEvent<"event.registered"> => ({
  type: "event.registered",
  brandIds: [event.companyId],
  memberId: registration.userId,
  data: async (db) => {
    const { attended_minutes: _, ...data } = await registrationData(db, event, registration.id);
    return data;
  },
});

export const eventCancelledEvent = (
  event: EventRow,
  registration: { id: number; userId: number },
): WebhookEvent<"event.cancelled"> => ({
  type: "event.cancelled",
  brandIds: [event.companyId],
  memberId: registration.userId,
  data: async (db) => {
    const { attended_minutes: _, ...data } = await registrationData(db, event, registration.id);
    return data;
  },
});

export const eventAttendedEvent = (
  event: EventRow,
  registration: { id: number; userId: number },
): WebhookEvent<"event.attended"> => ({
  type: "event.attended",
  brandIds: [event.companyId],
  memberId: registration.userId,
  data: (db) => registrationData(db, event, registration.id),
});
