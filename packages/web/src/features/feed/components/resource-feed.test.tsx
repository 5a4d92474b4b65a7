import type { Resource } from "@sector/shared";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FetchCall, stubFetch } from "../../../../test/fetch-stub";
import { makeResource } from "../../../../test/fixtures";
import { stubIntersectionObserver } from "../../../../test/intersection-observer";
import { renderWithProviders } from "../../../../test/render";
import { ResourceFeed } from "./resource-feed";

interface FeedBody {
  company_id: number;
  page: number;
  cursor?: string;
}

/**
 * `pages[company][n - 1]` is page n of that company; past the end, pages are empty. A page
 * that is not empty gives a `next` cursor naming it, as the server does.
 */
function stubFeed(pages: Record<number, Resource[][]>) {
  const network = stubFetch({
    "POST /resources/filtered": (call: FetchCall) => {
      const { company_id, page } = call.body as FeedBody;
      const data = pages[company_id]?.[page - 1] ?? [];
      return { body: { data, next: data.length ? `after-${company_id}-${page}` : null } };
    },
  });
  const bodies = () => network.callsTo("POST /resources/filtered").map((c) => c.body as FeedBody);
  const requested = () => bodies().map(({ company_id, page }) => `${company_id}:${page}`);
  return { requested, cursors: () => bodies().map((body) => body.cursor ?? null) };
}

const page = (company: number, n: number, size: number) =>
  Array.from({ length: size }, (_, i) =>
    makeResource(company * 1000 + n * 100 + i, `C${company} p${n} #${i + 1}`, company),
  );

/** The titles shown, in order. */
const titles = () =>
  screen.getAllByRole("heading").map((heading) => heading.textContent?.trim() ?? "");

describe("ResourceFeed paging (SPEC section 4)", () => {
  it("shows page 1, appends later pages on each sentinel hit, and stops at an empty page", async () => {
    const sentinel = stubIntersectionObserver();
    const feed = stubFeed({ 1: [page(1, 1, 5), page(1, 2, 5), page(1, 3, 2)] });
    renderWithProviders(<ResourceFeed filter={{ companyId: 1, preferenceIds: [] }} />);

    expect(screen.getByText("Loading resources...")).toBeInTheDocument();
    expect(await screen.findByText("C1 p1 #1")).toBeInTheDocument();
    expect(titles()).toHaveLength(5);
    expect(feed.requested()).toEqual(["1:1"]);

    await waitFor(() => expect(sentinel.watchedCount()).toBeGreaterThan(0));
    act(() => sentinel.setVisible(1));
    expect(await screen.findByText("C1 p2 #5")).toBeInTheDocument();
    // Appended after page 1, which is still there.
    expect(titles().slice(0, 10)).toEqual([...page(1, 1, 5), ...page(1, 2, 5)].map((r) => r.title));

    await waitFor(() => expect(sentinel.watchedCount()).toBeGreaterThan(0));
    act(() => sentinel.setVisible(1));
    expect(await screen.findByText("C1 p3 #2")).toBeInTheDocument();
    expect(titles()).toHaveLength(12);

    // Page 4 comes back empty: the end. Further sentinel hits ask for nothing more.
    await waitFor(() => {
      act(() => sentinel.setVisible(1));
      expect(feed.requested()).toContain("1:4");
    });
    for (let i = 0; i < 3; i++) {
      act(() => sentinel.setVisible(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(feed.requested()).toEqual(["1:1", "1:2", "1:3", "1:4"]);
    expect(titles()).toHaveLength(12);
    // Each later page carries the cursor of the page before it, beside its number.
    expect(feed.cursors()).toEqual([null, "after-1-1", "after-1-2", "after-1-3"]);
  });

  it("does not load more while the sentinel is only partly visible", async () => {
    const sentinel = stubIntersectionObserver();
    const feed = stubFeed({ 1: [page(1, 1, 5), page(1, 2, 5)] });
    renderWithProviders(<ResourceFeed filter={{ companyId: 1, preferenceIds: [] }} />);
    await screen.findByText("C1 p1 #1");
    await waitFor(() => expect(sentinel.watchedCount()).toBeGreaterThan(0));
    act(() => sentinel.setVisible(0.5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(feed.requested()).toEqual(["1:1"]);
  });

  it("starts again from page 1 with only the new company's resources when the company changes", async () => {
    const sentinel = stubIntersectionObserver();
    const feed = stubFeed({
      1: [page(1, 1, 5), page(1, 2, 5)],
      2: [page(2, 1, 3)],
    });
    const { rerender } = renderWithProviders(
      <ResourceFeed filter={{ companyId: 1, preferenceIds: [] }} />,
    );
    await screen.findByText("C1 p1 #1");
    act(() => sentinel.setVisible(1));
    await screen.findByText("C1 p2 #1");

    rerender(<ResourceFeed filter={{ companyId: 2, preferenceIds: [] }} />);
    expect(await screen.findByText("C2 p1 #1")).toBeInTheDocument();
    expect(titles()).toEqual(page(2, 1, 3).map((r) => r.title));
    expect(feed.requested().filter((key) => key.startsWith("2:"))[0]).toBe("2:1");
  });

  it("says 'No resources available' when page 1 is empty", async () => {
    stubIntersectionObserver();
    const feed = stubFeed({});
    renderWithProviders(<ResourceFeed filter={{ companyId: 9, preferenceIds: [] }} />);
    expect(await screen.findByText("No resources available")).toBeInTheDocument();
    expect(feed.requested()).toEqual(["9:1"]);
  });

  it("asks for the member's preferences with the page", async () => {
    stubIntersectionObserver();
    const network = stubFetch({ "POST /resources/filtered": { body: { data: [] } } });
    renderWithProviders(<ResourceFeed filter={{ companyId: 1, preferenceIds: [4, 2] }} />);
    await screen.findByText("No resources available");
    const [call] = network.callsTo("POST /resources/filtered");
    expect(call?.body).toMatchObject({ company_id: 1, page: 1 });
    const sent = call?.body as { preferences: number[] } | undefined;
    expect([...(sent?.preferences ?? [])].sort()).toEqual([2, 4]);
  });
});
