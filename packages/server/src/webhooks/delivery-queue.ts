import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/webhooks-schema";
import { type RetryPolicy, retryDelayMs } from "../jobs/retry-policy";
import type { AttemptOutcome } from "./post-webhook";

/**
 * The queue of webhook deliveries, claimed per endpoint: the job queue's technique (FOR UPDATE
 * SKIP LOCKED and a lease, src/jobs/job-queue.ts) and its retry policy, with the lease on the
 * endpoint rather than on each delivery. One worker at a time holds an endpoint and sends its
 * pending deliveries one by one in id order, so an endpoint hears of changes in the order they
 * were made, however many processes deliver. A lease whose worker died ends after `leaseMs`;
 * the next holder sends the unfinished delivery again, with the same webhook-id.
 */

export interface ClaimedEndpoint {
  id: number;
  url: string;
  secret: string;
  leaseToken: string;
}

const ms = (value: number) => sql`${value} * interval '1 millisecond'`;

/** Endpoints not paused, not held by another worker, whose oldest pending delivery is due. */
export const claimEndpoints = async (
  db: Executor,
  { limit, leaseMs, leaseToken }: { limit: number; leaseMs: number; leaseToken: string },
): Promise<ClaimedEndpoint[]> => {
  const headIsDue = sql`(
    select d.run_at from ${webhookDeliveries} d
    where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'pending'
    order by d.id limit 1
  ) <= now()`;
  const due = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        isNull(webhookEndpoints.pausedAt),
        isNull(webhookEndpoints.deletedAt),
        or(isNull(webhookEndpoints.lockedUntil), lte(webhookEndpoints.lockedUntil, sql`now()`)),
        headIsDue,
      ),
    )
    .orderBy(webhookEndpoints.id)
    .limit(limit)
    // NO KEY UPDATE: a change inserting a delivery holds a KEY SHARE lock on its endpoint (the
    // foreign key); that must neither block nor be skipped.
    .for("no key update", { skipLocked: true });
  return db
    .update(webhookEndpoints)
    .set({ lockedUntil: sql`now() + ${ms(leaseMs)}`, leaseToken })
    .where(inArray(webhookEndpoints.id, due))
    .returning({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      leaseToken: sql<string>`${webhookEndpoints.leaseToken}`,
    });
};

export interface PendingDelivery {
  id: number;
  messageId: string;
  body: string | null;
  attempts: number;
  due: boolean;
}

/** The endpoint's next pending deliveries, oldest first. */
export const pendingDeliveries = (db: Executor, endpointId: number, limit: number) =>
  db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      body: webhookDeliveries.body,
      attempts: webhookDeliveries.attempts,
      due: sql<boolean>`${webhookDeliveries.runAt} <= now()`,
    })
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")),
    )
    .orderBy(webhookDeliveries.id)
    .limit(limit);

/**
 * A delivery the receiver took (2xx): done, its body dropped (it held personal data), the
 * endpoint no longer failing and its lease renewed, in one statement whose commit does not
 * wait for the WAL flush: a crash can lose the last "done" marks, and those deliveries go
 * again with the same webhook-id (at-least-once), never lose one. False when the lease is no
 * longer ours (it ran out, or the endpoint was paused or deleted meanwhile): the worker stops.
 */
export const recordDelivered = async (
  db: Executor,
  endpoint: ClaimedEndpoint,
  delivery: PendingDelivery,
  status: number,
  leaseMs: number,
): Promise<boolean> => {
  const { rows } = (await db.execute(sql`
    with "commit_mode" as (select set_config('synchronous_commit', 'off', true)),
    "done" as (
      update ${webhookDeliveries}
      set "status" = 'done', "attempts" = ${delivery.attempts + 1}, "last_attempt_at" = now(),
          "response_status" = ${status}, "last_error" = null, "body" = null
      where "id" = ${delivery.id}
    )
    update ${webhookEndpoints}
    set "locked_until" = now() + ${ms(leaseMs)}, "failing_since" = null
    from "commit_mode"
    where "id" = ${endpoint.id} and "lease_token" = ${endpoint.leaseToken}
      and "paused_at" is null and "deleted_at" is null
    returning "id"`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
};

/**
 * A failed attempt (no answer, or not 2xx). The endpoint has been failing since its first
 * failure after a success; once that lasts the policy's giveUpAfterMs (24 hours), the
 * delivery is given up and the endpoint paused ("failing"), for an admin to see and resume.
 * Otherwise the delivery is due again after the policy's growing delay, and the endpoint's
 * later deliveries wait behind it. Releases the lease either way.
 */
export const recordFailed = async (
  db: Executor,
  endpoint: ClaimedEndpoint,
  delivery: PendingDelivery,
  outcome: AttemptOutcome,
  policy: RetryPolicy,
): Promise<"retry" | "paused"> => {
  const over = sql`now() - coalesce(${webhookEndpoints.failingSince}, now()) >= ${ms(policy.giveUpAfterMs)}`;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())`,
      pausedAt: sql`case when ${over} then now() else ${webhookEndpoints.pausedAt} end`,
      pauseReason: sql`case when ${over} then 'failing' else ${webhookEndpoints.pauseReason} end`,
      lockedUntil: null,
      leaseToken: null,
    })
    .where(
      and(
        eq(webhookEndpoints.id, endpoint.id),
        eq(webhookEndpoints.leaseToken, endpoint.leaseToken),
      ),
    )
    .returning({ pauseReason: webhookEndpoints.pauseReason });
  const givenUp = row?.pauseReason === "failing";
  const attempts = delivery.attempts + 1;
  await db
    .update(webhookDeliveries)
    .set({
      status: givenUp ? "failed" : "pending",
      attempts,
      lastAttemptAt: sql`now()`,
      runAt: sql`now() + ${ms(retryDelayMs(policy, attempts))}`,
      responseStatus: outcome.status,
      lastError: outcome.status === null ? outcome.error : `HTTP ${outcome.status}`,
      ...(givenUp ? { body: null } : {}),
    })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, "pending")));
  return givenUp ? "paused" : "retry";
};

/** Gives the endpoint back (its pending deliveries are all sent, or the batch is over). */
export const releaseEndpoint = async (db: Executor, endpoint: ClaimedEndpoint) => {
  await db
    .update(webhookEndpoints)
    .set({ lockedUntil: null, leaseToken: null })
    .where(
      and(
        eq(webhookEndpoints.id, endpoint.id),
        eq(webhookEndpoints.leaseToken, endpoint.leaseToken),
      ),
    );
};

/**
 * Keeps what the Webhooks screen shows: each endpoint's newest `keep` deliveries and every
 * pending one; deleted endpoints keep none.
 */
export const purgeDeliveries = async (db: Executor, keep: number) => {
  const deleted = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(isNotNull(webhookEndpoints.deletedAt));
  await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.endpointId, deleted));
  // One statement for every endpoint: a delivery past its endpoint's newest `keep` goes,
  // unless it is still pending.
  await db.execute(sql`
    delete from ${webhookDeliveries} as d using (
      select "id", row_number() over (partition by "endpoint_id" order by "id" desc) as "rank"
      from ${webhookDeliveries}
    ) as ranked
    where d."id" = ranked."id" and ranked."rank" > ${keep} and d."status" <> 'pending'`);
};
