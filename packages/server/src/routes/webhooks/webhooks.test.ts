import type { CreatedWebhook, WebhookDelivery, WebhookEndpoint } from "@sector/shared";
import {
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_URL_CREDENTIALS,
  WEBHOOK_URL_SCHEME,
} from "@sector/shared";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  expectNoLeaks,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import { auditLog } from "../../db/schema";
import { webhookDeliveries, webhookEndpoints } from "../../db/webhooks-schema";
import { BRAND_NOT_FOUND, PAUSED_NO_TEST, TEST_QUEUED, WEBHOOK_NOT_FOUND } from "./messages";

let t: TestApp;
let adminToken: string;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  token = adminToken,
) => t.app.inject({ method, url: `/api/webhooks${url}`, headers: bearer(token), payload });

const create = async (body: object) => {
  const res = await call("POST", "", body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ webhook: CreatedWebhook }>().webhook;
};

const listed = async () => (await call("GET", "")).json<{ webhooks: WebhookEndpoint[] }>().webhooks;

const lastAudit = async () => {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
};

describe("POST /api/webhooks", () => {
  it("adds an endpoint and shows its secret once, in the Standard Webhooks form", async () => {
    const cmo = await companyByCode(t, "CMO");
    const res = await call("POST", "", {
      url: receiver.url,
      events: ["consent.changed", "member.created", "member.created"],
      company_id: cmo.id,
    });
    expect(res.statusCode).toBe(201);
    const { webhook } = res.json<{ webhook: CreatedWebhook }>();
    expect(Object.keys(webhook).sort()).toEqual(["events", "id", "secret", "url"]);
    expect(webhook.url).toBe(receiver.url);
    // Each event once, in the screen's order.
    expect(webhook.events).toEqual(["member.created", "consent.changed"]);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(webhook.secret.slice(6), "base64").length).toBeGreaterThanOrEqual(24);

    const [stored] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook.id));
    expect(stored).toMatchObject({ url: receiver.url, companyId: cmo.id, secret: webhook.secret });

    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "webhook.create", targetId: String(webhook.id) });
    expect(audit?.summary).toContain(receiver.url);
    expect(audit?.summary).not.toContain(webhook.secret);

    const shown = (await listed()).find((w) => w.id === webhook.id);
    expect(shown).toEqual({
      id: webhook.id,
      url: receiver.url,
      events: ["member.created", "consent.changed"],
      company_id: cmo.id,
      company_name: "CMO",
      sponsor_id: null,
      sponsor_name: null,
      status: "active",
      paused_at: null,
      failing_since: null,
      created_at: expect.any(String),
    });
    const body = (await call("GET", "")).body;
    expect(body).not.toContain(webhook.secret);
    expect(body).not.toContain("whsec_");
    expectNoLeaks(body);
  });

  it("takes https anywhere public and plain http to loopback only", async () => {
    for (const url of [
      "https://crm.example.com/hooks",
      "http://localhost:8080/in",
      "http://127.0.0.5/in",
      "http://[::1]:9000/in",
      "https://127.0.0.1/in",
    ]) {
      const res = await call("POST", "", { url, events: ["member.created"] });
      expect(res.statusCode, url).toBe(201);
    }
  });

  it("refuses other schemes, credentials, plain http elsewhere and private addresses (400)", async () => {
    const count = async () => (await t.db.select().from(webhookEndpoints)).length;
    const before = await count();
    const cases: [string, string][] = [
      ["http://crm.example.com/hooks", WEBHOOK_URL_SCHEME],
      ["http://10.0.0.1/hooks", WEBHOOK_URL_SCHEME],
      ["ftp://crm.example.com/hooks", WEBHOOK_URL_SCHEME],
      ["file:///etc/passwd", WEBHOOK_URL_SCHEME],
      ["javascript:alert(1)", WEBHOOK_URL_SCHEME],
      ["https://user:secret@crm.example.com/hooks", WEBHOOK_URL_CREDENTIALS],
      ["http://admin@localhost/hooks", WEBHOOK_URL_CREDENTIALS],
    ];
    for (const [url, message] of cases) {
      const res = await call("POST", "", { url, events: ["member.created"] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors?.url, url).toBe(message);
    }
    for (const url of [
      "https://10.1.2.3/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://192.168.0.10/",
      "https://[fd00::1]/",
      "https://[::ffff:10.0.0.1]/",
    ]) {
      const res = await call("POST", "", { url, events: ["member.created"] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors?.url, url).toMatch(/may not reach/);
    }
    expect(await count()).toBe(before);
  });

  it("refuses no events, unknown events and an unknown brand (400)", async () => {
    const empty = await call("POST", "", { url: receiver.url, events: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors?.events).toBe(WEBHOOK_EVENTS_REQUIRED);
    const unknown = await call("POST", "", { url: receiver.url, events: ["user.hacked"] });
    expect(unknown.statusCode).toBe(400);
    const brand = await call("POST", "", {
      url: receiver.url,
      events: ["member.created"],
      company_id: 999_999,
    });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().errors?.company_id).toBe(BRAND_NOT_FOUND);
  });
});

