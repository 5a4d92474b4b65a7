import type { CampaignLeadsPage, Lead } from "@sector/shared";
import { type HubspotFake, startHubspotFake } from "../fakes/hubspot-fake";
import { type Deployment, registrationBodies, request, sleep, waitFor } from "./deployment";

/**
 * Lead delivery under faults (issue 61): a sponsor with a HubSpot destination (the fake HubSpot
 * of the tests, on this machine), a campaign on one resource, and members who share it. Leads
 * go out through the job queue's lead_deliveries; the fake keeps one contact per address and
 * counts the upserts that wrote it.
 */

/** A JSON request with a bearer token that never throws: a network failure is status 0. */
const authed = async (
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; text: string }> => {
  try {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: "" };
  }
};

const expectCreated = (res: { status: number; text: string }, what: string) => {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as Record<string, { id: number }>;
};

/** `count` CIO members registered through the API, their password set from the mail, signed in. */
const signedInMembers = async (deployment: Deployment, count: number, tag: string) => {
  const { baseUrl } = deployment.server;
  const members: { email: string; token: string }[] = [];
  for (const body of await registrationBodies(baseUrl, count, tag)) {
    const res = await request(baseUrl, "POST", "/user/public/register", body);
    if (res.status !== 201) throw new Error(`registration: ${res.status} ${res.text}`);
    await waitFor(() => deployment.smtp.to(body.email).length > 0, 30_000);
    const slug = deployment.smtp
      .to(body.email)[0]
      ?.raw.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    const password = "chaos-lead-password";
    await request(baseUrl, "POST", "/user/public/reset-password", { slug, newPassword: password });
    const login = await request(baseUrl, "POST", "/user/public/login", {
      email: body.email,
      password,
    });
    if (login.status !== 200) throw new Error(`a member could not sign in: ${login.text}`);
    members.push({ email: body.email, token: (JSON.parse(login.text) as { token: string }).token });
  }
  return members;
};

/** The admin's session, a sponsor with a HubSpot destination on `hubspot`, a campaign. */
const sponsorWithHubspot = async (deployment: Deployment, hubspot: HubspotFake) => {
  const { baseUrl } = deployment.server;
  const login = await request(baseUrl, "POST", "/user/public/login", {
    email: "admin@example.com",
    password: "chaos-admin-password",
  });
  const { token } = JSON.parse(login.text) as { token: string };
  const cio = JSON.parse(
    (await request(baseUrl, "POST", "/company/fetch-company", { company_name: "CIO" })).text,
  ) as { company: { id: number } };
  const { preferences } = JSON.parse(
    (await request(baseUrl, "POST", "/preferences/fetch", { company_id: cio.company.id })).text,
  ) as { preferences: { id: number }[] };
  const sponsor = expectCreated(
    await authed(baseUrl, token, "POST", "/sponsors", {
      name: "Chaos Leads Inc.",
      website: "https://leads.example.com",
      privacy_url: "https://leads.example.com/privacy",
    }),
    "sponsor",
  ).sponsor;
  const resource = expectCreated(
    await authed(baseUrl, token, "POST", "/resources", {
      title: "Chaos lead magnet",
      resource_url: "https://leads.example.com/magnet",
      image_bg: `${baseUrl}/brands/cio.svg`,
      company_id: cio.company.id,
      preference_ids: [preferences[0]?.id],
      sponsor_id: sponsor?.id,
    }),
    "resource",
  ).resource;
  const hour = 3_600_000;
  const campaign = expectCreated(
    await authed(baseUrl, token, "POST", "/campaigns", {
      name: "Chaos leads",
      sponsor_id: sponsor?.id,
      resource_ids: [resource?.id],
      lead_cap: 100_000,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    }),
    "campaign",
  ).campaign;
  expectCreated(
    await authed(baseUrl, token, "POST", `/sponsors/${sponsor?.id}/destinations`, {
      kind: "hubspot",
      name: "Chaos HubSpot",
      settings: { access_token: hubspot.token, base_url: hubspot.url, list_id: "7" },
      field_map: { email: "email", first_name: "firstname", campaign: "campaign" },
    }),
    "destination",
  );
  return { adminToken: token, resourceId: resource?.id ?? 0, campaignId: campaign?.id ?? 0 };
};

/** The campaign's leads (all of them) with where each stands at the destination. */
const campaignLeads = async (baseUrl: string, token: string, campaignId: number) => {
  const res = await authed(baseUrl, token, "GET", `/campaigns/${campaignId}/leads?pageSize=100`);
  if (res.status !== 200) return [];
  return (JSON.parse(res.text) as CampaignLeadsPage).leads;
};

/** How the far end and the leads list stand for the leads of `emails`. */
const tally = (hubspot: HubspotFake, emails: string[]) => {
  const written = emails.map((e) => hubspot.contacts.get(e.toLowerCase())?.writes ?? 0);
  return {
    /** Leads whose contact HubSpot holds. */
    delivered: written.filter((w) => w > 0).length,
    /** Contacts written by more than one upsert. */
    duplicates: written.filter((w) => w > 1).length,
  };
};

export interface LeadOutageFigures {
  leads: number;
  /** Shares answered 201 while HubSpot was down. */
  answered: number;
  downSeconds: number;
  /** Contacts HubSpot received while it was down (must be 0). */
  arrivedWhileDown: number;
  /** Leads whose contact HubSpot holds after it came back. */
  delivered: number;
  /** Contacts written more than once (every lead must be written exactly once). */
  duplicates: number;
  /** Leads the leads list shows delivered; and failed (must be 0). */
  listedDelivered: number;
  listedFailed: number;
  /** Seconds from HubSpot's return to the last lead delivered. */
  catchUpSeconds: number;
}

