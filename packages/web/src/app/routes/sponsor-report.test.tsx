import { SPONSOR_REPORT_UNAVAILABLE, type SponsorReport } from "@sector/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithProviders } from "../../../test/render";
import SponsorReportRoute from "./sponsor-report";

const REPORT: SponsorReport = {
  sponsor: { name: "Acme Cloud", logo: null },
  campaigns: [
    {
      id: 3,
      name: "Spring launch",
      status: "active",
      starts_at: "2026-11-01T09:00:00.000Z",
      ends_at: "2026-12-01T09:00:00.000Z",
      lead_cap: 10,
      leads: 4,
      rejected: 1,
      cap_reached: false,
      per_day: [{ day: "2026-11-20", leads: 4 }],
    },
  ],
};

const openReport = (token: string) =>
  renderWithProviders(<SponsorReportRoute />, {
    route: `/sponsor-report/${token}`,
    path: "/sponsor-report/:token",
  });

describe("/sponsor-report/{token}", () => {
  it("shows each campaign's progress to cap, rejected leads and leads per day, and the CSV link", async () => {
    const network = stubFetch({ "GET /sponsor-report/tok-1": { body: REPORT } });
    openReport("tok-1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Acme Cloud" }),
    ).toBeInTheDocument();
    const campaign = screen.getByRole("region", { name: "Spring launch" });
    expect(
      within(campaign).getByRole("progressbar", {
        name: "Accepted leads of Spring launch to the cap",
      }),
    ).toHaveAttribute("aria-valuenow", "4");
    expect(within(campaign).getByText("4 / 10")).toBeInTheDocument();
    expect(within(campaign).getByText("Running")).toBeInTheDocument();
    expect(within(campaign).getByRole("region", { name: "Leads per day" })).toBeInTheDocument();
    expect(within(campaign).getByText("Rejected").nextElementSibling).toHaveTextContent("1");
    expect(screen.getByRole("link", { name: "Download leads (CSV)" })).toHaveAttribute(
      "href",
      "/api/sponsor-report/tok-1/leads.csv",
    );
    // No session: nothing but the report is asked for.
    expect(network.calls.map((c) => c.path)).toEqual(["/sponsor-report/tok-1"]);
  });

  it("says when the link has expired or was revoked", async () => {
    stubFetch({
      "GET /sponsor-report/old": { status: 404, body: { message: SPONSOR_REPORT_UNAVAILABLE } },
    });
    openReport("old");
    expect(await screen.findByText(SPONSOR_REPORT_UNAVAILABLE)).toBeInTheDocument();
    // Said once, by the page: no error toast as well.
    expect(screen.getAllByText(SPONSOR_REPORT_UNAVAILABLE)).toHaveLength(1);
    expect(screen.queryByRole("link", { name: "Download leads (CSV)" })).not.toBeInTheDocument();
  });
});
