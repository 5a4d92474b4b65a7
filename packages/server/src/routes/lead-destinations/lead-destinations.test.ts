import {
  type CampaignLeadsPage,
  FIELD_MAP_EMAIL_REQUIRED,
  fieldMapUnknownField,
  LEAD_DESTINATION_KIND_INVALID,
  type Lead,
  type LeadDestination,
  SECRET_MASK,
  settingRequired,
} from "@sector/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type HubspotFake, startHubspotFake } from "../../../test/fakes/hubspot-fake";
import { loginAdmin } from "../../../test/fixtures";
import { staffLogin } from "../../../test/newsletters";
import {
  addCampaign,
  addSponsor,
  addSponsoredResource,
  apiCall,
  memberWithToken,
  share,
} from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { leadDeliveries, leadDestinations } from "../../db/lead-delivery-schema";
import { auditLog, jobs } from "../../db/schema";
import { webhookEndpoints } from "../../db/webhooks-schema";
import { leadDeliveryHandler } from "../../lead-delivery/delivery-job";
import { eraseMember } from "../../privacy/erase-member";

let t: TestApp;
let admin: string;
let fake: HubspotFake;
const chro = [{ code: "CHRO", topics: [], newsletter: false }];
const FIELD_MAP = {
  email: "email",
  first_name: "firstname",
  company: "company",
  campaign: "campaign",
};

beforeAll(async () => {
  // A short retry window, so that "failed after the window" takes a second, not a day.
  t = await createTestApp({
    jobs: { retry: { firstDelayMs: 50, maxDelayMs: 200, giveUpAfterMs: 1500 } },
  });
  admin = (await loginAdmin(t)).token;
  fake = await startHubspotFake();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.recover();
  fake.delay(0);
});

const hubspotBody = (extra: object = {}) => ({
  kind: "hubspot",
  name: "Acme HubSpot",
  settings: { access_token: fake.token, base_url: fake.url, list_id: "9" },
  field_map: FIELD_MAP,
  ...extra,
});

let seq = 0;
const setUp = async () => {
  seq += 1;
  const sponsor = await addSponsor(t, admin, `Sponsor ${seq}`);
  const resourceId = await addSponsoredResource(t, "CHRO", `Report ${seq}`, [], sponsor.id);
  const campaign = await addCampaign(t, admin, {
    sponsor_id: sponsor.id,
    resource_ids: [resourceId],
    name: `Campaign ${seq}`,
  });
  return { sponsor, resourceId, campaign };
};
const addDestination = async (sponsorId: number, body: object = hubspotBody()) => {
  const res = await apiCall(t, admin, "POST", `/sponsors/${sponsorId}/destinations`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ destination: LeadDestination }>().destination;
};
const newLead = async (resourceId: number, name: string) => {
  const m = await memberWithToken(t, name, chro);
  const res = await share(t, m.token, resourceId);
  expect(res.statusCode, res.body).toBe(201);
  return { member: m, lead: res.json<{ lead: Lead }>().lead };
};
const deliveriesOf = (leadId: number) =>
  t.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
