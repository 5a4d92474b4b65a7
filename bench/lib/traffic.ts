import type { Scenario } from "./scenarios";
import { createScrollSessions, DEFAULT_MIX, zipfPicker } from "./scroll-sessions";
import { drawTrafficMembers, type TrafficMember, uploadTargets } from "./traffic-members";

export const TRAFFIC_ID = "traffic";
const TRAFFIC_WARMUP_SECONDS = 20;

export interface TrafficOptions {
  /** Distinct members (default 10,000; fewer when the data set has fewer). */
  members: number;
  /** Uploads per second alongside (default 1; 0 for none). */
  uploadsPerSecond: number;
  /** Zipf exponent of the members' popularity (default 1). */
  skew: number;
  /** Whether later pages carry the `next` cursor of the page before (the web app does). */
  cursors: boolean;
}

export const DEFAULT_TRAFFIC: TrafficOptions = {
  members: 10_000,
  uploadsPerSecond: 1,
  skew: 1,
  cursors: true,
};

const percent = (share: number) => `${Math.round(share * 100)}`;

/** The answer's `next` cursor, read off the end of the text (the client does not parse pages). */
const nextCursorOf = (body: string): string | null => {
  const at = body.lastIndexOf('"next":"');
  if (at < 0) return null;
  const start = at + '"next":"'.length;
  const end = body.indexOf('"', start);
  return end < 0 ? null : body.slice(start, end);
};

/** How many resources a feed answer holds, counted without parsing it. */
const itemsOf = (body: string): number => {
  let count = 0;
  for (
    let at = body.indexOf('"resource_url"');
    at >= 0;
    at = body.indexOf('"resource_url"', at + 1)
  )
    count += 1;
  return count;
};

/**
 * The realistic traffic row: many members, each on their own brand's feed with their own
 * topics, some far more often than others, scrolling page after page (pages 1 / 2–5 / 6–200
 * in 70 / 25 / 5 % of requests), while staff upload to random brands at a steady rate.
 */
export const prepareTrafficScenario = async (
  databaseUrl: string,
  jwtSecret: string,
  adminToken: string,
  options: TrafficOptions,
  readCaches: boolean,
): Promise<Scenario> => {
  const members = await drawTrafficMembers(databaseUrl, jwtSecret, options.members);
  const targets = (await uploadTargets(databaseUrl)).filter((t) => t.topicIds.length > 0);
  const first = members[0];
  if (!first || targets.length === 0) {
    throw new Error("the traffic row needs members and brands with topics (seed:large)");
  }
  const pickRank = zipfPicker(members.length, options.skew);
  const sessions = createScrollSessions<TrafficMember>(() => members[pickRank()] ?? first, {
    cursors: options.cursors,
  });
  const feedBody = (member: TrafficMember, page: number, cursor: string | null) => ({
    company_id: member.companyId,
    preferences: member.topicIds,
    page,
    ...(cursor ? { cursor } : {}),
  });

  let uploads = 0;
  const upload: Scenario = {
    id: "uploads",
    label: `uploads, ${options.uploadsPerSecond}/s`,
    method: "POST",
    path: "/api/resources",
    token: adminToken,
    rate: options.uploadsPerSecond,
    next: () => {
      uploads += 1;
      const target = targets[Math.floor(Math.random() * targets.length)] ?? targets[0];
      const topics = target?.topicIds ?? [];
      const count = 1 + Math.floor(Math.random() * Math.min(3, topics.length));
      const start = Math.floor(Math.random() * (topics.length - count + 1));
      return {
        path: "/api/resources",
        body: {
          title: `Traffic upload ${Date.now()}-${uploads}`,
          resource_url: `https://example.com/traffic/${uploads}`,
          image_bg: `https://example.com/traffic/${uploads}.png`,
          company_id: target?.companyId,
          preference_ids: topics.slice(start, start + count),
        },
      };
    },
    budget: {},
    describe: () => "",
  };

  const mix = DEFAULT_MIX;
  return {
    id: TRAFFIC_ID,
    label:
      `member feeds, ${members.length.toLocaleString("en-US")} members (Zipf ${options.skew}), ` +
      `pages ${percent(mix.first)}/${percent(mix.near)}/${percent(mix.deep)}%` +
      `${options.cursors ? "" : " by number"}, ${options.uploadsPerSecond} upload/s`,
    method: "POST",
    path: "/api/resources/filtered",
    token: first.token,
    body: feedBody(first, 1, null),
    // The budgets: with the read caches, and with READ_CACHES=off (--uncached).
    budget: readCaches ? { p99Ms: 25, minRatio: 0.25 } : { p99Ms: 60 },
    describe: () => "",
    flow: {
      next: () => {
        const request = sessions.next();
        const { member } = request.reader;
        return {
          path: "/api/resources/filtered",
          token: member.token,
          body: feedBody(member, request.page, request.cursor),
          state: request,
        };
      },
      answered: (state, status, body) =>
        sessions.answered(
          state as ReturnType<typeof sessions.next>,
          status,
          nextCursorOf(body),
          itemsOf(body),
        ),
      measuring: () => sessions.resetCount(),
      summary: () => {
        const sent = sessions.mix();
        const p99 = sessions.p99s();
        return (
          `pages ${percent(sent.first)}/${percent(sent.near)}/${percent(sent.deep)}%, ` +
          `p99 ${p99.first.toFixed(0)}/${p99.near.toFixed(0)}/${p99.deep.toFixed(0)} ms`
        );
      },
    },
    alongside: options.uploadsPerSecond > 0 ? upload : undefined,
    // A running site's caches hold what its members keep asking for; a few seconds after a
    // start they hold only what those seconds asked. The row measures the running site: 20 s
    // of the same traffic (uploads included) first, about 80,000 requests from 10,000 members.
    warmup: TRAFFIC_WARMUP_SECONDS,
  };
};
