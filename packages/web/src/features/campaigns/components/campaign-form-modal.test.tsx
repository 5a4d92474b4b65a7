import {
  CAMPAIGN_CAP_INVALID,
  CAMPAIGN_DATES_ORDER,
  CAMPAIGN_RESOURCES_REQUIRED,
  type Campaign,
  NO_CAMPAIGN_FILTERS,
} from "@sector/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type FetchCall, stubFetch } from "../../../../test/fetch-stub";
import { makeCompany, makePreference } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { SharePreview } from "../../sponsor-sharing/components/share-preview";
import { CampaignFormModal, type CampaignResourceChoice } from "./campaign-form-modal";

const ACME = { id: 4, name: "Acme Cloud" };
const RESOURCES: CampaignResourceChoice[] = [
  { id: 11, title: "Zero trust in practice", company_id: 1, sponsor: ACME },
  { id: 12, title: "The CMO budget report", company_id: 2, sponsor: ACME },
];

const TOPICS = {
  1: [makePreference(5, "Cloud", 1), makePreference(6, "Security", 1)],
  2: [makePreference(8, "Brand", 2)],
} as Record<number, ReturnType<typeof makePreference>[]>;

const CAMPAIGN: Campaign = {
  id: 9,
  sponsor_id: 4,
  sponsor: { id: 4, name: "Acme Cloud", logo_url: null },
  name: "Spring launch",
  resource_ids: [11],
  resources: [{ id: 11, title: "Zero trust in practice", company_id: 1 }],
  lead_cap: 50,
  starts_at: "2026-12-01T09:00:00.000Z",
  ends_at: "2026-12-31T17:00:00.000Z",
  ended_at: null,
  filters: {
    ...NO_CAMPAIGN_FILTERS,
    company_ids: [1],
    preference_ids: [6],
    job_titles: ["director", "head of"],
  },
  questions: [],
  status: "scheduled",
  leads: 0,
  rejected: 0,
  cap_reached: false,
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

const routes = (extra: Record<string, unknown> = {}) =>
  stubFetch({
    "GET /company": { body: { companies: [makeCompany(1, "CIO"), makeCompany(2, "CMO")] } },
    "POST /preferences/fetch": (call: FetchCall) => ({
      body: { preferences: TOPICS[(call.body as { company_id: number }).company_id] ?? [] },
    }),
    ...(extra as Record<string, never>),
  });

const openModal = (
  campaign: Campaign | null = null,
  onSaved = vi.fn(),
  resources: CampaignResourceChoice[] = RESOURCES,
) => {
  const rendered = renderWithProviders(
    <CampaignFormModal
      open
      sponsorId={4}
      sponsorName="Acme Cloud"
      campaign={campaign}
      resources={resources}
      onClose={() => {}}
      onSaved={onSaved}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: campaign ? "Edit campaign" : "New campaign" });
  return { ...rendered, dialog, onSaved };
};

/** Picks options of a multi-select, then closes its list. */
const choose = async (
  user: ReturnType<typeof openModal>["user"],
  dialog: HTMLElement,
  label: RegExp,
  options: string[],
) => {
  const button = within(dialog).getByRole("button", { name: label });
  await user.click(button);
  for (const option of options)
    await user.click(await screen.findByRole("option", { name: option }));
  await user.click(button);
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
};

