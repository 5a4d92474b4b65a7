import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catchDownloads } from "../../../../test/downloads";
import { atViewer, makeMyEvent, makeRegistration } from "../../../../test/event-fixtures";
import { type StubRoutes, stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { MyEvents } from "./my-events";

const MINE = "GET /user/protected/events";

// Newest first, as the server lists them; the screen orders each part itself.
const EVENTS = [
  makeMyEvent(8, "Data summit", "waitlisted", {
    starts_at: "2026-12-10T14:00:00.000Z",
    ends_at: "2026-12-10T15:00:00.000Z",
    timezone: "America/New_York",
  }),
  makeMyEvent(5, "Zero trust roundtable", "registered"),
  makeMyEvent(
    3,
    "Cloud costs webinar",
    "registered",
    { starts_at: "2026-10-01T15:00:00.000Z", ends_at: "2026-10-01T16:00:00.000Z" },
    { attendance: "attended", attended_minutes: 52 },
  ),
  makeMyEvent(2, "AI in the SOC", "cancelled", {
    starts_at: "2026-09-01T15:00:00.000Z",
    ends_at: "2026-09-01T16:00:00.000Z",
  }),
];

afterEach(() => {
  cleanup();
  authStore.logout();
  vi.useRealTimers();
});

function setUp(routes: StubRoutes = {}) {
  atViewer("Europe/London");
  authStore.login(makeUser(), "member-token", false);
  const network = stubFetch({ [MINE]: { body: { events: EVENTS } }, ...routes });
  return { ...renderWithProviders(<MyEvents userId={7} />), network };
}

const part = (name: string) => within(screen.getByRole("region", { name }));
const rows = (name: string) => part(name).getAllByRole("listitem");
const row = (name: string, title: string) => {
  const found = rows(name).find((item) => item.textContent?.includes(title));
  if (!found) throw new Error(`No row for ${title}`);
  return within(found);
};

describe("My events (issue 63)", () => {
  it("lists upcoming events soonest first and past ones latest first, each with its status and time", async () => {
    setUp();
    await screen.findByRole("region", { name: "Upcoming events" });
    expect(rows("Upcoming events").map((item) => item.querySelector("a")?.textContent)).toEqual([
      "Zero trust roundtable (opens in a new tab)",
      "Data summit (opens in a new tab)",
    ]);
    expect(rows("Past events").map((item) => item.querySelector("a")?.textContent)).toEqual([
      "Cloud costs webinar (opens in a new tab)",
      "AI in the SOC (opens in a new tab)",
    ]);

    const roundtable = row("Upcoming events", "Zero trust roundtable");
    expect(roundtable.getByText("Registered ✓")).toBeVisible();
    expect(roundtable.getByText("Tue, Dec 1, 2026, 3:00 PM GMT in Europe/London")).toBeVisible();
    expect(
      row("Upcoming events", "Data summit").getByText(
        "Thu, Dec 10, 2026, 2:00 PM (your time) · 9:00 AM EST in America/New_York",
      ),
    ).toBeVisible();
    expect(row("Upcoming events", "Data summit").getByText("Waitlisted")).toBeVisible();
    expect(row("Past events", "Cloud costs webinar").getByText("Attended")).toBeVisible();
    expect(row("Past events", "AI in the SOC").getByText("Cancelled")).toBeVisible();
  });

  it("gives the join link and the invite while a seat is held, Cancel until the start", async () => {
    setUp();
    await screen.findByRole("region", { name: "Upcoming events" });
    const roundtable = row("Upcoming events", "Zero trust roundtable");
    expect(roundtable.getByRole("link", { name: /^Join Zero trust roundtable/ })).toHaveAttribute(
      "href",
      "https://zoom.example.com/j/5",
    );
    expect(roundtable.getByRole("button", { name: /^Add to calendar/ })).toBeVisible();
    expect(roundtable.getByRole("button", { name: /^Cancel registration/ })).toBeVisible();

    // Waitlisted: no seat, so no link and no invite, but it can be left.
    const summit = row("Upcoming events", "Data summit");
    expect(summit.queryByRole("link", { name: /^Join/ })).toBeNull();
    expect(summit.queryByRole("button", { name: /^Add to calendar/ })).toBeNull();
    expect(summit.getByRole("button", { name: /^Cancel registration/ })).toBeVisible();

    // Past: nothing to do.
    expect(part("Past events").queryAllByRole("button")).toHaveLength(0);
    expect(part("Past events").queryByRole("link", { name: /^Join/ })).toBeNull();
  });

  it("downloads the invite with the member's token", async () => {
    const ics = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    const saved = catchDownloads();
    const { user, network } = setUp({
      "GET /events/5/calendar.ics": { body: ics },
    });
    await screen.findByRole("region", { name: "Upcoming events" });
    await user.click(
      row("Upcoming events", "Zero trust roundtable").getByRole("button", {
        name: /^Add to calendar/,
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe("event-5.ics");
    expect(await saved[0]?.text()).toBe(ics);
    const [call] = network.callsTo("GET /events/5/calendar.ics");
    expect(call?.headers.get("authorization")).toBe("Bearer member-token");
  });

  it("cancels after asking, and the list is read again", async () => {
    const { user, network } = setUp({
      "DELETE /events/5/registrations": {
        body: { registration: makeRegistration(5, "cancelled") },
      },
    });
    await screen.findByRole("region", { name: "Upcoming events" });
    await user.click(
      row("Upcoming events", "Zero trust roundtable").getByRole("button", {
        name: /^Cancel registration/,
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Cancel your registration for Zero trust roundtable?",
    });
    expect(dialog).toHaveTextContent("Your seat goes to the next person on the waitlist.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel registration" }));
    await expectToast("Your registration for Zero trust roundtable is cancelled.");
    expect(network.callsTo("DELETE /events/5/registrations")).toHaveLength(1);
    await waitFor(() => expect(network.callsTo(MINE)).toHaveLength(2));
  });

  it("says when there is nothing to list", async () => {
    setUp({ [MINE]: { body: { events: [] } } });
    expect(
      await screen.findByText("You have not registered for any upcoming event."),
    ).toBeVisible();
    expect(screen.getByText("No past events yet.")).toBeVisible();
  });
});
