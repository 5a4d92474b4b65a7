import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CampaignProgress, leadProgress } from "./campaign-progress";

describe("CampaignProgress", () => {
  it("shows the leads against the cap as text and as a bar", () => {
    render(<CampaignProgress leads={3} leadCap={8} capReached={false} label="Leads of Launch" />);
    expect(screen.getByText("3 / 8")).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Leads of Launch" });
    expect(bar).toHaveAttribute("aria-valuenow", "3");
    expect(bar).toHaveAttribute("aria-valuemax", "8");
    expect(bar).toHaveAttribute("aria-valuetext", "3 of 8 leads (37%)");
    expect(bar).toHaveAccessibleDescription("3 / 8");
    expect(bar.firstElementChild).toHaveStyle({ width: "37%" });
    expect(screen.queryByText("Cap reached")).toBeNull();
  });

  it("says the cap is reached once the leads fill it", () => {
    render(<CampaignProgress leads={2} leadCap={2} capReached />);
    expect(screen.getByText("2 / 2")).toBeInTheDocument();
    expect(screen.getByText("Cap reached")).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Leads" });
    expect(bar).toHaveAttribute("aria-valuetext", "2 of 2 leads (100%)");
    expect(bar.firstElementChild).toHaveStyle({ width: "100%" });
  });

  it("trusts the count when the server's flag lags, and never draws past the cap", () => {
    render(<CampaignProgress leads={5} leadCap={4} capReached={false} />);
    expect(screen.getByText("5 / 4")).toBeInTheDocument();
    expect(screen.getByText("Cap reached")).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Leads" });
    expect(bar).toHaveAttribute("aria-valuenow", "4");
    expect(bar.firstElementChild).toHaveStyle({ width: "100%" });
  });

  it("starts empty", () => {
    expect(leadProgress(0, 10)).toEqual({ leads: 0, cap: 10, percent: 0, full: false });
    // Rounded down: 99.9 % is not yet full.
    expect(leadProgress(999, 1000).percent).toBe(99);
  });
});
