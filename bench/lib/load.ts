import autocannon, { type RawRequest } from "autocannon";
import { hitRatio, pageCacheTally } from "./cache-stats";
import { call } from "./http";
import { type PacedResult, runPaced } from "./paced-load";
import type { Scenario } from "./scenarios";

export interface LoadOptions {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of the same load run first and thrown away (JIT, caches, pool connections). */
  warmup: number;
  /** Whether the server keeps its read caches (READ_CACHES); off measures the database path. */
  readCaches: boolean;
}

export interface RowResult {
  id: string;
  label: string;
  /** Set when the row could not run (its route answered an error before the load). */
  skipped?: string;
  answer: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  total: number;
  /** Share of the page-cache lookups of the measured run answered from memory (null: none). */
  pageCacheHits: number | null;
}

const emptyRow = (scenario: Scenario, skipped: string): RowResult => ({
  id: scenario.id,
  label: scenario.label,
  skipped,
  answer: "",
  requestsPerSecond: 0,
  latencyP50Ms: 0,
  latencyP99Ms: 0,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  total: 0,
  pageCacheHits: null,
});

/** autocannon's figures, or the pacer's for a row with a rate (paced-load.ts). */
const fire = async (
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  duration: number,
): Promise<PacedResult> => {
  if (scenario.rate) return runPaced(baseUrl, scenario, scenario.rate, duration);
  const result = await closedLoop(baseUrl, scenario, connections, duration);
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
};

/** An autocannon request with this request's own path, token and body. */
const dressed = (
  request: RawRequest,
  { path, token, body }: { path: string; token?: string; body?: unknown },
): RawRequest => {
  const headers = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return {
    ...request,
    path,
    headers,
    body: body === undefined ? request.body : JSON.stringify(body),
  };
};

/** A row's warm-up in seconds: --warmup, or more where the row asks for more. */
export const warmupOf = (scenario: Scenario, options: LoadOptions) =>
  Math.max(options.warmup, scenario.warmup ?? 0);

/** `connections` clients, each sending its next request as soon as the last is answered. */
const closedLoop = (baseUrl: string, scenario: Scenario, connections: number, duration: number) => {
  const { next, flow } = scenario;
  return autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    connections: scenario.connections ?? connections,
    duration,
    timeout: 30,
    headers: {
      ...(scenario.body === undefined ? {} : { "content-type": "application/json" }),
      ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
    },
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    requests: flow
      ? [
          {
            // The context lives from a request's set-up to its answer (autocannon resets it
            // before the next request), which is all a flow needs: its state goes with it.
            setupRequest: (request, context) => {
              const next = flow.next();
              context.state = next.state;
              return dressed(request, next);
            },
            onResponse: (status, body, context) => flow.answered(context.state, status, body),
          },
        ]
      : next
        ? [{ setupRequest: (request) => dressed(request, next()) }]
        : undefined,
  });
};

/** The row's load, with its `alongside` load (if any) sent at the same time. */
const fireWithAlongside = async (
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  duration: number,
) => {
  const [result] = await Promise.all([
    fire(baseUrl, scenario, connections, duration),
    scenario.alongside ? fire(baseUrl, scenario.alongside, connections, duration) : null,
  ]);
  return result;
};

/**
 * One row: a single request first (a route that answers an error is reported, not measured:
 * measuring fast 404s would flatter it), then the warm-up, then the measured run.
 */
export const runScenario = async (
  baseUrl: string,
  scenario: Scenario,
  options: LoadOptions,
): Promise<RowResult> => {
  const probe = await call(baseUrl, scenario.method, scenario.path, {
    body: scenario.body,
    token: scenario.token,
  });
  if (probe.status >= 300) {
    const message = JSON.stringify(probe.body).slice(0, 120);
    return emptyRow(scenario, `answered ${probe.status} ${message}`);
  }
  const warmup = warmupOf(scenario, options);
  if (warmup > 0) await fireWithAlongside(baseUrl, scenario, options.connections, warmup);
  scenario.flow?.measuring();
  const before = await pageCacheTally(baseUrl);
  const result = await fireWithAlongside(baseUrl, scenario, options.connections, options.duration);
  const after = await pageCacheTally(baseUrl);
  return {
    id: scenario.id,
    label: scenario.label,
    answer: scenario.flow?.summary() ?? scenario.describe(probe.body),
    requestsPerSecond: result.requestsPerSecond,
    latencyP50Ms: result.latencyP50Ms,
    latencyP99Ms: result.latencyP99Ms,
    errors: result.errors,
    timeouts: 0,
    non2xx: result.non2xx,
    total: result.total,
    pageCacheHits: hitRatio(before, after),
  };
};
