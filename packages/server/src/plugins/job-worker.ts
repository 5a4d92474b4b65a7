import type { FastifyInstance } from "fastify";
import { memberImportHandler } from "../imports/run-import";
import { createJobWorker, type JobWorker } from "../jobs/job-worker";
import { createRateGate } from "../lib/rate-gate";
import { newsletterSendHandler } from "../newsletters/send-edition";
import { newsletterStartHandler } from "../newsletters/start-edition";

declare module "fastify" {
  interface FastifyInstance {
    /** The background job queue's worker of this process (src/jobs). */
    jobs: JobWorker;
  }
}

/**
 * Runs the job queue in this process from start-up to close: mail, member imports and newsletters. Every process runs
 * one; they share the work through the database (src/jobs/job-queue.ts).
 */
export const registerJobWorker = (app: FastifyInstance) => {
  const { jobs } = app.config;
  const worker = createJobWorker({
    db: app.db,
    handlers: {
      mail: (message) => app.mailer.send(message),
      "member-import": memberImportHandler({
        db: app.db,
        leaseMs: jobs.leaseMs,
        publicUrl: app.config.publicUrl,
        batchRows: jobs.importBatchRows,
      }),
      "newsletter-start": newsletterStartHandler({ db: app.db }),
      "newsletter-send": newsletterSendHandler({
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        linkSecret: app.config.unsubscribeSecret,
        leaseMs: jobs.leaseMs,
        retry: jobs.retry,
        rate: createRateGate(app.config.newsletterRatePerSecond ?? null),
      }),
    },
    retry: jobs.retry,
    leaseMs: jobs.leaseMs,
    pollMs: jobs.pollMs,
    log: app.log,
  });
  app.decorate("jobs", worker);
  app.addHook("onReady", async () => worker.start());
  // Before anything closes the database.
  app.addHook("preClose", () => worker.stop());
};
