import type { Insights } from "@sector/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, type FetchCall, stubFetch } from "../../../../test/fetch-stub";
import { makeCompany, makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { authStore } from "../../../lib/auth-store";
import { InsightsSection } from "./insights-section";

const COMPANIES = [makeCompany(1, "CIO"), makeCompany(2, "CMO"), makeCompany(3, "CHRO")];

/** A Wednesday: the current week starts on Monday 10 March 2025 (UTC). */
const NOW = new Date("2025-03-12T10:00:00Z");

const ALL_BRANDS_12W: Insights = {
  signups: [
    { period_start: "2025-02-17", company_id: 1, count: 3 },
    { period_start: "2025-02-17", company_id: 2, count: 1 },
    { period_start: "2025-03-10", company_id: 1, count: 2 },
  ],
  consentRates: [
    { company_id: 2, purpose: "resources", granted: 0, total: 0 },
    { company_id: 1, purpose: "partners", granted: 10, total: 40 },
    { company_id: 1, purpose: "newsletter", granted: 20, total: 30 },
  ],
  topResources: [
    { resource_id: 11, title: "Cloud costs in 2025", opens: 1234, unique_members: 87 },
    { resource_id: 12, title: "Zero trust, explained", opens: 5, unique_members: 2 },
  ],
  opensByTopic: [
    { preference_id: 21, name: "Cloud", opens: 1239 },
    { preference_id: 22, name: "Security", opens: 5 },
  ],
  events: [
    { company_id: 1, events: 2, registrations: 40, attended: 18, no_show: 6 },
    { company_id: 2, events: 1, registrations: 5, attended: 0, no_show: 0 },
  ],
  brandColors: [
    { company_id: 1, color: "#be123c" },
    { company_id: 2, color: "#1e3a8a" },
    { company_id: 3, color: "#1e3a8a" },
  ],
};

const CMO_30D: Insights = {
  signups: [{ period_start: "2025-03-01", company_id: 2, count: 4 }],
  consentRates: [{ company_id: 2, purpose: "newsletter", granted: 12, total: 12 }],
  topResources: [{ resource_id: 31, title: "Brand voice", opens: 1, unique_members: 1 }],
  opensByTopic: [{ preference_id: 41, name: "Branding", opens: 1 }],
  events: [],
  brandColors: [],
};

const EMPTY: Insights = {
  signups: [],
  consentRates: [],
  topResources: [],
  opensByTopic: [],
  events: [],
  brandColors: [],
};

/** `answers["2:30d"]` answers company 2 over 30 days; "all:12w" all brands over 12 weeks. */
function stubInsights(answers: Record<string, Insights | Promise<Insights>>) {
  const network = stubFetch({
    "GET /company": { body: { companies: COMPANIES } },
    "GET /insights": async (call: FetchCall) => {
      const key = `${call.query.get("company_id") ?? "all"}:${call.query.get("period")}`;
      const answer = answers[key];
      return answer ? { body: await answer } : { status: 400, body: { message: key } };
    },
  });
  /** Each GET /insights as its query string. */
  const asked = () => network.callsTo("GET /insights").map((call) => call.query.toString());
  return { network, asked };
}

/** The visible text of each body row of the numbers table of `chart`, cells joined by " | ". */
function rows(chart: string): string[] {
  const table = screen.getByRole("region", { name: `${chart} (numbers)` });
  return Array.from(table.querySelectorAll("tbody tr")).map((row) =>
    Array.from(row.querySelectorAll("td"))
      .map((cell) => (cell.textContent ?? "").trim())
      .join(" | "),
  );
}

const chartCard = (title: string) => screen.getByRole("region", { name: title });

async function choose(
  user: ReturnType<typeof renderWithProviders>["user"],
  label: string,
  option: string,
) {
  await user.click(screen.getByRole("button", { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("Insights on the admin dashboard", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    authStore.login(makeUser({ role: "admin" }), "token", false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows every chart's numbers in its table: gaps filled with 0, consent rates as percentages", async () => {
    const answer = deferred<Insights>();
    const { asked } = stubInsights({ "all:12w": answer.promise });
    renderWithProviders(<InsightsSection />);

    expect(screen.getByRole("heading", { name: "Insights", level: 2 })).toBeInTheDocument();
    // One loading placeholder per chart, where the chart will be.
    for (const title of ["New members", "Consent rates", "Top resources", "Opens by topic"]) {
      expect(within(chartCard(title)).getByText("Loading...")).toBeInTheDocument();
    }
    answer.resolve(ALL_BRANDS_12W);
    await screen.findByRole("region", { name: "Top resources (numbers)" });
    expect(asked()).toEqual(["period=12w"]);

    // Twelve weeks, Monday to Monday, oldest first; only two of them came in the answer.
    const signups = rows("New members");
    expect(signups).toHaveLength(12);
    expect(signups[0]).toBe("Dec 23 | 0 | 0 | 0 | 0");
    expect(signups[8]).toBe("Feb 17 | 3 | 1 | 0 | 4");
    expect(signups[9]).toBe("Feb 24 | 0 | 0 | 0 | 0");
    expect(signups[11]).toBe("Mar 10 | 2 | 0 | 0 | 2");
    const header = within(screen.getByRole("region", { name: "New members (numbers)" }))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(header).toEqual(["Week of", "CIO", "CMO", "CHRO", "Total"]);

    // Brand by brand in the company list's order, then the registration page's consent order,
    // with the counts behind each rate; CMO, with fewer than 10 members asked, is left out.
    expect(rows("Consent rates")).toEqual([
      "CIO | Newsletter | 66.7% | 20 of 30",
      "CIO | Partners | 25% | 10 of 40",
    ]);
    expect(
      within(chartCard("Consent rates")).getByText(
        "1 brand with fewer than 10 members is not shown.",
      ),
    ).toBeInTheDocument();
    expect(rows("Top resources")).toEqual([
      "1 | Cloud costs in 2025 | 1,234 | 87",
      "2 | Zero trust, explained | 5 | 2",
    ]);
    expect(rows("Opens by topic")).toEqual(["Cloud | 1,239", "Security | 5"]);
    // Attendance rate: of the registrants whose attendance was imported.
    expect(rows("Events")).toEqual(["CIO | 2 | 40 | 18 | 6 | 75%", "CMO | 1 | 5 | 0 | 0 | --"]);

    // Each table is named by its caption for screen readers.
    expect(
      screen.getByRole("table", { name: "Top 10 resources by opens, all brands, last 12 weeks" }),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Show the numbers")).toHaveLength(4);
  });

  it("asks again with the chosen brand and period, and fills that period's buckets", async () => {
    const { asked } = stubInsights({
      "all:12w": ALL_BRANDS_12W,
      "2:12w": { ...EMPTY, signups: [{ period_start: "2025-03-03", company_id: 2, count: 7 }] },
      "2:30d": CMO_30D,
      "all:30d": EMPTY,
    });
    const { user } = renderWithProviders(<InsightsSection />);
    await screen.findByRole("region", { name: "Top resources (numbers)" });

    await choose(user, "Brand", "CMO");
    await waitFor(() => expect(asked()).toEqual(["period=12w", "company_id=2&period=12w"]));
    await waitFor(() => expect(rows("New members")[10]).toBe("Mar 3 | 7"));
    // One brand: its column only, no total.
    expect(rows("New members")).toHaveLength(12);
    expect(within(chartCard("Top resources")).getByText("No opens yet")).toBeInTheDocument();

    await choose(user, "Period", "30 days");
    await waitFor(() =>
      expect(asked()).toEqual(["period=12w", "company_id=2&period=12w", "company_id=2&period=30d"]),
    );
    // A bar per day: 11 February to 12 March.
    await waitFor(() => expect(rows("New members")).toHaveLength(30));
    const days = rows("New members");
    expect(days[0]).toBe("Feb 11 | 0");
    expect(days[18]).toBe("Mar 1 | 4");
    expect(days[29]).toBe("Mar 12 | 0");
    expect(rows("Consent rates")).toEqual(["CMO | Newsletter | 100% | 12 of 12"]);
    expect(within(chartCard("Consent rates")).queryByText(/not shown/)).toBeNull();
    expect(
      screen.getByRole("table", { name: "Opens by topic, CMO, last 30 days" }),
    ).toBeInTheDocument();

    // Back to all brands, keeping the period: no company_id in the query.
    await choose(user, "Brand", "All brands");
    await waitFor(() => expect(asked().at(-1)).toBe("period=30d"));
    expect(await within(chartCard("Top resources")).findByText("No opens yet")).toBeInTheDocument();
  });

  it("says so where a chart has nothing to draw", async () => {
    stubInsights({ "all:12w": EMPTY });
    renderWithProviders(<InsightsSection />);
    expect(
      await within(chartCard("New members")).findByText("No new members in this period"),
    ).toBeInTheDocument();
    expect(
      within(chartCard("Consent rates")).getByText("No consent answers yet"),
    ).toBeInTheDocument();
    expect(within(chartCard("Top resources")).getByText("No opens yet")).toBeInTheDocument();
    expect(within(chartCard("Opens by topic")).getByText("No opens yet")).toBeInTheDocument();
    expect(screen.queryByText("Show the numbers")).toBeNull();
  });

  it("offers the periods and the brands in labelled selects, 12 weeks and all brands first", async () => {
    stubInsights({ "all:12w": EMPTY });
    const { user } = renderWithProviders(<InsightsSection />);
    await screen.findByText("No new members in this period");
    expect(screen.getByRole("button", { name: /^Period/ })).toHaveTextContent("12 weeks");
    expect(screen.getByRole("button", { name: /^Brand/ })).toHaveTextContent("All brands");
    await user.click(screen.getByRole("button", { name: /^Period/ }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "30 days",
      "12 weeks",
      "12 months",
    ]);
  });
});