/**
 * HubSpot down (connections refused) for `downMs` while `leads` members share the campaign's
 * resource, spread over the outage; then back: every lead must reach it exactly once, none lost,
 * none failed.
 */
export const hubspotOutage = async (
  deployment: Deployment,
  { leads = 20, downMs = 60_000, catchUpTimeoutMs = 600_000 } = {},
): Promise<LeadOutageFigures> => {
  const { baseUrl } = deployment.server;
  const hubspot = await startHubspotFake();
  try {
    const { adminToken, resourceId, campaignId } = await sponsorWithHubspot(deployment, hubspot);
    const members = await signedInMembers(deployment, leads, "lead-outage");
    const emails = members.map((m) => m.email);
    await hubspot.down();
    const downAt = Date.now();
    let answered = 0;
    for (const [i, member] of members.entries()) {
      await sleep(Math.max(0, downAt + (i * downMs) / leads - Date.now()));
      const res = await authed(baseUrl, member.token, "POST", `/resources/${resourceId}/share`, {});
      if (res.status === 201) answered += 1;
    }
    await sleep(Math.max(0, downAt + downMs - Date.now()));
    const arrivedWhileDown = tally(hubspot, emails).delivered;
    await hubspot.up();
    const upAt = Date.now();
    const listed = async () => {
      const all = await campaignLeads(baseUrl, adminToken, campaignId);
      const statuses = all.flatMap((l) => l.deliveries.map((d) => d.status));
      return {
        listedDelivered: statuses.filter((s) => s === "delivered").length,
        listedFailed: statuses.filter((s) => s === "failed").length,
      };
    };
    await waitFor(
      async () =>
        tally(hubspot, emails).delivered >= answered &&
        (await listed()).listedDelivered >= answered,
      catchUpTimeoutMs,
    );
    const catchUpSeconds = (Date.now() - upAt) / 1000;
    // Time for a duplicate to show up, were one on its way.
    await sleep(2000);
    return {
      leads,
      answered,
      downSeconds: downMs / 1000,
      arrivedWhileDown,
      ...tally(hubspot, emails),
      ...(await listed()),
      catchUpSeconds,
    };
  } finally {
    await hubspot.close();
  }
};

export interface LeadKillFigures {
  sent: number;
  /** Shares answered 201 before the kill. */
  answered: number;
  /** Leads the leads list holds after the restart (the answered ones and any a kill cut short). */
  leads: number;
  /** Contacts HubSpot held when the process was killed (0: each lead was still on its way). */
  deliveredBeforeKill: number;
  /** Of the answered leads, those whose contact HubSpot holds after the restart. */
  delivered: number;
  duplicates: number;
  /** Leads the leads list shows delivered after the restart (must be all of them). */
  listedDelivered: number;
  /** Seconds from the restart to the last lead delivered. */
  deliverySeconds: number;
}

/**
 * kill -9 of the server as soon as the first of `count` concurrent shares are answered, while
 * HubSpot refuses connections (so no lead can have left before the kill: each is between its
 * share and its delivery); HubSpot back, a process started on the same database: every answered
 * lead, and any other the kill left in the database, must be delivered.
 */
export const killBetweenShareAndDelivery = async (
  deployment: Deployment,
  { count = 8, deliveryTimeoutMs = 120_000 } = {},
): Promise<LeadKillFigures> => {
  const hubspot = await startHubspotFake();
  try {
    const { adminToken, resourceId, campaignId } = await sponsorWithHubspot(deployment, hubspot);
    const members = await signedInMembers(deployment, count, "lead-kill");
    const { baseUrl } = deployment.server;
    await hubspot.down();
    const answered: string[] = [];
    const shares = members.map(async (m) => {
      const res = await authed(baseUrl, m.token, "POST", `/resources/${resourceId}/share`, {});
      if (res.status === 201 && (JSON.parse(res.text) as { lead?: Lead }).lead) {
        answered.push(m.email);
      }
    });
    await waitFor(() => answered.length >= Math.min(3, count), 30_000);
    await deployment.server.kill();
    await Promise.all(shares);
    const answeredBeforeKill = [...answered];
    const deliveredBeforeKill = hubspot.contacts.size;

    await hubspot.up();
    const restartedAt = Date.now();
    const server = await deployment.restart();
    const listedDelivered = async () =>
      (await campaignLeads(server.baseUrl, adminToken, campaignId)).filter((l) =>
        l.deliveries.every((d) => d.status === "delivered"),
      ).length;
    await waitFor(async () => {
      const all = await campaignLeads(server.baseUrl, adminToken, campaignId);
      return (
        tally(hubspot, answeredBeforeKill).delivered >= answeredBeforeKill.length &&
        all.length >= answeredBeforeKill.length &&
        all.every(
          (l) => l.deliveries.length > 0 && l.deliveries.every((d) => d.status === "delivered"),
        )
      );
    }, deliveryTimeoutMs);
    const deliverySeconds = (Date.now() - restartedAt) / 1000;
    await sleep(1000);
    return {
      sent: count,
      answered: answeredBeforeKill.length,
      leads: (await campaignLeads(server.baseUrl, adminToken, campaignId)).length,
      deliveredBeforeKill,
      ...tally(hubspot, answeredBeforeKill),
      listedDelivered: await listedDelivered(),
      deliverySeconds,
    };
  } finally {
    await hubspot.close();
  }
};
