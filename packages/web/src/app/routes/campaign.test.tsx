import {
  type Campaign,
  type CampaignDetail,
  type CampaignLead,
  NO_CAMPAIGN_FILTERS,
} from "@sector/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catchDownloads } from "../../../test/downloads";
import { stubFetch } from "../../../test/fetch-stub";
import { makeCompany, makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { expectToast } from "../../../test/toasts";
import { authStore } from "../../lib/auth-store";
import CampaignRoute from "./campaign";

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
  filters: { ...NO_CAMPAIGN_FILTERS, job_titles: ["director"] },
  questions: [],
  // Full: over for members, though not ended for good.
  status: "ended",
  leads: 2,
  rejected: 0,
  cap_reached: true,
  created_at: "2026-11-19T10:00:00.000Z",
  updated_at: "2026-11-19T10:00:00.000Z",
};

const DETAIL: CampaignDetail = {
  campaign: CAMPAIGN,
  stats: {
    per_day: [
      { day: "2026-11-21", leads: 1 },
      { day: "2026-11-23", leads: 1 },
    ],
    per_brand: [
      { company_id: 1, name: "CIO", leads: 1 },
      { company_id: 2, name: "CMO", leads: 1 },
    ],
  },
};

const CSV = "Date,First Name,Last Name,Email\n2026-11-21,Grace,Hopper,grace@example.org\n";

/** The app's own fetch stub, with the leads' CSV answered as the server sends it. */
const network = (routes: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(routes);
  const json = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith("/campaigns/9/leads.csv")
      ? new Response(CSV, {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": 'attachment; filename="acme-cloud-spring-launch-leads.csv"',
          },
        })
      : json(input, init),
  );
  return stub;
};

const BASE = {
  "GET /company": { body: { companies: [makeCompany(1, "CIO"), makeCompany(2, "CMO")] } },
  "GET /resources": { body: { resources: [], totalResources: 0 } },
  "GET /campaigns/9/leads": { body: { leads: [], total: 0 } },
};

const cellsOf = (label: string) =>
  within(screen.getByRole("region", { name: label, hidden: true }))
    .getAllByRole("row", { hidden: true })
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell", { hidden: true })
        .map((cell) => cell.textContent),
    );

afterEach(() => {
  cleanup();
  authStore.logout();
});

