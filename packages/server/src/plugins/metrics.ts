import type { FastifyInstance } from "fastify";
import { Registry } from "prom-client";
import type { PoolStats } from "../db/client";
import { observeReadCaches } from "../metrics/cache-metrics";
import { observeMailQueue, observePool } from "../metrics/database-metrics";
import { observeRequests } from "../metrics/http-metrics";
import type { MailMetrics } from "../metrics/mail-metrics";
import { metricsAccess } from "../metrics/metrics-access";
import { processMetrics } from "../metrics/process-metrics";
import { observeSearchGate } from "../metrics/search-metrics";

export interface MetricsOptions {
  /** The database connections' state; the pool gauges are left out without it. */
  poolStats?: () => PoolStats;
  /** The counters of the app's mailer (app.ts counts what it sends). */
  mail?: MailMetrics;
}

/**
 * `GET /metrics` in Prometheus text format: this app's requests, database pool, mail queue and
 * mails sent, read caches and member searches, plus the process's own metrics. Each app has a registry of
 * its own (tests build many apps in one process). Register before the routes, so that every
 * route is counted.
 */
export const registerMetrics = (app: FastifyInstance, { poolStats, mail }: MetricsOptions = {}) => {
  const registry = new Registry();
  mail?.register(registry);
  observeRequests(app, registry);
  if (poolStats) observePool(poolStats, registry);
  observeMailQueue(app.db, registry, (err) =>
    app.log.warn({ err }, "metrics: the mail queue could not be counted"),
  );
  observeReadCaches(app.caches, registry);
  observeSearchGate(app.searchGate, registry);
  const everything = Registry.merge([processMetrics(), registry]);

  app.get(
    "/metrics",
    { schema: { hide: true }, onRequest: metricsAccess(app.config.metricsToken ?? null) },
    async (_request, reply) => reply.type(everything.contentType).send(await everything.metrics()),
  );
};