describe("admin only", () => {
  it("answers 401 without a token and 403 to employees and members, on every call", async () => {
    const employee = await createStaff(t, "employee");
    const member = await createMember(t);
    const webhook = await create({ url: receiver.url, events: ["member.created"] });
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ["GET", ""],
      ["POST", "", { url: receiver.url, events: ["member.created"] }],
      ["PUT", `/${webhook.id}`, { paused: true }],
      ["DELETE", `/${webhook.id}`],
      ["POST", `/${webhook.id}/test`],
      ["GET", `/${webhook.id}/deliveries`],
    ];
    for (const [method, url, body] of calls) {
      const guest = await t.app.inject({ method, url: `/api/webhooks${url}`, payload: body });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      for (const token of [employee.token, member.token]) {
        const res = await call(method, url, body, token);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // Nothing changed.
    expect((await listed()).find((w) => w.id === webhook.id)?.status).toBe("active");
  });
});

describe("pause, test event, deliveries and delete", () => {
  it("pauses and resumes, each in the audit log; a paused endpoint cannot be tested", async () => {
    const webhook = await create({ url: receiver.url, events: ["member.created"] });
    const paused = await call("PUT", `/${webhook.id}`, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json<{ webhook: WebhookEndpoint }>().webhook).toMatchObject({
      id: webhook.id,
      status: "paused",
      paused_at: expect.any(String),
    });
    expect(await lastAudit()).toMatchObject({
      action: "webhook.update",
      summary: "paused: false → true",
    });
    const test = await call("POST", `/${webhook.id}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe(PAUSED_NO_TEST);

    const resumed = await call("PUT", `/${webhook.id}`, { paused: false });
    expect(resumed.json<{ webhook: WebhookEndpoint }>().webhook.status).toBe("active");
    expect(await lastAudit()).toMatchObject({ summary: "paused: true → false" });
    const bad = await call("PUT", `/${webhook.id}`, { paused: "yes" });
    expect(bad.statusCode).toBe(400);
  });

  it("sends a test event the receiver gets, and lists it among the deliveries", async () => {
    const webhook = await create({ url: receiver.url, events: ["member.erased"] });
    const res = await call("POST", `/${webhook.id}/test`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(TEST_QUEUED);
    expect(await lastAudit()).toMatchObject({
      action: "webhook.test",
      targetId: String(webhook.id),
    });
    await t.app.webhooks.drain();

    const got = receiver.received.filter((r) => r.json?.type === "webhook.test");
    const mine = got.find((r) => r.json?.data.endpoint_id === webhook.id);
    expect(mine?.json).toEqual({
      type: "webhook.test",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { message: "A test event from Sector Portal.", endpoint_id: webhook.id },
    });
    const deliveries = (await call("GET", `/${webhook.id}/deliveries`)).json<{
      deliveries: WebhookDelivery[];
    }>().deliveries;
    expect(deliveries).toEqual([
      {
        id: expect.any(Number),
        message_id: mine?.headers["webhook-id"],
        event_type: "webhook.test",
        created_at: expect.any(String),
        status: "delivered",
        attempts: 1,
        response_status: 204,
        last_error: null,
        last_attempt_at: expect.any(String),
        next_attempt_at: null,
      },
    ]);
    // Its body (which may hold a member's data) is not kept once delivered.
    const [row] = await t.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(row?.body).toBeNull();
  });

  it("deletes an endpoint with its deliveries (204), then knows it no more (404)", async () => {
    const webhook = await create({ url: receiver.url, events: ["member.created"] });
    await call("PUT", `/${webhook.id}`, { paused: true });
    await call("PUT", `/${webhook.id}`, { paused: false });
    await call("POST", `/${webhook.id}/test`);
    const res = await call("DELETE", `/${webhook.id}`);
    expect(res.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: "webhook.delete",
      summary: `deleted ${receiver.url}`,
    });
    expect((await listed()).some((w) => w.id === webhook.id)).toBe(false);
    const left = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(left).toEqual([]);
    for (const [method, url] of [
      ["DELETE", `/${webhook.id}`],
      ["GET", `/${webhook.id}/deliveries`],
      ["POST", `/${webhook.id}/test`],
    ] as const) {
      const again = await call(method, url);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(WEBHOOK_NOT_FOUND);
    }
    expect((await call("PUT", `/${webhook.id}`, { paused: true })).statusCode).toBe(404);
    expect((await call("GET", "/abc/deliveries")).statusCode).toBe(400);
  });
});
