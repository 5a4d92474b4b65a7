import type { FastifyInstance } from "fastify";

export interface GracefulShutdownOptions {
  /** How long readiness answers 503 while the process still serves (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** A shutdown still under way this long after the signal ends the process anyway (exit 1). */
  forceAfterMs?: number;
  exit?: (code: number) => void;
}

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

/**
 * How a server process ends on SIGTERM or SIGINT, so that a deploy drops nothing:
 *
 * 1. drain: `GET /api/health` answers 503 (a load balancer stops sending) while every request
 *    is still served, for `drainMs`;
 * 2. close (Fastify's `close`): the listening socket closes (a proxy's next connection goes to
 *    another process), idle keep-alive connections close, requests in flight are answered; the
 *    job and webhook workers stop and hand their leases back at once (src/jobs,
 *    src/webhooks); then the database pool, the change feed and Redis close;
 * 3. exit 0. A shutdown that has not ended `forceAfterMs` (10 s) after the signal logs so and
 *    exits 1; a second SIGINT (Ctrl-C again) exits at once.
 */
export const installGracefulShutdown = (
  app: FastifyInstance,
  { drainMs, forceAfterMs = 10_000, exit = (code) => process.exit(code) }: GracefulShutdownOptions,
) => {
  let started = false;

  const shutdown = async (signal: string) => {
    if (started) {
      if (signal === "SIGINT") {
        app.log.warn({ signal }, "second interrupt: exiting without finishing the shutdown");
        exit(1);
      }
      return;
    }
    started = true;
    const startedAt = Date.now();
    const force = setTimeout(() => {
      app.log.error(
        { signal, afterMs: forceAfterMs },
        `shutdown not finished ${forceAfterMs / 1000} s after ${signal}: exiting now`,
      );
      exit(1);
    }, forceAfterMs);

    app.log.info({ signal, drainMs }, "shutting down: readiness answers 503 while draining");
    app.draining.start();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    app.log.info("shutting down: no new connections; finishing the requests in flight");
    try {
      await app.close();
    } catch (error) {
      clearTimeout(force);
      app.log.error({ error: String(error) }, "shutdown failed");
      exit(1);
      return;
    }
    clearTimeout(force);
    app.log.info({ ms: Date.now() - startedAt }, "shut down");
    exit(0);
  };

  for (const signal of SIGNALS) process.on(signal, () => void shutdown(signal));
};
