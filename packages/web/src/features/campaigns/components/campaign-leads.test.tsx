import {
  type Campaign,
  type CampaignLead,
  LEAD_ALREADY_REJECTED,
  LEAD_RESTORE_CAP_FULL,
  NO_CAMPAIGN_FILTERS,
} from "@sector/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { useCampaign } from "../api/get-campaign";
import { CampaignLeads } from "./campaign-leads";

const CAMPAIGN: Campaign = {
  id: 9,
  sponsor_id: 4,
  sponsor: { id: 4, name: "Acme Cloud", logo_url: null },
  name: "Spring launch",
  resource_ids: [11],
  resources: [{ id: 11, title: "Zero trust in practice", company_id: 1 }],
  lead_cap: 2,
  starts_at: "2026-11-20T09:00:00.000Z",
  ends_at: "2099-12-20T09:00:00.000Z",
  ended_at: null,
  filters: NO_CAMPAIGN_FILTERS,
  questions: [
    {
      id: "budget-k3x9",
      label: "What is your budget?",
      kind: "single",
      options: ["Small", "Large"],
      required: true,
    },
    {
      id: "size-a1b2",
      label: "How big is your company?",
      kind: "single",
      options: ["1-49", "50-249", "250-999", "1000-4999", "5000+"],
      required: false,
      profile_field: "company_size",
    },
    {
      id: "tools-z9y8",
      label: "Which tools?",
      kind: "multi",
      options: ["Jira", "Slack", "Git"],
      required: false,
    },
  ],
  status: "ended",
  leads: 2,
  rejected: 0,
  cap_reached: true,
  created_at: "2026-11-19T10:00:00.000Z",
  updated_at: "2026-11-19T10:00:00.000Z",
};

