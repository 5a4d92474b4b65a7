import { INSIGHT_PERIODS } from "@sector/shared";
import { withClient } from "./bench-client";
import type { Scenario } from "./scenarios";
import { signAdminToken, signSessionToken } from "./tokens";

/** Members who open resources in the opens rows. */
const READERS = 1_000;
/** Opens per second of the opens rows (the issue's sustained rate). */
const OPENS_PER_SECOND = 1_000;

const nothing = () => "";
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * The insights rows: opens from many members at a steady rate (alone, and under the member
 * feed row, which must not suffer from them), and the admin dashboard's insights for every brand
 * filter and period in turn. Tokens are signed here with the server's secret for 1,000 members
 * drawn from the whole table.
 */
export const prepareInsightScenarios = (
  databaseUrl: string,
  jwtSecret: string,
  feed: Scenario | undefined,
): Promise<Scenario[]> =>
  withClient(databaseUrl, async (client) => {
    const readers = await client.query<{ id: number; token_version: number }>(
      `SELECT id, token_version FROM users WHERE role = 'user'
       ORDER BY hashint4(id) LIMIT ${READERS}`,
    );
    const span = (
      await client.query<{ first: number; last: number }>(
        "SELECT min(id) AS first, max(id) AS last FROM resources",
      )
    ).rows[0];
    const companies = (await client.query<{ id: number }>("SELECT id FROM companies ORDER BY id"))
      .rows;
    if (!span?.first || readers.rows.length === 0) {
      throw new Error("the insights rows need members and resources (seed:large)");
    }
    const tokens = readers.rows.map((r) =>
      signSessionToken(jwtSecret, { id: r.id, role: "user", tokenVersion: r.token_version }),
    );
    const adminToken = await signAdminToken(client, jwtSecret);
    // Skewed like the seeded opens: the newest resources are read most.
    const resources = span.last - span.first + 1;
    const someResource = () => span.last - Math.floor(resources * Math.random() ** 4);

    const opens: Scenario = {
      id: "opens",
      label: `resource opens, ${OPENS_PER_SECOND.toLocaleString("en-US")}/s, ${READERS.toLocaleString("en-US")} members`,
      method: "POST",
      path: `/api/resources/${span.last}/open`,
      token: tokens[0],
      rate: OPENS_PER_SECOND,
      next: () => ({ path: `/api/resources/${someResource()}/open`, token: pick(tokens) }),
      budget: { p99Ms: 10 },
      describe: nothing,
    };
    // The same pacing on the liveness probe: what the machine and the client cost at this rate
    // before any work of the product (the floor the opens row stands on).
    const pacedFloor: Scenario = {
      id: "paced-floor",
      label: `GET /api/health/live, ${OPENS_PER_SECOND.toLocaleString("en-US")}/s paced (floor)`,
      method: "GET",
      path: "/api/health/live",
      rate: OPENS_PER_SECOND,
      budget: {},
      describe: nothing,
    };
    const filters = [undefined, ...companies.map((c) => c.id)].flatMap((companyId) =>
      INSIGHT_PERIODS.map(
        (period) => `/api/insights?period=${period}${companyId ? `&company_id=${companyId}` : ""}`,
      ),
    );
    let nextFilter = 0;
    const insights: Scenario = {
      id: "insights",
      label: `admin insights, ${filters.length} brand and period filters in turn`,
      method: "GET",
      path: "/api/insights",
      token: adminToken,
      connections: 10,
      next: () => {
        nextFilter = (nextFilter + 1) % filters.length;
        return { path: filters[nextFilter] ?? "/api/insights" };
      },
      budget: { p99Ms: 100 },
      describe: (body) =>
        `${(body as { topResources?: unknown[] })?.topResources?.length ?? "?"} top resources`,
    };
    const rows = [pacedFloor, opens, insights];
    if (feed) {
      rows.push({
        ...feed,
        id: "feed-p1-opens",
        label: `${feed.label}, ${OPENS_PER_SECOND.toLocaleString("en-US")} opens/s alongside`,
        alongside: opens,
      });
    }
    return rows;
  });
