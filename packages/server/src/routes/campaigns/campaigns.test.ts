import {
  CAMPAIGN_CAP_INVALID,
  CAMPAIGN_DATES_ORDER,
  CAMPAIGN_LEAD_CSV_COLUMNS,
  CAMPAIGN_RESOURCES_REQUIRED,
  type Campaign,
  type CampaignDetail,
} from "@sector/shared";
import { parse } from "csv-parse/sync";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import { type BrandTie, staffLogin } from "../../../test/newsletters";
import {
  addCampaign,
  addSponsor,
  addSponsoredResource,
  apiCall,
  memberWithToken,
  share,
} from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, users } from "../../db/schema";
import { leads } from "../../db/sponsors-schema";
import { NO_CAMPAIGN } from "../../sponsors/eligibility";
import { CAMPAIGN_ALREADY_ENDED, resourceNotSponsored } from "./messages";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const day = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const detail = async (id: number) => {
  const res = await apiCall(t, admin, "GET", `/campaigns/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CampaignDetail>();
};
const topicId = async (code: string, name: string) => {
  const brand = await companyByCode(t, code);
  const topic = brand.preferences.find((p) => p.name === name);
  if (!topic) throw new Error(`no topic ${name}`);
  return topic.id;
};

describe("campaigns", () => {
  it("admins create, list, read, edit and end them, each write audited; others get 403", async () => {
    const sponsor = await addSponsor(t, admin, "Tailspin");
    const resourceId = await addSponsoredResource(t, "CIO", "Tailspin guide", [], sponsor.id);
    const campaign = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [resourceId],
      name: "Guide leads",
      lead_cap: 50,
      filters: { job_titles: ["CIO", " Head "] },
    });
    expect(campaign).toMatchObject({
      sponsor: { id: sponsor.id, name: "Tailspin" },
      name: "Guide leads",
      resource_ids: [resourceId],
      resources: [{ id: resourceId, title: "Tailspin guide" }],
      lead_cap: 50,
      filters: { company_ids: [], preference_ids: [], job_titles: ["cio", "head"] },
      status: "active",
      leads: 0,
      cap_reached: false,
      ended_at: null,
    });
    const listed = await apiCall(t, admin, "GET", `/campaigns?sponsor_id=${sponsor.id}`);
    expect(listed.json<{ campaigns: Campaign[] }>().campaigns.map((c) => c.id)).toEqual([
      campaign.id,
    ]);

    const edited = await apiCall(t, admin, "PUT", `/campaigns/${campaign.id}`, {
      name: "Guide leads (extended)",
      resource_ids: [resourceId],
      lead_cap: 80,
      starts_at: campaign.starts_at,
      ends_at: iso(3 * day),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ campaign: Campaign }>().campaign).toMatchObject({
      name: "Guide leads (extended)",
      lead_cap: 80,
      filters: { job_titles: [] },
    });

    const employee = await staffLogin(t, "employee");
    const member = await staffLogin(t, "user");
    for (const token of [employee.token, member.token]) {
      for (const [method, url] of [
        ["GET", "/campaigns"],
        ["GET", `/campaigns/${campaign.id}`],
        ["PUT", `/campaigns/${campaign.id}`],
        ["DELETE", `/campaigns/${campaign.id}`],
        ["GET", `/campaigns/${campaign.id}/leads.csv`],
        ["POST", "/campaigns"],
      ] as const) {
        expect(
          (
            await apiCall(
              t,
              token,
              method,
              url,
              method === "GET" || method === "DELETE" ? undefined : {},
            )
          ).statusCode,
          `${method} ${url}`,
        ).toBe(403);
      }
    }

    const ended = await apiCall(t, admin, "DELETE", `/campaigns/${campaign.id}`);
    expect(ended.json<{ campaign: Campaign }>().campaign).toMatchObject({
      status: "ended",
      ended_at: expect.any(String),
    });
    const twice = await apiCall(t, admin, "DELETE", `/campaigns/${campaign.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(CAMPAIGN_ALREADY_ENDED);

    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(campaign.id)))
        .orderBy(desc(auditLog.id))
    )
      .filter((a) => a.targetType === "campaign")
      .map((a) => a.action);
    expect(actions).toEqual(["campaign.end", "campaign.update", "campaign.create"]);
  });

  it("answers 400 for bad input and changes nothing", async () => {
    const sponsor = await addSponsor(t, admin, "Validator");
    const other = await addSponsor(t, admin, "Other");
    const own = await addSponsoredResource(t, "CIO", "Own", [], sponsor.id);
    const foreign = await addSponsoredResource(t, "CIO", "Foreign", [], other.id);
    const base = {
      sponsor_id: sponsor.id,
      name: "X",
      resource_ids: [own],
      lead_cap: 5,
      starts_at: iso(0),
      ends_at: iso(day),
    };
    const cases: [object, string, string][] = [
      [{ ...base, resource_ids: [] }, "resource_ids", CAMPAIGN_RESOURCES_REQUIRED],
      [{ ...base, lead_cap: 0 }, "lead_cap", CAMPAIGN_CAP_INVALID],
      [{ ...base, lead_cap: 2.5 }, "lead_cap", CAMPAIGN_CAP_INVALID],
      [{ ...base, ends_at: iso(-day) }, "ends_at", CAMPAIGN_DATES_ORDER],
      [
        { ...base, starts_at: "tomorrow" },
        "starts_at",
        "Start must be a date and time, such as 2026-12-01T09:00Z.",
      ],
      [
        { ...base, resource_ids: [foreign] },
        "resource_ids",
        resourceNotSponsored("Foreign", "Validator"),
      ],
      [
        { ...base, resource_ids: [999_999] },
        "resource_ids",
        "One of the chosen resources does not exist.",
      ],
      [{ ...base, sponsor_id: 999_999 }, "sponsor_id", "This sponsor does not exist."],
      [
        { ...base, filters: { company_ids: [999_999] } },
        "filters",
        "One of the chosen brands does not exist.",
      ],
      [
        { ...base, filters: { job_titles: "cto" } },
        "filters",
        "Job titles must be a list of words.",
      ],
    ];
    const before = (await apiCall(t, admin, "GET", "/campaigns")).json<{ campaigns: Campaign[] }>()
      .campaigns.length;
    for (const [payload, field, message] of cases) {
      const res = await apiCall(t, admin, "POST", "/campaigns", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json<{ errors: Record<string, string> }>().errors[field],
        JSON.stringify(payload),
      ).toBe(message);
    }
    const after = (await apiCall(t, admin, "GET", "/campaigns")).json<{ campaigns: Campaign[] }>()
      .campaigns.length;
    expect(after).toBe(before);
    expect((await apiCall(t, admin, "GET", "/campaigns/999999")).statusCode).toBe(404);
  });
});

