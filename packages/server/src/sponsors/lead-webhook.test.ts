import {
  type CreatedWebhook,
  WEBHOOK_SPONSOR_EVENTS,
  type WebhookEndpoint,
  type WebhookEventType,
} from "@sector/shared";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin, registrationFor } from "../../test/fixtures";
import {
  addCampaign,
  addSponsor,
  addSponsoredResource,
  apiCall,
  memberWithToken,
  share,
} from "../../test/sponsors";
import { createTestApp, type TestApp } from "../../test/test-app";
import { startWebhookReceiver, type WebhookReceiver } from "../../test/webhook-receiver";

let t: TestApp;
let admin: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const subscribe = async (path: string, events: WebhookEventType[], extra: object = {}) => {
  const res = await apiCall(t, admin, "POST", "/webhooks", {
    url: `${receiver.url}/${path}`,
    events,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ webhook: CreatedWebhook }>().webhook;
};

describe("lead.created", () => {
  it("reaches the sponsor's own endpoint (signed, the shared details only) and no other sponsor's", async () => {
    const acme = await addSponsor(t, admin, "Acme Leads");
    const rival = await addSponsor(t, admin, "Rival");
    const resourceId = await addSponsoredResource(t, "CIO", "Acme whitepaper", [], acme.id);
    const campaign = await addCampaign(t, admin, {
      sponsor_id: acme.id,
      resource_ids: [resourceId],
    });
    const acmeHook = await subscribe("acme", ["lead.created"], { sponsor_id: acme.id });
    await subscribe("rival", ["lead.created"], { sponsor_id: rival.id });
    await subscribe("all", ["lead.created", "member.created"]);

    // A sponsor's endpoint cannot subscribe to anything else.
    const wider = await apiCall(t, admin, "POST", "/webhooks", {
      url: `${receiver.url}/wider`,
      events: ["member.created", "lead.created"],
      sponsor_id: acme.id,
    });
    expect(wider.statusCode).toBe(400);
    expect(wider.json<{ errors: Record<string, string> }>().errors.events).toBe(
      WEBHOOK_SPONSOR_EVENTS,
    );
    const unknown = await apiCall(t, admin, "POST", "/webhooks", {
      url: `${receiver.url}/x`,
      events: ["lead.created"],
      sponsor_id: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    const listed = (await apiCall(t, admin, "GET", "/webhooks")).json<{
      webhooks: WebhookEndpoint[];
    }>();
    expect(listed.webhooks.find((w) => w.id === acmeHook.id)).toMatchObject({
      sponsor_id: acme.id,
      sponsor_name: "Acme Leads",
    });

    // A registration reaches the unlimited endpoint only.
    const body = await registrationFor(t, "CIO");
    expect((await apiCall(t, null, "POST", "/user/public/register", body)).statusCode).toBe(201);
    const member = await memberWithToken(
      t,
      "Grace",
      [{ code: "CIO", topics: [], newsletter: false }],
      "CISO",
    );
    expect((await share(t, member.token, resourceId)).statusCode).toBe(201);
    await t.app.webhooks.drain();

    const byType = (type: string) => receiver.received.filter((r) => r.json?.type === type);
    const leadsGot = byType("lead.created");
    // Two endpoints want it (Acme's and the unlimited one), the rival's does not.
    expect(leadsGot).toHaveLength(2);
    expect(byType("member.created")).toHaveLength(1);
    const cio = await companyByCode(t, "CIO");
    const verified = leadsGot.map((got) => {
      try {
        return new Webhook(acmeHook.secret).verify(got.body, {
          "webhook-id": String(got.headers["webhook-id"]),
          "webhook-timestamp": String(got.headers["webhook-timestamp"]),
          "webhook-signature": String(got.headers["webhook-signature"]),
        });
      } catch {
        return null;
      }
    });
    const mine = verified.find((v) => v !== null);
    expect(verified.filter((v) => v !== null)).toHaveLength(1);
    expect(mine).toEqual({
      type: "lead.created",
      timestamp: expect.any(String),
      data: {
        lead: {
          id: expect.any(Number),
          campaign: { id: campaign.id, name: campaign.name },
          sponsor: { id: acme.id, name: "Acme Leads" },
          resource: { id: resourceId, title: "Acme whitepaper" },
          wording_version: 1,
          created_at: expect.any(String),
        },
        member: {
          firstname: "Grace",
          lastname: "Tester",
          email: member.email,
          mobile_number: "0123456789",
          user_company: "",
          job_title: "CISO",
          brand: { id: cio.id, name: "CIO" },
        },
      },
    });
  });
});
