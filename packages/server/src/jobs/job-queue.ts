import type { ConsentPurpose, LeadAnswers } from "@sector/shared";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { jobs } from "../db/schema";
import { type RetryPolicy, retryDelayMs } from "./retry-policy";

/** The kinds of background work and what each one's payload holds. */
export interface JobPayloads {
  mail: import("../mail/mailer").MailMessage;
  /** A member import's next lines (src/imports): it runs in slices, queued again between them. */
  "member-import": { importId: number };
  /** An edition's start (src/newsletters): its recipients frozen, its sending jobs queued. */
  "newsletter-start": { newsletterId: number };
  /** Sends an edition's mails in slices; several run side by side (src/newsletters). */
  "newsletter-send": { newsletterId: number };
  /** An event's reminder to its registrants, due at its time (src/events/event-reminders.ts). */
  "event-reminder": EventReminderJob;
  /** An event's seats freed (a registrant erased): the waitlist promoted (src/events). */
  "event-seats": { eventId: number };
  /** Sends a lead destination's due deliveries in batches (src/lead-delivery, issue 61). */
  "lead-delivery": { destinationId: number };
  /*
   * The public calls that take an address queue it as it was given, member's or not, and answer:
   * the work that differs between a member and a stranger runs here, behind the answer.
   */
  /** "Email me a sign-in link" (src/auth/login-link-request.ts). */
  "login-link-request": { email: string };
  /** "Forgot password" (src/auth/password-reset-request.ts). */
  "password-reset-request": { email: string };
  /** A registration of an address that has an account (src/memberships/known-registration.ts). */
  "known-address-registration": KnownAddressRegistration;
  /** A registration from an event's page of an address that has an account (src/events). */
  "known-address-event-registration": KnownAddressEventRegistration;
}

/** An event's reminder (src/events/event-reminders.ts): the start it was scheduled for. */
export interface EventReminderJob {
  eventId: number;
  /** Its name as EVENT_REMINDERS writes it ("24h"). */
  reminder: string;
  leadMs: number;
  /** The start (ISO) it reminds of: a job for a start since moved does nothing. */
  startsAt: string;
}

/** What a registration of an address that already has an account asked for. */
export interface KnownAddressRegistration {
  email: string;
  /** The brand whose page it was, and the topics chosen there (checked to be the brand's). */
  brand: { id: number; name: string; topics: { id: number; name: string }[] };
  /** The consents ticked, and the versions of the wordings the page showed. */
  granted: Record<ConsentPurpose, boolean>;
  consentVersions: Partial<Record<ConsentPurpose, number>>;
  ip: string;
  userAgent: string | null;
}

/**
 * What a registration from an event's public page asked for, with an address that already has
 * an account (src/events/guest-known-registration.ts): the brand's registration, and the event.
 */
export interface KnownAddressEventRegistration extends KnownAddressRegistration {
  eventId: number;
  /**
   * The sponsor share the guest chose with it (the wording version shown, the answers checked):
   * carried by the confirm link, made as its owner on confirming. Absent: shares nothing.
   */
  share?: GuestShare;
}

/** A guest's sponsor share carried to a known address's confirm link. */
export interface GuestShare {
  version: number | null;
  answers: LeadAnswers;
}
export type JobKind = keyof JobPayloads;

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * Queues a job. Pass the transaction of the change that causes it: the job exists exactly
 * when the change commits (a member and their welcome mail, a reset link and its mail).
 */
export const enqueueJob = async <K extends JobKind>(
  db: Executor,
  kind: K,
  payload: JobPayloads[K],
  options: { runAt?: Date } = {},
): Promise<void> => {
  await db.insert(jobs).values({ kind, payload, ...(options.runAt && { runAt: options.runAt }) });
};

/**
 * Claims up to `limit` due jobs for `leaseMs` and counts the attempt. FOR UPDATE SKIP LOCKED:
 * two workers claiming at once take different jobs; the lease keeps a claimed job from every
 * other worker until it is finished, or until the lease ends (its worker died mid-job).
 */
export const claimDueJobs = async (
  db: Executor,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedJob[]> => {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "pending"),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts });
};

/** A job that ran: done, released. */
export const completeJob = async (db: Executor, id: number): Promise<void> => {
  await db
    .update(jobs)
    .set({ status: "done", finishedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, id));
};

/**
 * A job that ran and whose record is of no further use: deleted rather than kept as done. The
 * requests queued by the public calls that take an address hold that address, a stranger's as
 * often as a member's, and nothing is kept of it once it was acted on.
 */
export const forgetJob = async (db: Executor, id: number): Promise<void> => {
  await db.delete(jobs).where(eq(jobs.id, id));
};

/**
 * A job that ran a slice of its work and has more to do: due again now, released, its attempts
 * counted afresh (a later failure retries the next slice, not the whole job's history).
 */
export const requeueJob = async (db: Executor, id: number): Promise<void> => {
  await db
    .update(jobs)
    .set({ runAt: sql`now()`, lockedUntil: null, attempts: 0, retriesSince: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, "pending")));
};

/**
 * Hands a claimed job back at once (its process is shutting down): due for the next worker
 * that looks, without waiting for the lease to end, and the attempt it had not finished is not
 * counted.
 */
export const releaseJob = async (db: Executor, id: number): Promise<void> => {
  await db
    .update(jobs)
    .set({ lockedUntil: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(and(eq(jobs.id, id), eq(jobs.status, "pending")));
};

/** Keeps a job that is still working from other workers for another `leaseMs`. */
export const renewJobLease = async (db: Executor, id: number, leaseMs: number): Promise<void> => {
  await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(and(eq(jobs.id, id), eq(jobs.status, "pending")));
};

/**
 * A job that failed: due again after a growing delay, or failed for good once its retry
 * window has lasted the policy's giveUpAfterMs (measured by the database's clock, as the
 * window's start was).
 */
export const failJob = async (
  db: Executor,
  job: ClaimedJob,
  error: string,
  policy: RetryPolicy,
): Promise<"retry" | "failed"> => {
  const over = sql`now() - ${jobs.retriesSince} >= ${policy.giveUpAfterMs} * interval '1 millisecond'`;
  const [row] = await db
    .update(jobs)
    .set({
      status: sql`case when ${over} then 'failed' else 'pending' end`,
      finishedAt: sql`case when ${over} then now() end`,
      runAt: sql`now() + ${retryDelayMs(policy, job.attempts)} * interval '1 millisecond'`,
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(eq(jobs.id, job.id))
    .returning({ status: jobs.status });
  return row?.status === "failed" ? "failed" : "retry";
};

/**
 * A failed job made due again, with a fresh retry window (an admin's retry); its attempts
 * keep counting. False when the job does not exist or is not failed.
 */
export const retryFailedJob = async (db: Executor, id: number, kind: JobKind): Promise<boolean> => {
  const rows = await db
    .update(jobs)
    .set({
      status: "pending",
      runAt: sql`now()`,
      retriesSince: sql`now()`,
      finishedAt: null,
      lockedUntil: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.kind, kind), eq(jobs.status, "failed")))
    .returning({ id: jobs.id });
  return rows.length > 0;
};

/**
 * Deletes jobs done more than `olderThanMs` ago: a sent message holds a member's name and
 * address, and is kept only as long as it helps to answer "did it go out?".
 */
export const purgeDoneJobs = async (db: Executor, olderThanMs: number): Promise<void> => {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, "done"),
        lte(jobs.finishedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
      ),
    );
};
