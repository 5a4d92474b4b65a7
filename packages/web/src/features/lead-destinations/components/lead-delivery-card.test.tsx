import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { LeadDeliveryCard } from "./lead-delivery-card";

describe("Lead delivery card", () => {
  it("shows the leads waiting and failed across destinations and links to the sponsors", async () => {
    stubFetch({
      "GET /lead-deliveries/summary": { body: { pending: 3, failed: 5, failed_24h: 2 } },
    });
    renderWithProviders(<LeadDeliveryCard />);
    const card = screen.getByRole("region", { name: "Lead delivery" });
    await within(card).findByText("5");
    const pairs = within(card)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Leads waiting", "3"],
      ["Failed", "5"],
      ["Failed in the last 24 h", "2"],
    ]);
    expect(
      within(card).getByRole("link", { name: "Sponsors and their destinations" }),
    ).toHaveAttribute("href", "/sponsors");
  });
});
