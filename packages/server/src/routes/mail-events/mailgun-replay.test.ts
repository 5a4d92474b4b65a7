import type { NewsletterWithCounts } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import { addMember, addResource, deliveriesOf, newsletterCall } from "../../../test/newsletters";
import { MAILGUN_KEY, mailgunBody } from "../../../test/relay-events";
import { ADMIN_EMAIL, createTestApp, type TestApp } from "../../../test/test-app";
import { currentConsent } from "../../consent/consent-ledger";
import { mailEventSignatures, mailEvents, suppressions } from "../../db/deliverability-schema";

/**
 * Mailgun's signature covers its timestamp and token, not the event: a captured signature must
 * not carry other event data. Each signature is taken once (in the database, which every
 * process behind the proxy shares); a second use is refused with 401 and changes nothing.
 */
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let cioId: number;
let member: { id: number; email: string };
let messageId: string;

const post = (payload: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/mail-events/mailgun",
    headers: { "content-type": "application/json" },
    payload,
  });

/** A delivered event, as an eavesdropper on the webhook (or its logs) would capture it. */
const captured = () => JSON.parse(mailgunBody({ event: "delivered", recipient: member.email }));

/** The captured signature with other event data. */
const replayWith = (signature: unknown, eventData: Record<string, unknown>) =>
  JSON.stringify({
    signature,
    "event-data": { id: `forged-${Math.random()}`, timestamp: Date.now() / 1000, ...eventData },
  });

const suppressionOf = async (email: string) =>
  (await t.db.select().from(suppressions).where(eq(suppressions.email, email)))[0] ?? null;

beforeAll(async () => {
  t = await createTestApp({
    mailEvents: { mailgunSigningKey: MAILGUN_KEY, sendgridPublicKey: null, basicAuth: null },
  });
  const admin = (await loginAdmin(t)).token;
  cioId = (await companyByCode(t, "CIO")).id;
  await addResource(t, "CIO", "Cloud costs", ["Cybersecurity"], new Date(Date.now() - DAY));
  member = await addMember(t, "Cal", [
    { code: "CIO", topics: ["Cybersecurity"], newsletter: true },
  ]);
  const created = await newsletterCall(t, admin, "POST", "/newsletters", {
    company_id: cioId,
    subject: "First week",
  });
  const edition = created.json<{ newsletter: NewsletterWithCounts }>().newsletter;
  expect(
    (await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`)).statusCode,
  ).toBe(202);
  await t.app.jobs.drain();
  messageId = (await deliveriesOf(t, edition.id)).get(member.id)?.messageId ?? "";
  expect(messageId).not.toBe("");
});
afterAll(() => t.close());

describe("a Mailgun signature", () => {
  it("carries one event: replayed with other event data, it is refused with 401", async () => {
    const first = captured();
    const delivered = await post(JSON.stringify(first));
    expect(delivered.statusCode, delivered.body).toBe(200);

    const bounce = await post(
      replayWith(first.signature, {
        event: "failed",
        severity: "permanent",
        recipient: ADMIN_EMAIL,
      }),
    );
    expect(bounce.statusCode, bounce.body).toBe(401);
    expect(bounce.json()).toEqual({ message: "The event's signature was used before." });
    expect(await suppressionOf(ADMIN_EMAIL)).toBeNull();

    const complaint = await post(
      replayWith(first.signature, {
        event: "complained",
        recipient: member.email,
        message: { headers: { "message-id": messageId.slice(1, -1) } },
      }),
    );
    expect(complaint.statusCode, complaint.body).toBe(401);
    expect((await currentConsent(t.db, member.id, cioId, "newsletter"))?.granted).toBe(true);
    expect(await suppressionOf(member.email)).toBeNull();
    expect(await t.db.select().from(mailEvents).where(eq(mailEvents.email, ADMIN_EMAIL))).toEqual(
      [],
    );
  });

  it("is refused the second time even when the first is still being applied", async () => {
    const first = captured();
    const answers = await Promise.all(
      [ADMIN_EMAIL, member.email, ADMIN_EMAIL].map((recipient) =>
        post(replayWith(first.signature, { event: "failed", severity: "temporary", recipient })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it("is remembered until it expires, and expired ones are forgotten as others arrive", async () => {
    const first = captured();
    expect((await post(JSON.stringify(first))).statusCode).toBe(200);
    const [kept] = await t.db.select().from(mailEventSignatures).limit(1);
    expect(kept?.expiresAt.getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);
    await t.db.insert(mailEventSignatures).values({
      provider: "mailgun",
      signature: "0".repeat(64),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await post(JSON.stringify(captured()))).statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(mailEventSignatures)
      .where(eq(mailEventSignatures.signature, "0".repeat(64)));
    expect(left).toEqual([]);
  });
});
