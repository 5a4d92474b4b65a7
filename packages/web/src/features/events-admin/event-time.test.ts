import { describe, expect, it } from "vitest";
import { eventWhen } from "./event-time";

const event = {
  // 15:00 in London, 10:00 in New York, 7:00 in Los Angeles.
  starts_at: "2026-12-01T15:00:00.000Z",
  ends_at: "2026-12-01T16:30:00.000Z",
  timezone: "Europe/London",
};

describe("when an event is, for staff", () => {
  it("gives the viewer's own time with their zone, and the time where it is held", () => {
    expect(eventWhen(event, "America/New_York")).toEqual({
      local: "Dec 1, 2026, 10:00 AM EST",
      localEnd: "11:30 AM",
      zone: "Europe/London",
      there: "3:00 PM",
      sameZone: false,
    });
  });

  it("says so when the viewer is in the event's zone", () => {
    const when = eventWhen(event, "Europe/London");
    expect(when.local).toBe("Dec 1, 2026, 3:00 PM GMT");
    expect(when.sameZone).toBe(true);
  });

  it("names the day where the start or the end falls on another day", () => {
    const late = {
      ...event,
      starts_at: "2026-12-02T02:00:00.000Z",
      ends_at: "2026-12-02T09:00:00.000Z",
    };
    const when = eventWhen({ ...late, timezone: "Asia/Tokyo" }, "America/Los_Angeles");
    expect(when.local).toBe("Dec 1, 2026, 6:00 PM PST");
    expect(when.localEnd).toBe("Dec 2, 1:00 AM");
    expect(when.there).toBe("Dec 2, 11:00 AM");
  });

  it("falls back to UTC for a zone the browser does not know", () => {
    expect(eventWhen({ ...event, timezone: "Mars/Olympus" }, "UTC")).toMatchObject({
      zone: "Mars/Olympus",
      there: "3:00 PM",
      sameZone: true,
    });
  });
});
