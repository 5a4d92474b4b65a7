import { describe, expect, it } from "vitest";
import {
  eventPhase,
  eventTimeText,
  eventWhen,
  isoToWallClock,
  timeZoneChoices,
  wallClockToIso,
} from "./event-time";

const at = (starts_at: string, timezone: string, ends_at = starts_at) => ({
  starts_at,
  ends_at,
  timezone,
});

describe("eventTimeText: the start on the viewer's clock, the event's zone named", () => {
  it("writes both clocks when the viewer is elsewhere", () => {
    expect(eventTimeText(at("2026-12-01T15:00:00.000Z", "Europe/London"), "America/New_York")).toBe(
      "Tue, Dec 1, 2026, 10:00 AM (your time) · 3:00 PM GMT in Europe/London",
    );
  });

  it("writes one clock when the viewer's reads the same", () => {
    expect(eventTimeText(at("2026-12-01T15:00:00.000Z", "Europe/London"), "Europe/London")).toBe(
      "Tue, Dec 1, 2026, 3:00 PM GMT in Europe/London",
    );
  });

  it("follows daylight saving on each side: London on summer time, New York already on it", () => {
    // 30 March 2027: London moved to BST on the 28th, New York to EDT on the 14th.
    expect(eventTimeText(at("2027-03-30T14:00:00.000Z", "Europe/London"), "America/New_York")).toBe(
      "Tue, Mar 30, 2027, 10:00 AM (your time) · 3:00 PM GMT+1 in Europe/London",
    );
    // 20 March 2027: New York on EDT, London still on GMT, a four-hour gap for two weeks.
    expect(eventTimeText(at("2027-03-20T15:00:00.000Z", "Europe/London"), "America/New_York")).toBe(
      "Sat, Mar 20, 2027, 11:00 AM (your time) · 3:00 PM GMT in Europe/London",
    );
  });

  it("names the event's day when it is another day there", () => {
    expect(eventTimeText(at("2026-12-01T23:00:00.000Z", "Australia/Sydney"), "Europe/London")).toBe(
      "Tue, Dec 1, 2026, 11:00 PM (your time) · Wed, Dec 2, 10:00 AM GMT+11 in Australia/Sydney",
    );
  });
});

describe("eventPhase", () => {
  const event = at("2026-12-01T15:00:00.000Z", "Europe/London", "2026-12-01T16:00:00.000Z");
  it("is upcoming before the start, live until the end, past from the end", () => {
    expect(eventPhase(event, new Date("2026-12-01T14:59:59Z"))).toBe("upcoming");
    expect(eventPhase(event, new Date("2026-12-01T15:00:00Z"))).toBe("live");
    expect(eventPhase(event, new Date("2026-12-01T16:00:00Z"))).toBe("past");
  });
});

describe("wall clock and UTC", () => {
  it("reads a datetime-local value on the chosen zone's clock", () => {
    expect(wallClockToIso("2026-12-01T15:00", "Europe/London")).toBe("2026-12-01T15:00:00.000Z");
    expect(wallClockToIso("2026-07-01T15:00", "Europe/London")).toBe("2026-07-01T14:00:00.000Z");
    expect(wallClockToIso("2026-07-01T09:30", "America/Los_Angeles")).toBe(
      "2026-07-01T16:30:00.000Z",
    );
    expect(wallClockToIso("2026-12-01T10:00", "Asia/Kolkata")).toBe("2026-12-01T04:30:00.000Z");
  });

  it("crosses a DST boundary: the day after London's clocks go forward", () => {
    expect(wallClockToIso("2027-03-27T15:00", "Europe/London")).toBe("2027-03-27T15:00:00.000Z");
    expect(wallClockToIso("2027-03-29T15:00", "Europe/London")).toBe("2027-03-29T14:00:00.000Z");
  });

  it("refuses an empty or unreadable value", () => {
    expect(wallClockToIso("", "Europe/London")).toBeNull();
    expect(wallClockToIso("tomorrow", "Europe/London")).toBeNull();
  });

  it("turns a moment back into the zone's wall clock", () => {
    expect(isoToWallClock("2027-03-29T14:00:00.000Z", "Europe/London")).toBe("2027-03-29T15:00");
    expect(isoToWallClock("2026-12-01T04:30:00.000Z", "Asia/Kolkata")).toBe("2026-12-01T10:00");
  });

  it("lists the browser's zones, with a saved one among them", () => {
    const zones = timeZoneChoices("Europe/London");
    expect(zones).toContain("Europe/London");
    expect(zones).toContain("America/New_York");
    expect([...zones].sort()).toEqual(zones);
  });
});

describe("a zone the browser does not know", () => {
  it("reads as UTC, still named as entered, rather than failing the page", () => {
    expect(eventTimeText(at("2026-12-01T15:00:00.000Z", "Mars/Olympus_Mons"), "UTC")).toBe(
      "Tue, Dec 1, 2026, 3:00 PM UTC in Mars/Olympus_Mons",
    );
  });
});

const heldInLondon = {
  // 15:00 in London, 10:00 in New York, 7:00 in Los Angeles.
  starts_at: "2026-12-01T15:00:00.000Z",
  ends_at: "2026-12-01T16:30:00.000Z",
  timezone: "Europe/London",
};

describe("when an event is, for staff", () => {
  it("gives the viewer's own time with their zone, and the time where it is held", () => {
    expect(eventWhen(heldInLondon, "America/New_York")).toEqual({
      local: "Dec 1, 2026, 10:00 AM EST",
      localEnd: "11:30 AM",
      zone: "Europe/London",
      there: "3:00 PM",
      sameZone: false,
    });
  });

  it("says so when the viewer is in the event's zone", () => {
    const when = eventWhen(heldInLondon, "Europe/London");
    expect(when.local).toBe("Dec 1, 2026, 3:00 PM GMT");
    expect(when.sameZone).toBe(true);
  });

  it("names the day where the start or the end falls on another day", () => {
    const late = {
      ...heldInLondon,
      starts_at: "2026-12-02T02:00:00.000Z",
      ends_at: "2026-12-02T09:00:00.000Z",
    };
    const when = eventWhen({ ...late, timezone: "Asia/Tokyo" }, "America/Los_Angeles");
    expect(when.local).toBe("Dec 1, 2026, 6:00 PM PST");
    expect(when.localEnd).toBe("Dec 2, 1:00 AM");
    expect(when.there).toBe("Dec 2, 11:00 AM");
  });

  it("falls back to UTC for a zone the browser does not know", () => {
    expect(eventWhen({ ...heldInLondon, timezone: "Mars/Olympus" }, "UTC")).toMatchObject({
      zone: "Mars/Olympus",
      there: "3:00 PM",
      sameZone: true,
    });
  });
});
