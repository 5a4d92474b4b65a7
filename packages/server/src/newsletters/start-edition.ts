import { NEWSLETTER_FIRST_WINDOW_DAYS } from "@sector/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { newsletters } from "../db/newsletters-schema";
import { enqueueJob } from "../jobs/job-queue";
import { fieldError } from "../lib/errors";
import { freezeMailing } from "../mailings/freeze-mailing";
import { freezeRecipients } from "./freeze-recipients";
import { readNewsletterSettings } from "./settings";

/** Sending jobs queued per edition: one per process that may send it side by side. */
export const SEND_JOBS_PER_EDITION = 4;

/**
 * Where an edition's window starts: where the brand's last edition that went out ended, or
 * NEWSLETTER_FIRST_WINDOW_DAYS before now for its first: a part of an UPDATE of the edition.
 */
export const windowStartSql = sql`coalesce(
  (select max(prev."window_end") from "newsletters" prev
    where prev."company_id" = "newsletters"."company_id" and prev."id" <> "newsletters"."id"
      and prev."kind" = 'edition'
      and prev."status" in ('sending', 'sent')),
  now() - ${NEWSLETTER_FIRST_WINDOW_DAYS} * interval '1 day')`;

/**
 * A draft or scheduled edition starts sending now: its window closes at this moment, and a job
 * freezes its recipients. Null when it is not a draft or scheduled (already sending, sent, or
 * cancelled). Pass the transaction that records who asked.
 */
export const startEdition = async (tx: Executor, id: number) => {
  const [row] = await tx
    .update(newsletters)
    .set({
      status: "sending",
      windowEnd: sql`now()`,
      windowStart: windowStartSql,
      sendAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(newsletters.id, id), inArray(newsletters.status, ["draft", "scheduled"])))
    .returning({ id: newsletters.id, companyId: newsletters.companyId });
  if (!row) return null;
  await enqueueJob(tx, "newsletter-start", { newsletterId: id });
  return row;
};

export const SEND_AT_PAST = "Choose a send time in the future, or send now.";
/** A moment this close to now is "now": the request itself takes a moment. */
const NOW_SLACK_MS = 5_000;

/**
 * When a send call's `at` goes: null for now (none given, or within a few seconds of now), else
 * that moment; a moment already past is a 400 on `at`. Editions and mailings alike.
 */
export const sendMoment = (at: Date | undefined): Date | null => {
  if (at && at.getTime() < Date.now() - NOW_SLACK_MS) throw fieldError("at", SEND_AT_PAST);
  return at && at.getTime() > Date.now() + NOW_SLACK_MS ? at : null;
};

/** A draft or scheduled edition waits for `at`; null when it is not a draft or scheduled. */
export const scheduleEdition = async (tx: Executor, id: number, at: Date) => {
  const [row] = await tx
    .update(newsletters)
    .set({ status: "scheduled", sendAt: at, updatedAt: sql`now()` })
    .where(and(eq(newsletters.id, id), inArray(newsletters.status, ["draft", "scheduled"])))
    .returning({ id: newsletters.id, companyId: newsletters.companyId });
  if (!row) return null;
  await enqueueJob(tx, "newsletter-start", { newsletterId: id }, { runAt: at });
  return row;
};

/** An edition's (or a mailing's) sending jobs, queued when its recipients are written. */
const queueSendJobs = async (tx: Executor, newsletterId: number) => {
  for (let i = 0; i < SEND_JOBS_PER_EDITION; i++) {
    await enqueueJob(tx, "newsletter-send", { newsletterId });
  }
  return true;
};

/**
 * The job "newsletter-start": a scheduled edition whose time has come starts sending; then, once,
 * the edition's recipients and their items (a mailing's: freeze-mailing.ts) are written (one transaction: all or none, however
 * often the job runs) and its sending jobs queued. An edition cancelled or rescheduled meanwhile
 * is left alone.
 */
export const newsletterStartHandler =
  ({ db }: { db: Database }) =>
  async ({ newsletterId }: { newsletterId: number }): Promise<"again" | undefined> => {
    const frozen = await db.transaction(async (tx) => {
      await tx
        .update(newsletters)
        .set({
          status: "sending",
          windowEnd: sql`now()`,
          windowStart: windowStartSql,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(newsletters.id, newsletterId),
            eq(newsletters.status, "scheduled"),
            sql`${newsletters.sendAt} <= now()`,
          ),
        );
      const [edition] = await tx
        .update(newsletters)
        .set({
          frozenAt: sql`now()`,
          consentEventMark: sql`(select coalesce(max("id"), 0) from "consent_events")`,
        })
        .where(
          and(
            eq(newsletters.id, newsletterId),
            eq(newsletters.status, "sending"),
            sql`${newsletters.frozenAt} is null`,
          ),
        )
        .returning({
          kind: newsletters.kind,
          companyId: newsletters.companyId,
          windowStart: newsletters.windowStart,
          windowEnd: newsletters.windowEnd,
        });
      if (!edition?.windowEnd) return false;
      if (edition.kind === "mailing") {
        await freezeMailing(tx, newsletterId);
        return queueSendJobs(tx, newsletterId);
      }
      const settings = await readNewsletterSettings(tx, edition.companyId);
      await freezeRecipients(tx, newsletterId, {
        companyId: edition.companyId,
        windowStart: edition.windowStart,
        windowEnd: edition.windowEnd,
        maxItems: settings.max_items,
      });
      return queueSendJobs(tx, newsletterId);
    });
    // The planner's figures for the deliveries are refreshed for the rows just written: without
    // them it takes an edition's open deliveries for a handful and, to claim 50, reads and sorts
    // all of them (57 ms a claim with 100,000 open, against 0.2 ms reading the open index in order).
    if (frozen) await db.execute(sql`analyze "newsletter_deliveries"`);
    // "again": the worker goes round once more at once and takes the sending jobs just queued
    // (this job, run again, finds the edition frozen and is done).
    return frozen ? "again" : undefined;
  };
