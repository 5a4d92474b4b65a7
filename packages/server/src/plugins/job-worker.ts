import type { FastifyInstance } from "fastify";
import { loginLinkRequestHandler } from "../auth/login-link-request";
import { passwordResetRequestHandler } from "../auth/password-reset-request";
import { eventReminderHandler } from "../events/event-reminders";
import { knownEventRegistrationHandler } from "../events/guest-known-registration";
import { eventSeatsHandler } from "../events/released-seats";
import { memberImportHandler } from "../imports/run-import";
import { createJobWorker, type JobWorker } from "../jobs/job-worker";
import { leadDeliveryHandler } from "../lead-delivery/delivery-job";
import { createRateGate } from "../lib/rate-gate";
import { knownRegistrationHandler } from "../memberships/known-registration";
import { newsletterSendHandler } from "../newsletters/send-edition";
import { newsletterStartHandler } from "../newsletters/start-edition";

declare module "fastify" {
  interface FastifyInstance {
    /** The background job queue's worker of this process (src/jobs). */
    jobs: JobWorker;
  }
}

/**
 * Runs the job queue in this process from start-up to close: mail, member imports, newsletters and lead deliveries. Every process runs
 * one; they share the work through the database (src/jobs/job-queue.ts).
 */
export const registerJobWorker = (app: FastifyInstance) => {
  const { jobs, publicUrl } = app.config;
  // A request's job that queues mail has it sent at once, not at the next poll.
  const requests = { db: app.db, publicUrl, kick: () => worker.kick() };
  // Where events' mail and invites come from and point to (src/events).
  const eventMail = { publicUrl, fromAddress: app.mailer.fromAddress };
  const worker = createJobWorker({
    db: app.db,
    handlers: {
      mail: (message) => app.mailer.send(message),
      "login-link-request": loginLinkRequestHandler(requests),
      "password-reset-request": passwordResetRequestHandler(requests),
      "known-address-registration": knownRegistrationHandler(requests),
      "known-address-event-registration": knownEventRegistrationHandler({
        ...requests,
        secret: app.config.jwtSecret,
      }),
      "member-import": memberImportHandler({
        db: app.db,
        leaseMs: jobs.leaseMs,
        publicUrl: app.config.publicUrl,
        batchRows: jobs.importBatchRows,
      }),
      "newsletter-start": newsletterStartHandler({ db: app.db }),
      "event-reminder": eventReminderHandler({
        db: app.db,
        context: eventMail,
        reminders: app.config.eventReminders ?? [],
      }),
      "event-seats": eventSeatsHandler({ db: app.db, context: eventMail }),
      "newsletter-send": newsletterSendHandler({
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        linkSecret: app.config.unsubscribeSecret,
        leaseMs: jobs.leaseMs,
        retry: jobs.retry,
        rate: createRateGate(app.config.newsletterRatePerSecond ?? null),
      }),
      "lead-delivery": leadDeliveryHandler({
        db: app.db,
        secretKey: app.config.mfaEncryptionKey,
        addressPolicy: app.config.webhookAddresses,
        retry: jobs.retry,
        leaseMs: jobs.leaseMs,
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
