import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../test/fixtures";
import { addMailingMember, createMailing, mailingOf, setConsent } from "../../test/mailings";
import { newsletterCall } from "../../test/newsletters";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";
import { createTestApp, type TestApp } from "../../test/test-app";
import { mailingLinkClicks, mailings } from "../db/mailings-schema";
import { newsletterDeliveries, newsletters } from "../db/newsletters-schema";
import { jobs } from "../db/schema";
import { createJobWorker, type JobWorker } from "../jobs/job-worker";
import { createRateGate } from "../lib/rate-gate";
import { createMailer } from "../mail/mailer";
import { newsletterSendHandler } from "../newsletters/send-edition";
import { newsletterStartHandler } from "../newsletters/start-edition";
import { decideWinner } from "./ab-winner";

// Each worker below stands for one server process (as newsletters/sending-takeover.test.ts):
// its own job worker and SMTP connection on the test app's database.
const MEMBERS = 40;
const quiet = { warn() {}, error() {} };
const retry = { firstDelayMs: 60_000, maxDelayMs: 60_000, giveUpAfterMs: 3_600_000 };

let t: TestApp;
let smtp: SmtpSink;
let admin: string;
let brandId: number;
let emails: string[] = [];
const workers: JobWorker[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url });
  // The test app's own worker sends nothing: only the "processes" below do.
  await t.app.jobs.stop();
  admin = (await loginAdmin(t)).token;
  brandId = (await companyByCode(t, "CHRO")).id;
  const members = [];
  for (let i = 0; i < MEMBERS; i++) {
    members.push(await addMailingMember(t, `Ab${i}`, "CHRO", { resources: true }));
  }
  emails = members.map((m) => m.email.toLowerCase());
});
afterAll(async () => {
  for (const w of workers) await w.stop();
  await t.close();
  await smtp.close();
});

const serverProcess = () => {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: t.config.mailFrom,
    outboxDir: t.outboxDir,
    log: { info() {} },
  });
  const worker = createJobWorker({
    db: t.db,
    handlers: {
      "newsletter-start": newsletterStartHandler({ db: t.db }),
      "newsletter-send": newsletterSendHandler({
        db: t.db,
        mailer,
        publicUrl: t.config.publicUrl,
        linkSecret: t.config.unsubscribeSecret,
        leaseMs: 60_000,
        retry,
        rate: createRateGate(null),
        batch: 10,
        concurrency: 4,
      }),
    },
    retry,
    leaseMs: 60_000,
    pollMs: 3_600_000,
    log: quiet,
  });
  workers.push(worker);
  return worker;
};

const deliveries = (id: number) =>
  t.db
    .select({
      userId: newsletterDeliveries.userId,
      arm: newsletterDeliveries.arm,
      status: newsletterDeliveries.status,
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.newsletterId, id));

/** The subjects each member received from the sink since `since`. */
const subjectsPerMember = (since: number) => {
  const got = new Map<string, string[]>(emails.map((e) => [e, []]));
  for (const mail of smtp.received.slice(since)) {
    const subject = /^Subject: (.*)$/im.exec(mail.raw)?.[1]?.trim() ?? "";
    for (const to of mail.to) got.get(to)?.push(subject);
  }
  return got;
};

/**
 * The wait is over (a fake clock): the rest's mails, and the sending job queued for them, are
 * due now.
 */
const endWait = async (id: number) => {
  await t.db
    .update(newsletterDeliveries)
    .set({ runAt: sql`now()` })
    .where(and(eq(newsletterDeliveries.newsletterId, id), isNull(newsletterDeliveries.arm)));
  await t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, "newsletter-send"), sql`${jobs.runAt} > now()`));
};

