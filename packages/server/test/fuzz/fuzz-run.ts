import fc from "fast-check";
import type { TestApp } from "../test-app";
import { storePunctuatedTitles } from "./fuzz-titles";
import { readOperations } from "./openapi-operations";
import { type FuzzRequest, requestFor } from "./request-arbitrary";
import { describeExchange, problemsWith } from "./response-check";
import { createSessions, type FuzzRole, ROLES, type Sessions } from "./sessions";

export interface FuzzOptions {
  seed: number;
  /** At least this many requests are sent, spread evenly over the operations and roles. */
  requests: number;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  operations: number;
  seconds: number;
  /** How many answers had each status code. */
  statuses: Map<number, number>;
  /** Per operation ("METHOD /path"): its time and the count of each status code. */
  perOperation: Map<string, { seconds: number; statuses: Map<number, number> }>;
  /** One entry per operation whose property failed: fast-check's report with the request. */
  failures: string[];
}

const count = (counts: Map<number, number>, status: number) =>
  counts.set(status, (counts.get(status) ?? 0) + 1);

const send = (t: TestApp, sessions: Sessions, request: FuzzRequest, role: FuzzRole) =>
  t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: { ...request.headers, ...sessions.headersFor(role) },
    remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });

/**
 * Sends generated requests for every operation of the API document, each as guest, member,
 * employee and admin, and fails a property on the first answer that is a 5xx, an error that is
 * not JSON `{ message }`, or a leak. Each operation is its own property (seed + its index), so
 * every operation gets its share and a failure in one does not hide another.
 */
export const runApiFuzz = async (t: TestApp, options: FuzzOptions): Promise<FuzzReport> => {
  const started = performance.now();
  const operations = await readOperations(t.app);
  const sessions = await createSessions(t);
  await storePunctuatedTitles(t, options.seed);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const perOperation: FuzzReport["perOperation"] = new Map();
  let requests = 0;
  const runsPerOperation = Math.ceil(options.requests / ROLES.length / operations.length);

  for (const [index, operation] of operations.entries()) {
    const opStart = performance.now();
    const opStatuses = new Map<number, number>();
    const property = fc.asyncProperty(requestFor(operation), async (request) => {
      try {
        for (const role of ROLES) {
          const res = await send(t, sessions, request, role);
          requests += 1;
          count(statuses, res.statusCode);
          count(opStatuses, res.statusCode);
          const problems = problemsWith(res);
          if (problems.length > 0) {
            throw new Error(`${problems.join(", ")}:\n${describeExchange(request, role, res)}`);
          }
          sessions.noteAnswer(role, res.statusCode);
        }
      } finally {
        await sessions.restore();
      }
    });
    const details = await fc.check(property, {
      seed: options.seed + index,
      numRuns: runsPerOperation,
    });
    if (details.failed) {
      const error = details.errorInstance;
      failures.push(
        `${operation.method} ${operation.path} (seed ${options.seed + index}): ` +
          `${error instanceof Error ? error.message : String(error)}\n` +
          fc.defaultReportMessage(details),
      );
    }
    perOperation.set(`${operation.method} ${operation.path}`, {
      seconds: (performance.now() - opStart) / 1000,
      statuses: opStatuses,
    });
  }

  return {
    seed: options.seed,
    requests,
    operations: operations.length,
    seconds: (performance.now() - started) / 1000,
    statuses,
    failures,
    perOperation,
  };
};

/** "200×12 400×30": how many answers had each status code. */
const statusCounts = (statuses: Map<number, number>) =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");

/** One line to quote: seed, requests, operations, time and the count of each status code. */
export const summaryLine = (report: FuzzReport): string =>
  `API fuzz: seed ${report.seed}, ${report.requests} requests over ${report.operations} ` +
  `operations × ${ROLES.length} roles in ${report.seconds.toFixed(1)} s; ` +
  `statuses ${statusCounts(report.statuses)}`;

/** One line per operation: its time and status codes (which operations reach their handlers). */
export const operationLines = (report: FuzzReport): string[] =>
  [...report.perOperation].map(
    ([operation, { seconds, statuses }]) =>
      `${operation}: ${seconds.toFixed(1)} s; ${statusCounts(statuses)}`,
  );
