import type { MailQueueState } from "@sector/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { MailSection } from "./mail-section";

const state = (overrides: Partial<MailQueueState> = {}): MailQueueState => ({
  pending: 4,
  failed: 1,
  sent_last_24h: 120,
  rate_per_second: null,
  newsletter_rate_per_second: null,
  newsletter_pending: 0,
  messages: [],
  ...overrides,
});

/** The figures as a user reads them: each label with its value. */
const figures = () =>
  Array.from(screen.getByRole("region", { name: "Mail" }).querySelectorAll("dt")).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

describe("the admin dashboard's Mail section", () => {
  it("shows the queue, the newsletter mails still to go and each process's sending rates", async () => {
    stubFetch({
      "GET /mail": {
        body: state({
          rate_per_second: 20,
          newsletter_rate_per_second: 5,
          newsletter_pending: 340,
        }),
      },
    });
    renderWithProviders(<MailSection />);
    await screen.findByText("No undelivered mail.");
    expect(figures()).toEqual([
      "Pending: 4",
      "Failed: 1",
      "Sent in the last 24 hours: 120",
      "Newsletter mails waiting: 340",
      "Sending rate: 20 a second per process",
      "Newsletter sending rate: 5 a second per process",
    ]);
  });

  it("says 'No limit' where no rate is set", async () => {
    stubFetch({ "GET /mail": { body: state({ newsletter_rate_per_second: 8 }) } });
    renderWithProviders(<MailSection />);
    await screen.findByText("No undelivered mail.");
    expect(figures()).toEqual([
      "Pending: 4",
      "Failed: 1",
      "Sent in the last 24 hours: 120",
      "Newsletter mails waiting: 0",
      "Sending rate: No limit",
      "Newsletter sending rate: 8 a second per process",
    ]);
  });
});
