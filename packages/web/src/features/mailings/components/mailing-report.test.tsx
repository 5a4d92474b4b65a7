import type { MailingReport as Report } from "@sector/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { abRows } from "./ab-rows";
import { MailingReport } from "./mailing-report";
import { reportSentence } from "./report-sentence";

const sent = (overrides: Partial<Report> = {}): Report => ({
  id: 31,
  company_id: 1,
  company_name: "CIO",
  purpose: "resources",
  segment_id: 5,
  segment_name: "CISOs",
  rules: {},
  subject: "The 2027 security report",
  preheader: "",
  body_markdown: "Read it.",
  resource_ids: [],
  sponsor_id: null,
  sponsor_name: null,
  ab_test: {
    subject_b: "Your security report",
    sample_percent: 20,
    wait_minutes: 60,
    metric: "clicks",
  },
  status: "sent",
  send_at: null,
  frozen_at: "2026-11-28T10:00:00.000Z",
  sent_at: "2026-11-28T10:00:00.000Z",
  created_at: "2026-11-28T09:00:00.000Z",
  updated_at: "2026-11-28T10:00:00.000Z",
  counts: {
    recipients: 1200,
    sent: 1180,
    failed: 3,
    skipped: 17,
    capped: 40,
    suppressed: 6,
    consenting: 1246,
    bounced: 4,
    complained: 1,
    unique_clicks: 210,
    unsubscribed: 2,
  },
  links: [
    { url: "https://cio.example.com/report", clicks: 260, unique_clicks: 190 },
    { url: "https://cio.example.com/event", clicks: 30, unique_clicks: 25 },
  ],
  ab: {
    a: { subject: "The 2027 security report", recipients: 120, sent: 120, unique_clicks: 9 },
    b: { subject: "Your security report", recipients: 120, sent: 119, unique_clicks: 17 },
    winner: "b",
    decided_at: "2026-11-28T11:00:00.000Z",
    decides_at: "2026-11-28T11:00:00.000Z",
  },
  ...overrides,
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent?.trim()),
    );

describe("the staff sentence", () => {
  it("says who the mailing reached of whom it could", () => {
    expect(reportSentence({ recipients: 1200, consenting: 1246, capped: 40, suppressed: 6 })).toBe(
      "Sent to 1,200 of 1,246 consenting members (40 capped, 6 suppressed)",
    );
    expect(reportSentence({ recipients: 0, consenting: 0, capped: 0, suppressed: 0 })).toBe(
      "Sent to 0 of 0 consenting members (0 capped, 0 suppressed)",
    );
  });
});

describe("the mailing report", () => {
  it("shows the sentence, the counts, the clicks per link and the A/B winner", async () => {
    stubFetch({});
    renderWithProviders(<MailingReport mailing={sent()} isAdmin={false} />);
    expect(
      screen.getByText("Sent to 1,200 of 1,246 consenting members (40 capped, 6 suppressed)"),
    ).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextSibling;
    expect(figure("Sent")).toHaveTextContent("1,180");
    expect(figure("Bounced")).toHaveTextContent("4");
    expect(figure("Unique clicks")).toHaveTextContent("210");
    expect(figure("Unsubscribed")).toHaveTextContent("2");
    expect(rowsOf(screen.getByRole("region", { name: "Clicks per link" }))).toEqual([
      ["https://cio.example.com/report", "260", "190"],
      ["https://cio.example.com/event", "30", "25"],
    ]);
    expect(
      screen.getByText(
        'Subject B won ("Your security report"): it went to the rest of the audience.',
      ),
    ).toBeInTheDocument();
    expect(rowsOf(screen.getByRole("region", { name: "A/B subject test (numbers)" }))).toEqual([
      ["Subject A", "The 2027 security report", "120", "120", "9"],
      ["Subject B (winner)", "Your security report", "120", "119", "17"],
    ]);
    // The chart (recharts, loaded lazily) takes the loading text's place.
    await waitFor(() => expect(screen.queryByText("Loading chart...")).not.toBeInTheDocument());
    // No admin actions for an employee.
    expect(screen.queryByRole("button", { name: /clickers/ })).not.toBeInTheDocument();
  });

  it("says when the winner is chosen while the test runs, and draws nothing before any mail", () => {
    stubFetch({});
    const running = sent({
      status: "sending",
      ab: {
        a: { subject: "A", recipients: 120, sent: 0, unique_clicks: 0 },
        b: { subject: "B", recipients: 120, sent: 0, unique_clicks: 0 },
        winner: null,
        decided_at: null,
        decides_at: null,
      },
    });
    renderWithProviders(<MailingReport mailing={running} isAdmin />);
    expect(
      screen.getByText("The winner is chosen once the sample has been sent and the wait is over."),
    ).toBeInTheDocument();
    expect(screen.getByText("No mail of the sample has been sent yet.")).toBeInTheDocument();
  });

  it("charts the arms A first, marking only the winner", () => {
    const ab = sent().ab;
    if (!ab) throw new Error("the fixture has an A/B test");
    expect(abRows(ab).map((row) => [row.name, row.unique_clicks])).toEqual([
      ["Subject A", 9],
      ["Subject B (winner)", 17],
    ]);
    expect(abRows({ ...ab, winner: "a" }).map((row) => row.name)).toEqual([
      "Subject A (winner)",
      "Subject B",
    ]);
  });

  it("lets an admin cancel a sending mailing, after a yes", async () => {
    const network = stubFetch({
      "POST /mailings/31/cancel": { body: { mailing: sent({ status: "cancelled" }) } },
    });
    const { user } = renderWithProviders(
      <MailingReport mailing={sent({ status: "sending" })} isAdmin />,
    );
    await user.click(screen.getByRole("button", { name: "Cancel mailing" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this mailing?" });
    expect(network.callsTo("POST /mailings/31/cancel")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel mailing" }));
    await expectToast("Mailing cancelled.");
    expect(network.callsTo("POST /mailings/31/cancel")).toHaveLength(1);
  });
});
