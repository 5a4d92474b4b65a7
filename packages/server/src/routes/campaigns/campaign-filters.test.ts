import {
  type Campaign,
  type CampaignDetail,
  FIRMOGRAPHIC_MESSAGES,
  type Firmographics,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdmin } from "../../../test/fixtures";
import {
  addCampaign,
  addSponsor,
  addSponsoredResource,
  apiCall,
  memberWithToken,
  setWorkDetails,
  share,
} from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { users } from "../../db/schema";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const day = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const acceptedLeads = async (id: number) => {
  const res = await apiCall(t, admin, "GET", `/campaigns/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CampaignDetail>().campaign.leads;
};

describe("campaign filters on work details", () => {
  it("each field narrows who may share, an unknown field never matches, with exact lead counts", async () => {
    const sponsor = await addSponsor(t, admin, "Firmo Filters");
    const cio = [{ code: "CIO", topics: [], newsletter: false }];
    const people: [string, Partial<Firmographics>][] = [
      [
        "Ann",
        {
          country: "US",
          company_size: "1000-4999",
          industry: "software_internet",
          job_function: "it",
          seniority: "c_level",
        },
      ],
      [
        "Ben",
        {
          country: "GB",
          company_size: "50-249",
          industry: "healthcare",
          job_function: "marketing",
          seniority: "manager",
        },
      ],
      ["Cat", {}],
      [
        "Dan",
        {
          country: "US",
          company_size: "5000+",
          industry: "banking_financial_services",
          job_function: "sales",
        },
      ],
    ];
    const members = [];
    for (const [name, details] of people) {
      const m = await memberWithToken(t, name, cio);
      await setWorkDetails(t, m.id, details);
      members.push(m);
    }
    // Dan's seniority came from his job title, not from him: the filter reads it all the same.
    const dan = members[3];
    if (!dan) throw new Error("no Dan");
    await t.db
      .update(users)
      .set({ seniority: "vp", senioritySource: "derived" })
      .where(eq(users.id, dan.id));

    const cases: [string, Record<string, string[]>, string[]][] = [
      ["countries", { countries: ["US", "DE"] }, ["Ann", "Dan"]],
      ["company sizes", { company_sizes: ["1000-4999", "5000+"] }, ["Ann", "Dan"]],
      ["industries", { industries: ["healthcare"] }, ["Ben"]],
      ["job functions", { job_functions: ["it", "marketing"] }, ["Ann", "Ben"]],
      ["seniorities", { seniorities: ["c_level", "vp", "director"] }, ["Ann", "Dan"]],
      ["two fields at once", { countries: ["US"], seniorities: ["vp"] }, ["Dan"]],
      ["none", {}, ["Ann", "Ben", "Cat", "Dan"]],
    ];
    for (const [what, filters, expected] of cases) {
      const resourceId = await addSponsoredResource(t, "CIO", `Filter ${what}`, [], sponsor.id);
      const campaign = await addCampaign(t, admin, {
        sponsor_id: sponsor.id,
        resource_ids: [resourceId],
        filters,
      });
      const shared: string[] = [];
      for (const m of members) {
        const res = await share(t, m.token, resourceId);
        expect([201, 409], `${what}: ${m.firstname} ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 201) shared.push(m.firstname);
      }
      expect(shared, what).toEqual(expected);
      expect(await acceptedLeads(campaign.id), what).toBe(expected.length);
    }
  });

  it("stores each list in its list's order, each value once, and reads it back", async () => {
    const sponsor = await addSponsor(t, admin, "Order Co");
    const resourceId = await addSponsoredResource(t, "CMO", "Ordered", [], sponsor.id);
    const campaign = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [resourceId],
      filters: {
        countries: ["US", "FR", "US"],
        company_sizes: ["5000+", "1-49"],
        industries: ["other", "education"],
        job_functions: ["sales", "it"],
        seniorities: ["vp", "c_level", "vp"],
      },
    });
    expect(campaign.filters).toEqual({
      company_ids: [],
      preference_ids: [],
      job_titles: [],
      // Countries in the list's order, which is by name: France before the United States.
      countries: ["FR", "US"],
      company_sizes: ["1-49", "5000+"],
      industries: ["education", "other"],
      job_functions: ["it", "sales"],
      seniorities: ["c_level", "vp"],
    });
    const edited = await apiCall(t, admin, "PUT", `/campaigns/${campaign.id}`, {
      name: campaign.name,
      resource_ids: [resourceId],
      lead_cap: campaign.lead_cap,
      starts_at: campaign.starts_at,
      ends_at: campaign.ends_at,
      filters: { industries: ["healthcare"] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ campaign: Campaign }>().campaign.filters).toMatchObject({
      countries: [],
      industries: ["healthcare"],
      seniorities: [],
    });
  });

  it("refuses a value outside its list with the field's message (400) and stores nothing", async () => {
    const sponsor = await addSponsor(t, admin, "Strict Lists");
    const resourceId = await addSponsoredResource(t, "CIO", "Strict", [], sponsor.id);
    const base = {
      sponsor_id: sponsor.id,
      name: "Strict",
      resource_ids: [resourceId],
      lead_cap: 5,
      starts_at: iso(0),
      ends_at: iso(day),
    };
    const cases: [object, string][] = [
      [{ countries: ["XX"] }, FIRMOGRAPHIC_MESSAGES.country],
      [{ countries: ["us"] }, FIRMOGRAPHIC_MESSAGES.country],
      [{ countries: "US" }, FIRMOGRAPHIC_MESSAGES.country],
      [{ company_sizes: ["10-20"] }, FIRMOGRAPHIC_MESSAGES.company_size],
      [{ industries: ["crypto"] }, FIRMOGRAPHIC_MESSAGES.industry],
      [{ job_functions: ["ceo"] }, FIRMOGRAPHIC_MESSAGES.job_function],
      [{ seniorities: ["boss"] }, FIRMOGRAPHIC_MESSAGES.seniority],
      [{ seniorities: [7] }, FIRMOGRAPHIC_MESSAGES.seniority],
    ];
    const before = (await apiCall(t, admin, "GET", "/campaigns")).json<{ campaigns: Campaign[] }>()
      .campaigns.length;
    for (const [filters, message] of cases) {
      const res = await apiCall(t, admin, "POST", "/campaigns", { ...base, filters });
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.filters).toBe(message);
    }
    const after = (await apiCall(t, admin, "GET", "/campaigns")).json<{ campaigns: Campaign[] }>()
      .campaigns.length;
    expect(after).toBe(before);
  });
});
