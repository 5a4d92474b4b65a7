import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { atViewer, makeEventResource } from "../../../test/event-fixtures";
import { makeResource } from "../../../test/fixtures";
import { FeedItemCard } from "./feed-item-card";

afterEach(() => {
  vi.useRealTimers();
});

const link = () => screen.getByRole("link");

describe("FeedItemCard: an event's time (issue 63)", () => {
  it("shows the start on the viewer's clock with the event's zone named, not the upload date", () => {
    atViewer("America/New_York");
    render(<FeedItemCard item={makeEventResource(5, "Zero trust roundtable")} />);
    expect(link()).toHaveTextContent(
      "Tue, Dec 1, 2026, 10:00 AM (your time) · 3:00 PM GMT in Europe/London",
    );
    expect(screen.getByText(/your time/)).toHaveAttribute("datetime", "2026-12-01T15:00:00.000Z");
    expect(link()).not.toHaveTextContent("March 5, 2024");
    expect(link()).not.toHaveTextContent("Past event");
  });

  it("follows daylight saving: London on summer time, the viewer in Los Angeles", () => {
    atViewer("America/Los_Angeles");
    const item = makeEventResource(5, "Spring briefing", {
      starts_at: "2027-03-30T14:00:00.000Z",
      ends_at: "2027-03-30T15:00:00.000Z",
    });
    render(<FeedItemCard item={item} />);
    expect(link()).toHaveTextContent(
      "Tue, Mar 30, 2027, 7:00 AM (your time) · 3:00 PM GMT+1 in Europe/London",
    );
  });

  it("writes one clock for a viewer in the event's zone", () => {
    atViewer("Europe/London");
    render(<FeedItemCard item={makeEventResource(5, "Zero trust roundtable")} />);
    expect(link()).toHaveTextContent("Tue, Dec 1, 2026, 3:00 PM GMT in Europe/London");
    expect(link()).not.toHaveTextContent("your time");
  });

  it("says an event that has ended is past, and one under way is happening now", () => {
    atViewer("Europe/London", new Date("2026-12-01T15:30:00.000Z"));
    const { rerender } = render(
      <FeedItemCard item={makeEventResource(5, "Zero trust roundtable")} />,
    );
    expect(link()).toHaveTextContent("Happening now");
    const past = makeEventResource(6, "Last year's summit", {
      starts_at: "2025-11-10T09:00:00.000Z",
      ends_at: "2025-11-10T17:00:00.000Z",
    });
    rerender(<FeedItemCard item={past} />);
    expect(link()).toHaveTextContent("Past event");
    expect(link()).toHaveTextContent("Mon, Nov 10, 2025, 9:00 AM GMT in Europe/London");
  });

  it("keeps the upload date for other resources, and puts a footer outside the link", () => {
    render(
      <FeedItemCard
        item={makeResource(7, "Cloud budgets")}
        footer={<button type="button">Go</button>}
      />,
    );
    expect(link()).toHaveTextContent("March 5, 2024");
    expect(link()).not.toContainElement(screen.getByRole("button", { name: "Go" }));
  });
});
