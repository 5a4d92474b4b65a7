import { type Campaign, NO_CAMPAIGN_FILTERS } from "@sector/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeCompany } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { CampaignOverview } from "./campaign-overview";

const CAMPAIGN: Campaign = {
  id: 9,
  sponsor_id: 4,
  sponsor: { id: 4, name: "Acme Cloud", logo_url: null },
  name: "Spring launch",
  resource_ids: [11],
  resources: [{ id: 11, title: "Zero trust in practice", company_id: 1 }],
  lead_cap: 20,
  starts_at: "2026-11-20T09:00:00.000Z",
  ends_at: "2099-12-20T09:00:00.000Z",
  ended_at: null,
  filters: { ...NO_CAMPAIGN_FILTERS, countries: ["DE", "FR"], seniorities: ["c_level"] },
  questions: [
    {
      id: "size",
      label: "How big is your company?",
      kind: "single",
      required: true,
      profile_field: "company_size",
      options: ["1-49", "50-249", "250-999", "1000-4999", "5000+"],
    },
    { id: "why", label: "Why now?", kind: "text", required: false },
  ],
  status: "active",
  leads: 3,
  rejected: 1,
  cap_reached: false,
  created_at: "2026-11-19T10:00:00.000Z",
  updated_at: "2026-11-19T10:00:00.000Z",
};

/** The overview's value for a term. */
const termValue = (term: string) => {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent;
};

describe("CampaignOverview", () => {
  it("names the work details' filters that narrow, by their labels, and the questions it asks", () => {
    stubFetch({ "GET /company": { body: { companies: [makeCompany(1, "CIO")] } } });
    renderWithProviders(<CampaignOverview campaign={CAMPAIGN} />);
    const overview = screen.getByRole("region", { name: "Campaign overview" });
    expect(termValue("Countries")).toBe("Germany, France");
    expect(termValue("Seniorities")).toBe("C-level");
    // A filter that narrows nothing is not listed.
    expect(within(overview).queryByText("Industries")).toBeNull();
    expect(
      within(overview)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
        .slice(-2),
    ).toEqual(["How big is your company? (required) · fills company size", "Why now?"]);
  });

  it("says when no question is asked", () => {
    stubFetch({ "GET /company": { body: { companies: [] } } });
    renderWithProviders(<CampaignOverview campaign={{ ...CAMPAIGN, questions: [] }} />);
    expect(termValue("Questions")).toBe("None asked");
  });
});