describe("an A/B test of the subject", () => {
  it("splits a 20 % sample evenly and at random, sends the winner (more clickers) to the rest exactly once, across a process stopped after the sample", async () => {
    const since = smtp.received.length;
    const mailing = await createMailing(t, admin, {
      company_id: brandId,
      purpose: "resources",
      subject: "Subject A",
      body_markdown: "Read [the report](https://example.com/report).",
      ab_test: { subject_b: "Subject B", sample_percent: 20, wait_minutes: 60 },
    });
    expect(
      (await newsletterCall(t, admin, "POST", `/mailings/${mailing.id}/send`)).statusCode,
    ).toBe(202);
    const first = serverProcess();
    await first.drain();
    const rows = await deliveries(mailing.id);
    expect(rows).toHaveLength(MEMBERS);
    const a = rows.filter((r) => r.arm === 1);
    const b = rows.filter((r) => r.arm === 2);
    // 20 % of 40 is 8: four each, the rest (32) waiting for the winner.
    expect(a).toHaveLength(4);
    expect(b).toHaveLength(4);
    expect(rows.filter((r) => r.arm === null && r.status === "queued")).toHaveLength(32);
    expect([...a, ...b].every((r) => r.status === "sent")).toBe(true);
    // Still sending: the rest waits; nothing decided yet.
    let report = await mailingOf(t, admin, mailing.id);
    expect(report.status).toBe("sending");
    expect(report.ab?.winner).toBeNull();
    expect(report.ab?.a).toMatchObject({ subject: "Subject A", recipients: 4, sent: 4 });
    expect(report.ab?.b).toMatchObject({ subject: "Subject B", recipients: 4, sent: 4 });
    // Two of B's sample click, one of A's: B wins.
    const clickers = [...b.slice(0, 2), ...a.slice(0, 1)];
    await t.db
      .insert(mailingLinkClicks)
      .values(clickers.map((c) => ({ newsletterId: mailing.id, userId: c.userId, link: 1 })));
    // The first process goes away; another takes the rest when the wait is over.
    await first.stop();
    await endWait(mailing.id);
    const second = serverProcess();
    second.kick();
    await second.drain();
    report = await mailingOf(t, admin, mailing.id);
    expect(report.status).toBe("sent");
    expect(report.ab?.winner).toBe("b");
    expect(report.ab?.b.unique_clicks).toBe(2);
    expect(report.ab?.a.unique_clicks).toBe(1);
    const got = subjectsPerMember(since);
    const armOf = new Map(rows.map((r) => [r.userId, r.arm]));
    let rest = 0;
    for (const [, subjects] of got) {
      expect(subjects).toHaveLength(1);
      if (subjects[0] === "Subject B") rest += 1;
    }
    // B's sample (4) and the whole rest (32) got B; A's sample (4) got A.
    expect(rest).toBe(36);
    expect([...armOf.values()].filter((arm) => arm === null)).toHaveLength(32);
  });

  it("chooses the winner once: a tie goes to A, and a later call (another process) reads the same", async () => {
    const mailing = await createMailing(t, admin, {
      company_id: brandId,
      purpose: "resources",
      subject: "Tie A",
      body_markdown: "Hello",
      ab_test: { subject_b: "Tie B", sample_percent: 50, wait_minutes: 30 },
    });
    await newsletterCall(t, admin, "POST", `/mailings/${mailing.id}/send`);
    await newsletterStartHandler({ db: t.db })({ newsletterId: mailing.id });
    const [one, two] = await Promise.all([
      decideWinner(t.db, mailing.id),
      decideWinner(t.db, mailing.id),
    ]);
    expect(one).toBe("a");
    expect(two).toBe("a");
    const [row] = await t.db
      .select({ decidedAt: mailings.abDecidedAt })
      .from(mailings)
      .where(and(eq(mailings.newsletterId, mailing.id), isNotNull(mailings.abWinner)));
    const decidedAt = row?.decidedAt?.getTime();
    // Clicks arriving after the decision change nothing.
    const [bMember] = (await deliveries(mailing.id)).filter((r) => r.arm === 2);
    await t.db
      .insert(mailingLinkClicks)
      .values({ newsletterId: mailing.id, userId: bMember?.userId ?? 0, link: 1 });
    expect(await decideWinner(t.db, mailing.id)).toBe("a");
    const [again] = await t.db
      .select({ decidedAt: mailings.abDecidedAt })
      .from(mailings)
      .where(eq(mailings.newsletterId, mailing.id));
    expect(again?.decidedAt?.getTime()).toBe(decidedAt);
    await t.db
      .update(newsletters)
      .set({ status: "cancelled" })
      .where(eq(newsletters.id, mailing.id));
  });
});

describe("a member who withdraws after the freeze", () => {
  it("gets nothing still unsent", async () => {
    const since = smtp.received.length;
    const mailing = await createMailing(t, admin, {
      company_id: brandId,
      purpose: "resources",
      subject: "Frozen then withdrawn",
      body_markdown: "Hello",
    });
    await newsletterCall(t, admin, "POST", `/mailings/${mailing.id}/send`);
    await newsletterStartHandler({ db: t.db })({ newsletterId: mailing.id });
    const frozen = await deliveries(mailing.id);
    expect(frozen).toHaveLength(MEMBERS);
    const leaver = frozen[0]?.userId ?? 0;
    await setConsent(t, leaver, brandId, "resources", false);
    const worker = serverProcess();
    worker.kick();
    await worker.drain();
    const after = await deliveries(mailing.id);
    expect(after.find((r) => r.userId === leaver)?.status).toBe("skipped");
    const got = subjectsPerMember(since);
    const total = [...got.values()].reduce(
      (n, s) => n + s.filter((x) => x === "Frozen then withdrawn").length,
      0,
    );
    expect(total).toBe(MEMBERS - 1);
    expect((await mailingOf(t, admin, mailing.id)).counts).toMatchObject({
      recipients: MEMBERS,
      sent: MEMBERS - 1,
      skipped: 1,
    });
  });
});
