import { RARE_WORD } from "../seed/vocabulary";
import { BENCH_ADMIN, BENCH_MEMBERS } from "./accounts";
import { call } from "./http";

/** What a row must reach (SPEC budgets of the performance issue). */
export interface Budget {
  /** Highest acceptable 99th percentile latency, ms. */
  p99Ms?: number;
  /** Lowest acceptable throughput as a share of the ceiling row (0..1). */
  minRatio?: number;
}

export interface Scenario {
  id: string;
  label: string;
  method: "GET" | "POST";
  path: string;
  token?: string;
  body?: unknown;
  budget: Budget;
  /** What one answer holds (items on the page, total), shown beside the figures. */
  describe: (body: unknown) => string;
  /** Connections of this row when not the run's (--connections). */
  connections?: number;
  /** Requests per second, spread evenly and sent whatever the answers' pace (paced-load.ts). */
  rate?: number;
  /** Each request's own path, token and body (many members, many resources); else the above. */
  next?: () => { path: string; token?: string; body?: unknown };
  /** Load sent at the same time, not measured: what the row must hold up under. */
  alongside?: Scenario;
  /** Requests that follow earlier answers (members scrolling on): closed-loop rows only. */
  flow?: Flow;
  /** Seconds of warm-up this row needs at least, whatever --warmup says. */
  warmup?: number;
}

/** A request of a flow, with what the flow needs to read its answer. */
export interface FlowRequest {
  path: string;
  token?: string;
  body?: unknown;
  state: unknown;
}

export interface Flow {
  next(): FlowRequest;
  /** Each answer, as text, with the state of the request it answers. */
  answered(state: unknown, status: number, body: string): void;
  /** Called once the warm-up is over and the measured run starts. */
  measuring(): void;
  /** What the measured run sent, shown in the answer column. */
  summary(): string;
}

/** The row every other row is compared with: the same server doing no database work. */
export const CEILING_ID = "live";

interface FeedBody {
  data?: unknown[];
}
interface ArchiveBody {
  resources?: unknown[];
  totalResources?: number;
}
const feedItems = (body: unknown) => `${(body as FeedBody)?.data?.length ?? "?"} items`;
const archiveItems = (body: unknown) => {
  const archive = body as ArchiveBody;
  return `${archive?.resources?.length ?? "?"} of ${archive?.totalResources?.toLocaleString("en-US") ?? "?"}`;
};
const nothing = () => "";

const expectOk = <T>(what: string, answer: { status: number; body: T }): T => {
  if (answer.status >= 300) {
    throw new Error(
      `${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
  return answer.body;
};

/**
 * Signs in as the seeded admin and member 1, finds the member's company and topics and another
 * company, and returns the benchmark rows. Needs a database filled by seed:large.
 */
export const prepareScenarios = async (baseUrl: string): Promise<Scenario[]> => {
  const member = BENCH_MEMBERS[0];
  if (!member) throw new Error("no known member account");
  const login = (email: string, password: string) =>
    call<{ token: string; user: { id: number; joined_thru: number | null } }>(
      baseUrl,
      "POST",
      "/api/user/public/login",
      { body: { email, password } },
    );
  const hint = " (was the database filled by `npm run seed:large`?)";
  const admin = expectOk(
    `admin login${hint}`,
    await login(BENCH_ADMIN.email, BENCH_ADMIN.password),
  );
  const signedIn = expectOk(`member login${hint}`, await login(member.email, member.password));
  const companyId = signedIn.user.joined_thru;
  if (companyId === null) throw new Error(`${member.email} joined through no company`);
  const mine = expectOk(
    "POST /api/user/protected/mypreferences",
    await call<{ preferences: { preference_id: number }[] }>(
      baseUrl,
      "POST",
      "/api/user/protected/mypreferences",
      { token: signedIn.token, body: { user_id: signedIn.user.id, company_id: companyId } },
    ),
  );
  const topicIds = mine.preferences.map((p) => p.preference_id).slice(0, 3);
  const { companies } = expectOk(
    "GET /api/company",
    await call<{ companies: { id: number }[] }>(baseUrl, "GET", "/api/company", {
      token: signedIn.token,
    }),
  );
  const otherCompany = companies.find((c) => c.id !== companyId)?.id ?? companyId;

  let signIns = 0;
  const feed = (page: number) => ({
    company_id: companyId,
    preferences: topicIds,
    page,
  });
  return [
    {
      id: CEILING_ID,
      label: "GET /api/health/live (ceiling)",
      method: "GET",
      path: "/api/health/live",
      budget: {},
      describe: nothing,
    },
    {
      id: "feed-p1",
      label: `member feed p1, ${topicIds.length} topics`,
      method: "POST",
      path: "/api/resources/filtered",
      token: signedIn.token,
      body: feed(1),
      budget: { p99Ms: 25, minRatio: 0.25 },
      describe: feedItems,
    },
    {
      id: "feed-p200",
      label: `member feed p200, ${topicIds.length} topics`,
      method: "POST",
      path: "/api/resources/filtered",
      token: signedIn.token,
      body: feed(200),
      budget: { p99Ms: 25, minRatio: 0.25 },
      describe: feedItems,
    },
    {
      id: "company-feed",
      label: "company feed p1, no topics",
      method: "POST",
      path: "/api/resources/filtered",
      token: signedIn.token,
      body: { company_id: otherCompany, preferences: [], page: 1 },
      budget: {},
      describe: feedItems,
    },
    {
      id: "archive-updated",
      label: "archive by update date",
      method: "GET",
      path: "/api/resources?page=1&limit=5&updateSortOrder=desc",
      token: admin.token,
      budget: { p99Ms: 60 },
      describe: archiveItems,
    },
    {
      id: "archive-search",
      label: `archive search "${RARE_WORD}" (1%)`,
      method: "GET",
      path: `/api/resources?page=1&limit=5&debouncedValue=${encodeURIComponent(RARE_WORD)}`,
      token: admin.token,
      budget: { p99Ms: 60 },
      describe: archiveItems,
    },
    {
      id: "myprofile",
      label: "GET myprofile",
      method: "GET",
      path: "/api/user/protected/myprofile",
      token: signedIn.token,
      budget: { minRatio: 0.4 },
      describe: nothing,
    },
    {
      id: "login",
      label: `login (argon2id), ${BENCH_MEMBERS.length} accounts in turn`,
      method: "POST",
      path: "/api/user/public/login",
      body: { email: member.email, password: member.password },
      // Several accounts in turn, within what the per-address sign-in check lets through at once
      // (7 in flight per address): a real login load comes from many people.
      connections: 18,
      next: () => {
        signIns = (signIns + 1) % BENCH_MEMBERS.length;
        const account = BENCH_MEMBERS[signIns] ?? member;
        return {
          path: "/api/user/public/login",
          body: { email: account.email, password: account.password },
        };
      },
      budget: {},
      describe: nothing,
    },
  ];
};
