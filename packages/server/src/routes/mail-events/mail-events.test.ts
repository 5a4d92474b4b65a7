import type { MemberData, NewsletterWithCounts, SuppressionsPage } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import {
  addMember,
  addResource,
  deliveriesOf,
  headersOf,
  newsletterCall,
} from "../../../test/newsletters";
import { mailsTo } from "../../../test/outbox";
import {
  BASIC_AUTH,
  basicAuthHeader,
  dsnMessage,
  MAILGUN_KEY,
  mailgunBody,
  SENDGRID_PUBLIC_KEY,
  sendgridRequest,
} from "../../../test/relay-events";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { currentConsent } from "../../consent/consent-ledger";
import { mailEvents, suppressions } from "../../db/deliverability-schema";
import { consentEvents } from "../../db/schema";

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: string;
let cioId: number;
let edition: NewsletterWithCounts;
type Member = { id: number; email: string };
let bouncer: Member;
let complainer: Member;
let flaky: Member;
let reader: Member;
/** Each member's Message-ID in the first edition. */
const messageIds = new Map<number, string>();

const post = (provider: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/mail-events/${provider}`,
    headers: { "content-type": "application/json", ...headers },
    payload,
  });

const postmark = (payload: object, credentials = BASIC_AUTH) =>
  post("postmark", JSON.stringify(payload), { authorization: basicAuthHeader(credentials) });

const suppressionOf = async (email: string) =>
  (await t.db.select().from(suppressions).where(eq(suppressions.email, email)))[0] ?? null;

const countsOf = async (id: number) =>
  (await newsletterCall(t, admin, "GET", `/newsletters/${id}`)).json<{
    newsletter: NewsletterWithCounts;
  }>().newsletter.counts;

/** Makes and sends an edition of CIO now; returns it. */
const sendEdition = async (subject: string) => {
  const created = await newsletterCall(t, admin, "POST", "/newsletters", {
    company_id: cioId,
    subject,
  });
  expect(created.statusCode, created.body).toBe(201);
  const made = created.json<{ newsletter: NewsletterWithCounts }>().newsletter;
  const sent = await newsletterCall(t, admin, "POST", `/newsletters/${made.id}/send`);
  expect(sent.statusCode, sent.body).toBe(202);
  await t.app.jobs.drain();
  return made;
};

beforeAll(async () => {
  t = await createTestApp({
    mailEvents: {
      mailgunSigningKey: MAILGUN_KEY,
      sendgridPublicKey: SENDGRID_PUBLIC_KEY,
      basicAuth: BASIC_AUTH,
    },
  });
  admin = (await loginAdmin(t)).token;
  cioId = (await companyByCode(t, "CIO")).id;
  await addResource(t, "CIO", "Cloud costs", ["Cybersecurity"], new Date(Date.now() - DAY));
  const tie = [{ code: "CIO", topics: ["Cybersecurity"], newsletter: true }];
  bouncer = await addMember(t, "Bea", tie);
  complainer = await addMember(t, "Cal", tie);
  flaky = await addMember(t, "Fay", tie);
  reader = await addMember(t, "Rex", tie);
  edition = await sendEdition("First week");
  for (const [userId, delivery] of await deliveriesOf(t, edition.id)) {
    if (delivery.messageId) messageIds.set(userId, delivery.messageId);
  }
});
afterAll(() => t.close());

describe("what each newsletter mail carries for the relays", () => {
  it("its Message-ID, and each relay's custom variables naming edition and member", async () => {
    const [mail] = await mailsTo(t.outboxDir, bouncer.email);
    const headers = headersOf(mail?.raw ?? "");
    expect(headers.get("message-id")).toBe(messageIds.get(bouncer.id));
    const tag = { sector_newsletter_id: String(edition.id), sector_user_id: String(bouncer.id) };
    expect(JSON.parse(headers.get("x-mailgun-variables") ?? "null")).toEqual(tag);
    expect(JSON.parse(headers.get("x-smtpapi") ?? "null")).toEqual({ unique_args: tag });
    expect(headers.get("x-pm-metadata-sector-newsletter-id")).toBe(String(edition.id));
    expect(headers.get("x-pm-metadata-sector-user-id")).toBe(String(bouncer.id));
  });
});

describe("POST /api/mail-events/{provider}", () => {
  it("answers 404 for a provider that is unknown or not configured", async () => {
    expect((await post("smtp2go", "{}")).statusCode).toBe(404);
    const events = t.config.mailEvents;
    t.config.mailEvents = { mailgunSigningKey: null, sendgridPublicKey: null, basicAuth: null };
    try {
      const bounce = mailgunBody({
        event: "failed",
        severity: "permanent",
        recipient: bouncer.email,
      });
      expect((await post("mailgun", bounce)).statusCode).toBe(404);
      expect(
        (await postmark({ RecordType: "Bounce", ID: 1, Type: "HardBounce", Email: bouncer.email }))
          .statusCode,
      ).toBe(404);
    } finally {
      t.config.mailEvents = events;
    }
  });

  it("refuses a bad signature or bad credentials with 401 and changes nothing", async () => {
    const forged = mailgunBody(
      { event: "failed", severity: "permanent", recipient: reader.email },
      { key: "not-the-signing-key" },
    );
    expect((await post("mailgun", forged)).statusCode).toBe(401);
    const wrong = await postmark(
      { RecordType: "Bounce", ID: 99, Type: "HardBounce", Email: reader.email },
      "relay:a-wrong-password-entirely",
    );
    expect(wrong.statusCode).toBe(401);
    const dsn = await post("dsn", dsnMessage(reader.email), { "content-type": "message/rfc822" });
    expect(dsn.statusCode).toBe(401);
    expect(await suppressionOf(reader.email)).toBeNull();
    expect(await t.db.select().from(mailEvents).where(eq(mailEvents.email, reader.email))).toEqual(
      [],
    );
  });

  it("suppresses a hard bounce, counts it on its edition, and changes nothing on a replay", async () => {
    const body = mailgunBody({
      event: "failed",
      severity: "permanent",
      recipient: bouncer.email.toUpperCase(),
      message: { headers: { "message-id": messageIds.get(bouncer.id)?.slice(1, -1) } },
      "delivery-status": { code: 550, description: "No such mailbox" },
    });
    const first = await post("mailgun", body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 1, applied: 1 });
    expect(await suppressionOf(bouncer.email)).toMatchObject({ reason: "bounce" });
    expect(await countsOf(edition.id)).toMatchObject({ bounced: 1, complained: 0 });

    // The same request again: its signature was taken (mailgun-replay.test.ts).
    expect((await post("mailgun", body)).statusCode).toBe(401);
    // The same event under a new signature (the relay's retry): recorded once, nothing changes.
    const event = JSON.parse(body)["event-data"];
    const retry = await post("mailgun", mailgunBody(event));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ received: 1, applied: 0 });
    const recorded = await t.db
      .select()
      .from(mailEvents)
      .where(eq(mailEvents.email, bouncer.email));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      kind: "hard_bounce",
      newsletterId: edition.id,
      userId: bouncer.id,
    });
  });

  it("withdraws exactly one consent, that brand's newsletter, with source complaint", async () => {
    const before = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, complainer.id));
    const { body, headers } = sendgridRequest([
      {
        email: complainer.email,
        event: "spamreport",
        sg_event_id: "sg-complaint-1",
        "smtp-id": messageIds.get(complainer.id),
      },
    ]);
    const answer = await post("sendgrid", body, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    // The relay retries: the same event again changes nothing.
    expect((await post("sendgrid", body, headers)).json()).toEqual({ received: 1, applied: 0 });

    const after = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, complainer.id));
    const added = after.filter((e) => !before.some((b) => b.id === e.id));
    expect(added).toEqual([
      expect.objectContaining({
        companyId: cioId,
        purpose: "newsletter",
        granted: false,
        source: "complaint",
      }),
    ]);
    expect((await currentConsent(t.db, complainer.id, cioId, "newsletter"))?.granted).toBe(false);
    expect(await suppressionOf(complainer.email)).toMatchObject({ reason: "complaint" });
    expect(await countsOf(edition.id)).toMatchObject({ bounced: 1, complained: 1 });

    // The member's data download shows the edition, the complaint and the withdrawal.
    const data = await t.app.inject({
      method: "GET",
      url: `/api/user/protected/members/${complainer.id}/data?reason=${encodeURIComponent("their request by mail")}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(data.statusCode, data.body).toBe(200);
    const download = data.json<MemberData>();
    expect(download.newsletters).toEqual([
      expect.objectContaining({
        newsletter_id: edition.id,
        subject: "First week",
        status: "sent",
        complained_at: expect.any(String),
        bounced_at: null,
      }),
    ]);
    expect(download.mail_events).toEqual([
      expect.objectContaining({ provider: "sendgrid", kind: "complaint" }),
    ]);
    expect(download.consent_history.at(-1)).toMatchObject({ granted: false, source: "complaint" });
  });

  it("suppresses an address at its third soft bounce within 30 days", async () => {
    const soft = (id: number) =>
      postmark({
        RecordType: "Bounce",
        ID: id,
        Type: "SoftBounce",
        Email: flaky.email,
        Description: "Mailbox full",
        Metadata: {
          "sector-newsletter-id": String(edition.id),
          "sector-user-id": String(flaky.id),
        },
      });
    for (const id of [501, 502]) expect((await soft(id)).statusCode).toBe(200);
    expect(await suppressionOf(flaky.email)).toBeNull();
    // A replay of the second is not a third.
    expect((await soft(502)).json()).toEqual({ received: 1, applied: 0 });
    expect(await suppressionOf(flaky.email)).toBeNull();
    expect((await soft(503)).statusCode).toBe(200);
    expect(await suppressionOf(flaky.email)).toMatchObject({ reason: "bounce" });
    const events = await t.db
      .select()
      .from(mailEvents)
      .where(and(eq(mailEvents.email, flaky.email), eq(mailEvents.kind, "soft_bounce")));
    expect(events.map((e) => e.newsletterId)).toEqual([edition.id, edition.id, edition.id]);
  });

  it("acts on an address whose message it cannot find (a DSN piped from the relay)", async () => {
    const stranger = "someone-else@example.net";
    const answer = await post("dsn", dsnMessage(stranger, { messageId: "<unknown@elsewhere>" }), {
      "content-type": "message/rfc822",
      authorization: basicAuthHeader(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await suppressionOf(stranger)).toMatchObject({ reason: "bounce" });
    expect((await post("dsn", "", { authorization: basicAuthHeader() })).statusCode).toBe(400);
  });

  it("keeps suppressed addresses out of the next edition, and transactional mail still goes", async () => {
    const next = await sendEdition("Second week");
    const recipients = [...(await deliveriesOf(t, next.id)).keys()];
    expect(recipients).toContain(reader.id);
    expect(recipients).not.toContain(bouncer.id);
    expect(recipients).not.toContain(complainer.id);
    expect(recipients).not.toContain(flaky.id);

    // A password link is not marketing: it reaches a suppressed address.
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/user/public/forgot-password",
      payload: { email: bouncer.email },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    await t.app.jobs.drain();
    const mails = await mailsTo(t.outboxDir, bouncer.email);
    expect(mails.some((m) => /password/i.test(m.subject))).toBe(true);
  });
});

