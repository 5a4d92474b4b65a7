import type { CreatedWebhook, WebhookEventType } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  loginAdmin,
  registrationFor,
} from "../../test/fixtures";
import { importAndWait, STANDARD_HEADER } from "../../test/member-import-fixtures";
import { joinBrand } from "../../test/memberships";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  type ReceivedWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../test/webhook-receiver";
import { webhookDeliveries, webhookEndpoints } from "../db/webhooks-schema";

let t: TestApp;
let adminToken: string;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({
    jobs: { retry: { firstDelayMs: 50, maxDelayMs: 200, giveUpAfterMs: 60_000 } },
  });
  adminToken = (await loginAdmin(t)).token;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
// Each test subscribes its own endpoints.
afterEach(async () => {
  await t.db.update(webhookEndpoints).set({ deletedAt: sql`now()` });
  receiver.received.length = 0;
  receiver.answer(204);
});

const subscribe = async (events: WebhookEventType[], extra: object = {}, url = receiver.url) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/webhooks",
    headers: bearer(adminToken),
    payload: { url, events, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.body}`);
  return res.json<{ webhook: CreatedWebhook }>().webhook;
};

const register = async (code = "CIO", overrides = {}) => {
  const body = await registrationFor(t, code, overrides);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/public/register",
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return body;
};

const ofType = (type: string) => receiver.received.filter((r) => r.json?.type === type);

/** The receiver's check, with the library receivers use: throws unless signed with `secret`. */
const verify = (received: ReceivedWebhook, secret: string) =>
  new Webhook(secret).verify(received.body, {
    "webhook-id": String(received.headers["webhook-id"]),
    "webhook-timestamp": String(received.headers["webhook-timestamp"]),
    "webhook-signature": String(received.headers["webhook-signature"]),
  });

const MEMBER_KEYS = [
  "brand",
  "consents",
  "email",
  "firstname",
  "id",
  "job_title",
  "lastname",
  "mobile_number",
  "topics",
  "user_company",
];

describe("member.created", () => {
  it("carries the listed fields and nothing else, signed so the receiver can verify it", async () => {
    const webhook = await subscribe(["member.created"]);
    const body = await register("CIO", { newsletter_flag: true, partners_flag: false });
    await t.app.webhooks.drain();

    const [got] = ofType("member.created");
    if (!got) throw new Error("member.created not received");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(got.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(got.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verify(got, webhook.secret)).toEqual(got.json);
    expect(() => verify(got, `whsec_${Buffer.alloc(32, 7).toString("base64")}`)).toThrow();
    expect(() =>
      verify({ ...got, body: got.body.replace("Ada", "Eve") }, webhook.secret),
    ).toThrow();

    const cio = await companyByCode(t, "CIO");
    const payload = got.json as {
      type: string;
      timestamp: string;
      data: { member: Record<string, unknown> };
    };
    expect(Object.keys(payload).sort()).toEqual(["data", "timestamp", "type"]);
    expect(Object.keys(payload.data).sort()).toEqual(["member", "source"]);
    expect(Object.keys(payload.data.member).sort()).toEqual(MEMBER_KEYS);
    const [row] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(payload).toEqual({
      type: "member.created",
      timestamp: row?.createdAt.toISOString(),
      data: {
        source: "registration",
        member: {
          id: expect.any(Number),
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          mobile_number: body.mobile_number,
          user_company: body.user_company,
          job_title: body.job_title,
          brand: { id: cio.id, name: "CIO" },
          topics: cio.preferences.slice(0, 2).map((p) => ({ id: p.id, name: p.name })),
          consents: { newsletter: true, resources: false, partners: false },
        },
      },
    });
    expect(got.body).not.toMatch(/argon|password|token|hash/i);
  });

  it("goes only to endpoints of every brand or of the member's brand", async () => {
    const cmo = await companyByCode(t, "CMO");
    await subscribe(["member.created"], { company_id: cmo.id });
    const cioMember = await register("CIO");
    const cmoMember = await register("CMO");
    await t.app.webhooks.drain();
    const emails = ofType("member.created").map(
      (r) => (r.json?.data.member as { email?: string } | undefined)?.email,
    );
    expect(emails).toEqual([cmoMember.email]);
    expect(emails).not.toContain(cioMember.email);
  });
});

describe("membership.added, and member.created from an import", () => {
  it("tells of a brand joined through the emailed link, and of members an import creates or adds", async () => {
    await subscribe(["member.created", "membership.added"]);
    const member = await createMember(t, "CIO");
    await t.app.webhooks.drain();
    receiver.received.length = 0;

    await joinBrand(t, member.registration.email, "CMO");
    const cmo = await companyByCode(t, "CMO");
    const cro = await companyByCode(t, "CRO");
    await t.app.webhooks.drain();
    const [joined] = ofType("membership.added");
    expect(ofType("membership.added")).toHaveLength(1);
    const data = joined?.json?.data as {
      member: Record<string, unknown>;
      membership: { joined_at: string; source: string };
    };
    expect(Object.keys(data).sort()).toEqual(["member", "membership"]);
    expect(Object.keys(data.member).sort()).toEqual(MEMBER_KEYS);
    expect(data.member).toMatchObject({ id: member.user.id, brand: { id: cmo.id, name: "CMO" } });
    expect(data.membership.source).toBe("registration");

    // An import: one new member (member.created, source import), the CIO member added to CRO
    // (membership.added), and a line for a brand they already have (nothing).
    receiver.received.length = 0;
    const csv = [
      STANDARD_HEADER,
      `Nora,New,nora.new@example.com,,,,CRO,,,,,,,`,
      `Ada,Again,${member.registration.email},,,,CRO,,,,,,,`,
      `Ada,Again,${member.registration.email.toUpperCase()},,,,CIO,,,,,,,`,
    ].join("\n");
    const report = await importAndWait(t, adminToken, csv);
    expect([report.created, report.merged]).toEqual([1, 1]);
    await t.app.webhooks.drain();
    const created = ofType("member.created").map((r) => r.json?.data as Record<string, unknown>);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      source: "import",
      member: { email: "nora.new@example.com", brand: { id: cro.id, name: "CRO" } },
    });
    const added = ofType("membership.added").map((r) => r.json?.data as Record<string, unknown>);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      member: { id: member.user.id, brand: { id: cro.id, name: "CRO" } },
      membership: { source: "import" },
    });
  });
});

describe("member.updated, consent.changed and member.erased", () => {
  it("member.updated: the member's new topics of the brand they changed", async () => {
    await subscribe(["member.updated"]);
    const member = await createMember(t, "CIO");
    const cio = await companyByCode(t, "CIO");
    const chosen = cio.preferences.slice(3, 5);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/protected/modifypreferences",
      headers: bearer(member.token),
      payload: { preferenceData: chosen.map((p) => p.id) },
    });
    expect(res.statusCode).toBe(200);
    await t.app.webhooks.drain();
    const updates = ofType("member.updated");
    expect(updates).toHaveLength(1);
    const data = updates[0]?.json?.data as { member: Record<string, unknown> };
    expect(Object.keys(data)).toEqual(["member"]);
    expect(Object.keys(data.member).sort()).toEqual(MEMBER_KEYS);
    expect(data.member).toMatchObject({
      id: member.user.id,
      email: member.registration.email,
      brand: { id: cio.id, name: "CIO" },
      topics: chosen.map((p) => ({ id: p.id, name: p.name })),
    });
    // Registration, setting a password and signing in are no member.updated.
    expect(ofType("member.created")).toEqual([]);
  });

  it("consent.changed: brand, purpose, granted, source, wording version and time", async () => {
    await subscribe(["consent.changed"]);
    const member = await createMember(t, "CHRO", { newsletter_flag: true });
    const chro = await companyByCode(t, "CHRO");
    // The consents given at registration travel in member.created, not here.
    await t.app.webhooks.drain();
    expect(ofType("consent.changed")).toEqual([]);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user/protected/consents",
      headers: bearer(member.token),
      payload: { company_id: chro.id, purpose: "newsletter", granted: false },
    });
    expect(res.statusCode).toBe(200);
    await t.app.webhooks.drain();
    const [got] = ofType("consent.changed");
    expect(got?.json).toEqual({
      type: "consent.changed",
      timestamp: expect.any(String),
      data: {
        member_id: member.user.id,
        brand: { id: chro.id, name: "CHRO" },
        purpose: "newsletter",
        granted: false,
        source: "profile",
        wording_version: 1,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
  });

  it("member.erased: the id alone, and what was not sent of the member is dropped", async () => {
    const down = await startWebhookReceiver();
    await down.down();
    const waiting = await subscribe(["member.created", "member.erased"], {}, down.url);
    await subscribe(["member.erased"]);
    const member = await createMember(t, "CRO");
    await t.app.webhooks.drain();
    // The down receiver's member.created waits for a retry.
    const pendingBefore = await t.db
      .select({ type: webhookDeliveries.eventType, status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, waiting.id));
    expect(pendingBefore).toEqual([{ type: "member.created", status: "pending" }]);

    const erase = await t.app.inject({
      method: "POST",
      url: `/api/user/protected/members/${member.user.id}/erase`,
      headers: bearer(adminToken),
      payload: { reason: "asked by phone" },
    });
    expect(erase.statusCode).toBe(204);
    await t.app.webhooks.drain();
    const [erased] = ofType("member.erased");
    expect(erased?.json).toEqual({
      type: "member.erased",
      timestamp: expect.any(String),
      data: { id: member.user.id },
    });
    const after = await t.db
      .select({ type: webhookDeliveries.eventType, body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, waiting.id));
    expect(after.map((d) => d.type)).toEqual(["member.erased"]);
    expect(after[0]?.body).not.toContain(member.registration.email);

    await down.up();
    await expect
      .poll(async () => {
        await t.app.webhooks.drain();
        return down.received.map((r) => r.json?.type);
      })
      .toEqual(["member.erased"]);
    await down.close();
  });
});