describe("/campaigns/:id", () => {
  it("shows a full campaign's progress, its leads per day and per brand, and downloads them", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    network({ ...BASE, "GET /campaigns/9": { body: DETAIL } });
    const saved = catchDownloads();
    const { user } = renderWithProviders(<CampaignRoute />, {
      route: "/campaigns/9",
      path: "/campaigns/:id",
    });

    await screen.findByRole("heading", { name: "Spring launch", level: 1 });
    expect(screen.getByText("Sponsored by Acme Cloud")).toBeInTheDocument();
    const overview = screen.getByRole("region", { name: "Campaign overview" });
    expect(within(overview).getByText("2 / 2")).toBeInTheDocument();
    expect(within(overview).getByText("Cap reached")).toBeInTheDocument();
    expect(within(overview).getByText("Ended")).toBeInTheDocument();
    // Full is not ended for good: an admin may still end it.
    expect(screen.getByRole("button", { name: "End campaign" })).toBeInTheDocument();
    expect(within(overview).getByText("Zero trust in practice")).toBeInTheDocument();
    expect(within(overview).getByText("director")).toBeInTheDocument();
    expect(within(overview).getByText("Every brand")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to sponsors" })).toHaveAttribute(
      "href",
      "/sponsors?sponsor=4",
    );

    expect(screen.getByRole("heading", { name: "Leads per day" })).toBeInTheDocument();
    expect(cellsOf("Leads per day (numbers)")).toEqual([
      ["Nov 21", "1"],
      ["Nov 23", "1"],
    ]);
    expect(cellsOf("Leads per brand (numbers)")).toEqual([
      ["CIO", "1"],
      ["CMO", "1"],
    ]);

    const leads = screen.getByRole("region", { name: "Leads" });
    expect(leads).toHaveTextContent("2 accepted · 0 rejected");
    expect(await within(leads).findByText("No leads yet.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Download leads (CSV)" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe("acme-cloud-spring-launch-leads.csv");
    expect(await saved[0]?.text()).toBe(CSV);
  });

  it("ends the campaign after a confirmation, and shows it ended", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    let detail: CampaignDetail = {
      ...DETAIL,
      campaign: { ...CAMPAIGN, cap_reached: false, leads: 1 },
    };
    const calls = network({
      ...BASE,
      "GET /campaigns/9": () => ({ body: detail }),
      "DELETE /campaigns/9": () => {
        const ended = {
          ...detail.campaign,
          status: "ended" as const,
          ended_at: "2026-11-25T12:00:00.000Z",
        };
        detail = { ...detail, campaign: ended };
        return { body: { campaign: ended } };
      },
    });
    const { user } = renderWithProviders(<CampaignRoute />, {
      route: "/campaigns/9",
      path: "/campaigns/:id",
    });
    await user.click(await screen.findByRole("button", { name: "End campaign" }));
    const confirm = await screen.findByRole("dialog", { name: "End this campaign now?" });
    expect(confirm).toHaveTextContent(
      "Spring launch takes no more leads from now on. The 1 it has stay, and so does their CSV.",
    );
    await user.click(within(confirm).getByRole("button", { name: "End campaign" }));

    await expectToast("Campaign ended.");
    const overview = screen.getByRole("region", { name: "Campaign overview" });
    await within(overview).findByText("Ended");
    expect(within(overview).getByText("(ended early)")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "End campaign" })).toBeNull();
    expect(calls.callsTo("DELETE /campaigns/9")).toHaveLength(1);
  });

  it("says so when the campaign does not exist", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    network({
      ...BASE,
      "GET /campaigns/77": { status: 404, body: { message: "Campaign not found." } },
    });
    renderWithProviders(<CampaignRoute />, { route: "/campaigns/77", path: "/campaigns/:id" });
    await screen.findByText("This campaign does not exist.");
    await expectToast("Campaign not found.");
  });

  it("shows each lead's deliveries by destination and redelivers a lead, the list read again", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    const failed: CampaignLead = {
      id: 31,
      member: {
        first_name: "Grace",
        last_name: "Hopper",
        email: "grace@example.org",
        phone: "",
        company: "Hopper Inc",
        job_title: "CIO",
        country: "DE",
        company_size: null,
        industry: null,
        job_function: null,
        seniority: null,
      },
      answers: {},
      status: "delivered",
      reason: null,
      note: null,
      rejected_at: null,
      resource: { id: 11, title: "Zero trust in practice" },
      brand: { id: 1, name: "CIO" },
      created_at: "2026-11-21T10:00:00.000Z",
      deliveries: [
        {
          destination_id: 7,
          status: "failed",
          attempts: 5,
          last_error: "HubSpot answered 401: bad token.",
          delivered_at: null,
        },
        {
          destination_id: 8,
          status: "delivered",
          attempts: 1,
          last_error: null,
          delivered_at: "2026-11-21T10:00:05.000Z",
        },
      ],
    };
    let leads = [failed];
    const stub = network({
      ...BASE,
      "GET /campaigns/9": { body: DETAIL },
      "GET /campaigns/9/leads": () => ({ body: { leads, total: 1 } }),
      "GET /sponsors/4/destinations": {
        body: {
          destinations: [
            { id: 7, name: "Acme HubSpot" },
            { id: 8, name: "Acme SFTP" },
          ],
        },
      },
      "POST /leads/31/redeliver": () => {
        leads = [
          {
            ...failed,
            deliveries: failed.deliveries.map((d) => ({ ...d, status: "pending" as const })),
          },
        ];
        return { body: { queued: 2 } };
      },
    });
    const { user } = renderWithProviders(<CampaignRoute />, {
      route: "/campaigns/9",
      path: "/campaigns/:id",
    });

    const deliveries = await screen.findByRole("list", { name: "Deliveries" });
    await within(deliveries).findByText("Acme HubSpot:");
    const [hubspot, sftp] = within(deliveries).getAllByRole("listitem");
    expect(hubspot).toHaveTextContent("Failed");
    expect(hubspot).toHaveTextContent("5 attempts");
    expect(hubspot).toHaveTextContent("HubSpot answered 401: bad token.");
    expect(hubspot).toHaveAttribute("title", "HubSpot answered 401: bad token.");
    expect(sftp).toHaveTextContent(/Acme SFTP:\s*Delivered\s*1 attempt\s*Delivered /);

    await user.click(screen.getByRole("button", { name: "Redeliver lead of Grace Hopper" }));
    await expectToast("Lead queued again for 2 destinations.");
    expect(stub.callsTo("POST /leads/31/redeliver")).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Deliveries" })).getAllByText("Pending"),
      ).toHaveLength(2),
    );
  });
});