const lead = (
  id: number,
  first: string,
  last: string,
  extra: Partial<CampaignLead> = {},
): CampaignLead => ({
  id,
  member: {
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@example.org`,
    phone: "",
    company: `${last} Inc`,
    job_title: "CIO",
    country: "DE",
    company_size: "250-999",
    industry: null,
    job_function: "it",
    seniority: "c_level",
  },
  answers: {},
  status: "delivered",
  reason: null,
  note: null,
  rejected_at: null,
  resource: { id: 11, title: "Zero trust in practice" },
  brand: { id: 1, name: "CIO" },
  created_at: "2026-11-21T10:00:00.000Z",
  deliveries: [],
  ...extra,
});

/**
 * The campaign and its leads as the server keeps them: reject and restore change both, as
 * the real routes do (a rejected lead leaves the accepted count; a restore past the cap is 409).
 */
function fakeServer() {
  const leads: CampaignLead[] = [
    lead(2, "Grace", "Hopper", {
      answers: { "budget-k3x9": "Large", "size-a1b2": "250-999", "tools-z9y8": ["Jira", "Git"] },
    }),
    lead(1, "Alan", "Turing", { answers: { "budget-k3x9": "Small", gone: "Kept anyway" } }),
  ];
  let full = false;
  const campaign = () => {
    const accepted = leads.filter((l) => l.status === "delivered").length;
    return {
      ...CAMPAIGN,
      leads: accepted,
      rejected: leads.length - accepted,
      cap_reached: accepted >= CAMPAIGN.lead_cap,
    };
  };
  const stub = stubFetch({
    "GET /campaigns/9": () => ({
      body: { campaign: campaign(), stats: { per_day: [], per_brand: [] } },
    }),
    "GET /campaigns/9/leads": () => ({
      body: { leads: structuredClone(leads), total: leads.length },
    }),
    "POST /campaigns/9/leads/2/reject": ({ body }) => {
      const target = leads[0] as CampaignLead;
      if (target.status === "rejected")
        return { status: 409, body: { message: LEAD_ALREADY_REJECTED } };
      const { reason, note } = body as { reason: CampaignLead["reason"]; note?: string };
      Object.assign(target, { status: "rejected", reason, note: note ?? null });
      return { body: { lead: { id: 2, status: "rejected", reason } } };
    },
    "POST /campaigns/9/leads/2/restore": () => {
      if (full) return { status: 409, body: { message: LEAD_RESTORE_CAP_FULL } };
      Object.assign(leads[0] as CampaignLead, { status: "delivered", reason: null, note: null });
      return { body: { lead: { id: 2, status: "delivered", reason: null } } };
    },
  });
  return { ...stub, fill: (value: boolean) => (full = value) };
}

/** The screen's part under test, fed by the campaign's own query as the route feeds it. */
function Harness() {
  const { data } = useCampaign(9);
  return data ? <CampaignLeads campaign={data.campaign} /> : null;
}

const rowOf = (name: string) => {
  const cell = screen.getByText(name, { exact: false, selector: "td" });
  return cell.closest("tr") as HTMLTableRowElement;
};

afterEach(() => {
  cleanup();
  authStore.logout();
});

describe("CampaignLeads", () => {
  it("lists each lead as sold: email, company, job title, work details' labels, answers under their wording", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    const server = fakeServer();
    renderWithProviders(<Harness />);

    await screen.findByText("Grace Hopper", { exact: false, selector: "td" });
    expect(server.callsTo("GET /campaigns/9/leads")[0]?.query.get("page")).toBe("1");
    const grace = rowOf("Grace Hopper");
    expect(grace).toHaveTextContent("grace@example.org");
    expect(grace).toHaveTextContent("Hopper Inc");
    expect(grace).toHaveTextContent("CIO");
    expect(grace).toHaveTextContent("Country: Germany");
    expect(grace).toHaveTextContent("Company size: 250–999 employees");
    expect(grace).toHaveTextContent("Seniority: C-level");
    const answers = within(grace)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(answers).toEqual(
      expect.arrayContaining([
        "What is your budget?: Large",
        "How big is your company?: 250–999 employees",
        "Which tools?: Jira, Git",
      ]),
    );
    expect(within(grace).getByText("Delivered")).toBeInTheDocument();
    // An answer to a question the campaign no longer asks stays, under its id.
    expect(rowOf("Alan Turing")).toHaveTextContent("gone: Kept anyway");
    expect(screen.getByText("accepted", { exact: false })).toHaveTextContent(
      "2 accepted · 0 rejected",
    );
    expect(screen.getByRole("progressbar", { name: "Accepted leads to the cap" })).toHaveAttribute(
      "aria-valuenow",
      "2",
    );
  });

  it("rejects a lead with a reason and a note, then restores it; the counts follow; a 409 is a toast", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    const server = fakeServer();
    const { user } = renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Reject lead of Grace Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject lead" });
    expect(dialog).toHaveTextContent(
      "Grace Hopper (grace@example.org) no longer counts toward the cap",
    );
    const reasons = within(dialog).getByRole("group", { name: "Reason (required)" });
    expect(
      within(reasons)
        .getAllByRole("radio")
        .map((r) => r.nextSibling?.textContent),
    ).toEqual([
      "Invalid contact details",
      "Outside the campaign's filters",
      "Duplicate",
      "Competitor",
      "Other",
    ]);

    // No reason chosen: said in the dialog, nothing sent.
    await user.click(within(dialog).getByRole("button", { name: "Reject lead" }));
    expect(within(dialog).getByText("Choose why you reject this lead.")).toBeInTheDocument();
    expect(server.callsTo("POST /campaigns/9/leads/2/reject")).toHaveLength(0);

    await user.click(within(dialog).getByRole("radio", { name: "Competitor" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "Note (optional)" }),
      "  Works at a rival  ",
    );
    await user.click(within(dialog).getByRole("button", { name: "Reject lead" }));

    await expectToast("Lead rejected.");
    expect(server.callsTo("POST /campaigns/9/leads/2/reject")[0]?.body).toEqual({
      reason: "competitor",
      note: "Works at a rival",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(screen.getByText("accepted", { exact: false })).toHaveTextContent(
        "1 accepted · 1 rejected",
      ),
    );
    const grace = rowOf("Grace Hopper");
    await within(grace).findByText("Rejected");
    expect(grace).toHaveTextContent("Competitor");
    expect(grace).toHaveTextContent("Works at a rival");
    expect(screen.getByRole("progressbar", { name: "Accepted leads to the cap" })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );

    // The campaign took another member meanwhile: the server refuses, the toast says why.
    server.fill(true);
    await user.click(screen.getByRole("button", { name: "Restore lead of Grace Hopper" }));
    await expectToast(LEAD_RESTORE_CAP_FULL);
    expect(within(rowOf("Grace Hopper")).getByText("Rejected")).toBeInTheDocument();

    server.fill(false);
    await user.click(screen.getByRole("button", { name: "Restore lead of Grace Hopper" }));
    await expectToast("Lead restored.");
    await within(rowOf("Grace Hopper")).findByText("Delivered");
    await waitFor(() =>
      expect(screen.getByText("accepted", { exact: false })).toHaveTextContent(
        "2 accepted · 0 rejected",
      ),
    );
    expect(server.callsTo("POST /campaigns/9/leads/2/restore")).toHaveLength(2);
  });

  it("shows the server's refusal of a rejection in the dialog, which stays open", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    // Rejected elsewhere meanwhile: this screen's page still offers Reject.
    const server = stubFetch({
      "GET /campaigns/9": { body: { campaign: CAMPAIGN, stats: { per_day: [], per_brand: [] } } },
      "GET /campaigns/9/leads": { body: { leads: [lead(2, "Grace", "Hopper")], total: 1 } },
      "POST /campaigns/9/leads/2/reject": { status: 409, body: { message: LEAD_ALREADY_REJECTED } },
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Reject lead of Grace Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject lead" });
    await user.click(within(dialog).getByRole("radio", { name: "Duplicate" }));
    await user.click(within(dialog).getByRole("button", { name: "Reject lead" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(LEAD_ALREADY_REJECTED);
    expect(server.callsTo("POST /campaigns/9/leads/2/reject")[0]?.body).toEqual({
      reason: "duplicate",
    });
    expect(screen.getByRole("dialog", { name: "Reject lead" })).toBeInTheDocument();
    // After the refusal the list is asked for again: it shows where things stand now.
    await waitFor(() => expect(server.callsTo("GET /campaigns/9/leads").length).toBeGreaterThan(1));
  });
});
