import { randomUUID } from "node:crypto";
import { WEBHOOK_DELIVERIES_SHOWN } from "@sector/shared";
import type { Database } from "../db/client";
import { createPollingRounds } from "../jobs/polling-rounds";
import type { RetryPolicy } from "../jobs/retry-policy";
import type { WebhookAddressPolicy } from "./address-policy";
import {
  type ClaimedEndpoint,
  claimEndpoints,
  pendingDeliveries,
  purgeDeliveries,
  recordDelivered,
  recordFailed,
  releaseEndpoint,
} from "./delivery-queue";
import { type AttemptOutcome, postWebhook } from "./post-webhook";
import { signWebhook } from "./signing";

export interface WebhookWorkerOptions {
  db: Database;
  retry: RetryPolicy;
  /** How long a claimed endpoint is kept from other workers; renewed after each delivery. */
  leaseMs: number;
  pollMs: number;
  /** One attempt's limit (10 s; tests shorten it). */
  timeoutMs?: number;
  /** Where deliveries may connect: the deployment's policy, checked at every attempt. */
  addressPolicy: WebhookAddressPolicy;
  log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export interface WebhookWorker {
  start(): void;
  /** Look for due deliveries now (a request just queued some). */
  kick(): void;
  /** Delivers everything due now; resolves when nothing due is left. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** Endpoints served at once by one worker, and deliveries read per round trip. */
const ENDPOINTS_PER_ROUND = 10;
const DELIVERIES_PER_READ = 50;
const PURGE_EVERY_MS = 60 * 60 * 1000;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The webhook worker of a process: like the job worker (src/jobs/job-worker.ts), kicked by
 * requests that queued deliveries and polling otherwise. Each round claims endpoints with due
 * deliveries and serves them in parallel, each endpoint's deliveries one after the other.
 */
export const createWebhookWorker = ({
  db,
  retry,
  leaseMs,
  pollMs,
  timeoutMs,
  addressPolicy,
  log,
}: WebhookWorkerOptions): WebhookWorker => {
  /** Sends the endpoint's pending deliveries in order until one fails or none is left. */
  const serve = async (endpoint: ClaimedEndpoint) => {
    for (;;) {
      const batch = await pendingDeliveries(db, endpoint.id, DELIVERIES_PER_READ);
      for (const delivery of batch) {
        // Only the oldest can be waiting for a retry; the others wait behind it.
        if (!delivery.due || delivery.body === null || rounds.isStopped()) {
          return releaseEndpoint(db, endpoint);
        }
        const headers = signWebhook(endpoint.secret, delivery.messageId, delivery.body);
        const outcome: AttemptOutcome = await postWebhook(
          endpoint.url,
          headers,
          delivery.body,
          timeoutMs,
          addressPolicy,
        );
        if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
          const stillOurs = await recordDelivered(db, endpoint, delivery, outcome.status, leaseMs);
          // Paused, deleted or lease lost meanwhile: give back whatever is still ours.
          if (!stillOurs) return releaseEndpoint(db, endpoint);
          continue;
        }
        const result = await recordFailed(db, endpoint, delivery, outcome, retry);
        log.warn(
          {
            endpoint: endpoint.id,
            delivery: delivery.id,
            error: outcome.status === null ? outcome.error : `HTTP ${outcome.status}`,
            result,
          },
          result === "paused"
            ? "webhook endpoint failing for too long; paused"
            : "webhook delivery failed; will retry",
        );
        return;
      }
      if (batch.length < DELIVERIES_PER_READ) return releaseEndpoint(db, endpoint);
    }
  };

  let purgedAt = 0;
  const runDue = async () => {
    if (Date.now() - purgedAt > PURGE_EVERY_MS) {
      purgedAt = Date.now();
      await purgeDeliveries(db, WEBHOOK_DELIVERIES_SHOWN);
    }
    for (;;) {
      const claimed = await claimEndpoints(db, {
        limit: ENDPOINTS_PER_ROUND,
        leaseMs,
        leaseToken: randomUUID(),
      });
      await Promise.all(
        claimed.map((endpoint) =>
          serve(endpoint).catch((err) =>
            log.error(
              { endpoint: endpoint.id, error: errorText(err) },
              "webhook outcome not recorded",
            ),
          ),
        ),
      );
      if (claimed.length === 0 || rounds.isStopped()) return;
    }
  };

  const rounds = createPollingRounds({
    pollMs,
    runRound: runDue,
    onError: (err) => log.warn({ error: errorText(err) }, "webhook queue unavailable; will retry"),
  });

  return { start: rounds.start, kick: rounds.kick, drain: rounds.drain, stop: rounds.stop };
};
