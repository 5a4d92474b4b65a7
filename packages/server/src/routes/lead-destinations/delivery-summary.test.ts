import type { Lead, LeadDeliverySummary } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { leadDeliveries } from "../../db/lead-delivery-schema";

let t: TestApp;
let admin: string;
let fake: HubspotFake;
const chro = [{ code: "CHRO", topics: [], newsletter: false }];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  fake = await startHubspotFake();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const summary = async (token: string) => apiCall(t, token, "GET", "/lead-deliveries/summary");

describe("GET /lead-deliveries/summary", () => {
  it("counts the deliveries waiting, failed, and failed in the last 24 h across destinations; admins only", async () => {
    const empty = await summary(admin);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<LeadDeliverySummary>()).toEqual({ pending: 0, failed: 0, failed_24h: 0 });

    const sponsor = await addSponsor(t, admin, "Acme Cloud");
    const resourceId = await addSponsoredResource(t, "CHRO", "Report", [], sponsor.id);
    await addCampaign(t, admin, { sponsor_id: sponsor.id, resource_ids: [resourceId] });
    for (const name of ["One", "Two"]) {
      const res = await apiCall(t, admin, "POST", `/sponsors/${sponsor.id}/destinations`, {
        kind: "hubspot",
        name: `HubSpot ${name}`,
        settings: { access_token: fake.token, base_url: fake.url },
        field_map: { email: "email" },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const leads: number[] = [];
    for (const name of ["Ada", "Grace", "Linus"]) {
      const m = await memberWithToken(t, name, chro);
      const res = await share(t, m.token, resourceId);
      expect(res.statusCode, res.body).toBe(201);
      leads.push(res.json<{ lead: Lead }>().lead.id);
    }
    await t.app.jobs.drain();
    // Six deliveries (three leads, two destinations), set where the counts can tell them apart.
    const rows = await t.db.select().from(leadDeliveries).orderBy(leadDeliveries.id);
    expect(rows).toHaveLength(6);
    const later = sql`now() + interval '1 day'`;
    const set = (i: number, values: Partial<typeof leadDeliveries.$inferInsert> | object) =>
      t.db
        .update(leadDeliveries)
        .set(values)
        .where(eq(leadDeliveries.id, rows[i]?.id ?? 0));
    await set(0, { status: "pending", nextAttemptAt: later });
    await set(1, { status: "pending", nextAttemptAt: later });
    await set(2, { status: "failed", firstAttemptAt: sql`now() - interval '1 hour'` });
    await set(3, { status: "failed", firstAttemptAt: sql`now() - interval '3 days'` });
    await set(4, { status: "skipped" });
    await set(5, { status: "delivered", deliveredAt: sql`now()` });

    const counts = await summary(admin);
    expect(counts.json<LeadDeliverySummary>()).toEqual({ pending: 2, failed: 2, failed_24h: 1 });

    for (const role of ["employee", "user"] as const) {
      const { token } = await staffLogin(t, role);
      expect((await summary(token)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/api/lead-deliveries/summary" })).statusCode,
    ).toBe(401);
  });
});
