import { eq } from "drizzle-orm";
import type { WebhookAddressPolicy } from "../config";
import type { Database } from "../db/client";
import { leadDestinations } from "../db/lead-delivery-schema";
import type { ClaimedJob } from "../jobs/job-queue";
import { renewJobLease } from "../jobs/job-queue";
import type { RetryPolicy } from "../lib/retry-policy";
import type { LeadOutcome } from "./adapter";
import {
  claimDeliveries,
  ensureDeliveryJob,
  leadsForDelivery,
  mapLead,
  nextDueAt,
  recordOutcomes,
  releaseDeliveries,
  skipDeliveries,
} from "./deliveries";
import { kindOf } from "./kinds";
import { openSettings } from "./settings-box";

export interface LeadDeliveryOptions {
  db: Database;
  /** The key the destinations' secrets are sealed with (MFA_ENCRYPTION_KEY). */
  secretKey: string;
  addressPolicy: WebhookAddressPolicy;
  /** Backoff between attempts, and the window (giveUpAfterMs, from the first attempt). */
  retry: RetryPolicy;
  leaseMs: number;
  /** Each call to the far end gives up after this long (30 s by default). */
  timeoutMs?: number;
  /** Batches of one destination in flight at once (4 by default). */
  concurrency?: number;
  /** How long a job sends before it lets other jobs run ("again"). */
  sliceMs?: number;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The job "lead-delivery" { destinationId }: claims the destination's due deliveries a batch
 * (the kind's batchSize) at a time, `concurrency` batches in flight, maps each lead through the
 * field map, hands the batch to the kind and records each outcome. A rejected lead or an erased
 * member's is skipped, never sent. When nothing is due the job queues itself for the next
 * retry, if one waits. A stopping process hands its unsent claims back at once; one that dies
 * leaves them to end with their lease, and the job (its own lease ended) runs again elsewhere.
 */
export const leadDeliveryHandler = (options: LeadDeliveryOptions) => {
  const { db, retry, leaseMs } = options;
  const concurrency = options.concurrency ?? 4;
  const sliceMs = options.sliceMs ?? 20_000;
  const timeoutMs = options.timeoutMs ?? 30_000;

  return async (
    { destinationId }: { destinationId: number },
    job: ClaimedJob,
    stopping: AbortSignal,
  ): Promise<"again" | undefined> => {
    const [destination] = await db
      .select()
      .from(leadDestinations)
      .where(eq(leadDestinations.id, destinationId));
    // Deleted (its deliveries went with it) or paused: activating it queues the job again.
    if (!destination?.active) return;
    const kind = kindOf(destination.kind);
    if (!kind) return;
    const settings = openSettings(destination.kind, destination.settings, options.secretKey);
    const started = Date.now();
    let more = true;

    const sendOne = async (): Promise<boolean> => {
      const claimed = await claimDeliveries(db, destinationId, {
        limit: kind.batchSize,
        leaseMs,
      });
      if (claimed.length === 0) return false;
      await renewJobLease(db, job.id, leaseMs);
      const found = await leadsForDelivery(
        db,
        claimed.map((c) => c.leadId),
      );
      const rejected = claimed.filter((c) => found.get(c.leadId)?.status === "rejected");
      const erased = claimed.filter((c) => {
        const lead = found.get(c.leadId);
        return !lead || (lead.erased && lead.status !== "rejected");
      });
      await skipDeliveries(
        db,
        rejected.map((c) => c.id),
        "not sent: the lead was rejected",
      );
      await skipDeliveries(
        db,
        erased.map((c) => c.id),
        "not sent: the member's data was erased",
      );
      const ready = claimed.filter((c) => !rejected.includes(c) && !erased.includes(c));
      if (ready.length === 0) return true;
      if (stopping.aborted) {
        await releaseDeliveries(
          db,
          ready.map((c) => c.id),
        );
        return false;
      }
      const mapped = ready.flatMap((c) => {
        const lead = found.get(c.leadId);
        return lead ? [mapLead(lead, destination.fieldMap)] : [];
      });
      let outcomes: LeadOutcome[];
      try {
        outcomes = await kind.deliver(settings, mapped, {
          addressPolicy: options.addressPolicy,
          timeoutMs,
          signal: stopping,
        });
      } catch (err) {
        if (stopping.aborted) {
          await releaseDeliveries(
            db,
            ready.map((c) => c.id),
          );
          return false;
        }
        outcomes = mapped.map((m) => ({
          leadId: m.leadId,
          ok: false,
          retryable: true,
          error: errorText(err).slice(0, 500),
        }));
      }
      await recordOutcomes(db, ready, outcomes, retry);
      return true;
    };

    const lane = async () => {
      while (more && !stopping.aborted && Date.now() - started < sliceMs) {
        if (!(await sendOne())) more = false;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    if (stopping.aborted) throw new Error("stopping");
    if (more) return "again";
    const next = await nextDueAt(db, destinationId);
    if (next) await ensureDeliveryJob(db, destinationId, next);
    return undefined;
  };
};
