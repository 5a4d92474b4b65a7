import { describe, expect, it } from "vitest";
import { bucketLabel, bucketOf, bucketStarts, isoDay } from "./buckets";

describe("insight buckets (UTC)", () => {
  it("starts a week on Monday, also from a Sunday and across a year end", () => {
    expect(isoDay(bucketOf(new Date("2025-03-16T23:59:00Z"), "12w"))).toBe("2025-03-10");
    expect(isoDay(bucketOf(new Date("2025-03-10T00:00:00Z"), "12w"))).toBe("2025-03-10");
    expect(isoDay(bucketOf(new Date("2025-01-01T12:00:00Z"), "12w"))).toBe("2024-12-30");
  });

  it("lists 12 months up to the current one, across a year end", () => {
    const months = bucketStarts("12m", new Date("2025-02-20T08:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2024-03-01");
    expect(months[11]).toBe("2025-02-01");
    expect(months.map((start) => bucketLabel(start, "12m")).slice(9)).toEqual([
      "Dec 2024",
      "Jan 2025",
      "Feb 2025",
    ]);
  });

  it("lists 30 days ending today, and 12 weeks ending with this week", () => {
    const days = bucketStarts("30d", new Date("2024-03-01T23:00:00Z"));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2024-02-01");
    expect(days).toContain("2024-02-29");
    expect(days[29]).toBe("2024-03-01");
    const weeks = bucketStarts("12w", new Date("2025-03-12T10:00:00Z"));
    expect([weeks.length, weeks[0], weeks[11]]).toEqual([12, "2024-12-23", "2025-03-10"]);
  });

  it("widens the window to a bucket of the answer that falls outside it", () => {
    const now = new Date("2025-03-12T10:00:00Z");
    const weeks = bucketStarts("12w", now, ["2024-12-16", "2025-03-10T00:00:00.000Z", "junk"]);
    expect([weeks.length, weeks[0], weeks[12]]).toEqual([13, "2024-12-16", "2025-03-10"]);
  });
});
