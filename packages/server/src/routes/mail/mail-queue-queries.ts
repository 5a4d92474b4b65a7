import { and, count, desc, eq, gt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { newsletterDeliveries, newsletters } from "../../db/newsletters-schema";
import { jobs } from "../../db/schema";

/** Messages the admin's Mail section lists at most. */
const LISTED = 50;

const ofKind = eq(jobs.kind, "mail");

/** How many messages wait, failed for good, and went out in the last 24 hours. */
export const mailCounts = async (db: Executor) => {
  const [row] = await db
    .select({
      pending: count(sql`case when ${jobs.status} = 'pending' then 1 end`),
      failed: count(sql`case when ${jobs.status} = 'failed' then 1 end`),
      sent: count(
        sql`case when ${jobs.status} = 'done' and ${jobs.finishedAt} > now() - interval '24 hours' then 1 end`,
      ),
    })
    .from(jobs)
    // Done jobs older than a day are not counted: the index leaves them out of the read.
    .where(
      and(
        ofKind,
        or(sql`${jobs.status} <> 'done'`, gt(jobs.finishedAt, sql`now() - interval '24 hours'`)),
      ),
    );
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, sent: row?.sent ?? 0 };
};

/** Failed messages and pending ones that have already failed once, newest first. */
export const troubledMail = (db: Executor) =>
  db
    .select({
      id: jobs.id,
      payload: jobs.payload,
      status: jobs.status,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      runAt: jobs.runAt,
    })
    .from(jobs)
    .where(
      and(
        ofKind,
        or(
          eq(jobs.status, "failed"),
          and(eq(jobs.status, "pending"), sql`${jobs.lastError} is not null`),
        ),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(LISTED);

/** Newsletter mails still to go in the editions now sending (through the open-rows index). */
export const pendingNewsletterMail = async (db: Executor): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterDeliveries)
    .innerJoin(newsletters, eq(newsletters.id, newsletterDeliveries.newsletterId))
    .where(
      and(
        eq(newsletters.status, "sending"),
        sql`${newsletterDeliveries.status} in ('queued', 'sending')`,
      ),
    );
  return row?.n ?? 0;
};
