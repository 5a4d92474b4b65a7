import {
  ANSWER_REQUIRED,
  ANSWER_TOO_LONG,
  ANSWERS_INVALID,
  answerChoiceList,
  answerInWords,
  answerNotOffered,
  answerOneChoice,
  answerUnknownQuestion,
  CAMPAIGN_LEAD_CSV_COLUMNS,
  type CampaignLeadsPage,
  type CreateCampaignInput,
  type Lead,
  SENIORITIES,
  SPONSOR_SHARED_DETAILS,
  type SponsorOffer,
} from "@sector/shared";
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdmin } from "../../../test/fixtures";
import {
  addCampaign,
  addSponsor,
  addSponsoredResource,
  apiCall,
  memberWithToken,
  setWorkDetails,
  shareAnswering,
} from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { consentEvents, users } from "../../db/schema";
import { leads } from "../../db/sponsors-schema";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const cio = [{ code: "CIO", topics: [], newsletter: false }];
const questions: NonNullable<CreateCampaignInput["questions"]> = [
  {
    id: "size",
    label: "Company size",
    kind: "single",
    required: true,
    profile_field: "company_size",
  },
  { id: "level", label: "Your level", kind: "single", required: true, profile_field: "seniority" },
  {
    id: "budget",
    label: "Budget this year",
    kind: "single",
    options: ["Under $10k", "Over $10k"],
    required: true,
  },
  { id: "tools", label: "Tools in use", kind: "multi", options: ["Jira", "Asana", "Trello"] },
  { id: "why", label: "What are you looking for?", kind: "text" },
];

