import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { newsletterDeliveries, newsletters } from "../db/newsletters-schema";
import { preparedPer } from "../db/prepared";
import { rowsOf } from "../db/rows";
import { type RetryPolicy, retryDelayMs } from "../jobs/retry-policy";

export interface ClaimedDelivery {
  userId: number;
  items: number[];
  popular: boolean;
  messageId: string;
  attempts: number;
  /** A mailing's A/B arm: 1 (subject A's sample), 2 (B's), null (the rest; every edition). */
  arm: number | null;
  /**
   * When it was due, as PostgreSQL writes the time: a cursor made of it reads back exactly (a
   * Date would drop the microseconds, and the cursor would fall before every mail).
   */
  runAt: string;
}

/** Where a claim ended, in the claims' order (when due, then member). */
export type ClaimCursor = Pick<ClaimedDelivery, "runAt" | "userId">;

/** Where a claim ended: its last mail (claims come in the claims' order), or null for none. */
export const cursorAfter = (claimed: ClaimedDelivery[]): ClaimCursor | null => {
  const last = claimed.at(-1);
  return last ? { runAt: last.runAt, userId: last.userId } : null;
};

const d = newsletterDeliveries;
/**
 * Still this claim's: the attempt a claim counted is its fence, so a process that lost its lease
 * (it stalled, and another job took the mail over) changes nothing when it wakes up.
 */
const stillClaimed = (newsletterId: number, claims: ClaimedDelivery[]) =>
  and(
    eq(d.newsletterId, newsletterId),
    eq(d.status, "sending"),
    sql`(${d.userId}, ${d.attempts}) in (${sql.join(
      claims.map((c) => sql`(${c.userId}::int, ${c.attempts}::smallint)`),
      sql`, `,
    )})`,
  );

/**
 * Claims up to `limit` of an edition's mails that are due and held by nobody (queued, or
 * claimed by a process whose lease ended), for `leaseMs`, like the job queue claims jobs: FOR
 * UPDATE SKIP LOCKED, so jobs sending side by side take different members. The Message-ID is
 * chosen at the first claim and kept, so a mail sent again is the same message.
 *
 * `after` starts the search after a cursor (where the last claim ended): every mail sent
 * leaves two entries in the open mails' index until a vacuum does away with them, and a search
 * from the start steps over all of them, so each claim would cost more as the edition goes out
 * (8 ms of 200,000 sent, with no vacuum running). What lies before the cursor (a mail handed
 * back, a lease that ended) is found by a search from the start, which the caller makes when a
 * claim after the cursor finds nothing.
 */
export const claimDeliveries = async (
  db: Executor,
  newsletterId: number,
  {
    limit,
    leaseMs,
    domain,
    after = null,
  }: { limit: number; leaseMs: number; domain: string; after?: ClaimCursor | null },
): Promise<ClaimedDelivery[]> => {
  const start = after
    ? sql`and ("run_at", "user_id") > (${after.runAt}::timestamptz, ${after.userId}::int)`
    : sql``;
  const result = await db.execute(sql`
    with "due" as (
      select "user_id" from "newsletter_deliveries"
      where "newsletter_id" = ${newsletterId} and "status" in ('queued', 'sending')
        and "run_at" <= now() and ("locked_until" is null or "locked_until" <= now()) ${start}
      order by "run_at", "user_id"
      limit ${limit}
      for update skip locked
    ), "claimed" as (
      update "newsletter_deliveries" nd set
        "status" = 'sending',
        "locked_until" = now() + ${leaseMs} * interval '1 millisecond',
        "attempts" = nd."attempts" + 1,
        "first_attempt_at" = coalesce(nd."first_attempt_at", now()),
        "message_id" = coalesce(nd."message_id",
          '<newsletter.' || nd."newsletter_id" || '.' || nd."user_id" || '.'
          || md5(random()::text || clock_timestamp()::text) || '@' || ${domain} || '>')
      from "due"
      where nd."newsletter_id" = ${newsletterId} and nd."user_id" = "due"."user_id"
      returning nd."user_id", nd."items", nd."popular", nd."message_id", nd."attempts", nd."run_at",
        nd."arm"
    )
    select "user_id" as "userId", "items", "popular", "message_id" as "messageId", "attempts",
      "run_at"::text as "runAt", "arm"
    from "claimed" order by "run_at", "user_id"`);
  return rowsOf<ClaimedDelivery>(result);
};