describe("eligibility", () => {
  it("each filter narrows who may share, with exact lead counts", async () => {
    const sponsor = await addSponsor(t, admin, "Filters Inc");
    const resourceId = await addSponsoredResource(
      t,
      "CIO",
      "Filtered",
      ["Cloud Computing"],
      sponsor.id,
    );
    const cio = await companyByCode(t, "CIO");
    const campaign = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [resourceId],
      filters: {
        company_ids: [cio.id],
        preference_ids: [await topicId("CIO", "Cloud Computing")],
        job_titles: ["CTO", "chief"],
      },
    });
    const cloud: BrandTie = { code: "CIO", topics: ["Cloud Computing"], newsletter: false };
    const members: [string, BrandTie[], string][] = [
      ["yes", [cloud], "CTO"],
      ["yes", [cloud], "Chief Information Officer"],
      ["yes", [cloud, { code: "CMO", topics: [], newsletter: false }], "deputy cto"],
      ["no", [cloud], "Engineer"],
      ["no", [{ code: "CIO", topics: ["Cybersecurity"], newsletter: false }], "CTO"],
      ["no", [{ code: "CMO", topics: [], newsletter: false }], "CTO"],
    ];
    const outcomes: string[] = [];
    for (const [expected, ties, job] of members) {
      const m = await memberWithToken(t, "Filter", ties, job);
      const res = await share(t, m.token, resourceId);
      outcomes.push(`${expected}:${res.statusCode}`);
    }
    expect(outcomes).toEqual(["yes:201", "yes:201", "yes:201", "no:409", "no:409", "no:409"]);
    expect((await detail(campaign.id)).campaign.leads).toBe(3);

    // A brand filter of another brand: only members of that brand too.
    const cmo = await companyByCode(t, "CMO");
    const second = await addSponsoredResource(t, "CIO", "Cross-brand", [], sponsor.id);
    const cross = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [second],
      filters: { company_ids: [cmo.id] },
    });
    const cioOnly = await memberWithToken(t, "Cio", [
      { code: "CIO", topics: [], newsletter: false },
    ]);
    const both = await memberWithToken(t, "Both", [
      { code: "CIO", topics: [], newsletter: false },
      { code: "CMO", topics: [], newsletter: false },
    ]);
    expect((await share(t, cioOnly.token, second)).statusCode).toBe(409);
    expect((await share(t, both.token, second)).statusCode).toBe(201);
    expect((await detail(cross.id)).campaign.leads).toBe(1);
  });

  it("only between its dates and until it is ended", async () => {
    const sponsor = await addSponsor(t, admin, "Timely");
    const soon = await addSponsoredResource(t, "CRO", "Soon", [], sponsor.id);
    const past = await addSponsoredResource(t, "CRO", "Past", [], sponsor.id);
    const now = await addSponsoredResource(t, "CRO", "Now", [], sponsor.id);
    const scheduled = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [soon],
      starts_at: iso(day),
      ends_at: iso(2 * day),
    });
    await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [past],
      starts_at: iso(-2 * day),
      ends_at: iso(-day),
    });
    const running = await addCampaign(t, admin, { sponsor_id: sponsor.id, resource_ids: [now] });
    expect(scheduled.status).toBe("scheduled");
    const m = await memberWithToken(t, "Dates", [{ code: "CRO", topics: [], newsletter: false }]);
    for (const id of [soon, past]) {
      const res = await share(t, m.token, id);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(NO_CAMPAIGN);
    }
    await apiCall(t, admin, "DELETE", `/campaigns/${running.id}`);
    expect((await share(t, m.token, now)).statusCode).toBe(409);
    expect(await t.db.select().from(leads).where(eq(leads.userId, m.id))).toEqual([]);
  });

  it("20 members sharing at once against a cap of 5: exactly 5 leads", async () => {
    const sponsor = await addSponsor(t, admin, "Rush");
    const resourceId = await addSponsoredResource(t, "CHRO", "Rush hour", [], sponsor.id);
    const campaign = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [resourceId],
      lead_cap: 5,
    });
    const members = [];
    for (let i = 0; i < 20; i += 1) {
      members.push(
        await memberWithToken(t, `Rush${i}`, [{ code: "CHRO", topics: [], newsletter: false }]),
      );
    }
    const answers = await Promise.all(members.map((m) => share(t, m.token, resourceId)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const stored = await t.db.select().from(leads).where(eq(leads.campaignId, campaign.id));
    expect(stored).toHaveLength(5);
    const { campaign: after, stats } = await detail(campaign.id);
    expect(after).toMatchObject({ leads: 5, cap_reached: true, status: "ended" });
    const chro = await companyByCode(t, "CHRO");
    expect(stats.per_brand).toEqual([{ company_id: chro.id, name: "CHRO", leads: 5 }]);
    expect(stats.per_day).toEqual([{ day: new Date().toISOString().slice(0, 10), leads: 5 }]);
  });
});