const waitFor = async (check: () => Promise<boolean>, ms = 8000) => {
  const until = Date.now() + ms;
  for (;;) {
    await t.app.jobs.drain();
    if (await check()) return;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
};
const emailOf = (member: { id: number }) =>
  t.db.query.users
    .findFirst({ where: (u, { eq }) => eq(u.id, member.id) })
    .then((u) => u?.email ?? "");

describe("lead destinations", () => {
  it("admins add, list, change and delete them, audited, secrets never echoed; others get 403", async () => {
    const { sponsor } = await setUp();
    const created = await addDestination(sponsor.id);
    expect(created).toMatchObject({
      kind: "hubspot",
      active: true,
      settings: { access_token: SECRET_MASK, base_url: fake.url, list_id: "9" },
      field_map: FIELD_MAP,
    });
    const [stored] = await t.db
      .select()
      .from(leadDestinations)
      .where(eq(leadDestinations.id, created.id));
    expect(JSON.stringify(stored?.settings)).not.toContain(fake.token);
    const list = await apiCall(t, admin, "GET", `/sponsors/${sponsor.id}/destinations`);
    expect(list.body).not.toContain(fake.token);
    expect(list.json<{ destinations: LeadDestination[] }>().destinations).toHaveLength(1);

    // Sent back masked: the token is kept (a test lead still gets in).
    const put = await apiCall(
      t,
      admin,
      "PUT",
      `/sponsors/${sponsor.id}/destinations/${created.id}`,
      hubspotBody({ name: "Renamed", settings: { access_token: SECRET_MASK, base_url: fake.url } }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.body).not.toContain(fake.token);
    expect(put.json<{ destination: LeadDestination }>().destination.name).toBe("Renamed");
    const test = await apiCall(
      t,
      admin,
      "POST",
      `/sponsors/${sponsor.id}/destinations/${created.id}/test`,
    );
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/HubSpot contact/),
    });
    expect(fake.contacts.get("test-lead@sector-portal.invalid")?.properties).toMatchObject({
      firstname: "Test",
      company: "Sector Portal test lead",
    });
    const kind = await apiCall(
      t,
      admin,
      "PUT",
      `/sponsors/${sponsor.id}/destinations/${created.id}`,
      {
        ...hubspotBody(),
        kind: "marketo",
        settings: { base_url: fake.url, client_id: "a", client_secret: "b" },
      },
    );
    expect(kind.statusCode).toBe(400);

    for (const role of ["employee", "user"] as const) {
      const { token } = await staffLogin(t, role);
      const paths = [
        ["GET", `/sponsors/${sponsor.id}/destinations`],
        ["POST", `/sponsors/${sponsor.id}/destinations`],
        ["PUT", `/sponsors/${sponsor.id}/destinations/${created.id}`],
        ["DELETE", `/sponsors/${sponsor.id}/destinations/${created.id}`],
        ["POST", `/sponsors/${sponsor.id}/destinations/${created.id}/test`],
        ["POST", "/leads/1/redeliver"],
      ] as const;
      for (const [method, url] of paths) {
        const res = await apiCall(
          t,
          token,
          method,
          url,
          method === "GET" || method === "DELETE" ? undefined : hubspotBody(),
        );
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const del = await apiCall(
      t,
      admin,
      "DELETE",
      `/sponsors/${sponsor.id}/destinations/${created.id}`,
    );
    expect(del.statusCode).toBe(204);
    const audit = await t.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, "lead_destination"), eq(auditLog.targetId, String(created.id))),
      );
    expect(audit.map((a) => a.action).sort()).toEqual([
      "lead_destination.create",
      "lead_destination.delete",
      "lead_destination.test",
      "lead_destination.update",
    ]);
    expect(JSON.stringify(audit)).not.toContain(fake.token);
  });

  it("refuses a bad body with 400 naming the problem", async () => {
    const { sponsor } = await setUp();
    const cases: [object, string][] = [
      [
        hubspotBody({ field_map: { email: "email", shoe_size: "x" } }),
        fieldMapUnknownField("shoe_size"),
      ],
      [hubspotBody({ field_map: { first_name: "firstname" } }), FIELD_MAP_EMAIL_REQUIRED],
      [hubspotBody({ kind: "carrier-pigeon" }), LEAD_DESTINATION_KIND_INVALID],
      [hubspotBody({ settings: { base_url: fake.url } }), settingRequired("Access token")],
    ];
    for (const [body, message] of cases) {
      const res = await apiCall(t, admin, "POST", `/sponsors/${sponsor.id}/destinations`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(JSON.stringify(message).slice(1, -1));
    }
    const missing = await apiCall(t, admin, "POST", "/sponsors/999999/destinations", hubspotBody());
    expect(missing.statusCode).toBe(404);
  });

  it("an https destination keeps a webhook endpoint limited to the sponsor for lead.created", async () => {
    const { sponsor } = await setUp();
    const d = await addDestination(sponsor.id, {
      kind: "https",
      name: "Their hook",
      settings: { url: "https://hooks.example.com/leads" },
    });
    expect(d.webhook_id).not.toBeNull();
    const [endpoint] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, d.webhook_id ?? 0));
    expect(endpoint).toMatchObject({
      sponsorId: sponsor.id,
      events: ["lead.created"],
      deletedAt: null,
    });
    await apiCall(t, admin, "DELETE", `/sponsors/${sponsor.id}/destinations/${d.id}`);
    const [gone] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, d.webhook_id ?? 0));
    expect(gone?.deletedAt).not.toBeNull();
  });
});