const setDate = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe("New campaign / Edit campaign", () => {
  it("refuses a campaign without resources, with a bad cap or ending before it starts", async () => {
    const network = routes();
    const { user, dialog } = openModal();
    await user.type(within(dialog).getByLabelText("Lead cap"), "0");
    setDate(dialog, "Starts", "2026-12-10T09:00");
    setDate(dialog, "Ends", "2026-12-09T09:00");
    await user.click(within(dialog).getByRole("button", { name: "Create campaign" }));

    await within(dialog).findByText("Campaign name is required.");
    expect(within(dialog).getByText(CAMPAIGN_RESOURCES_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(CAMPAIGN_CAP_INVALID)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Ends")).toHaveAccessibleDescription(CAMPAIGN_DATES_ORDER);
    expect(within(dialog).getByLabelText("Lead cap")).toHaveAttribute("aria-invalid", "true");
    await expectToast("Campaign name is required.");

    // A date left empty says what to do, not which ISO text to type.
    setDate(dialog, "Starts", "");
    await user.click(within(dialog).getByRole("button", { name: "Create campaign" }));
    await within(dialog).findByText("Choose when the campaign starts.");
    expect(
      network.calls.filter((call) => call.method !== "GET" && call.path !== "/preferences/fetch"),
    ).toEqual([]);
  });

  it("creates a sponsor's campaign with its resources, cap, dates and filters", async () => {
    const created = { ...CAMPAIGN, id: 10 };
    const network = routes({ "POST /campaigns": { status: 201, body: { campaign: created } } });
    const { user, dialog, onSaved } = openModal();
    await user.type(within(dialog).getByLabelText("Campaign name"), " Winter push ");
    await choose(user, dialog, /^Sponsored resources/, ["Zero trust in practice (CIO)"]);
    await user.type(within(dialog).getByLabelText("Lead cap"), "2");
    setDate(dialog, "Starts", "2026-12-01T09:00");
    setDate(dialog, "Ends", "2026-12-24T18:30");
    // Topics are those of the chosen brands.
    expect(within(dialog).getByRole("button", { name: /^Topics/ })).toBeDisabled();
    await choose(user, dialog, /^Brands/, ["CIO", "CMO"]);
    await choose(user, dialog, /^Topics/, ["CIO · Security", "CMO · Brand"]);
    // A brand taken out takes its topics with it.
    await user.click(within(dialog).getByRole("button", { name: "Remove CMO" }));
    expect(within(dialog).queryByRole("button", { name: "Remove CMO · Brand" })).toBeNull();
    expect(
      within(dialog).getByRole("button", { name: "Remove CIO · Security" }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Job title words"), "Director, Head of IT, ,");
    await user.click(within(dialog).getByRole("button", { name: "Create campaign" }));

    await expectToast("Campaign created.");
    expect(network.callsTo("POST /campaigns").map((call) => call.body)).toEqual([
      {
        sponsor_id: 4,
        name: "Winter push",
        resource_ids: [11],
        lead_cap: 2,
        starts_at: new Date("2026-12-01T09:00").toISOString(),
        ends_at: new Date("2026-12-24T18:30").toISOString(),
        // The work details' filters and the questions go as the shared schema's defaults.
        filters: {
          ...NO_CAMPAIGN_FILTERS,
          company_ids: [1],
          preference_ids: [6],
          job_titles: ["director", "head of it"],
        },
        questions: [],
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(created);
  });

  it("edits a campaign from its values and shows the server's refusal under the field", async () => {
    const network = routes({
      "PUT /campaigns/9": {
        status: 400,
        body: {
          message: "The cap cannot go below the 3 leads already shared.",
          errors: { lead_cap: "The cap cannot go below the 3 leads already shared." },
        },
      },
    });
    const { user, dialog, onSaved } = openModal(CAMPAIGN);
    expect(within(dialog).getByLabelText("Campaign name")).toHaveValue("Spring launch");
    expect(within(dialog).getByLabelText("Lead cap")).toHaveValue(50);
    expect(within(dialog).getByLabelText("Job title words")).toHaveValue("director, head of");
    await within(dialog).findByRole("button", { name: "Remove CIO · Security" });
    expect(
      within(dialog).getByRole("button", { name: "Remove Zero trust in practice (CIO)" }),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Lead cap"));
    await user.type(within(dialog).getByLabelText("Lead cap"), "1");
    await user.click(within(dialog).getByRole("button", { name: "Save campaign" }));

    await within(dialog).findByText("The cap cannot go below the 3 leads already shared.");
    expect(within(dialog).getByLabelText("Lead cap")).toHaveAttribute("aria-invalid", "true");
    expect(network.callsTo("PUT /campaigns/9")[0]?.body).toEqual({
      name: "Spring launch",
      resource_ids: [11],
      lead_cap: 1,
      starts_at: "2026-12-01T09:00:00.000Z",
      ends_at: "2026-12-31T17:00:00.000Z",
      filters: {
        ...NO_CAMPAIGN_FILTERS,
        company_ids: [1],
        preference_ids: [6],
        job_titles: ["director", "head of"],
      },
      questions: [],
    });
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe("the work details' filters and the qualifying questions", () => {
  /** The question's card (its list item, named by its heading). */
  const questionCard = (dialog: HTMLElement, number: number) =>
    within(dialog).getByRole("listitem", { name: `Question ${number}` });

  const fillBasics = async (user: ReturnType<typeof openModal>["user"], dialog: HTMLElement) => {
    await user.type(within(dialog).getByLabelText("Campaign name"), "Qualified");
    await choose(user, dialog, /^Sponsored resources/, ["Zero trust in practice (CIO)"]);
    await user.type(within(dialog).getByLabelText("Lead cap"), "10");
    setDate(dialog, "Starts", "2026-12-01T09:00");
    setDate(dialog, "Ends", "2026-12-24T18:30");
  };

  it("builds questions (choices added and removed, a profile field's list read-only), previews them, and sends them with the filters", async () => {
    const created = { ...CAMPAIGN, id: 10 };
    const network = routes({ "POST /campaigns": { status: 201, body: { campaign: created } } });
    const rendered = renderWithProviders(
      <CampaignFormModal
        open
        sponsorId={4}
        sponsorName="Acme Cloud"
        campaign={null}
        resources={RESOURCES}
        onClose={() => {}}
        onSaved={() => {}}
        preview={(questions) => <SharePreview sponsorName="Acme Cloud" questions={questions} />}
      />,
    );
    const { user } = rendered;
    const dialog = screen.getByRole("dialog", { name: "New campaign" });
    await fillBasics(user, dialog);

    // Countries: typed to narrow, chosen with Enter; the short lists as multi-selects.
    const countries = within(dialog).getByRole("combobox", { name: "Countries" });
    await user.type(countries, "germ");
    await user.keyboard("{ArrowDown}{Enter}");
    await user.clear(countries);
    await user.type(countries, "côte");
    await user.keyboard("{ArrowDown}{Enter}{Escape}");
    expect(within(dialog).getByRole("button", { name: "Remove Germany" })).toBeInTheDocument();
    expect(
      within(dialog).getByRole("button", { name: "Remove Côte d'Ivoire" }),
    ).toBeInTheDocument();
    await choose(user, dialog, /^Seniorities/, ["Director", "C-level"]);
    await choose(user, dialog, /^Company sizes/, ["5,000+ employees"]);

    // A question of the sponsor's own: two blank choices to start with, a third added, one removed.
    await user.click(within(dialog).getByRole("button", { name: "Add a question" }));
    const first = questionCard(dialog, 1);
    await user.type(within(first).getByLabelText("Question 1 wording"), "Budget range?");
    await user.type(within(first).getByLabelText("Choice 1"), "Under 10k");
    await user.type(within(first).getByLabelText("Choice 2"), "10k to 100k");
    await user.click(within(first).getByRole("button", { name: "Add a choice to question 1" }));
    await user.type(within(first).getByLabelText("Choice 3"), "Over 100k");
    await user.click(within(first).getByRole("button", { name: "Remove choice 2 of question 1" }));
    expect(
      within(first)
        .getAllByRole("textbox", { name: /^Choice/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["Under 10k", "Over 100k"]);
    await user.click(within(first).getByLabelText("Question 1 is required"));

    // A question filling the member's job function: one choice from that list, read-only.
    await user.click(within(dialog).getByRole("button", { name: "Add a question" }));
    const second = questionCard(dialog, 2);
    await user.type(within(second).getByLabelText("Question 2 wording"), "Your job function");
    await user.selectOptions(
      within(second).getByLabelText("Question 2 fills the member's…"),
      "Job function",
    );
    expect(within(second).getByLabelText("Question 2 answered with")).toHaveValue(
      "One choice from the list",
    );
    expect(within(second).queryByRole("textbox", { name: /^Choice/ })).toBeNull();
    expect(within(second).getByText(/IT · Engineering · Data and analytics/)).toBeInTheDocument();

    // A third, removed again.
    await user.click(within(dialog).getByRole("button", { name: "Add a question" }));
    await user.click(
      within(questionCard(dialog, 3)).getByRole("button", { name: "Remove question 3" }),
    );
    expect(within(dialog).queryByRole("listitem", { name: "Question 3" })).toBeNull();

    // The preview asks them as the member will be asked.
    const preview = within(screen.getByRole("region", { name: "Preview of the sharing dialog" }));
    expect(preview.getByText("Acme Cloud sponsors this resource")).toBeInTheDocument();
    const budget = preview.getByRole("group", { name: "Budget range? (required)" });
    expect(within(budget).getAllByRole("radio")).toHaveLength(2);
    expect(preview.getByRole("combobox", { name: "Your job function" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Create campaign" }));
    await expectToast("Campaign created.");
    const [body] = network.callsTo("POST /campaigns").map((call) => call.body);
    expect(body).toMatchObject({
      filters: {
        ...NO_CAMPAIGN_FILTERS,
        countries: ["CI", "DE"],
        company_sizes: ["5000+"],
        // In the list's order.
        seniorities: ["c_level", "director"],
      },
      questions: [
        {
          id: expect.stringMatching(/^budget-range-[a-z0-9]{4}$/),
          label: "Budget range?",
          kind: "single",
          options: ["Under 10k", "Over 100k"],
          required: true,
        },
        {
          id: expect.stringMatching(/^your-job-function-[a-z0-9]{4}$/),
          label: "Your job function",
          kind: "single",
          required: false,
          profile_field: "job_function",
        },
      ],
    });
    expect((body as { questions: object[] }).questions[1]).not.toHaveProperty("options");
  });

  it("refuses a choice question short of choices under it, sending nothing", async () => {
    const network = routes();
    const { user, dialog } = openModal();
    await fillBasics(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Add a question" }));
    const first = questionCard(dialog, 1);
    await user.type(within(first).getByLabelText("Question 1 wording"), "Tools");
    await user.selectOptions(within(first).getByLabelText("Question 1 answered with"), "multi");
    await user.type(within(first).getByLabelText("Choice 1"), "Okta");
    await user.click(within(dialog).getByRole("button", { name: "Create campaign" }));
    expect(await within(first).findByRole("alert")).toHaveTextContent(
      "Each option must be text of 1 to 100 characters.",
    );
    expect(network.callsTo("POST /campaigns")).toEqual([]);
  });

  it("keeps a saved question's id on edit and shows the server's refusal on the question it names", async () => {
    const refusal = "“Why now?” is answered in words: it takes no options.";
    const network = routes({
      "PUT /campaigns/9": {
        status: 400,
        body: { message: refusal, errors: { questions: refusal } },
      },
    });
    const saved: Campaign = {
      ...CAMPAIGN,
      filters: { ...CAMPAIGN.filters, industries: ["healthcare"] },
      questions: [
        {
          id: "level",
          label: "Your seniority",
          kind: "single",
          required: true,
          profile_field: "seniority",
          options: ["c_level", "vp", "director", "manager", "individual"],
        },
        { id: "why", label: "Why now?", kind: "text", required: false },
      ],
    };
    const { user, dialog } = openModal(saved);
    await within(dialog).findByRole("button", { name: "Remove Healthcare" });
    await user.clear(within(questionCard(dialog, 2)).getByLabelText("Question 2 wording"));
    await user.type(
      within(questionCard(dialog, 2)).getByLabelText("Question 2 wording"),
      "Why now?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save campaign" }));

    expect(await within(questionCard(dialog, 2)).findByRole("alert")).toHaveTextContent(refusal);
    expect(within(questionCard(dialog, 1)).queryByRole("alert")).toBeNull();
    const [body] = network.callsTo("PUT /campaigns/9").map((call) => call.body);
    expect(body).toMatchObject({
      filters: { industries: ["healthcare"] },
      questions: [
        {
          id: "level",
          label: "Your seniority",
          kind: "single",
          required: true,
          profile_field: "seniority",
        },
        { id: "why", label: "Why now?", kind: "text", required: false },
      ],
    });
  });
});

describe("the sponsor's resources, and marking another one as the sponsor's", () => {
  const MIXED: CampaignResourceChoice[] = [
    { id: 12, title: "The CMO budget report", company_id: 2, sponsor: { id: 7, name: "Globex" } },
    { id: 14, title: "Cloud exit plans", company_id: 1, sponsor: ACME },
    { id: 13, title: "Cloud costs", company_id: 1, sponsor: null },
    { id: 11, title: "Zero trust in practice", company_id: 1, sponsor: ACME },
  ];
  const openList = async (user: ReturnType<typeof openModal>["user"], dialog: HTMLElement) => {
    await user.click(within(dialog).getByRole("button", { name: /^Sponsored resources/ }));
    return screen.findByRole("listbox");
  };
  const groups = (list: HTMLElement) =>
    within(list)
      .getAllByRole("group")
      .map((group) => [
        group.getAttribute("aria-labelledby") &&
          document.getElementById(group.getAttribute("aria-labelledby") ?? "")?.textContent,
        within(group)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ]);

  it("lists the sponsor's own resources first, under their headings, each in the archive's order", async () => {
    routes();
    const { user, dialog } = openModal(null, vi.fn(), MIXED);
    const list = await openList(user, dialog);
    await waitFor(() => expect(within(list).getAllByRole("option")[0]).toHaveTextContent("(CIO)"));
    expect(within(list).getByRole("group", { name: "Sponsored by Acme Cloud" })).toBeVisible();
    expect(groups(list)).toEqual([
      ["Sponsored by Acme Cloud", ["Cloud exit plans (CIO)", "Zero trust in practice (CIO)"]],
      ["Other resources", ["The CMO budget report (CMO)", "Cloud costs (CIO)"]],
    ]);
  });

  it("asks before marking another sponsor's resource, says it moves, then marks and picks it", async () => {
    const marked = { id: 12, sponsor: { id: 4, name: "Acme Cloud", logo_url: null } };
    const network = routes({
      "PUT /resources/12/sponsor": { body: { resource: marked } },
      "POST /campaigns": { status: 201, body: { campaign: { ...CAMPAIGN, id: 10 } } },
    });
    const { user, dialog } = openModal(null, vi.fn(), MIXED);
    await user.type(within(dialog).getByLabelText("Campaign name"), "Moved");
    await openList(user, dialog);
    await user.click(await screen.findByRole("option", { name: "The CMO budget report (CMO)" }));

    const question = await screen.findByRole("dialog", {
      name: "Mark as sponsored by Acme Cloud?",
    });
    expect(question).toHaveAccessibleDescription(
      "“The CMO budget report” is sponsored by Globex now: it moves to Acme Cloud. Its cards and its sharing dialog name Acme Cloud from now on, and it is added to this campaign.",
    );
    // Not picked, nothing sent, until confirmed.
    expect(within(dialog).queryByRole("button", { name: /^Remove The CMO/ })).toBeNull();
    expect(network.callsTo("PUT /resources/12/sponsor")).toHaveLength(0);
    await user.click(
      within(question).getByRole("button", { name: "Mark as sponsored by Acme Cloud" }),
    );

    await within(dialog).findByRole("button", { name: "Remove The CMO budget report (CMO)" });
    expect(network.callsTo("PUT /resources/12/sponsor").map((call) => call.body)).toEqual([
      { sponsor_id: 4 },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /^Mark as/ })).toBeNull());
    // Now the sponsor's: listed under its heading.
    const list = await openList(user, dialog);
    expect(
      within(within(list).getByRole("group", { name: "Sponsored by Acme Cloud" })).getByRole(
        "option",
        { name: "The CMO budget report (CMO)" },
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: /^Sponsored resources/ }));

    await user.type(within(dialog).getByLabelText("Lead cap"), "5");
    setDate(dialog, "Starts", "2026-12-01T09:00");
    setDate(dialog, "Ends", "2026-12-24T18:30");
    await user.click(within(dialog).getByRole("button", { name: "Create campaign" }));
    await expectToast("Campaign created.");
    expect(network.callsTo("POST /campaigns")[0]?.body).toMatchObject({ resource_ids: [12] });
  });

  it("picks nothing when cancelled, and says why when the server refuses", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal =
      "This resource collects leads for Globex in the campaign “Q1”: end that campaign or take the resource out of it first.";
    const network = routes({
      "PUT /resources/13/sponsor": { body: { resource: { id: 13 } } },
      "PUT /resources/12/sponsor": {
        status: 400,
        body: { message: refusal, errors: { sponsor_id: refusal } },
      },
    });
    const { user, dialog } = openModal(null, vi.fn(), MIXED);
    await openList(user, dialog);
    await user.click(await screen.findByRole("option", { name: "Cloud costs (CIO)" }));
    const question = await screen.findByRole("dialog", {
      name: "Mark as sponsored by Acme Cloud?",
    });
    expect(question).toHaveAccessibleDescription(/^“Cloud costs” has no sponsor yet\. /);
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /^Mark as/ })).toBeNull());
    expect(within(dialog).queryByRole("button", { name: /^Remove Cloud costs/ })).toBeNull();
    expect(network.callsTo("PUT /resources/13/sponsor")).toHaveLength(0);

    await openList(user, dialog);
    await user.click(await screen.findByRole("option", { name: "The CMO budget report (CMO)" }));
    const again = await screen.findByRole("dialog", { name: "Mark as sponsored by Acme Cloud?" });
    await user.click(
      within(again).getByRole("button", { name: "Mark as sponsored by Acme Cloud" }),
    );
    await expectToast(refusal);
    expect(within(dialog).queryByRole("button", { name: /^Remove The CMO/ })).toBeNull();

    // The sponsor's own resources are picked straight away, asking nothing.
    await openList(user, dialog);
    await user.click(await screen.findByRole("option", { name: "Cloud exit plans (CIO)" }));
    await within(dialog).findByRole("button", { name: "Remove Cloud exit plans (CIO)" });
    expect(screen.queryByRole("dialog", { name: /^Mark as/ })).toBeNull();
  });
});
