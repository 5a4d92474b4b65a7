import type { InsightPeriod } from "@sector/shared";

/**
 * The sign-up chart's buckets: a day for 30 days, a week starting on Monday for 12 weeks, a
 * month for 12 months, all in UTC like the server's. The answer lists only the buckets that have
 * members; the chart needs every bucket of the window, so the bars line up with their dates.
 */

const DAY_MS = 86_400_000;

/** How many buckets the window holds, the current one included. */
const BUCKET_COUNT: Record<InsightPeriod, number> = { "30d": 30, "12w": 12, "12m": 12 };

/** Bounds the gap filling whatever dates an answer carries. */
const MAX_BUCKETS = 400;

/** "YYYY-MM-DD" (the server may add a time; only the date counts); null when unreadable. */
export function parseDay(text: string): Date | null {
  const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The start of the bucket `date` falls in. */
export function bucketOf(date: Date, period: InsightPeriod): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  switch (period) {
    case "30d":
      return new Date(Date.UTC(year, month, day));
    case "12w": {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(year, month, day) - sinceMonday * DAY_MS);
    }
    case "12m":
      return new Date(Date.UTC(year, month, 1));
  }
}

/** The start of the bucket `count` buckets after (or, negative, before) the one starting at `start`. */
export function shiftBucket(start: Date, period: InsightPeriod, count: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth();
  const day = start.getUTCDate();
  switch (period) {
    case "30d":
      return new Date(Date.UTC(year, month, day + count));
    case "12w":
      return new Date(Date.UTC(year, month, day + 7 * count));
    case "12m":
      return new Date(Date.UTC(year, month + count, 1));
  }
}

/**
 * Every bucket start of the window that ends with the current bucket, oldest first, as
 * "YYYY-MM-DD". Widened to take in any bucket of `seen` (the starts in the answer) that falls
 * outside it, so a server that draws the window a bucket wider, or a clock that differs a little,
 * loses no bar.
 */
export function bucketStarts(
  period: InsightPeriod,
  now: Date,
  seen: readonly string[] = [],
): string[] {
  let last = bucketOf(now, period);
  let first = shiftBucket(last, period, -(BUCKET_COUNT[period] - 1));
  for (const text of seen) {
    const date = parseDay(text);
    if (!date) continue;
    const bucket = bucketOf(date, period);
    if (bucket < first) first = bucket;
    if (bucket > last) last = bucket;
  }
  const starts: string[] = [];
  for (let at = first; at <= last && starts.length < MAX_BUCKETS; at = shiftBucket(at, period, 1)) {
    starts.push(isoDay(at));
  }
  return starts;
}

const DAY_LABEL = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const MONTH_LABEL = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A bucket as the chart and its table name it: "Mar 3" (a day, or the week from that Monday), "Mar 2025". */
export function bucketLabel(start: string, period: InsightPeriod): string {
  const date = parseDay(start);
  if (!date) return start;
  return period === "12m" ? MONTH_LABEL.format(date) : DAY_LABEL.format(date);
}

/** The heading of the table's first column, and the bucket's name in sentences. */
export const BUCKET_NAMES: Record<InsightPeriod, { column: string; noun: string }> = {
  "30d": { column: "Day", noun: "day" },
  "12w": { column: "Week of", noun: "week" },
  "12m": { column: "Month", noun: "month" },
};
