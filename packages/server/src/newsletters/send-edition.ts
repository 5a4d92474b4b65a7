import type { ConsentPurpose } from "@sector/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsletters } from "../db/newsletters-schema";
import { consents, users } from "../db/schema";
import { type ClaimedJob, enqueueJob, renewJobLease } from "../jobs/job-queue";
import type { RetryPolicy } from "../jobs/retry-policy";
import type { RateGate } from "../lib/rate-gate";
import type { Mailer } from "../mail/mailer";
import { decideWinner } from "../mailings/ab-winner";
import { type MailingArm, mailingMailContext } from "../mailings/mailing-context";
import { findMailing, type MailingRow } from "../mailings/mailing-row";
import {
  type ClaimCursor,
  type ClaimedDelivery,
  claimDeliveries,
  cursorAfter,
  finishOrNextRetry,
  markFailed,
  markSent,
  markSkipped,
  releaseDeliveries,
} from "./delivery-claims";
import { createResourceCache, editionMailContext } from "./edition-context";
import { type EditionMime, editionMime } from "./edition-mime";
import { type MailContext, type Recipient, sendMemberMail } from "./member-mail";

export interface SendOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  linkSecret: string;
  /** The job queue's lease: claimed mails are held as long, and the job's lease is renewed. */
  leaseMs: number;
  retry: RetryPolicy;
  rate: RateGate;
  /** Mails claimed at once. */
  batch?: number;
  /** SMTP conversations at once in this job. */
  concurrency?: number;
  /** How long one run sends before other jobs get a turn. */
  sliceMs?: number;
}

const DEFAULT_BATCH = 50;
const DEFAULT_CONCURRENCY = 10;
const DEFAULT_SLICE_MS = 5_000;
/** How long the mails accepted wait for the rest of their group before they are recorded. */
const GROUP_WAIT_MS = 100;
/** Editions whose shared parts a process keeps rendered. */
const EDITIONS_KEPT = 8;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Forgets what a process keeps of the oldest editions beyond the newest EDITIONS_KEPT. */
const keepNewestEditions = (kept: Map<unknown, unknown>) => {
  while (kept.size > EDITIONS_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) return;
    kept.delete(oldest);
  }
};

interface Edition {
  ctx: MailContext;
  mime: EditionMime;
  resources: ReturnType<typeof createResourceCache>;
}

/**
 * The members of a batch: address and name, whether they still hold the consent the mail is
 * sent under (the newsletter's, or a mailing's purpose) and since when.
 */
const loadMembers = async (
  db: Database,
  companyId: number,
  userIds: number[],
  purpose: ConsentPurpose,
) => {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      ok: sql<boolean>`${users.erasedAt} is null and coalesce(${consents.granted}, false)`,
      consentedAt: consents.updatedAt,
    })
    .from(users)
    .leftJoin(
      consents,
      and(
        eq(consents.userId, users.id),
        eq(consents.companyId, companyId),
        eq(consents.purpose, purpose),
      ),
    )
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r]));
};

/**
 * The job "newsletter-send": claims a batch of the edition's mails, sends them (at most
 * `concurrency` at once, at the process's rate), records each outcome, and goes on for a slice
 * of time; then "again", so other jobs get their turn. A stopping process sends nothing more:
 * the mails under way finish and are recorded, the rest of its batch is handed back at once.
 * A process that dies leaves its claims to end with their lease: the next job sends them, with
 * the same Message-ID. When nothing is due, the job that finds the edition finished marks it
 * sent; one that finds only retries waiting queues itself for the first of them.
 */
