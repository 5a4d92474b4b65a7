import {
  COMPANY_SIZES,
  COUNTRY_CODES,
  INDUSTRIES,
  JOB_FUNCTIONS,
  SENIORITIES,
  type SegmentRulesInput,
} from "@sector/shared";
import { withClient } from "./bench-client";
import type { Scenario } from "./scenarios";
import { signAdminToken } from "./tokens";

/** `--only segment-count,segment-count-three`: one rule of any kind; three rules ANDed. */
export const SEGMENT_COUNT_ID = "segment-count";
export const SEGMENT_COUNT_THREE_ID = "segment-count-three";

/** Job title words staff look for. */
const TITLE_WORDS = [
  "director",
  "manager",
  "chief",
  "head",
  "security",
  "data",
  "cloud",
  "vp",
  "engineer",
  "officer",
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const some = <T>(items: readonly T[], most = 3): T[] => {
  const n = 1 + Math.floor(Math.random() * most);
  return [...new Set(Array.from({ length: n }, () => pick(items)))];
};
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

type Brand = { id: number; topics: number[] };

/** One rule of each kind, with values drawn at random (what a staff member clicks in the builder). */
const ruleMakers: ((brand: Brand) => SegmentRulesInput)[] = [
  (b) => ({ preference_ids: some(b.topics) }),
  () => ({ countries: some([...COUNTRY_CODES].slice(0, 40)) }),
  () => ({ company_sizes: some(COMPANY_SIZES) }),
  () => ({ industries: some(INDUSTRIES) }),
  () => ({ job_functions: some(JOB_FUNCTIONS) }),
  () => ({ seniorities: some(SENIORITIES) }),
  () => ({ job_titles: some(TITLE_WORDS, 2) }),
  () => ({ joined_after: day(30 + Math.floor(Math.random() * 900)) }),
  () => ({ joined_before: day(30 + Math.floor(Math.random() * 900)) }),
  () => ({ active_within_days: pick([7, 30, 90, 365]) }),
  () => ({ inactive_for_days: pick([30, 90, 180, 365]) }),
  () => ({ imported: Math.random() < 0.5 }),
];

/**
 * Three different rules ANDed, values drawn at random; a join window drawn both ways round is
 * put the right way (the builder refuses an empty one).
 */
export const threeRules = (brand: Brand): SegmentRulesInput => {
  const makers = [...ruleMakers].sort(() => Math.random() - 0.5).slice(0, 3);
  const rules: SegmentRulesInput = Object.assign({}, ...makers.map((make) => make(brand)));
  const { joined_after: after, joined_before: before } = rules;
  if (after && before && after >= before) {
    rules.joined_after = before === after ? day(1000) : before;
    rules.joined_before = after;
  }
  return rules;
};

/**
 * The segment count rows (issue 62): staff building segments, each request the live count of a
 * different brand, purpose and rules (a single rule of any kind, or three ANDed; values drawn at
 * random), on 4 connections while the traffic row (members reading, signing up, uploads
 * arriving) runs alongside. Nothing caches counts. One row a kind, so each has its percentiles.
 */
export const prepareSegmentCountScenarios = async (
  databaseUrl: string,
  jwtSecret: string,
  traffic: Scenario,
): Promise<Scenario[]> => {
  const { brands, token } = await withClient(databaseUrl, async (client) => {
    // The activity rules need members who opened or clicked: a data set seeded without opens
    // (`--opens 0`) gets a last activity for a third of its members, at random over the last 400
    // days (written to member_activity itself: the insights' rollups of opens stay as they are).
    const activity = await client.query<{ active: number; members: number }>(
      `SELECT (SELECT count(*) FROM member_activity)::int AS active,
              (SELECT count(*) FROM memberships)::int AS members`,
    );
    const { active = 0, members = 0 } = activity.rows[0] ?? {};
    if (active < members / 10) {
      await client.query(
        `INSERT INTO member_activity (user_id, last_active_at)
         SELECT u.id, now() - random() * interval '400 days' FROM users u WHERE u.id % 3 = 0
         ON CONFLICT (user_id) DO NOTHING`,
      );
      await client.query("ANALYZE member_activity");
    }
    // The seed leaves memberships without statistics or visibility map, and the activity just
    // given rewrote a third of membership_facts: vacuumed and analysed, as autovacuum would.
    await client.query("VACUUM (ANALYZE) memberships");
    await client.query("VACUUM (ANALYZE) membership_facts");
    const { rows } = await client.query<{ id: number; topics: number[] }>(
      `SELECT c.id, array_agg(p.id) AS topics FROM companies c
       JOIN preferences p ON p.company_id = c.id
       WHERE EXISTS (SELECT 1 FROM memberships m WHERE m.company_id = c.id)
       GROUP BY c.id ORDER BY c.id`,
    );
    return { brands: rows, token: await signAdminToken(client, jwtSecret) };
  });
  if (brands.length === 0)
    throw new Error("the segment count rows need brands with members (seed:large)");
  const row = (id: string, kind: string, rules: (brand: Brand) => SegmentRulesInput): Scenario => {
    const path = () => {
      const brand = pick(brands);
      const query = new URLSearchParams({
        company_id: String(brand.id),
        purpose: pick(["resources", "partners"]),
        rules: JSON.stringify(rules(brand)),
      });
      return `/api/segments/count?${query}`;
    };
    return {
      id,
      label: `segment count, ${kind}, ${brands.length} brands, traffic alongside`,
      method: "GET",
      path: path(),
      token,
      connections: 4,
      next: () => ({ path: path() }),
      alongside: traffic,
      // autocannon reports p97.5 and p99, not p95: the row holds the p95 budget to p99.
      budget: { p99Ms: 500 },
      describe: (body) =>
        `${(body as { count?: number })?.count?.toLocaleString("en-US") ?? "?"} members`,
    };
  };
  return [
    row(SEGMENT_COUNT_ID, "one rule of any kind", (brand) => pick(ruleMakers)(brand)),
    row(SEGMENT_COUNT_THREE_ID, "three rules ANDed", threeRules),
  ];
};
