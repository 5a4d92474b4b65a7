import { api } from "../../e2e/support/api";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  createStaff,
  preferencesOf,
} from "../../e2e/support/members";
import type { RunningServer } from "../../e2e/support/server";
import { MAILGUN_KEY, mailgunBody } from "../../packages/server/test/relay-events";

/**
 * What the screenshots show on top of the demo content (DEMO_DATA=on): a member who can sign
 * in (the demo members' passwords are unknown) with every CIO topic, a sponsor with a sponsored
 * resource, a running campaign and a few leads, a draft newsletter edition, and suppressed
 * addresses of each kind. All of it through the API, as the e2e tests make theirs.
 */

/** Server settings the portal needs: a Mailgun key, so a bounce and a complaint can arrive. */
export const PORTAL_ENV = { DEMO_DATA: "on", MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY };

export const MEMBER = { firstname: "Jordan", lastname: "Reyes" };
export const SPONSOR = "Northwind Cloud";
export const CAMPAIGN = "Hybrid Cloud Cost Report: Q3 leads";
export const SPONSORED_TITLE = "The Hybrid Cloud Cost Report 2026";
export const DRAFT_SUBJECT = "The CIO week: AI in production";

export interface Portal {
  adminToken: string;
  member: Account;
  cioId: number;
  campaignId: number;
}

const HOUR = 3_600_000;

const check = (res: { status: number; body: unknown }, what: string) => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
};

/** A mail event from Mailgun about `email`, signed as the relay would. */
const relayEvent = async (server: RunningServer, event: Record<string, unknown>) => {
  const res = await fetch(`${server.baseUrl}/api/mail-events/mailgun`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: mailgunBody(event),
  });
  if (!res.ok) throw new Error(`mailgun event: ${res.status} ${await res.text()}`);
};

export const preparePortal = async (server: RunningServer): Promise<Portal> => {
  const base = server.baseUrl;
  const admin = await adminSession(server);
  const token = admin.token;
  const cio = await companyByCode(server, "CIO");
  const topics = await preferencesOf(server, cio.id);

  const member = await createMember(server, {
    email: "jordan.reyes@example.org",
    ...MEMBER,
    jobTitle: "Chief Information Officer",
    preferenceNames: topics.map((t) => t.name),
  });
  for (const purpose of ["newsletter", "resources"] as const) {
    check(
      await api(
        base,
        "PUT",
        "/user/protected/consents",
        { company_id: cio.id, purpose, granted: true },
        member.token,
      ),
      `${purpose} consent`,
    );
  }

  // An editor, so the Users screen and the audit log show a staff role besides the admin.
  await createStaff(server, "employee", {
    email: "emma.editor@example.org",
    firstname: "Emma",
    lastname: "Editor",
    jobTitle: "Managing Editor",
  });

  const sponsor = await api<{ sponsor: { id: number } }>(
    base,
    "POST",
    "/sponsors",
    {
      name: SPONSOR,
      website: "https://northwind-cloud.example.com",
      privacy_url: "https://northwind-cloud.example.com/privacy",
    },
    token,
  );
  check(sponsor, "sponsor");
  const sponsorId = sponsor.body.sponsor.id;
  const cloudTopics = topics.filter((t) => ["Cloud Computing", "IT Leadership"].includes(t.name));
  const resource = await api<{ resource: { id: number } }>(
    base,
    "POST",
    "/resources",
    {
      title: SPONSORED_TITLE,
      resource_url: "https://cio.example.com/reports/hybrid-cloud-cost-2026",
      image_bg: `${base}/demo/cio-report.svg`,
      company_id: cio.id,
      preference_ids: cloudTopics.map((t) => t.id),
      sponsor_id: sponsorId,
    },
    token,
  );
  check(resource, "sponsored resource");
  const resourceId = resource.body.resource.id;
  const campaign = await api<{ campaign: { id: number } }>(
    base,
    "POST",
    "/campaigns",
    {
      sponsor_id: sponsorId,
      name: CAMPAIGN,
      resource_ids: [resourceId],
      lead_cap: 40,
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      ends_at: new Date(Date.now() + 60 * 24 * HOUR).toISOString(),
    },
    token,
  );
  check(campaign, "campaign");

  // Leads: readers who share their details for the report, the member among them.
  const readers = [
    { email: "priya.nair@example.org", firstname: "Priya", lastname: "Nair", jobTitle: "CTO" },
    {
      email: "tom.becker@example.org",
      firstname: "Tom",
      lastname: "Becker",
      jobTitle: "IT Director",
    },
    {
      email: "ines.costa@example.org",
      firstname: "Inês",
      lastname: "Costa",
      jobTitle: "Head of Cloud",
    },
  ];
  const sharers = [member];
  for (const reader of readers) sharers.push(await createMember(server, reader));
  for (const sharer of sharers) {
    check(
      await api(base, "POST", `/resources/${resourceId}/share`, {}, sharer.token),
      `share as ${sharer.email}`,
    );
  }

  check(
    await api(
      base,
      "POST",
      "/newsletters",
      {
        company_id: cio.id,
        subject: DRAFT_SUBJECT,
        intro: "This week: how enterprises move AI from pilots to production, and what it costs.",
      },
      token,
    ),
    "draft edition",
  );

  check(
    await api(
      base,
      "POST",
      "/suppressions",
      { email: "no.marketing@example.org", reason: "manual", detail: "Asked by phone" },
      token,
    ),
    "suppression",
  );
  await relayEvent(server, {
    event: "failed",
    severity: "permanent",
    recipient: "left.company@example.org",
    "delivery-status": { code: 550, description: "No such mailbox" },
  });
  await relayEvent(server, { event: "complained", recipient: "not.interested@example.org" });

  return { adminToken: token, member, cioId: cio.id, campaignId: campaign.body.campaign.id };
};
