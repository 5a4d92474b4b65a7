import type { NewsletterWithCounts } from "@sector/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../test/fixtures";
import { addMember, addResource, deliveriesOf, newsletterCall } from "../../test/newsletters";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";
import { createTestApp, type TestApp } from "../../test/test-app";
import { newsletterDeliveries, newsletters } from "../db/newsletters-schema";
import { rowsOf } from "../db/rows";
import { jobs } from "../db/schema";
import { createJobWorker, type JobWorker } from "../jobs/job-worker";
import { createRateGate } from "../lib/rate-gate";
import { createMailer, type Mailer } from "../mail/mailer";
import { newsletterSendHandler } from "./send-edition";
import { newsletterStartHandler } from "./start-edition";

// Each worker below stands for one server process: its own job worker, rate and SMTP
// connection, all on the test app's database (as jobs/lease-release.test.ts does).
const MEMBERS = 40;
const quiet = { warn() {}, error() {} };
const retry = { firstDelayMs: 60_000, maxDelayMs: 60_000, giveUpAfterMs: 3_600_000 };

let t: TestApp;
let smtp: SmtpSink;
let admin: string;
let emails: string[] = [];
const workers: JobWorker[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url });
  // The test app's own worker sends nothing: only the "processes" below do.
  await t.app.jobs.stop();
  admin = (await loginAdmin(t)).token;
  const members = [];
  for (let i = 0; i < MEMBERS; i++) {
    members.push(
      await addMember(t, `M${i}`, [{ code: "CIO", topics: ["Cloud Computing"], newsletter: true }]),
    );
  }
  emails = members.map((m) => m.email.toLowerCase());
});
afterAll(async () => {
  for (const w of workers) await w.stop();
  await t.close();
  await smtp.close();
});

const serverProcess = (
  mailer: Mailer,
  { perSecond = null as number | null, leaseMs = 60_000 } = {},
) => {
  const worker = createJobWorker({
    db: t.db,
    handlers: {
      "newsletter-start": newsletterStartHandler({ db: t.db }),
      "newsletter-send": newsletterSendHandler({
        db: t.db,
        mailer,
        publicUrl: t.config.publicUrl,
        linkSecret: t.config.unsubscribeSecret,
        leaseMs,
        retry,
        rate: createRateGate(perSecond),
        batch: 10,
        concurrency: 4,
      }),
    },
    retry,
    leaseMs,
    pollMs: 3_600_000,
    log: quiet,
  });
  workers.push(worker);
  return worker;
};

const smtpMailer = () =>
  createMailer({
    smtpUrl: smtp.url,
    from: t.config.mailFrom,
    outboxDir: t.outboxDir,
    log: { info() {} },
  });

