import type { EventRegistration, MyEvent, Resource, ResourceEvent } from "@sector/shared";
import { vi } from "vitest";
import { makeResource } from "./fixtures";

/** "Now" in the events tests: Sunday, 29 November 2026, noon UTC. */
export const NOW = new Date("2026-11-29T12:00:00.000Z");

/** A London event: Tuesday 1 December 2026, 3 to 4 PM GMT, unless told otherwise. */
export function makeEvent(overrides: Partial<ResourceEvent> = {}): ResourceEvent {
  return {
    starts_at: "2026-12-01T15:00:00.000Z",
    ends_at: "2026-12-01T16:00:00.000Z",
    timezone: "Europe/London",
    location: "Online",
    capacity: 20,
    ...overrides,
  };
}

/** A resource that is an event. */
export function makeEventResource(
  id: number,
  title: string,
  event: Partial<ResourceEvent> = {},
): Resource {
  return { ...makeResource(id, title), event: makeEvent(event) };
}

export function makeRegistration(
  eventId: number,
  status: EventRegistration["status"],
  overrides: Partial<EventRegistration> = {},
): EventRegistration {
  return {
    id: eventId * 10,
    event_id: eventId,
    status,
    attendance: null,
    attended_minutes: null,
    created_at: "2026-11-20T10:00:00.000Z",
    cancelled_at: status === "cancelled" ? "2026-11-21T10:00:00.000Z" : null,
    ...overrides,
  };
}

/** One of My events: a registration with its event (the join URL while registered). */
export function makeMyEvent(
  eventId: number,
  title: string,
  status: EventRegistration["status"],
  event: Partial<MyEvent["event"]> = {},
  overrides: Partial<EventRegistration> = {},
): MyEvent {
  return {
    ...makeRegistration(eventId, status, overrides),
    event: {
      ...makeEvent(),
      id: eventId,
      title,
      resource_url: `https://example.com/resources/${eventId}`,
      image_bg: `https://img.example.com/${eventId}.png`,
      company: { id: 1, name: "CIO" },
      join_url: status === "registered" ? `https://zoom.example.com/j/${eventId}` : null,
      ...event,
    },
  };
}

/**
 * Fixes the clock (Date only: user-event and the query cache keep real timers) and the
 * viewer's time zone, which the browser reports through Intl. Undone by restoreMocks and
 * vi.useRealTimers().
 */
export function atViewer(timeZone: string, now: Date = NOW) {
  vi.useFakeTimers({ toFake: ["Date"], now });
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}
