import type { SearchPage, SearchResult } from "@sector/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { atViewer, makeEvent } from "../../../../test/event-fixtures";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { resultCount, SearchResults } from "./search-results";

const result = (id: number, title: string, highlight: string): SearchResult => ({
  id,
  title,
  highlight,
  resource_url: `https://example.com/r/${id}`,
  image_bg: "",
  company_id: 2,
  company_name: "CIO",
  createdAt: "2026-11-20T10:00:00.000Z",
  preferences: [],
  event: null,
});

const page = (data: SearchResult[], next: string | null = null): SearchPage => ({
  data,
  total: data.length,
  total_capped: false,
  next,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("SearchResults", () => {
  it("shows each result's marked title and brand, and counts an open", async () => {
    const network = stubFetch({
      "GET /resources/search": {
        body: page([
          result(7, "Cloud security <2027>", "Cloud <mark>secur</mark>ity &lt;2027&gt;"),
        ]),
      },
    });
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<SearchResults q="secur" companyId={3} onOpen={onOpen} />);
    const brand = await screen.findByText("CIO");
    const link = brand.closest("a") as HTMLAnchorElement;
    expect(link.querySelector("h2")?.textContent).toBe("Cloud security <2027>");
    expect(link.querySelector("mark")?.textContent).toBe("secur");
    expect(link).toHaveAttribute("href", "https://example.com/r/7");
    expect(screen.getByText("1 result")).toBeInTheDocument();
    const [call] = network.callsTo("GET /resources/search");
    expect(call?.query.get("q")).toBe("secur");
    expect(call?.query.get("company_id")).toBe("3");

    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), expect.anything());
  });

  it("shows an event's time on the viewer's clock, and what the screen puts under it", async () => {
    atViewer("America/New_York");
    stubFetch({
      "GET /resources/search": {
        body: page([
          { ...result(5, "Zero trust roundtable", "Zero trust roundtable"), event: makeEvent() },
          result(7, "Cloud budgets", "Cloud budgets"),
        ] as SearchResult[]),
      },
    });
    const cardFooter = vi.fn((item: { id: number; event?: unknown }) =>
      item.event ? <button type="button">Register for {item.id}</button> : null,
    );
    renderWithProviders(
      <SearchResults q="trust" companyId={null} onOpen={() => undefined} cardFooter={cardFooter} />,
    );
    expect(
      await screen.findByText(
        "Tue, Dec 1, 2026, 10:00 AM (your time) · 3:00 PM GMT in Europe/London",
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Register for 5" })).toBeInTheDocument();
  });

  it("says so when nothing matches", async () => {
    stubFetch({ "GET /resources/search": { body: page([]) } });
    renderWithProviders(<SearchResults q="zzzz" companyId={null} onOpen={() => undefined} />);
    expect(await screen.findByText("No resources match 'zzzz'.")).toBeInTheDocument();
  });
});

describe("resultCount", () => {
  it("counts, and shows a capped total with a plus", () => {
    expect(resultCount(1, false)).toBe("1 result");
    expect(resultCount(12, false)).toBe("12 results");
    expect(resultCount(100, true)).toBe("100+ results");
  });
});
