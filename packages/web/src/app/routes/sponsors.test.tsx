import { type Campaign, NO_CAMPAIGN_FILTERS, type Sponsor } from "@sector/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchCall, stubFetch } from "../../../test/fetch-stub";
import { makeCompany, makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { expectToast } from "../../../test/toasts";
import { authStore } from "../../lib/auth-store";
import SponsorsRoute from "./sponsors";

const sponsor = (id: number, name: string, logo: string | null): Sponsor => ({
  id,
  name,
  website: `https://${name.toLowerCase().replace(/\W/g, "")}.example.com`,
  logo_url: logo,
  privacy_url: `https://${name.toLowerCase().replace(/\W/g, "")}.example.com/privacy`,
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
});

const ACME = sponsor(4, "Acme Cloud", "https://cdn.example.com/acme.svg");
const BETA = sponsor(5, "Beta Analytics", null);

const campaign = (
  id: number,
  sponsorId: number,
  name: string,
  leads: number,
  cap: number,
): Campaign => ({
  id,
  sponsor_id: sponsorId,
  sponsor: { id: sponsorId, name: "", logo_url: null },
  name,
  resource_ids: [11],
  resources: [{ id: 11, title: "Zero trust in practice", company_id: 1 }],
  lead_cap: cap,
  starts_at: "2026-11-20T09:00:00.000Z",
  ends_at: "2026-12-20T09:00:00.000Z",
  ended_at: null,
  filters: NO_CAMPAIGN_FILTERS,
  questions: [],
  // Full: over for members (as the server counts it).
  status: leads >= cap ? "ended" : "active",
  leads,
  rejected: 0,
  cap_reached: leads >= cap,
  created_at: "2026-11-19T10:00:00.000Z",
  updated_at: "2026-11-19T10:00:00.000Z",
});

const CAMPAIGNS: Record<number, Campaign[]> = {
  4: [campaign(9, 4, "Spring launch", 2, 2), campaign(8, 4, "Autumn webinar", 1, 10)],
  5: [],
};

/** Each campaign row as a user reads it: name, status, leads, without the dates. */
const campaignRows = () =>
  within(screen.getByRole("region", { name: "Campaigns" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

const routes = () =>
  stubFetch({
    "GET /sponsors": { body: { sponsors: [ACME, BETA] } },
    "GET /campaigns": (call: FetchCall) => ({
      body: { campaigns: CAMPAIGNS[Number(call.query.get("sponsor_id"))] ?? [] },
    }),
    "GET /company": { body: { companies: [makeCompany(1, "CIO")] } },
    "GET /resources": { body: { resources: [], totalResources: 0 } },
  });

afterEach(() => {
  cleanup();
  authStore.logout();
});

describe("/sponsors", () => {
  it("lists the sponsors and the first one's campaigns with their leads against the cap", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    const network = routes();
    const { user } = renderWithProviders(<SponsorsRoute />, { route: "/sponsors" });

    const table = await screen.findByRole("region", { name: "Sponsors" });
    await within(table).findByRole("cell", { name: "Acme Cloud" });
    expect(within(table).getByRole("link", { name: /acmecloud\.example\.com/ })).toHaveAttribute(
      "href",
      ACME.website,
    );
    expect(
      within(table).getByRole("link", {
        name: "Privacy policy of Beta Analytics (opens in a new tab)",
      }),
    ).toHaveAttribute("href", BETA.privacy_url);

    await screen.findByRole("heading", { name: "Campaigns of Acme Cloud" });
    await waitFor(() =>
      expect(campaignRows()).toEqual([
        ["Spring launch", "Ended", "2 / 2Cap reached"],
        ["Autumn webinar", "Active", "1 / 10"],
      ]),
    );
    expect(screen.getByRole("link", { name: "Spring launch" })).toHaveAttribute(
      "href",
      "/campaigns/9",
    );
    expect(screen.getByRole("progressbar", { name: "Leads of Autumn webinar" })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );

    // Another sponsor: its own campaigns.
    await user.click(within(table).getByRole("button", { name: "Campaigns of Beta Analytics" }));
    await screen.findByRole("heading", { name: "Campaigns of Beta Analytics" });
    await screen.findByRole("cell", { name: "No campaigns yet." });
    expect(network.callsTo("GET /campaigns").map((call) => call.query.get("sponsor_id"))).toEqual([
      "4",
      "5",
    ]);

    await user.click(screen.getByRole("button", { name: "New campaign" }));
    await screen.findByRole("dialog", { name: "New campaign" });
  });

  it("edits a sponsor from its row, and the list follows", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    let sponsors = [ACME, BETA];
    const network = stubFetch({
      "GET /sponsors": () => ({ body: { sponsors } }),
      "GET /campaigns": { body: { campaigns: [] } },
      "GET /company": { body: { companies: [] } },
      "GET /resources": { body: { resources: [], totalResources: 0 } },
      "PUT /sponsors/5": (call: FetchCall) => {
        const edited = { ...BETA, ...(call.body as Partial<Sponsor>) };
        sponsors = [ACME, edited];
        return { body: { sponsor: edited } };
      },
    });
    const { user } = renderWithProviders(<SponsorsRoute />, { route: "/sponsors" });
    await user.click(await screen.findByRole("button", { name: "Edit Beta Analytics" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit sponsor" });
    const name = within(dialog).getByLabelText("Name");
    expect(name).toHaveValue("Beta Analytics");
    await user.clear(name);
    await user.type(name, "Beta Insights");
    await user.click(within(dialog).getByRole("button", { name: "Save sponsor" }));

    await expectToast("Sponsor updated.");
    expect(network.callsTo("PUT /sponsors/5")[0]?.body).toEqual({
      name: "Beta Insights",
      website: BETA.website,
      logo_url: null,
      privacy_url: BETA.privacy_url,
    });
    // The edited sponsor is the one whose campaigns show, under its new name.
    await screen.findByRole("heading", { name: "Campaigns of Beta Insights" });
    expect(screen.getByRole("cell", { name: "Beta Insights" })).toBeInTheDocument();
  });
});
