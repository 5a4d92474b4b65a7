import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAdmin } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import { webhookEndpoints } from "../../db/webhooks-schema";

/*
 * Webhooks stay off this machine (issue 32): in production an endpoint whose host is, or
 * resolves to, a loopback, private, link-local or reserved address is refused whatever its
 * spelling; WEBHOOKS_ALLOW_PRIVATE=1 allows them; each delivery checks again.
 */
let production: TestApp;
let allowing: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  production = await createTestApp({ production: true, webhookAddresses: "public" });
  allowing = await createTestApp({ production: true, webhookAddresses: "private" });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await production?.close();
  await allowing?.close();
  await receiver?.close();
});

const add = async (t: TestApp, url: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/webhooks",
    headers: bearer((await loginAdmin(t)).token),
    payload: { url, events: ["member.created"] },
  });

const LOCAL_SPELLINGS = [
  "http://127.0.0.1:8080/hooks",
  "http://127.1/hooks",
  "http://0x7f000001/hooks",
  "http://2130706433:9000/hooks",
  "https://[::ffff:127.0.0.1]/hooks",
  // IPv4-compatible IPv6 (::/96, deprecated): the URL parser writes it [::7f00:1].
  "https://[::127.0.0.1]/",
  "https://[::10.0.0.7]/hooks",
  "http://[::1]:3000/hooks",
  "http://localhost/hooks",
  "https://localhost:8443/hooks",
  "https://127.0.0.1/hooks",
  "https://10.0.0.7/hooks",
  "https://169.254.169.254/latest/meta-data",
  "https://[fd00::1]/hooks",
];

describe("webhook addresses in production", () => {
  it("refuses every spelling of a local address (400) and stores nothing", async () => {
    for (const url of LOCAL_SPELLINGS) {
      const res = await add(production, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors?.url, url).toMatch(/may not reach/);
    }
    expect(await production.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it("takes a public https URL", async () => {
    expect((await add(production, "https://crm.example.com/hooks")).statusCode).toBe(201);
  });

  it("WEBHOOKS_ALLOW_PRIVATE=1 takes them, and delivers to this machine", async () => {
    for (const url of LOCAL_SPELLINGS) {
      expect((await add(allowing, url)).statusCode, url).toBe(201);
    }
    const admin = await loginAdmin(allowing);
    const created = await add(allowing, receiver.url);
    const id = created.json().webhook.id;
    const test = await allowing.app.inject({
      method: "POST",
      url: `/api/webhooks/${id}/test`,
      headers: bearer(admin.token),
    });
    expect(test.statusCode).toBe(202);
    await allowing.app.webhooks.drain();
    expect(receiver.received.map((r) => r.json?.data.endpoint_id)).toContain(id);
  });

  it("checks again at each delivery: an endpoint stored with a local address gets nothing", async () => {
    // Added before the rule, or through a name that resolved elsewhere then: the row is there.
    const [row] = await production.db
      .insert(webhookEndpoints)
      .values({
        url: receiver.url,
        events: ["member.created"],
        secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
      })
      .returning({ id: webhookEndpoints.id });
    const id = row?.id;
    const admin = await loginAdmin(production);
    const test = await production.app.inject({
      method: "POST",
      url: `/api/webhooks/${id}/test`,
      headers: bearer(admin.token),
    });
    expect(test.statusCode).toBe(202);
    await production.app.webhooks.drain();
    expect(receiver.attempts.map((r) => r.json?.data.endpoint_id)).not.toContain(id);
    const deliveries = await production.app.inject({
      method: "GET",
      url: `/api/webhooks/${id}/deliveries`,
      headers: bearer(admin.token),
    });
    const [attempt] = deliveries.json<{ deliveries: { status: string; error?: string | null }[] }>()
      .deliveries;
    expect(attempt?.status).not.toBe("delivered");
  });
});