describe("leads.csv", () => {
  it("one RFC 4180 row per lead with the listed columns, formulas guarded, erased members left out, audited", async () => {
    const sponsor = await addSponsor(t, admin, "Export Co");
    const resourceId = await addSponsoredResource(
      t,
      "CMO",
      'Report "2027", part 1',
      [],
      sponsor.id,
    );
    const campaign = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [resourceId],
      name: "Export",
    });
    const plain = await memberWithToken(
      t,
      "Plain",
      [{ code: "CMO", topics: [], newsletter: false }],
      "Head of Brand",
    );
    const tricky = await memberWithToken(
      t,
      "Tricky",
      [{ code: "CMO", topics: [], newsletter: false }],
      "VP, Growth",
    );
    const gone = await memberWithToken(t, "Gone", [{ code: "CMO", topics: [], newsletter: false }]);
    await t.db
      .update(users)
      .set({ firstname: '=HYPERLINK("http://evil")', userCompany: 'Acme, "Inc"\nLtd' })
      .where(eq(users.id, tricky.id));
    for (const m of [plain, tricky, gone])
      expect((await share(t, m.token, resourceId)).statusCode).toBe(201);
    const erased = await apiCall(t, admin, "POST", `/user/protected/members/${gone.id}/erase`, {
      reason: "The member asked by phone.",
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);

    const res = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-Export_Co-Export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.split("\r\n")[0]).toBe(CAMPAIGN_LEAD_CSV_COLUMNS.join(","));
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Email)).toEqual([plain.email, tricky.email]);
    expect(rows[0]).toMatchObject({
      "First Name": "Plain",
      "Last Name": "Tester",
      Phone: "0123456789",
      "Job Title": "Head of Brand",
      Brand: "CMO",
      Resource: 'Report "2027", part 1',
      "Consent Wording Version": "1",
    });
    expect(rows[1]).toMatchObject({
      "First Name": '\'=HYPERLINK("http://evil")',
      Company: 'Acme, "Inc"\nLtd',
      "Job Title": "VP, Growth",
    });
    expect(new Date(rows[0]?.Date ?? "").getTime()).not.toBeNaN();
    expect(rows[0]?.["Consent Time"]).toBe(rows[0]?.Date);
    // Still counted: the sponsor had the erased member's lead before the erasure.
    expect((await detail(campaign.id)).campaign.leads).toBe(3);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "campaign.leads_export"))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      targetId: String(campaign.id),
      summary: "2 leads of Export for Export Co",
    });
  });
});