export const newsletterSendHandler = (options: SendOptions) => {
  const { db, mailer, leaseMs, retry, rate } = options;
  const batch = options.batch ?? DEFAULT_BATCH;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const domain = new URL(options.publicUrl).hostname || "localhost";
  const editions = new Map<string, Promise<Edition>>();
  /** Mailings' rows, and their A/B winners once chosen (neither changes while sending). */
  const mailingRows = new Map<number, Promise<MailingRow | null>>();
  const winners = new Map<number, MailingArm>();
  /** Where this process's last claim of each edition ended (its jobs share it). */
  const cursors = new Map<number, ClaimCursor>();

  /**
   * The next batch: after the cursor while that finds any, then from the start (what is left
   * may lie before the cursor: mails handed back, leases that ended), so the edition is done
   * only when a search from the start finds nothing.
   */
  const claimNext = async (newsletterId: number) => {
    const after = cursors.get(newsletterId) ?? null;
    const claim = (from: ClaimCursor | null) =>
      claimDeliveries(db, newsletterId, { limit: batch, leaseMs, domain, after: from });
    let claimed = after ? await claim(after) : [];
    if (claimed.length === 0) claimed = await claim(null);
    const cursor = cursorAfter(claimed);
    if (cursor) cursors.set(newsletterId, cursor);
    else cursors.delete(newsletterId);
    keepNewestEditions(cursors);
    return claimed;
  };

  /** What the mails of an edition (or of a mailing's arm) share, built once a process. */
  const kept = (key: string, context: () => Promise<MailContext>) => {
    let edition = editions.get(key);
    if (!edition) {
      edition = context().then((ctx) => ({
        ctx,
        mime: editionMime({
          fromName: ctx.fromName,
          fromAddress: mailer.fromAddress,
          subject: ctx.subject,
        }),
        resources: createResourceCache(db),
      }));
      edition.catch(() => editions.delete(key));
      editions.set(key, edition);
      keepNewestEditions(editions);
    }
    return edition;
  };

  const mailingOf = (id: number) => {
    let row = mailingRows.get(id);
    if (!row) {
      row = findMailing(db, id);
      row.catch(() => mailingRows.delete(id));
      mailingRows.set(id, row);
      keepNewestEditions(mailingRows);
    }
    return row;
  };

  /**
   * The arm a mailing's mail goes out under: its sample's own, or for the rest the winner,
   * chosen once (the rest is due only once the wait is over).
   */
  const armOf = async (mailing: MailingRow, arm: number | null): Promise<MailingArm> => {
    if (arm === 1) return "a";
    if (arm === 2) return "b";
    if (!mailing.abTest) return "a";
    let winner = winners.get(mailing.id);
    if (!winner) {
      winner = (await decideWinner(db, mailing.id)) ?? "a";
      winners.set(mailing.id, winner);
      keepNewestEditions(winners);
    }
    return winner;
  };

  /**
   * How each claimed mail is written, and the consent it is sent under: an edition's one
   * template, or the template of a mailing's arm.
   */
  const editionsFor = async (
    id: number,
    row: { kind: string; companyId: number; subject: string; intro: string },
    claimed: ClaimedDelivery[],
  ): Promise<{ purpose: ConsentPurpose; editionOf: (d: ClaimedDelivery) => Edition }> => {
    if (row.kind !== "mailing") {
      const edition = await kept(String(id), () => editionMailContext(db, { id, ...row }, options));
      return { purpose: "newsletter", editionOf: () => edition };
    }
    const mailing = await mailingOf(id);
    if (!mailing) throw new Error(`no mailing ${id}`);
    const byArm = new Map<number | null, Edition>();
    for (const arm of new Set(claimed.map((c) => c.arm))) {
      const subject = await armOf(mailing, arm);
      byArm.set(
        arm,
        await kept(`${id}:${subject}`, () => mailingMailContext(db, mailing, subject, options)),
      );
    }
    return {
      purpose: mailing.purpose,
      editionOf: (d) => {
        const edition = byArm.get(d.arm);
        if (!edition) throw new Error(`no arm ${d.arm} of mailing ${id}`);
        return edition;
      },
    };
  };

  /** Sends one claimed batch; resolves once every outcome is recorded. */
  const sendBatch = async (
    newsletterId: number,
    { purpose, editionOf }: Awaited<ReturnType<typeof editionsFor>>,
    claimed: ClaimedDelivery[],
    stopping: AbortSignal,
  ) => {
    const first = claimed[0];
    if (!first) return;
    const members = await loadMembers(
      db,
      editionOf(first).ctx.companyId,
      claimed.map((c) => c.userId),
      purpose,
    );
    // Every arm's templates share one process's resources: load them once in each.
    for (const edition of new Set(claimed.map(editionOf))) {
      await edition.resources.load(claimed.flatMap((c) => c.items));
    }
    const withdrawn: ClaimedDelivery[] = [];
    const empty: ClaimedDelivery[] = [];
    const ready: { delivery: ClaimedDelivery; edition: Edition; recipient: Recipient }[] = [];
    for (const delivery of claimed) {
      const member = members.get(delivery.userId);
      if (!member?.ok) {
        withdrawn.push(delivery);
        continue;
      }
      const edition = editionOf(delivery);
      const items = edition.resources.pick(delivery.items);
      // An edition is its items; a mailing is its body, its resources an addition.
      if (items.length === 0 && purpose === "newsletter") {
        empty.push(delivery);
        continue;
      }
      ready.push({
        delivery,
        edition,
        recipient: {
          userId: member.id,
          email: member.email,
          firstname: member.firstname,
          popular: delivery.popular,
          items,
          consentedAt: member.consentedAt,
        },
      });
    }
    await markSkipped(db, newsletterId, withdrawn, "no longer a recipient");
    await markSkipped(db, newsletterId, empty, "its resources were removed");

    // Group commit: each worker waits for its accepted mail to be recorded before it sends
    // another, and a group is recorded once every worker still sending has a mail in it (or
    // GROUP_WAIT_MS after its first, should one conversation stall), so at most `concurrency`
    // accepted mails are ever unrecorded and one statement records up to that many (each
    // statement costs PostgreSQL about as much as recording ten mails in it).
    let sending = Math.min(concurrency, ready.length);
    const newGroup = () => {
      let record: (statement: Promise<void>) => void = () => {};
      const recorded = new Promise<void>((resolve) => {
        record = resolve;
      });
      return { ids: [] as number[], recorded, record };
    };
    let group = newGroup();
    let waited: NodeJS.Timeout | undefined;
    const recordGroup = (now = false) => {
      const { ids, record } = group;
      if (ids.length === 0 || (!now && ids.length < sending)) return;
      clearTimeout(waited);
      group = newGroup();
      record(markSent(db, newsletterId, ids));
    };
    const recordSent = (userId: number) => {
      const { ids, recorded } = group;
      ids.push(userId);
      if (ids.length === 1) waited = setTimeout(() => recordGroup(true), GROUP_WAIT_MS);
      recordGroup();
      return recorded;
    };
    let next = 0;
    const untouched: ClaimedDelivery[] = [];
    const worker = async () => {
      try {
        await sendEach();
      } finally {
        // One sender fewer: the group waiting for it is recorded without it.
        sending -= 1;
        recordGroup();
      }
    };
    const sendEach = async () => {
      for (;;) {
        const job = ready[next];
        if (!job) return;
        next += 1;
        if (stopping.aborted) {
          untouched.push(job.delivery);
          continue;
        }
        await rate.take();
        if (stopping.aborted) {
          untouched.push(job.delivery);
          continue;
        }
        try {
          const { ctx, mime } = job.edition;
          await sendMemberMail(mailer, ctx, mime, job.recipient, job.delivery.messageId);
        } catch (err) {
          await markFailed(db, newsletterId, job.delivery, errorText(err), retry);
          continue;
        }
        // Before the next send: at most `concurrency` accepted mails are ever unrecorded.
        await recordSent(job.delivery.userId);
      }
    };
    await Promise.all(Array.from({ length: sending }, worker));
    await releaseDeliveries(db, newsletterId, untouched);
  };

  return async (
    { newsletterId }: { newsletterId: number },
    job: ClaimedJob,
    stopping: AbortSignal,
  ): Promise<"again" | undefined> => {
    const started = Date.now();
    for (;;) {
      const [row] = await db
        .select({
          status: newsletters.status,
          kind: newsletters.kind,
          companyId: newsletters.companyId,
          subject: newsletters.subject,
          intro: newsletters.intro,
        })
        .from(newsletters)
        .where(eq(newsletters.id, newsletterId));
      // Cancelled while sending: what was not sent stays unsent.
      if (row?.status !== "sending") return;
      if (stopping.aborted || Date.now() - started >= (options.sliceMs ?? DEFAULT_SLICE_MS)) {
        return "again";
      }
      const claimed = await claimNext(newsletterId);
      // Renewed after the claim: the job's lease ends no sooner than the claims it holds.
      await renewJobLease(db, job.id, leaseMs);
      if (claimed.length === 0) {
        const left = await finishOrNextRetry(db, newsletterId);
        if (!left.done && left.nextRetryAt) {
          await enqueueJob(db, "newsletter-send", { newsletterId }, { runAt: left.nextRetryAt });
        }
        return;
      }
      await sendBatch(
        newsletterId,
        await editionsFor(newsletterId, row, claimed),
        claimed,
        stopping,
      );
    }
  };
};
