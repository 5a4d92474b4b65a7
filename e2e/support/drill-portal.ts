import { expect } from "vitest";
import { mailsTo } from "../../packages/server/test/outbox";
import { api } from "./api";
import { adminSession, companyByCode, createMember, login, preferencesOf } from "./members";
import type { RunningServer } from "./server";

/** The portal of the backup drill (e2e/backup-drill.e2e.ts), and members arriving meanwhile. */

export interface DrillMember {
  id: number;
  email: string;
  password: string;
}

export interface DrillPortal {
  adminToken: string;
  members: DrillMember[];
  /** A one-click unsubscribe link of the sent edition: signed with DATA_DIR's generated secret. */
  unsubscribeToken: string;
}

const hour = 3_600_000;

/** A member's consent history, as the admin reads it. */
export const ledgerOf = async (base: string, token: string, userId: number) => {
  const res = await api<{ events: unknown[] }>(
    base,
    "GET",
    `/user/protected/consent-events?user_id=${userId}`,
    undefined,
    token,
  );
  expect(res.status).toBe(200);
  return res.body.events;
};

/** The portal of the drill: members with consents, a sponsor's leads, an edition, a webhook. */
export const populatePortal = async (server: RunningServer): Promise<DrillPortal> => {
  const members: DrillMember[] = [];
  const admin = await adminSession(server);
  const adminToken = admin.token;
  const cio = await companyByCode(server, "CIO");
  const topics = await preferencesOf(server, cio.id);
  for (let i = 0; i < 6; i++) {
    const member = await createMember(server, { email: `drill-member-${i}@example.org` });
    members.push({ id: member.user.id, email: member.email, password: member.password });
    for (const purpose of ["newsletter", "partners"] as const) {
      const res = await api(
        server.baseUrl,
        "PUT",
        "/user/protected/consents",
        { company_id: cio.id, purpose, granted: true },
        member.token,
      );
      expect(res.status, `${purpose} consent`).toBe(200);
    }
  }
  const sponsor = await api<{ sponsor: { id: number } }>(
    server.baseUrl,
    "POST",
    "/sponsors",
    {
      name: "Drill Cloud",
      website: "https://drill.example.com",
      logo_url: "https://drill.example.com/logo.png",
      privacy_url: "https://drill.example.com/privacy",
    },
    adminToken,
  );
  expect(sponsor.status).toBe(201);
  const resource = await api<{ resource: { id: number } }>(
    server.baseUrl,
    "POST",
    "/resources",
    {
      title: "Drill report",
      resource_url: "https://drill.example.com/report",
      image_bg: "https://drill.example.com/cover.png",
      company_id: cio.id,
      preference_ids: topics.slice(0, 2).map((p) => p.id),
      sponsor_id: sponsor.body.sponsor.id,
    },
    adminToken,
  );
  expect(resource.status, JSON.stringify(resource.body)).toBe(201);
  const resourceId = resource.body.resource.id;
  const campaign = await api(
    server.baseUrl,
    "POST",
    "/campaigns",
    {
      sponsor_id: sponsor.body.sponsor.id,
      name: "Drill campaign",
      resource_ids: [resourceId],
      lead_cap: 100,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    },
    adminToken,
  );
  expect(campaign.status).toBe(201);
  for (const member of members.slice(0, 3)) {
    const session = await login(server, member.email, member.password);
    const lead = await api(
      server.baseUrl,
      "POST",
      `/resources/${resourceId}/share`,
      {},
      session.token,
    );
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
  }
  const edition = await api<{ newsletter: { id: number } }>(
    server.baseUrl,
    "POST",
    "/newsletters",
    { company_id: cio.id, subject: "Drill weekly", intro: "This week" },
    adminToken,
  );
  expect(edition.status).toBe(201);
  const sent = await api(
    server.baseUrl,
    "POST",
    `/newsletters/${edition.body.newsletter.id}/send`,
    {},
    adminToken,
  );
  expect(sent.status).toBeLessThan(300);
  const editionMail = async () =>
    (await mailsTo(server.outboxDir, members[0]?.email ?? "")).find((m) =>
      m.subject.includes("Drill weekly"),
    );
  const deadline = Date.now() + 30_000;
  let mail = await editionMail();
  while (!mail && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mail = await editionMail();
  }
  const token = mail?.links.map((link) => /\/unsubscribe\/([\w.-]+)/.exec(link)?.[1]).find(Boolean);
  if (!token) throw new Error("the edition carries no unsubscribe link");
  const webhook = await api(
    server.baseUrl,
    "POST",
    "/webhooks",
    { url: "http://127.0.0.1:9/drill", events: ["member.created"] },
    adminToken,
  );
  expect(webhook.status).toBe(201);
  return { adminToken, members, unsubscribeToken: token };
};

/** Registers members one after another until stopped; `acked` lists those answered 201. */
export const startWriter = (
  server: RunningServer,
  companyId: number,
  preferences: { id: number; name: string }[],
) => {
  const acked: string[] = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const email = `drill-writer-${String(i).padStart(4, "0")}@example.org`;
      const res = await api(server.baseUrl, "POST", "/user/public/register", {
        firstname: "Writer",
        lastname: `Number ${i}`,
        email,
        mobile_number: "0123456789",
        user_company: "Drill Ltd",
        job_title: "Engineer",
        preferences: preferences.slice(0, 1),
        newsletter_flag: true,
        resources_flag: i % 2 === 0,
        partners_flag: false,
        company_id: companyId,
      });
      expect(res.status).toBe(201);
      acked.push(email);
      // A steady trickle, as members arrive, not a flood that fills the tables.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    acked,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
};
