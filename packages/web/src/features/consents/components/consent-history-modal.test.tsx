import type { ConsentEvent } from "@sector/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { ConsentHistoryModal } from "./consent-history-modal";

const event = (
  id: number,
  overrides: Partial<ConsentEvent> & { sponsor?: { id: number; name: string } | null },
) => ({
  id,
  company_id: 1,
  company_name: "CIO",
  purpose: "newsletter",
  granted: true,
  text: "Yes, send me the weekly CIO newsletter.",
  text_version: 1,
  source: "registration",
  occurred_at: "2026-11-20T12:00:00.000Z",
  ip: "203.0.113.7",
  user_agent: null,
  actor: null,
  sponsor: null,
  ...overrides,
});

describe("Consent history modal", () => {
  it("names a sponsor event by its sponsor, and a brand consent by its purpose", async () => {
    stubFetch({
      "GET /user/protected/consent-events": {
        body: {
          events: [
            event(3, {
              purpose: "sponsor",
              granted: false,
              source: "sponsor_share",
              text: "Sharing with Acme Security stopped.",
              sponsor: { id: 9, name: "Acme Security" },
            }),
            event(2, {
              purpose: "sponsor",
              source: "sponsor_share",
              text_version: 2,
              text: "CIO sends your details to Acme Security.",
              sponsor: { id: 9, name: "Acme Security" },
            }),
            event(1, {}),
          ],
        },
      },
    });
    renderWithProviders(
      <ConsentHistoryModal
        open
        member={{ id: 7, name: "Ada Lovelace", email: "ada@example.com" }}
        onClose={() => {}}
      />,
    );
    const table = await screen.findByRole("region", { name: "Consent history" });
    await within(table).findAllByText("Share details with Acme Security");
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 5)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        "Share details with Acme SecuritySharing with Acme Security stopped.",
        "CIO",
        "Withdrawn",
        "Version 1",
        "Sponsor sharing",
      ],
      [
        "Share details with Acme SecurityCIO sends your details to Acme Security.",
        "CIO",
        "Granted",
        "Version 2",
        "Sponsor sharing",
      ],
      [
        "Weekly newsletterYes, send me the weekly CIO newsletter.",
        "CIO",
        "Granted",
        "Version 1",
        "Registration",
      ],
    ]);
  });
});