describe("/api/suppressions", () => {
  const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object, token = admin) =>
    t.app.inject({
      method,
      url: `/api/suppressions${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload && { payload }),
    });

  it("lists, searches and filters by reason, newest first", async () => {
    const all = (await call("GET", "")).json<SuppressionsPage>();
    expect(all.total).toBe(all.suppressions.length);
    expect(all.suppressions.map((s) => s.email)).toEqual(
      expect.arrayContaining([bouncer.email, complainer.email, flaky.email]),
    );
    const complaints = (await call("GET", "?reason=complaint")).json<SuppressionsPage>();
    expect(complaints.suppressions.map((s) => s.email)).toEqual([complainer.email]);
    const found = (
      await call("GET", `?q=${encodeURIComponent(flaky.email.slice(0, 6).toUpperCase())}`)
    ).json<SuppressionsPage>();
    expect(found.suppressions.map((s) => s.email)).toEqual([flaky.email]);
    expect((await call("GET", "?reason=spam")).statusCode).toBe(400);
    expect((await call("GET", "?q=100%25_")).json<SuppressionsPage>().total).toBe(0);
  });

  it("adds by hand (audited), refuses a duplicate with 409 and removes (audited)", async () => {
    const added = await call("POST", "", {
      email: "Manual@Example.org",
      reason: "manual",
      detail: "asked by phone",
    });
    expect(added.statusCode, added.body).toBe(201);
    const { suppression } = added.json<{
      suppression: { id: number; email: string; reason: string };
    }>();
    expect(suppression).toMatchObject({ email: "manual@example.org", reason: "manual" });
    const again = await call("POST", "", { email: "manual@example.org", reason: "manual" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "This address is already suppressed." });
    expect((await call("POST", "", { email: "x@example.org", reason: "bounce" })).statusCode).toBe(
      400,
    );
    expect((await call("POST", "", { email: "not an address", reason: "manual" })).statusCode).toBe(
      400,
    );

    expect((await call("DELETE", `/${suppression.id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/${suppression.id}`)).statusCode).toBe(404);
    expect(await suppressionOf("manual@example.org")).toBeNull();
    const audit = await t.app.inject({
      method: "GET",
      url: "/api/audit?action=suppression.create",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(audit.body).toContain("manual@example.org");
  });

  it("is the admin's alone", async () => {
    const employee = (await import("../../../test/newsletters")).staffLogin;
    const { token } = await employee(t, "employee");
    expect((await call("GET", "", undefined, token)).statusCode).toBe(403);
    expect(
      (await call("POST", "", { email: "e@example.org", reason: "manual" }, token)).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/suppressions" })).statusCode).toBe(401);
  });
});
