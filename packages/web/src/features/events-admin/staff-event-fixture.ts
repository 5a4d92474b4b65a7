import type { StaffEvent } from "@sector/shared";

/** An event as staff see it, for tests: 15:00 in London on Dec 1, 2026, the counts overridable. */
export function makeStaffEvent(overrides: Partial<StaffEvent> = {}): StaffEvent {
  return {
    id: 7,
    title: "Zero trust in practice",
    resource_url: "https://cio.example.com/events/zero-trust",
    company: { id: 1, name: "CIO" },
    sponsor: null,
    starts_at: "2026-12-01T15:00:00.000Z",
    ends_at: "2026-12-01T16:00:00.000Z",
    timezone: "Europe/London",
    location: null,
    capacity: 50,
    join_url: "https://meet.example.com/zero-trust",
    sequence: 0,
    counts: { registered: 12, waitlisted: 3, cancelled: 2, attended: 0, no_show: 0 },
    ...overrides,
  };
}