describe("lead delivery", () => {
  it("a lead made is delivered to HubSpot and shows so in the leads list; redeliver sends it again", async () => {
    const { sponsor, resourceId, campaign } = await setUp();
    const d = await addDestination(sponsor.id);
    const { member, lead } = await newLead(resourceId, "Ada");
    await waitFor(async () => (await deliveriesOf(lead.id))[0]?.status === "delivered");
    const email = await emailOf(member);
    expect(fake.contacts.get(email)?.properties).toMatchObject({
      firstname: "Ada",
      campaign: campaign.name,
    });
    expect(fake.lists.get("9")?.has(fake.contacts.get(email)?.id ?? "")).toBe(true);
    const page = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads`);
    expect(page.json<CampaignLeadsPage>().leads[0]?.deliveries).toEqual([
      {
        destination_id: d.id,
        status: "delivered",
        attempts: 1,
        last_error: null,
        delivered_at: expect.any(String),
      },
    ]);
    const again = await apiCall(t, admin, "POST", `/leads/${lead.id}/redeliver`);
    expect(again.json()).toEqual({ queued: 1 });
    await waitFor(async () => (await deliveriesOf(lead.id))[0]?.status === "delivered");
    expect(fake.contacts.get(email)?.writes).toBe(2);
    expect(fake.violations).toEqual([]);
  });

  it("a 429 is retried after HubSpot's Retry-After; a refusal fails at once; a failure past the window fails", async () => {
    const { sponsor, resourceId } = await setUp();
    await addDestination(sponsor.id);
    fake.fail({ kind: "rate-limit", retryAfterSeconds: 1 }, 1);
    const started = Date.now();
    const { lead } = await newLead(resourceId, "Limited");
    await waitFor(async () => (await deliveriesOf(lead.id))[0]?.status === "delivered");
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await deliveriesOf(lead.id))[0]?.attempts).toBe(2);

    fake.fail({ kind: "validation" }, 1);
    const refused = await newLead(resourceId, "Refused");
    await waitFor(async () => (await deliveriesOf(refused.lead.id))[0]?.status === "failed");
    expect((await deliveriesOf(refused.lead.id))[0]).toMatchObject({
      attempts: 1,
      lastError: expect.stringMatching(/HubSpot answered 400/),
    });

    fake.fail({ kind: "server", status: 503 });
    const down = await newLead(resourceId, "Down");
    await waitFor(async () => (await deliveriesOf(down.lead.id))[0]?.status === "failed", 10_000);
    const [failed] = await deliveriesOf(down.lead.id);
    expect(failed?.attempts).toBeGreaterThan(1);
    expect(failed?.lastError).toMatch(/503/);
    fake.recover();
  });

  it("a rejected lead and an erased member's lead are skipped, never sent", async () => {
    const { sponsor, resourceId, campaign } = await setUp();
    const d = await addDestination(sponsor.id);
    // Inactive while the leads are judged: nothing goes out before.
    await apiCall(
      t,
      admin,
      "PUT",
      `/sponsors/${sponsor.id}/destinations/${d.id}`,
      hubspotBody({ active: false }),
    );
    const rejected = await newLead(resourceId, "Rejected");
    const erased = await newLead(resourceId, "Erased");
    // Made while inactive: no delivery for this destination.
    expect(await deliveriesOf(rejected.lead.id)).toEqual([]);
    await apiCall(t, admin, "PUT", `/sponsors/${sponsor.id}/destinations/${d.id}`, hubspotBody());
    const both = [rejected.lead.id, erased.lead.id];
    await t.db.insert(leadDeliveries).values(
      both.map((leadId) => ({
        leadId,
        destinationId: d.id,
        nextAttemptAt: new Date(Date.now() + 60_000),
      })),
    );
    const res = await apiCall(
      t,
      admin,
      "POST",
      `/campaigns/${campaign.id}/leads/${rejected.lead.id}/reject`,
      { reason: "duplicate" },
    );
    expect(res.statusCode).toBe(200);
    await t.db.transaction((tx) =>
      eraseMember(tx, erased.member.id, {
        by: { actorId: null, ip: null },
        action: "member.erase",
        reason: "test",
      }),
    );
    const before = fake.upserts.length;
    for (const id of both) await apiCall(t, admin, "POST", `/leads/${id}/redeliver`);
    await waitFor(async () =>
      (await Promise.all(both.map(deliveriesOf))).every(([r]) => r?.status === "skipped"),
    );
    expect((await deliveriesOf(rejected.lead.id))[0]?.lastError).toMatch(/rejected/);
    expect((await deliveriesOf(erased.lead.id))[0]?.lastError).toMatch(/erased/);
    expect(fake.upserts.length).toBe(before);
  });

  it("two workers never send the same batch: each lead reaches HubSpot once", async () => {
    const { sponsor, resourceId } = await setUp();
    const d = await addDestination(sponsor.id, hubspotBody({ active: false }));
    const made = [];
    for (let i = 0; i < 12; i += 1) made.push((await newLead(resourceId, `Twin ${i}`)).lead.id);
    await t.db
      .insert(leadDeliveries)
      .values(made.map((leadId) => ({ leadId, destinationId: d.id })));
    await t.db.update(leadDestinations).set({ active: true }).where(eq(leadDestinations.id, d.id));
    fake.delay(100);
    const before = fake.upserts.length;
    const handler = () =>
      leadDeliveryHandler({
        db: t.db,
        secretKey: t.config.mfaEncryptionKey,
        addressPolicy: "loopback",
        retry: t.config.jobs.retry,
        leaseMs: 10_000,
        concurrency: 3,
      });
    // Tiny batches: many claims racing on the same rows.
    const job = (id: number) => ({ id, kind: "lead-delivery", payload: {}, attempts: 1 });
    const { hubspotKind } = await import("../../lead-delivery/hubspot");
    const size = hubspotKind.batchSize;
    (hubspotKind as { batchSize: number }).batchSize = 2;
    try {
      await Promise.all([
        handler()({ destinationId: d.id }, job(-1), new AbortController().signal),
        handler()({ destinationId: d.id }, job(-2), new AbortController().signal),
      ]);
    } finally {
      (hubspotKind as { batchSize: number }).batchSize = size;
    }
    const sent = fake.upserts.slice(before).flatMap((u) => u.emails);
    expect(sent).toHaveLength(12);
    expect(new Set(sent).size).toBe(12);
    const rows = await t.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.destinationId, d.id));
    expect(rows.every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
    await t.db.delete(jobs).where(eq(jobs.kind, "lead-delivery"));
  });
});
