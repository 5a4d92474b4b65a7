import type { FastifyInstance } from "fastify";
import { Counter, Histogram, type Registry } from "prom-client";

/**
 * The `route` label of a request that matched no route (unknown paths, the web app's pages):
 * one value, so that arbitrary paths cannot grow the number of series without bound.
 */
export const UNMATCHED_ROUTE = "unmatched";

const LABELS = ["method", "route", "status"] as const;

/** Counts every answer and its latency by method, route template and status. */
export const observeRequests = (app: FastifyInstance, registry: Registry) => {
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route template and status.",
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to sending its answer, by method, route template and status.",
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // A callback hook, not an async one: every answer passes here, and a promise apiece shows.
  app.addHook("onResponse", (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
};