/**
 * Recording the mails sent runs about once for every two or three mails of an edition: built
 * once, and with one text whatever the number of members (an array, not a list of values), so
 * PostgreSQL parses it once per connection and keeps its plan (the primary key's).
 */
const markSentStatement = preparedPer((db) =>
  db
    .update(d)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, error: null })
    .where(
      and(
        eq(d.newsletterId, sql.placeholder("newsletterId")),
        sql`${d.userId} = any(${sql.placeholder("userIds")}::int[])`,
      ),
    )
    .prepare("newsletter_mark_sent"),
);

/** Mails the relay accepted: a fact, whoever holds the claim now. */
export const markSent = async (db: Executor, newsletterId: number, userIds: number[]) => {
  if (userIds.length === 0) return;
  await markSentStatement(db).execute({ newsletterId, userIds });
};

/** Members with nothing left to send (their consent withdrawn or items gone since the freeze). */
export const markSkipped = async (
  db: Executor,
  newsletterId: number,
  claims: ClaimedDelivery[],
  reason: string,
) => {
  if (claims.length === 0) return;
  await db
    .update(d)
    .set({ status: "skipped", lockedUntil: null, error: reason })
    .where(stillClaimed(newsletterId, claims));
};

/**
 * A mail that failed: due again after the queue's growing delay, or failed for good once its
 * retry window (from the first attempt) has lasted the policy's giveUpAfterMs, as other mail.
 */
export const markFailed = async (
  db: Executor,
  newsletterId: number,
  delivery: ClaimedDelivery,
  error: string,
  policy: RetryPolicy,
) => {
  const over = sql`now() - ${d.firstAttemptAt} >= ${policy.giveUpAfterMs} * interval '1 millisecond'`;
  await db
    .update(d)
    .set({
      status: sql`case when ${over} then 'failed' else 'queued' end`,
      runAt: sql`now() + ${retryDelayMs(policy, delivery.attempts)} * interval '1 millisecond'`,
      lockedUntil: null,
      error: error.slice(0, 1000),
    })
    .where(stillClaimed(newsletterId, [delivery]));
};

/** Claimed mails this process will not send after all (it is stopping): due for the next job now. */
export const releaseDeliveries = async (
  db: Executor,
  newsletterId: number,
  claims: ClaimedDelivery[],
) => {
  if (claims.length === 0) return;
  await db
    .update(d)
    .set({ status: "queued", lockedUntil: null, attempts: sql`greatest(${d.attempts} - 1, 0)` })
    .where(stillClaimed(newsletterId, claims));
};

/**
 * What is left of an edition: nothing (it is sent: marked so, once), or the time its next
 * retry is due (null when what is left is held by another job, which carries on with it).
 */
export const finishOrNextRetry = async (
  db: Executor,
  newsletterId: number,
): Promise<{ done: true } | { done: false; nextRetryAt: Date | null }> => {
  const result = await db.execute(sql`
    select count(*)::int as "open",
      min(case when "status" = 'queued' then "run_at" end) as "next"
    from "newsletter_deliveries"
    where "newsletter_id" = ${newsletterId} and "status" in ('queued', 'sending')`);
  const [row] = rowsOf<{ open: number; next: Date | string | null }>(result);
  if (row && row.open > 0) {
    return { done: false, nextRetryAt: row.next === null ? null : new Date(row.next) };
  }
  await db
    .update(newsletters)
    .set({ status: "sent", sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletters.id, newsletterId),
        eq(newsletters.status, "sending"),
        sql`not exists (select 1 from "newsletter_deliveries" where "newsletter_id" = ${newsletterId}
          and "status" in ('queued', 'sending'))`,
      ),
    );
  return { done: true };
};
