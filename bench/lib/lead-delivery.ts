import { type HubspotFake, startHubspotFake } from "../../packages/server/test/fakes/hubspot-fake";
import { BENCH_ADMIN, BENCH_MEMBERS } from "./accounts";
import { withClient } from "./bench-client";
import { call } from "./http";
import { type LoadOptions, type RowResult, runScenario, warmupOf } from "./load";
import type { Scenario } from "./scenarios";

/** `--only lead-delivery` runs this measurement (and the ceiling) alone. */
export const LEAD_DELIVERY_ID = "lead-delivery";

/** The budget: 10,000 leads to a HubSpot answering each call after 200 ms, in 60 s. */
const LEADS = 10_000;
const HUBSPOT_DELAY_MS = 200;
const BUDGET_SECONDS = 60;
const POLL_MS = 500;
/** Past this, the run stops waiting and reports what it has. */
const GIVE_UP_SECONDS = 600;

export interface LeadDeliveryFigure {
  leads: number;
  delivered: number;
  failed: number;
  /** From the call that queued them until the last is delivered (or the run gave up). */
  seconds: number;
  leadsPerSecond: number;
  /** Upsert calls HubSpot answered, and the contacts it holds for these leads (one each). */
  hubspotCalls: number;
  contacts: number;
  /**
   * Contacts written by more than one upsert (the shared lead's second write, by the redeliver
   * call that queues them all, not counted).
   */
  duplicates: number;
  /** The traffic row, run from the call that queued the leads; its p99 budget. */
  traffic: RowResult | null;
  trafficBudgetP99Ms: number | null;
  /** The traffic row ended before the last lead was delivered (it ran only while they went). */
  trafficWithinDelivery: boolean;
  missed: string[];
}

interface Traffic {
  scenario: Scenario;
  options: LoadOptions;
}

const expectStatus = <T>(res: { status: number; body: T }, status: number, what: string) => {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/**
 * A sponsor with a HubSpot destination on `hubspot`, a campaign on a resource of the first
 * bench member's brand and topic, and that member's lead, made by sharing it through the API.
 */
const prepareCampaign = async (baseUrl: string, databaseUrl: string, hubspot: HubspotFake) => {
  const admin = expectStatus(
    await call<{ token: string }>(baseUrl, "POST", "/api/user/public/login", {
      body: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
    }),
    200,
    "admin login",
  );
  const memberAccount = BENCH_MEMBERS[0];
  if (!memberAccount) throw new Error("no bench member");
  const member = expectStatus(
    await call<{ token: string; user: { id: number } }>(baseUrl, "POST", "/api/user/public/login", {
      body: memberAccount,
    }),
    200,
    "member login",
  );
  const brandTopic = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ company_id: number; preference_id: number }>(
      `SELECT u.joined_thru AS company_id, up.preference_id
         FROM users u JOIN user_preferences up ON up.user_id = u.id
         JOIN preferences p ON p.id = up.preference_id AND p.company_id = u.joined_thru
        WHERE u.id = $1 LIMIT 1`,
      [member.user.id],
    );
    if (!rows[0]) throw new Error("the first bench member has no topic of their brand");
    return rows[0];
  });
  const token = admin.token;
  const stamp = new Date().toISOString();
  const sponsor = expectStatus(
    await call<{ sponsor: { id: number } }>(baseUrl, "POST", "/api/sponsors", {
      token,
      body: {
        name: `Bench Leads ${stamp}`,
        website: "https://leads.example.com",
        privacy_url: "https://leads.example.com/privacy",
      },
    }),
    201,
    "sponsor",
  ).sponsor;
  const resource = expectStatus(
    await call<{ resource: { id: number } }>(baseUrl, "POST", "/api/resources", {
      token,
      body: {
        title: `Bench lead magnet ${stamp}`,
        resource_url: "https://leads.example.com/magnet",
        image_bg: "https://leads.example.com/magnet.png",
        company_id: brandTopic.company_id,
        preference_ids: [brandTopic.preference_id],
        sponsor_id: sponsor.id,
      },
    }),
    201,
    "resource",
  ).resource;
  const hour = 3_600_000;
  const campaign = expectStatus(
    await call<{ campaign: { id: number } }>(baseUrl, "POST", "/api/campaigns", {
      token,
      body: {
        name: `Bench leads ${stamp}`,
        sponsor_id: sponsor.id,
        resource_ids: [resource.id],
        lead_cap: LEADS + 1,
        starts_at: new Date(Date.now() - hour).toISOString(),
        ends_at: new Date(Date.now() + 24 * hour).toISOString(),
      },
    }),
    201,
    "campaign",
  ).campaign;
  const destination = expectStatus(
    await call<{ destination: { id: number } }>(
      baseUrl,
      "POST",
      `/api/sponsors/${sponsor.id}/destinations`,
      {
        token,
        body: {
          kind: "hubspot",
          name: "Bench HubSpot",
          settings: { access_token: hubspot.token, base_url: hubspot.url, list_id: "1" },
          field_map: {
            email: "email",
            first_name: "firstname",
            last_name: "lastname",
            company: "company",
            campaign: "campaign",
          },
        },
      },
    ),
    201,
    "destination",
  ).destination;
  const lead = expectStatus(
    await call<{ lead: { id: number } }>(baseUrl, "POST", `/api/resources/${resource.id}/share`, {
      token: member.token,
      body: {},
    }),
    201,
    "share",
  ).lead;
  return { token, campaignId: campaign.id, destinationId: destination.id, leadId: lead.id };
};