/** A mailer whose conversations hang (until `hung` rejects them) where `hangs` says so. */
const stallingMailer = (hangs: (send: number) => boolean) => {
  const real = smtpMailer();
  let sends = 0;
  const hung: ((err: Error) => void)[] = [];
  const attempt = <T>(send: () => Promise<T>) => {
    sends += 1;
    return hangs(sends) ? new Promise<T>((_resolve, reject) => hung.push(reject)) : send();
  };
  const mailer: Mailer = {
    fromAddress: real.fromAddress,
    send: (message) => attempt(() => real.send(message)),
    sendPrepared: (mail) => attempt(() => real.sendPrepared(mail)),
  };
  return { mailer, hung };
};

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A new edition of CIO, with a resource of its own (each edition's window starts where the last ended). */
const startEdition = async () => {
  const cio = await companyByCode(t, "CIO");
  await addResource(t, "CIO", `Cloud costs ${Date.now()}`, ["Cloud Computing"], new Date());
  const created = await newsletterCall(t, admin, "POST", "/newsletters", { company_id: cio.id });
  const { newsletter } = created.json<{ newsletter: NewsletterWithCounts }>();
  expect(
    (await newsletterCall(t, admin, "POST", `/newsletters/${newsletter.id}/send`)).statusCode,
  ).toBe(202);
  return newsletter.id;
};

/** How many mails each member received since the sink had received `since`. */
const mailsPerMember = (since: number) => {
  const counts = new Map(emails.map((e) => [e, 0]));
  for (const mail of smtp.received.slice(since)) {
    for (const to of mail.to) if (counts.has(to)) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return [...counts.values()];
};

describe("an edition sent by two processes", () => {
  it("one stopped mid-edition, the other finishes: every recipient gets exactly one mail", async () => {
    const before = smtp.received.length;
    const id = await startEdition();
    // The first process sends 25 a second and is stopped after about ten mails.
    const first = serverProcess(smtpMailer(), { perSecond: 25 });
    first.kick();
    await until(() => smtp.received.length - before >= 10);
    await first.stop();
    const byFirst = smtp.received.length - before;
    expect(byFirst).toBeLessThan(MEMBERS);
    // It handed everything back: no mail is held, the sending jobs are free at once.
    const held = [...(await deliveriesOf(t, id)).values()].filter((d) => d.status === "sending");
    expect(held).toEqual([]);
    const sendJobs = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "newsletter-send"), eq(jobs.status, "pending")));
    expect(sendJobs.every((j) => j.lockedUntil === null)).toBe(true);

    const second = serverProcess(smtpMailer());
    await second.drain();
    expect(mailsPerMember(before)).toEqual(emails.map(() => 1));
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
    expect(row?.status).toBe("sent");
    const counts = (await newsletterCall(t, admin, "GET", `/newsletters/${id}`)).json<{
      newsletter: NewsletterWithCounts;
    }>().newsletter.counts;
    expect(counts).toMatchObject({ recipients: MEMBERS, sent: MEMBERS, failed: 0, skipped: 0 });
    // The Message-IDs are one per member.
    const ids = new Set(
      smtp.received.slice(before).map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]),
    );
    expect(ids.size).toBe(MEMBERS);
  });

  it("records the mails accepted in groups of its senders: never more than they are, mostly all of them", async () => {
    const id = await startEdition();
    const one = serverProcess(smtpMailer());
    await one.drain();
    // A group is recorded in one statement, its own transaction: the rows it wrote share that
    // transaction's id (xmin). Not its time: on a busy machine two statements can read the same
    // clock, and their groups would read as one.
    const groups = rowsOf<{ sent: boolean; n: number }>(
      await t.db.execute(sql`select bool_and("status" = 'sent') as "sent", count(*)::int as "n"
        from "newsletter_deliveries" where "newsletter_id" = ${id} group by "xmin"::text`),
    );
    expect(groups.every((g) => g.sent)).toBe(true);
    const sizes = groups.map((g) => g.n);
    // Four senders (batches of 10: groups of 4, 4 and the last 2): at most `concurrency`
    // accepted mails are ever unrecorded, and most statements record four.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
    expect(sizes.filter((n) => n === 4).length).toBeGreaterThanOrEqual(sizes.length / 2);
  });

  it("mails a dead process held, behind where the live one's claims have got to, are sent once their leases end", async () => {
    const before = smtp.received.length;
    const id = await startEdition();
    // The edition's recipients frozen and its sending jobs queued (the start job, run again by
    // the live process, finds it done).
    await newsletterStartHandler({ db: t.db })({ newsletterId: id });
    // The first ten members' mails, claimed by a process that died before sending them: their
    // lease ends in 300 ms. The live process's claims (10 a batch) go past them meanwhile: its
    // last full batch ends at the last member, and only a search from the start finds them.
    const held = await t.db
      .update(newsletterDeliveries)
      .set({
        status: "sending",
        attempts: 1,
        lockedUntil: new Date(Date.now() + 300),
        firstAttemptAt: new Date(),
      })
      .where(
        and(
          eq(newsletterDeliveries.newsletterId, id),
          inArray(
            newsletterDeliveries.userId,
            sql`(select "user_id" from "newsletter_deliveries"
            where "newsletter_id" = ${id} order by "user_id" limit 10)`,
          ),
        ),
      )
      .returning({ userId: newsletterDeliveries.userId });
    expect(held).toHaveLength(10);

    const live = serverProcess(smtpMailer(), { perSecond: 20 });
    await until(async () => {
      const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
      if (row?.status !== "sent") await live.drain();
      return row?.status === "sent";
    });
    expect(mailsPerMember(before)).toEqual(emails.map(() => 1));
  });

  it("one that dies mid-send (it never answers again): another takes over when its leases end, each mail once", async () => {
    const before = smtp.received.length;
    const id = await startEdition();
    // The dying process: its first 12 mails go out, then its SMTP conversations hang forever.
    const { mailer, hung } = stallingMailer((send) => send > 12);
    const dying = serverProcess(mailer, { leaseMs: 1_500 });
    dying.kick();
    await until(() => hung.length >= 1 && smtp.received.length - before >= 12);
    const byDying = smtp.received.length - before;
    expect(byDying).toBe(12);

    // Nothing reaches the other process while the leases last; after they end, it sends the rest.
    const other = serverProcess(smtpMailer(), { leaseMs: 1_500 });
    await other.drain();
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    await other.drain();
    await until(async () => {
      const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
      if (row?.status !== "sent") await other.drain();
      return row?.status === "sent";
    });
    expect(mailsPerMember(before)).toEqual(emails.map(() => 1));

    // The dead process wakes up (its conversations fail): it changes nothing it no longer holds.
    for (const reject of hung) reject(new Error("connection reset"));
    await dying.stop();
    const rows = [...(await deliveriesOf(t, id)).values()];
    expect(rows.every((d) => d.status === "sent")).toBe(true);
    expect(mailsPerMember(before)).toEqual(emails.map(() => 1));
  });

  it("a conversation that stalls does not keep the rest of its group unrecorded", async () => {
    const before = smtp.received.length;
    const id = await startEdition();
    // The third mail's conversation hangs; every other goes out.
    const { mailer, hung } = stallingMailer((send) => send === 3);
    const stalling = serverProcess(mailer);
    stalling.kick();
    await until(() => smtp.received.length - before === MEMBERS - 1);
    // Its group's other mails are recorded without it, long before any lease ends.
    await until(async () => {
      const rows = [...(await deliveriesOf(t, id)).values()];
      return rows.filter((d) => d.status === "sent").length === MEMBERS - 1;
    }, 5_000);
    expect(hung).toHaveLength(1);
    for (const reject of hung) reject(new Error("connection reset"));
    await stalling.stop();
  });
});