const offersOf = async (token: string, query = "") => {
  const res = await apiCall(t, token, "GET", `/sponsor-offers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ offers: SponsorOffer[] }>().offers;
};

const campaignWithQuestions = async (title: string) => {
  const sponsor = await addSponsor(t, admin, `Asker ${title}`);
  const resourceId = await addSponsoredResource(t, "CIO", title, [], sponsor.id);
  const campaign = await addCampaign(t, admin, {
    sponsor_id: sponsor.id,
    resource_ids: [resourceId],
    name: title,
    questions,
  });
  return { sponsor, resourceId, campaign };
};

const workDetailsOf = async (id: number) => {
  const [row] = await t.db
    .select({
      companySize: users.companySize,
      seniority: users.seniority,
      senioritySource: users.senioritySource,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

describe("qualifying questions", () => {
  it("asks only what is not on file, takes the rest from the profile, fills the profile, and keeps the lead as sold", async () => {
    const { sponsor, resourceId, campaign } = await campaignWithQuestions("Questions report");
    const other = await addSponsoredResource(t, "CIO", "Other read", [], sponsor.id);
    const ada = await memberWithToken(t, "Ada", cio, "Platform lead");
    await setWorkDetails(t, ada.id, { company_size: "5000+" });

    const [offer] = await offersOf(ada.token, `?resource_id=${resourceId}`);
    // Company size is on file: not asked. Seniority is not: asked, with its list's codes.
    expect(offer?.questions.map((q) => q.id)).toEqual(["level", "budget", "tools", "why"]);
    expect(offer?.questions[0]).toEqual({
      id: "level",
      label: "Your level",
      kind: "single",
      required: true,
      profile_field: "seniority",
      options: [...SENIORITIES],
    });
    // The dialog names what leaves: the details, then the work details on file.
    expect(offer?.details).toEqual([...SPONSOR_SHARED_DETAILS, "Company size"]);
    // resource_id narrows the offers to that resource's.
    expect(await offersOf(ada.token, `?resource_id=${other}`)).toEqual([]);
    expect((await offersOf(ada.token)).map((o) => o.resource_id)).toContain(resourceId);
    expect((await apiCall(t, ada.token, "GET", "/sponsor-offers?resource_id=x")).statusCode).toBe(
      400,
    );

    const res = await shareAnswering(t, ada.token, resourceId, {
      level: "director",
      budget: "Over $10k",
      tools: ["Trello", "Jira", "Trello"],
      why: "  ",
      // On file: what is sent for it is ignored, the profile answers it.
      size: "1-49",
    });
    expect(res.statusCode, res.body).toBe(201);
    const lead = res.json<{ lead: Lead }>().lead;
    expect(lead.status).toBe("delivered");
    const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored?.answers).toEqual({
      size: "5000+",
      level: "director",
      budget: "Over $10k",
      tools: ["Jira", "Trello"],
    });
    // The answer to the seniority question is now the member's own, on their profile.
    expect(await workDetailsOf(ada.id)).toEqual({
      companySize: "5000+",
      seniority: "director",
      senioritySource: "member",
    });

    // The member's data download holds their answers, by the questions' wording.
    const download = await apiCall(t, ada.token, "GET", "/user/protected/my-data");
    expect(JSON.parse(download.body).sponsor_shares).toEqual([
      expect.objectContaining({
        campaign: "Questions report",
        answers: {
          "Company size": "5000+",
          "Your level": "director",
          "Budget this year": "Over $10k",
          "Tools in use": ["Jira", "Trello"],
        },
      }),
    ]);

    // Another campaign asking the same: never asked twice, its answer from the profile.
    const again = await campaignWithQuestions("Second report");
    const [second] = await offersOf(ada.token, `?resource_id=${again.resourceId}`);
    expect(second?.questions.map((q) => q.id)).toEqual(["budget", "tools", "why"]);
    expect(second?.details).toEqual([...SPONSOR_SHARED_DETAILS, "Company size", "Seniority"]);

    // A later change of the profile does not alter the lead that was sold.
    await t.db
      .update(users)
      .set({ firstname: "Adeline", jobTitle: "CTO", seniority: "c_level", companySize: "1-49" })
      .where(eq(users.id, ada.id));
    const page = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<CampaignLeadsPage>()).toEqual({
      leads: [
        {
          id: lead.id,
          member: {
            first_name: "Ada",
            last_name: "Tester",
            email: ada.email,
            phone: "0123456789",
            company: "",
            job_title: "Platform lead",
            country: null,
            company_size: "5000+",
            industry: null,
            job_function: null,
            seniority: "director",
          },
          answers: stored?.answers,
          status: "delivered",
          reason: null,
          note: null,
          rejected_at: null,
          resource: { id: resourceId, title: "Questions report" },
          brand: { id: expect.any(Number), name: "CIO" },
          // The sponsor has no destinations: nothing to deliver to.
          deliveries: [],
          created_at: lead.created_at,
        },
      ],
      total: 1,
    });

    // The file: the five fields and one column per question, as sold.
    const csv = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\r\n")[0]).toBe(
      [...CAMPAIGN_LEAD_CSV_COLUMNS, ...questions.map((q) => q.label)].join(","),
    );
    const [row] = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      "First Name": "Ada",
      "Job Title": "Platform lead",
      Country: "",
      "Company Size": "5000+",
      Industry: "",
      "Job Function": "",
      Seniority: "director",
      Status: "delivered",
      "Reject Reason": "",
      "Your level": "director",
      "Budget this year": "Over $10k",
      "Tools in use": "Jira; Trello",
      "What are you looking for?": "",
    });
  });

  it("a wrong or missing answer is a 400 and writes nothing: no lead, no consent, no profile", async () => {
    const { resourceId } = await campaignWithQuestions("Strict answers");
    const bo = await memberWithToken(t, "Bo", cio);
    const good = { size: "50-249", level: "manager", budget: "Under $10k" };
    const cases: [unknown, string][] = [
      [{}, ANSWER_REQUIRED],
      [{ size: "50-249", level: "manager" }, ANSWER_REQUIRED],
      [{ ...good, level: "" }, ANSWER_REQUIRED],
      [{ ...good, budget: "Free" }, answerNotOffered("Budget this year", "Free")],
      [{ ...good, level: "boss" }, answerNotOffered("Your level", "boss")],
      [{ ...good, size: "Huge" }, answerNotOffered("Company size", "Huge")],
      [{ ...good, tools: ["Jira", "Excel"] }, answerNotOffered("Tools in use", "Excel")],
      [{ ...good, tools: "Jira" }, answerChoiceList("Tools in use")],
      [{ ...good, budget: ["Under $10k"] }, answerOneChoice("Budget this year")],
      [{ ...good, why: ["more"] }, answerInWords("What are you looking for?")],
      [{ ...good, nope: "x" }, answerUnknownQuestion("nope")],
      [{ ...good, why: "x".repeat(501) }, ANSWER_TOO_LONG],
      [{ ...good, why: 5 }, ANSWERS_INVALID],
      ["all of them", ANSWERS_INVALID],
    ];
    for (const [answers, message] of cases) {
      const res = await apiCall(t, bo.token, "POST", `/resources/${resourceId}/share`, {
        answers,
      });
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      const body = res.json<{ message: string; errors: Record<string, string> }>();
      expect(body.errors.answers, JSON.stringify(answers)).toBe(message);
    }
    expect(await t.db.select().from(leads).where(eq(leads.userId, bo.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(consentEvents)
        .where(and(eq(consentEvents.userId, bo.id), eq(consentEvents.purpose, "sponsor"))),
    ).toEqual([]);
    expect(await workDetailsOf(bo.id)).toEqual({
      companySize: null,
      seniority: null,
      senioritySource: null,
    });
    // Still asked everything, and answering it all shares.
    const [offer] = await offersOf(bo.token, `?resource_id=${resourceId}`);
    expect(offer?.questions).toHaveLength(5);
    const res = await shareAnswering(t, bo.token, resourceId, { ...good, why: " A CRM " });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db.select().from(leads).where(eq(leads.userId, bo.id));
    expect(stored?.answers).toEqual({ ...good, why: "A CRM" });
    // Both profile answers are stored; seniority marked as the member's own.
    expect(await workDetailsOf(bo.id)).toEqual({
      companySize: "50-249",
      seniority: "manager",
      senioritySource: "member",
    });
  });

  it("erasing the member empties their leads of what they were sold with; the leads stay counted", async () => {
    const { campaign, resourceId } = await campaignWithQuestions("Erased answers");
    const cy = await memberWithToken(t, "Cy", cio);
    const res = await shareAnswering(t, cy.token, resourceId, {
      size: "1-49",
      level: "individual",
      budget: "Under $10k",
      why: "Call me on my private line",
    });
    expect(res.statusCode, res.body).toBe(201);
    const erased = await apiCall(t, admin, "POST", `/user/protected/members/${cy.id}/erase`, {
      reason: "Asked by mail.",
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const [stored] = await t.db.select().from(leads).where(eq(leads.userId, cy.id));
    expect(stored).toMatchObject({ member: null, answers: {}, status: "delivered" });
    const page = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads`);
    expect(page.json<CampaignLeadsPage>()).toEqual({ leads: [], total: 0 });
    const detail = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}`);
    expect(detail.json<{ campaign: { leads: number } }>().campaign.leads).toBe(1);
  });
});
