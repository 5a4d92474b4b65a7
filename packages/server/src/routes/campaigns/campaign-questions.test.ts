import {
  type Campaign,
  fieldAskedTwice,
  QUESTION_ID_INVALID,
  QUESTION_KIND_INVALID,
  QUESTION_LABEL_REQUIRED,
  QUESTION_OPTION_INVALID,
  QUESTION_PROFILE_FIELD_INVALID,
  QUESTION_REQUIRED_INVALID,
  QUESTIONS_LIST,
  questionFillsField,
  questionIdTwice,
  questionNeedsOptions,
  questionOptionTwice,
  questionTakesNoOptions,
} from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdmin } from "../../../test/fixtures";
import { addCampaign, addSponsor, addSponsoredResource, apiCall } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const budget = {
  id: "budget",
  label: "What is your budget this year?",
  kind: "single" as const,
  options: ["Under $10k", "$10k–$100k", "Over $100k"],
  required: true,
};
const size = {
  id: "size",
  label: "How big is your company?",
  kind: "single" as const,
  required: true,
};
const sizeQuestion = { ...size, profile_field: "company_size" as const };

describe("campaign questions", () => {
  it("are stored on create and update, profile questions shown with their field's codes, and read back unchanged", async () => {
    const sponsor = await addSponsor(t, admin, "Questioner");
    const resourceId = await addSponsoredResource(t, "CIO", "Asked", [], sponsor.id);
    const campaign = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [resourceId],
      questions: [
        budget,
        sizeQuestion,
        { id: "tools", label: " Which tools? ", kind: "multi", options: [" Jira ", "Asana"] },
        { id: "why", label: "Anything else?", kind: "text", required: false, options: [] },
      ],
    });
    expect(campaign.questions).toEqual([
      budget,
      {
        ...sizeQuestion,
        options: ["1-49", "50-249", "250-999", "1000-4999", "5000+"],
      },
      // Trimmed; required defaults to false.
      {
        id: "tools",
        label: "Which tools?",
        kind: "multi",
        options: ["Jira", "Asana"],
        required: false,
      },
      { id: "why", label: "Anything else?", kind: "text", required: false },
    ]);
    // What was read can be sent back as it is (the profile question's options included).
    const again = await apiCall(t, admin, "PUT", `/campaigns/${campaign.id}`, {
      name: campaign.name,
      resource_ids: campaign.resource_ids,
      lead_cap: campaign.lead_cap,
      starts_at: campaign.starts_at,
      ends_at: campaign.ends_at,
      questions: campaign.questions,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ campaign: Campaign }>().campaign.questions).toEqual(campaign.questions);
    // Left out of an update: the campaign asks nothing any more.
    const cleared = await apiCall(t, admin, "PUT", `/campaigns/${campaign.id}`, {
      name: campaign.name,
      resource_ids: campaign.resource_ids,
      lead_cap: campaign.lead_cap,
      starts_at: campaign.starts_at,
      ends_at: campaign.ends_at,
    });
    expect(cleared.json<{ campaign: Campaign }>().campaign.questions).toEqual([]);
  });

  it("answers 400 for a question of the wrong shape and stores nothing", async () => {
    const sponsor = await addSponsor(t, admin, "Shapes");
    const resourceId = await addSponsoredResource(t, "CIO", "Shaped", [], sponsor.id);
    const base = {
      sponsor_id: sponsor.id,
      name: "Shapes",
      resource_ids: [resourceId],
      lead_cap: 5,
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const six = ["a", "b", "c", "d", "e", "f"].map((id) => ({ ...budget, id }));
    const cases: [unknown, string][] = [
      ["budget", QUESTIONS_LIST],
      [six, QUESTIONS_LIST],
      [[{ ...budget, id: "" }], QUESTION_ID_INVALID],
      [[{ ...budget, id: "has space" }], QUESTION_ID_INVALID],
      [[{ ...budget, id: "x".repeat(41) }], QUESTION_ID_INVALID],
      [[{ ...budget, label: "  " }], QUESTION_LABEL_REQUIRED],
      [[{ ...budget, kind: "scale" }], QUESTION_KIND_INVALID],
      [[{ ...budget, required: "yes" }], QUESTION_REQUIRED_INVALID],
      [[{ ...budget, options: undefined }], questionNeedsOptions(budget.label)],
      [[{ ...budget, options: ["Only one"] }], questionNeedsOptions(budget.label)],
      [
        [{ ...budget, options: Array.from({ length: 21 }, (_, i) => `Option ${i}`) }],
        questionNeedsOptions(budget.label),
      ],
      [[{ ...budget, options: ["Yes", "yes"] }], questionOptionTwice(budget.label, "yes")],
      [[{ ...budget, options: ["Yes", ""] }], QUESTION_OPTION_INVALID],
      [[{ ...budget, options: ["Yes", "x".repeat(101)] }], QUESTION_OPTION_INVALID],
      [[{ ...budget, kind: "text" }], questionTakesNoOptions(budget.label)],
      [[{ ...size, profile_field: "salary" }], QUESTION_PROFILE_FIELD_INVALID],
      [[{ ...sizeQuestion, kind: "multi" }], questionFillsField(size.label, "company_size")],
      [[{ ...sizeQuestion, kind: "text" }], questionFillsField(size.label, "company_size")],
      [
        [{ ...sizeQuestion, options: ["1-49", "50-249"] }],
        questionFillsField(size.label, "company_size"),
      ],
      [[budget, { ...budget, label: "Again" }], questionIdTwice("budget")],
      [[sizeQuestion, { ...sizeQuestion, id: "size2" }], fieldAskedTwice("company_size")],
      [[7], "Each question must be an object."],
    ];
    const count = async () =>
      (await apiCall(t, admin, "GET", "/campaigns")).json<{ campaigns: Campaign[] }>().campaigns
        .length;
    const before = await count();
    for (const [questions, message] of cases) {
      const res = await apiCall(t, admin, "POST", "/campaigns", { ...base, questions });
      expect(res.statusCode, JSON.stringify(questions)).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.questions).toBe(message);
    }
    expect(await count()).toBe(before);

    // The same checks on update, and the campaign stays as it was.
    const campaign = await addCampaign(t, admin, { ...base, questions: [budget] });
    const res = await apiCall(t, admin, "PUT", `/campaigns/${campaign.id}`, {
      name: base.name,
      resource_ids: base.resource_ids,
      lead_cap: base.lead_cap,
      starts_at: base.starts_at,
      ends_at: base.ends_at,
      questions: [{ ...budget, kind: "text" }],
    });
    expect(res.statusCode).toBe(400);
    const read = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}`);
    expect(read.json<{ campaign: Campaign }>().campaign.questions).toEqual([budget]);
  });
});