/** How the campaign's deliveries stand. */
const deliveryCounts = (databaseUrl: string, destinationId: number) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ delivered: string; failed: string; total: string }>(
      `SELECT count(*) FILTER (WHERE status = 'delivered') AS delivered,
              count(*) FILTER (WHERE status IN ('failed', 'skipped')) AS failed,
              count(*) AS total
         FROM lead_deliveries WHERE destination_id = $1`,
      [destinationId],
    );
    return {
      delivered: Number(rows[0]?.delivered ?? 0),
      failed: Number(rows[0]?.failed ?? 0),
      total: Number(rows[0]?.total ?? 0),
    };
  });

/**
 * 10,000 leads of a campaign whose sponsor delivers to HubSpot (the fake HubSpot of the tests,
 * in this process, answering each call after 200 ms), queued at once: the first made by a
 * member sharing through the API, the others written beside it in the database (data set members,
 * the same consent evidence), then all queued by redelivering the first (every lead pending
 * waits for the job that call starts). Times them until all are delivered, while the traffic row
 * runs against the same server.
 */
export const measureLeadDelivery = async (
  baseUrl: string,
  databaseUrl: string,
  traffic: Traffic | null,
): Promise<LeadDeliveryFigure> => {
  const hubspot = await startHubspotFake();
  try {
    const prepared = await prepareCampaign(baseUrl, databaseUrl, hubspot);
    // Delivered at once when made: the queue then holds only the leads below.
    for (let i = 0; i < 100; i++) {
      const counts = await deliveryCounts(databaseUrl, prepared.destinationId);
      if (counts.delivered + counts.failed >= counts.total) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await withClient(databaseUrl, async (client) => {
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO leads (campaign_id, sponsor_id, user_id, resource_id, company_id, consent_event_id)
         SELECT l.campaign_id, l.sponsor_id, u.id, l.resource_id, l.company_id, l.consent_event_id
           FROM leads l,
                LATERAL (SELECT id FROM users
                          WHERE role = 'user' AND erased_at IS NULL AND id <> l.user_id
                          ORDER BY id LIMIT $2) u
          WHERE l.id = $1`,
        [prepared.leadId, LEADS - 1],
      );
      // Pending and due: they wait for a job, which the redeliver call below starts.
      await client.query(
        `INSERT INTO lead_deliveries (lead_id, destination_id)
         SELECT id, $2 FROM leads WHERE campaign_id = $1 AND id <> $3`,
        [prepared.campaignId, prepared.destinationId, prepared.leadId],
      );
      await client.query("COMMIT");
    });
    const { total } = await deliveryCounts(databaseUrl, prepared.destinationId);
    if (total !== LEADS) throw new Error(`${total} leads queued, not ${LEADS}: too few members?`);
    hubspot.delay(HUBSPOT_DELAY_MS);
    const callsBefore = hubspot.upserts.length;

    // The traffic's own warm-up first (the caches of a running site), then measured from the call.
    if (traffic) {
      const warmup = warmupOf(traffic.scenario, traffic.options);
      await runScenario(baseUrl, traffic.scenario, {
        ...traffic.options,
        warmup: 0,
        duration: warmup,
      });
    }
    const started = performance.now();
    expectStatus(
      await call(baseUrl, "POST", `/api/leads/${prepared.leadId}/redeliver`, {
        token: prepared.token,
      }),
      200,
      "redeliver",
    );
    const trafficRun = traffic
      ? runScenario(baseUrl, traffic.scenario, { ...traffic.options, warmup: 0 })
      : null;
    let trafficOver = false;
    void trafficRun?.then(
      () => {
        trafficOver = true;
      },
      () => {
        trafficOver = true;
      },
    );
    let counts = { delivered: 0, failed: 0, total };
    let seconds = 0;
    for (;;) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      counts = await deliveryCounts(databaseUrl, prepared.destinationId);
      seconds = (performance.now() - started) / 1000;
      if (counts.delivered + counts.failed >= counts.total || seconds > GIVE_UP_SECONDS) break;
    }
    const trafficWithinDelivery = trafficOver;
    const trafficResult = trafficRun ? await trafficRun : null;
    const emails = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ email: string }>(
        `SELECT lower(u.email) AS email FROM leads l JOIN users u ON u.id = l.user_id
          WHERE l.campaign_id = $1 ORDER BY l.id <> $2`,
        [prepared.campaignId, prepared.leadId],
      );
      return rows.map((r) => r.email);
    });
    // The first (the shared lead) was delivered once when made and is sent again on purpose.
    const writes = emails.map((e, i) => (hubspot.contacts.get(e)?.writes ?? 0) - (i === 0 ? 1 : 0));
    const budgetP99 = traffic?.scenario.budget.p99Ms ?? null;
    const missed: string[] = [];
    if (counts.delivered < LEADS) missed.push(`${counts.delivered} of ${LEADS} delivered`);
    if (seconds > BUDGET_SECONDS) {
      missed.push(`${Math.round(seconds)} s > ${BUDGET_SECONDS} s`);
    }
    if (trafficResult && budgetP99 !== null && trafficResult.latencyP99Ms > budgetP99) {
      missed.push(`traffic p99 ${trafficResult.latencyP99Ms} ms > ${budgetP99} ms`);
    }
    const contacts = writes.filter((w) => w > 0).length;
    if (contacts < LEADS) missed.push(`${contacts} of ${LEADS} contacts at HubSpot`);
    if (hubspot.violations.length > 0) {
      missed.push(`${hubspot.violations.length} requests broke HubSpot's contract`);
    }
    return {
      leads: LEADS,
      delivered: counts.delivered,
      failed: counts.failed,
      seconds: Math.round(seconds * 10) / 10,
      leadsPerSecond: Math.round(counts.delivered / seconds),
      hubspotCalls: hubspot.upserts.length - callsBefore,
      contacts,
      duplicates: writes.filter((w) => w > 1).length,
      traffic: trafficResult,
      trafficBudgetP99Ms: budgetP99,
      trafficWithinDelivery,
      missed,
    };
  } finally {
    await hubspot.close();
  }
};

export const printLeadDelivery = (f: LeadDeliveryFigure) => {
  console.log(
    `\nLead delivery: ${f.leads.toLocaleString("en-US")} leads to HubSpot answering each call after ${HUBSPOT_DELAY_MS} ms; ` +
      `${f.delivered.toLocaleString("en-US")} delivered, ${f.failed} failed, in ${f.seconds} s (${f.leadsPerSecond} leads/s, budget ${BUDGET_SECONDS} s); ` +
      `${f.hubspotCalls} upsert calls, ${f.contacts.toLocaleString("en-US")} contacts, ${f.duplicates} written twice`,
  );
  const row = f.traffic;
  if (row) {
    console.log(
      `  traffic row from the queuing call: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms (budget ${f.trafficBudgetP99Ms ?? "-"} ms), ${row.errors + row.non2xx} errors` +
        (f.trafficWithinDelivery ? "" : " (it ran on after the last lead was delivered)"),
    );
  }
  console.log(f.missed.length ? `  MISSED: ${f.missed.join("; ")}` : "  within budget");
};
