import type { EventRegistration, LoginResponse } from "@sector/shared";
import { events } from "../src/db/events-schema";
import { addResource } from "./newsletters";
import { apiCall } from "./sponsors";
import type { TestApp } from "./test-app";

const hour = 3_600_000;

/** An event of brand `code` (a resource with a time) written straight into the database. */
export const addEvent = async (
  t: TestApp,
  code: string,
  title: string,
  fields: Partial<typeof events.$inferInsert> = {},
) => {
  const id = await addResource(t, code, title, [], new Date());
  const startsAt = fields.startsAt ?? new Date(Date.now() + 48 * hour);
  await t.db.insert(events).values({
    resourceId: id,
    startsAt,
    endsAt: fields.endsAt ?? new Date(startsAt.getTime() + hour),
    timezone: fields.timezone ?? "Europe/London",
    location: fields.location ?? null,
    joinUrl: fields.joinUrl ?? "https://meet.example.com/j/123",
    capacity: fields.capacity ?? null,
  });
  await t.sync();
  return id;
};

/** POST /events/{id}/registrations as the member. */
export const register = (t: TestApp, token: string, eventId: number, body?: object) =>
  apiCall(t, token, "POST", `/events/${eventId}/registrations`, body);

export const registrationOf = (res: { json: <T>() => T }) =>
  res.json<{ registration: EventRegistration }>().registration;

export type Login = LoginResponse;
