import {
  CAMPAIGN_LEAD_CSV_COLUMNS,
  type CreatedSponsorReportLink,
  type Lead,
  SPONSOR_REPORT_EXPIRY_INVALID,
  SPONSOR_REPORT_EXPIRY_PAST,
  SPONSOR_REPORT_EXPIRY_TOO_LATE,
  SPONSOR_REPORT_LINK_NOT_FOUND,
  SPONSOR_REPORT_UNAVAILABLE,
  type SponsorReport,
  type SponsorReportLink,
} from "@sector/shared";
import { parse } from "csv-parse/sync";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdmin } from "../../../test/fixtures";
import { staffLogin } from "../../../test/newsletters";
import {
  addCampaign,
  addSponsor,
  addSponsoredResource,
  apiCall,
  memberWithToken,
  share,
  shareAnswering,
} from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { hashSlug } from "../../auth/slugs";
import { auditLog, users } from "../../db/schema";
import { sponsorReportLinks } from "../../db/sponsor-reports-schema";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const chro = [{ code: "CHRO", topics: [], newsletter: false }];
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const createLink = async (sponsorId: number, expiresAt = inDays(30)) => {
  const res = await apiCall(t, admin, "POST", `/sponsors/${sponsorId}/report-links`, {
    expires_at: expiresAt,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { link } = res.json<CreatedSponsorReportLink>();
  return { ...link, token: link.url.split("/sponsor-report/")[1] ?? "" };
};
const listLinks = async (sponsorId: number) => {
  const res = await apiCall(t, admin, "GET", `/sponsors/${sponsorId}/report-links`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ links: SponsorReportLink[] }>().links;
};
const report = (token: string, query = "") =>
  apiCall(t, null, "GET", `/sponsor-report/${token}${query}`);
const csvOf = (token: string, query = "") =>
  apiCall(t, null, "GET", `/sponsor-report/${token}/leads.csv${query}`);
const audits = (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id));

/** A sponsor with one running campaign asking one question, and `members` leads of it. */
const sponsorWithLeads = async (name: string, members: string[]) => {
  const sponsor = await addSponsor(t, admin, name);
  const resourceId = await addSponsoredResource(t, "CHRO", `${name} guide`, [], sponsor.id);
  const campaign = await addCampaign(t, admin, {
    sponsor_id: sponsor.id,
    resource_ids: [resourceId],
    name: `${name} campaign`,
    lead_cap: 10,
    questions: [{ id: "budget", kind: "text", label: "Budget?", required: true }],
  });
  const leads: Lead[] = [];
  const memberIds: number[] = [];
  for (const first of members) {
    const m = await memberWithToken(t, first, chro);
    const res = await shareAnswering(t, m.token, resourceId, { budget: `${first} budget` });
    expect(res.statusCode, res.body).toBe(201);
    leads.push(res.json<{ lead: Lead }>().lead);
    memberIds.push(m.id);
  }
  return { sponsor, campaign, resourceId, leads, memberIds };
};

describe("sponsor report links", () => {
  it("an admin creates one (URL on the portal, token kept only as a hash), lists it without the token and revokes it, each audited", async () => {
    const sponsor = await addSponsor(t, admin, "Listing Co");
    const link = await createLink(sponsor.id, inDays(90));
    expect(link.url).toMatch(/^http:\/\/portal\.test\/sponsor-report\/[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db
      .select()
      .from(sponsorReportLinks)
      .where(eq(sponsorReportLinks.id, link.id));
    expect(stored?.tokenHash).toBe(hashSlug(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);
    expect((await audits("sponsor_report_link.create", link.id))[0]?.summary).toContain(
      "Listing Co",
    );

    const listed = await listLinks(sponsor.id);
    expect(listed).toEqual([
      expect.objectContaining({
        id: link.id,
        active: true,
        revoked_at: null,
        last_viewed_at: null,
      }),
    ]);
    const listBody = JSON.stringify(listed);
    expect(listBody).not.toContain(link.token);
    expect(listBody).not.toContain(stored?.tokenHash);

    expect((await report(link.token)).statusCode).toBe(200);
    expect((await listLinks(sponsor.id))[0]?.last_viewed_at).not.toBeNull();

    const revoked = await apiCall(
      t,
      admin,
      "DELETE",
      `/sponsors/${sponsor.id}/report-links/${link.id}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await listLinks(sponsor.id))[0]).toMatchObject({
      active: false,
      revoked_at: expect.any(String),
    });
    expect(await audits("sponsor_report_link.revoke", link.id)).toHaveLength(1);
    // Again: nothing more happens.
    const again = await apiCall(
      t,
      admin,
      "DELETE",
      `/sponsors/${sponsor.id}/report-links/${link.id}`,
    );
    expect(again.statusCode).toBe(204);
    expect(await audits("sponsor_report_link.revoke", link.id)).toHaveLength(1);

    const gone = await report(link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(SPONSOR_REPORT_UNAVAILABLE);
    expect((await csvOf(link.token)).statusCode).toBe(404);
  });

  it("takes a date (the end of that day, UTC)", async () => {
    const sponsor = await addSponsor(t, admin, "Dated Co");
    const day = inDays(10).slice(0, 10);
    const link = await createLink(sponsor.id, day);
    expect(link.expires_at).toBe(`${day}T23:59:59.999Z`);
  });

  it("refuses an expiry in the past, beyond a year or not a date with 400, a missing sponsor or link with 404", async () => {
    const sponsor = await addSponsor(t, admin, "Strict Co");
    const cases: [unknown, string][] = [
      [inDays(-1), SPONSOR_REPORT_EXPIRY_PAST],
      [inDays(400), SPONSOR_REPORT_EXPIRY_TOO_LATE],
      ["next week", SPONSOR_REPORT_EXPIRY_INVALID],
      ["2026-13-45", SPONSOR_REPORT_EXPIRY_INVALID],
      [42, SPONSOR_REPORT_EXPIRY_INVALID],
      [undefined, SPONSOR_REPORT_EXPIRY_INVALID],
    ];
    for (const [expires, message] of cases) {
      const res = await apiCall(t, admin, "POST", `/sponsors/${sponsor.id}/report-links`, {
        expires_at: expires,
      });
      expect(res.statusCode, String(expires)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await listLinks(sponsor.id)).toEqual([]);
    const missing = await apiCall(t, admin, "POST", "/sponsors/999999/report-links", {
      expires_at: inDays(5),
    });
    expect(missing.statusCode).toBe(404);
    expect((await apiCall(t, admin, "GET", "/sponsors/999999/report-links")).statusCode).toBe(404);
    const other = await addSponsor(t, admin, "Other Strict Co");
    const link = await createLink(other.id);
    // Another sponsor's link is not this sponsor's to revoke.
    const wrong = await apiCall(
      t,
      admin,
      "DELETE",
      `/sponsors/${sponsor.id}/report-links/${link.id}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<{ message: string }>().message).toBe(SPONSOR_REPORT_LINK_NOT_FOUND);
    expect((await listLinks(other.id))[0]?.active).toBe(true);
    expect(
      (await apiCall(t, admin, "DELETE", `/sponsors/${sponsor.id}/report-links/abc`)).statusCode,
    ).toBe(400);
  });

  it("refuses employees and members (403) and guests (401)", async () => {
    const sponsor = await addSponsor(t, admin, "Guarded Co");
    const link = await createLink(sponsor.id);
    for (const role of ["employee", "user"] as const) {
      const { token } = await staffLogin(t, role);
      const calls = [
        apiCall(t, token, "POST", `/sponsors/${sponsor.id}/report-links`, {
          expires_at: inDays(3),
        }),
        apiCall(t, token, "GET", `/sponsors/${sponsor.id}/report-links`),
        apiCall(t, token, "DELETE", `/sponsors/${sponsor.id}/report-links/${link.id}`),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, role).toBe(403);
    }
    expect((await apiCall(t, null, "GET", `/sponsors/${sponsor.id}/report-links`)).statusCode).toBe(
      401,
    );
    const [stored] = await t.db
      .select()
      .from(sponsorReportLinks)
      .where(eq(sponsorReportLinks.sponsorId, sponsor.id));
    expect(stored?.revokedAt).toBeNull();
  });
});

describe("the sponsor's own report", () => {
  it("shows only its sponsor's campaigns, counts and leads per day; each view audited with no actor", async () => {
    const mine = await sponsorWithLeads("Report Mine", ["Ann", "Bob", "Cy"]);
    const theirs = await sponsorWithLeads("Report Theirs", ["Dee"]);
    // One of mine sent back: rejected, no longer in the cap or per day.
    const rejected = await apiCall(
      t,
      admin,
      "POST",
      `/campaigns/${mine.campaign.id}/leads/${mine.leads[2]?.id}/reject`,
      { reason: "duplicate" },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const link = await createLink(mine.sponsor.id);

    // Ids of the other sponsor in the query string change nothing.
    const res = await report(
      link.token,
      `?sponsor_id=${theirs.sponsor.id}&campaign_id=${theirs.campaign.id}&id=${theirs.sponsor.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SponsorReport>();
    const today = new Date().toISOString().slice(0, 10);
    expect(body).toEqual({
      sponsor: { name: "Report Mine", logo: mine.sponsor.logo_url },
      campaigns: [
        {
          id: mine.campaign.id,
          name: "Report Mine campaign",
          status: "active",
          starts_at: mine.campaign.starts_at,
          ends_at: mine.campaign.ends_at,
          lead_cap: 10,
          leads: 2,
          rejected: 1,
          cap_reached: false,
          per_day: [{ day: today, leads: 2 }],
        },
      ],
    });
    expect(res.body).not.toContain("Report Theirs");
    expect(res.body).not.toContain("Dee");
    expect(res.body).not.toContain("@");

    const [view] = await audits("sponsor_report.view", link.id);
    expect(view).toMatchObject({ actorId: null, targetType: "sponsor_report_link" });
    expect(view?.summary).toContain("Report Mine");
  });

  it("downloads only its sponsor's leads as the campaign file's CSV, formulas guarded, erased members left out; each download audited", async () => {
    const mine = await sponsorWithLeads("Csv Mine", ["Eve", "=cmd", "Gone"]);
    const theirs = await sponsorWithLeads("Csv Theirs", ["Hal"]);
    // A second campaign of mine, without questions, with one lead.
    const resourceId = await addSponsoredResource(
      t,
      "CHRO",
      "Csv Mine second",
      [],
      mine.sponsor.id,
    );
    const second = await addCampaign(t, admin, {
      sponsor_id: mine.sponsor.id,
      resource_ids: [resourceId],
      name: "Csv Mine second",
    });
    const ivy = await memberWithToken(t, "Ivy", chro);
    expect((await share(t, ivy.token, resourceId)).statusCode).toBe(201);
    await t.db
      .update(users)
      .set({ erasedAt: new Date() })
      .where(eq(users.id, mine.memberIds[2] ?? 0));

    const link = await createLink(mine.sponsor.id);
    const res = await csvOf(link.token, `?sponsor_id=${theirs.sponsor.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="leads-Csv_Mine-/);
    expect(res.body).toContain("\r\n");
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([
      "Campaign",
      ...CAMPAIGN_LEAD_CSV_COLUMNS,
      "Csv Mine campaign: Budget?",
    ]);
    const first = CAMPAIGN_LEAD_CSV_COLUMNS.indexOf("First Name") + 1;
    expect(rows.slice(1).map((r) => [r[0], r[first], r.at(-1)])).toEqual([
      ["Csv Mine campaign", "Eve", "Eve budget"],
      ["Csv Mine campaign", "'=cmd", "'=cmd budget"],
      [second.name, "Ivy", ""],
    ]);
    expect(res.body).not.toContain("Hal");
    expect(res.body).not.toContain("Gone");

    const [download] = await audits("sponsor_report.download", link.id);
    expect(download).toMatchObject({ actorId: null, targetType: "sponsor_report_link" });
    expect(download?.summary).toContain("3 leads of Csv Mine");
  });

  it("answers an unknown, expired or revoked token with the same 404, recording nothing", async () => {
    const sponsor = await addSponsor(t, admin, "Expired Co");
    const link = await createLink(sponsor.id);
    await t.db
      .update(sponsorReportLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sponsorReportLinks.id, link.id));
    const revokedLink = await createLink(sponsor.id);
    await apiCall(t, admin, "DELETE", `/sponsors/${sponsor.id}/report-links/${revokedLink.id}`);
    const answers = [];
    for (const token of [
      link.token,
      revokedLink.token,
      "nope",
      "x".repeat(43),
      link.token.toUpperCase(),
    ]) {
      for (const res of [await report(token), await csvOf(token)]) {
        expect(res.statusCode, token).toBe(404);
        answers.push(res.body);
      }
    }
    expect(new Set(answers)).toEqual(
      new Set([JSON.stringify({ message: SPONSOR_REPORT_UNAVAILABLE })]),
    );
    expect(await audits("sponsor_report.view", link.id)).toEqual([]);
    expect(await audits("sponsor_report.download", revokedLink.id)).toEqual([]);
    expect((await listLinks(sponsor.id)).every((l) => l.last_viewed_at === null)).toBe(true);
  });
});

describe("the report's rate limit", () => {
  it("refuses a client past its limit with 429", async () => {
    const limited = await createTestApp({
      rateLimit: { signupsPerIp: { max: 2, windowMs: 60_000 } },
    });
    try {
      const token = (await loginAdmin(limited)).token;
      const sponsor = await addSponsor(limited, token, "Limited Co");
      const res = await apiCall(limited, token, "POST", `/sponsors/${sponsor.id}/report-links`, {
        expires_at: inDays(3),
      });
      const url = res.json<CreatedSponsorReportLink>().link.url;
      const path = `/sponsor-report/${url.split("/sponsor-report/")[1]}`;
      expect((await apiCall(limited, null, "GET", path)).statusCode).toBe(200);
      expect((await apiCall(limited, null, "GET", `${path}/leads.csv`)).statusCode).toBe(200);
      expect((await apiCall(limited, null, "GET", path)).statusCode).toBe(429);
      expect((await apiCall(limited, null, "GET", "/sponsor-report/unknown")).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
