import {
  type CreatedWebhook,
  type Lead,
  WEBHOOK_SPONSOR_EVENTS,
  type WebhookEventType,
} from "@sector/shared";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdmin } from "../../test/fixtures";
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

describe("lead.rejected", () => {
  it("tells the sponsor's own endpoint which lead went back and why (signed; no note, no other details), and no other sponsor", async () => {
    const acme = await addSponsor(t, admin, "Acme Rejects");
    const rival = await addSponsor(t, admin, "Rival Rejects");
    const resourceId = await addSponsoredResource(t, "CMO", "Acme guide", [], acme.id);
    const campaign = await addCampaign(t, admin, {
      sponsor_id: acme.id,
      resource_ids: [resourceId],
      name: "Acme guide leads",
    });
    // A sponsor's endpoint may take both lead events, and still nothing else.
    const acmeHook = await subscribe("acme", ["lead.created", "lead.rejected"], {
      sponsor_id: acme.id,
    });
    const rivalHook = await subscribe("rival", ["lead.rejected"], { sponsor_id: rival.id });
    const allHook = await subscribe("all", ["lead.rejected"]);
    const wider = await apiCall(t, admin, "POST", "/webhooks", {
      url: `${receiver.url}/wider`,
      events: ["lead.rejected", "member.updated"],
      sponsor_id: acme.id,
    });
    expect(wider.statusCode).toBe(400);
    expect(wider.json<{ errors: Record<string, string> }>().errors.events).toBe(
      WEBHOOK_SPONSOR_EVENTS,
    );

    const member = await memberWithToken(
      t,
      "Rex",
      [{ code: "CMO", topics: [], newsletter: false }],
      "CMO",
    );
    const shared = await share(t, member.token, resourceId);
    expect(shared.statusCode).toBe(201);
    const lead = shared.json<{ lead: Lead }>().lead;
    const rejected = await apiCall(
      t,
      admin,
      "POST",
      `/campaigns/${campaign.id}/leads/${lead.id}/reject`,
      { reason: "competitor", note: "Works for Rival." },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const restored = await apiCall(
      t,
      admin,
      "POST",
      `/campaigns/${campaign.id}/leads/${lead.id}/restore`,
      {},
    );
    expect(restored.statusCode).toBe(200);
    await t.app.webhooks.drain();

    const hooks = { acme: acmeHook, rival: rivalHook, all: allHook };
    /** Which endpoint a delivery went to (its secret signs it), and what it said. */
    const opened = receiver.received.map((got) => {
      for (const [name, hook] of Object.entries(hooks)) {
        try {
          const payload = new Webhook(hook.secret).verify(got.body, {
            "webhook-id": String(got.headers["webhook-id"]),
            "webhook-timestamp": String(got.headers["webhook-timestamp"]),
            "webhook-signature": String(got.headers["webhook-signature"]),
          });
          return { name, type: got.json?.type, payload, body: got.body };
        } catch {}
      }
      return { name: "none", type: got.json?.type, payload: null, body: got.body };
    });
    // Acme's endpoint had the share's lead.created, then the rejection; the unlimited one
    // the rejection; the rival's nothing. The restore sent nothing.
    expect(opened.map((o) => `${o.name}:${o.type}`).sort()).toEqual([
      "acme:lead.created",
      "acme:lead.rejected",
      "all:lead.rejected",
    ]);
    const acmeGot = opened.find((o) => o.name === "acme" && o.type === "lead.rejected");
    const payload = acmeGot?.payload;
    expect(payload).toEqual({
      type: "lead.rejected",
      timestamp: expect.any(String),
      data: {
        lead: {
          id: lead.id,
          campaign: { id: campaign.id, name: "Acme guide leads" },
          sponsor: { id: acme.id, name: "Acme Rejects" },
          resource: { id: resourceId, title: "Acme guide" },
          status: "rejected",
          reason: "competitor",
          rejected_at: expect.any(String),
          created_at: lead.created_at,
        },
        member: { email: member.email },
      },
    });
    expect(acmeGot?.body).not.toContain("Works for Rival");
  });
});
