import type { SponsorShares } from "@sector/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { SponsorSharesSection } from "./sponsor-shares";

const SHARES = "GET /user/protected/sponsor-shares";
const WITHDRAW = "POST /user/protected/sponsor-shares/withdraw";

const acme = { id: 9, name: "Acme Security", logo_url: null };
const globex = { id: 4, name: "Globex", logo_url: "https://globex.example.com/logo.png" };

const shared: SponsorShares = {
  shares: [
    {
      lead_id: 2,
      sponsor: { ...acme, privacy_url: "https://acme.example.com/privacy" },
      resource: { id: 5, title: "Zero trust in practice" },
      created_at: "2026-11-24T12:00:00.000Z",
    },
    {
      lead_id: 1,
      sponsor: { ...globex, privacy_url: "https://globex.example.com/privacy" },
      resource: { id: 6, title: "Cloud budgets" },
      created_at: "2026-11-20T12:00:00.000Z",
    },
  ],
  sponsors: [
    { sponsor: acme, withdrawn_at: null },
    { sponsor: globex, withdrawn_at: "2026-11-21T12:00:00.000Z" },
  ],
};

const rows = () =>
  within(screen.getByRole("region", { name: "Details shared" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

const sponsorItems = () =>
  within(screen.getByRole("list", { name: "Sponsors" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("My Profile: Shared with sponsors", () => {
  it("lists each share (sponsor, resource, date) and says what cannot be recalled", async () => {
    stubFetch({ [SHARES]: { body: shared } });
    renderWithProviders(<SponsorSharesSection userId={7} />);
    await screen.findByRole("region", { name: "Details shared" });
    expect(rows()).toEqual([
      ["Acme Security", "Zero trust in practice", "November 24, 2026"],
      ["Globex", "Cloud budgets", "November 20, 2026"],
    ]);
    expect(sponsorItems()).toEqual([
      "Acme SecurityStop sharing with Acme Security",
      "GlobexSharing stopped on November 21, 2026",
    ]);
    const section = screen.getByRole("region", { name: "Shared with sponsors" });
    expect(section).toHaveTextContent("details already shared cannot be recalled");
    expect(section).toHaveTextContent("name, business email, phone, company, job title, and brand");
  });

  it("stops sharing with one sponsor after asking, then shows since when", async () => {
    let withdrawn: string | null = null;
    const network = stubFetch({
      [SHARES]: () => ({
        body: {
          ...shared,
          sponsors: [{ sponsor: acme, withdrawn_at: withdrawn }, shared.sponsors[1]],
        },
      }),
      [WITHDRAW]: () => {
        withdrawn = "2026-11-25T12:00:00.000Z";
        return { body: { sponsor_id: 9, withdrawn_at: withdrawn } };
      },
    });
    const { user } = renderWithProviders(<SponsorSharesSection userId={7} />);
    await user.click(
      await screen.findByRole("button", { name: "Stop sharing with Acme Security" }),
    );

    const question = await screen.findByRole("dialog", {
      name: "Stop sharing with Acme Security?",
    });
    expect(question).toHaveTextContent("What it already received cannot be recalled.");
    // Nothing is sent before the member confirms.
    expect(network.callsTo(WITHDRAW)).toHaveLength(0);
    await user.click(within(question).getByRole("button", { name: "Stop sharing" }));

    await screen.findByText("Sharing stopped on November 25, 2026");
    expect(network.callsTo(WITHDRAW).map((call) => call.body)).toEqual([{ sponsor_id: 9 }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: /^Stop sharing/ })).toBeNull();
  });

  it("keeps asking when stopping fails, and says so", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({ [SHARES]: { body: shared }, [WITHDRAW]: { status: 500 } });
    const { user } = renderWithProviders(<SponsorSharesSection userId={7} />);
    await user.click(
      await screen.findByRole("button", { name: "Stop sharing with Acme Security" }),
    );
    const question = await screen.findByRole("dialog", {
      name: "Stop sharing with Acme Security?",
    });
    await user.click(within(question).getByRole("button", { name: "Stop sharing" }));
    await expectToast("Sharing could not be stopped. Please try again.");
    expect(screen.getByRole("dialog", { name: "Stop sharing with Acme Security?" })).toBeVisible();
  });

  it("says so in a sentence when nothing was shared", async () => {
    stubFetch({ [SHARES]: { body: { shares: [], sponsors: [] } } });
    renderWithProviders(<SponsorSharesSection userId={7} />);
    await screen.findByText("You have not shared your details with any sponsor.");
    expect(screen.queryByRole("region", { name: "Details shared" })).toBeNull();
  });
});
