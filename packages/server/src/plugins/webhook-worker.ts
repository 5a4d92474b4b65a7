import type { FastifyInstance } from "fastify";
import { createWebhookWorker, type WebhookWorker } from "../webhooks/delivery-worker";
import { runInQueuedScope } from "../webhooks/queued-signal";

declare module "fastify" {
  interface FastifyInstance {
    /** This process's webhook delivery worker (src/webhooks). */
    webhooks: WebhookWorker;
  }
}

/**
 * Delivers webhooks from this process, from start-up to close, with the job queue's timing
 * (JOB_POLL_MS, JOB_LEASE_MS, the JOB_RETRY_* policy). A request that queued deliveries kicks
 * the worker once it has answered: delivery never adds to the request's time.
 */
export const registerWebhookWorker = (app: FastifyInstance) => {
  const { jobs } = app.config;
  const worker = createWebhookWorker({
    db: app.db,
    retry: jobs.retry,
    leaseMs: jobs.leaseMs,
    pollMs: jobs.pollMs,
    addressPolicy: app.config.webhookAddresses,
    log: app.log,
  });
  app.decorate("webhooks", worker);
  const queued = new WeakMap<object, { queued: boolean }>();
  app.addHook("onRequest", (request, _reply, done) => {
    const state = { queued: false };
    queued.set(request, state);
    runInQueuedScope(state, done);
  });
  app.addHook("onResponse", (request, _reply, done) => {
    if (queued.get(request)?.queued) worker.kick();
    done();
  });
  app.addHook("onReady", async () => worker.start());
  app.addHook("preClose", () => worker.stop());
};
