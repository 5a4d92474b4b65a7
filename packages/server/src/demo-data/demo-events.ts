import type { DemoThumbnail } from "./demo-resources";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The time and place of a demo resource that is an event or a webinar (issue 63): webinars in
 * the coming weeks, online, 100 seats; events a month or more ahead, in London. The `n`th
 * resource of the set spreads them over different days. Starts on the hour, 15:00 UTC.
 */
export const demoEventOf = (thumbnail: DemoThumbnail, n: number, pageUrl: string, now: Date) => {
  if (thumbnail !== "event" && thumbnail !== "webinar") return null;
  const webinar = thumbnail === "webinar";
  const day = new Date(now.getTime() + (webinar ? 4 + (n % 20) : 30 + n) * DAY_MS);
  day.setUTCHours(15, 0, 0, 0);
  return {
    startsAt: day,
    endsAt: new Date(day.getTime() + (webinar ? 1 : 8) * HOUR_MS),
    timezone: "Europe/London",
    location: webinar ? "Online" : "London, United Kingdom",
    joinUrl: webinar ? `${pageUrl}/join` : null,
    capacity: webinar ? 100 : 250,
  };
};
