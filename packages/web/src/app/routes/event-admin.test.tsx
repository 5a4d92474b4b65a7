import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { makeCompany, makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { expectToast } from "../../../test/toasts";
import { makeStaffEvent } from "../../features/events-admin/staff-event-fixture";
import { authStore } from "../../lib/auth-store";
import EventAdminRoute from "./event-admin";

afterEach(() => {
  cleanup();
  authStore.logout();
});

const upcoming = makeStaffEvent();
const past = makeStaffEvent({
  id: 8,
  title: "Cloud costs, a year on",
  company: { id: 2, name: "CMO" },
  starts_at: "2026-10-01T14:00:00.000Z",
  ends_at: "2026-10-01T15:00:00.000Z",
  timezone: "America/New_York",
  capacity: null,
  counts: { registered: 40, waitlisted: 0, cancelled: 5, attended: 31, no_show: 9 },
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell"));

describe("/event-admin", () => {
  it("lists upcoming events, then past ones with attendance, of every brand or one", async () => {
    authStore.login(makeUser({ role: "employee" }), "employee-token", false);
    const network = stubFetch({
      "GET /company": { body: { companies: [makeCompany(1, "CIO"), makeCompany(2, "CMO")] } },
      "GET /events": ({ query }) => ({
        body: {
          events:
            query.get("when") === "past"
              ? [past].filter(
                  (e) =>
                    !query.has("company_id") || String(e.company.id) === query.get("company_id"),
                )
              : [upcoming],
        },
      }),
    });
    const { user } = renderWithProviders(<EventAdminRoute />, { route: "/event-admin" });

    await screen.findByRole("heading", { name: "Events", level: 1 });
    const table = screen.getByRole("region", { name: "Events" });
    await within(table).findByRole("link", { name: "Zero trust in practice" });
    expect(within(table).getByRole("link", { name: "Zero trust in practice" })).toHaveAttribute(
      "href",
      "/event-admin/7",
    );
    const [row] = rowsOf(table);
    expect(row?.map((cell) => cell.getAttribute("data-label"))).toEqual([
      "Title",
      "Brand",
      "Date and time",
      "Registered / capacity",
      "Waitlist",
    ]);
    expect(row?.[1]).toHaveTextContent("CIO");
    expect(row?.[2]).toHaveTextContent(/Dec 1, 2026/);
    expect(row?.[2]).toHaveTextContent(/Held in Europe\/London/);
    expect(row?.[3]).toHaveTextContent("12 / 50");
    expect(row?.[4]).toHaveTextContent("3");
    expect(screen.getByRole("button", { name: "Upcoming" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(network.callsTo("GET /events")[0]?.query.toString()).toBe("when=upcoming");

    await user.click(screen.getByRole("button", { name: "Past" }));
    await within(table).findByRole("link", { name: "Cloud costs, a year on" });
    expect(screen.getByRole("button", { name: "Past" })).toHaveAttribute("aria-pressed", "true");
    const [pastRow] = rowsOf(table);
    expect(pastRow?.map((cell) => cell.textContent)).toContain("40 / no limit");
    expect(pastRow?.at(-1)?.getAttribute("data-label")).toBe("Attended");
    expect(pastRow?.at(-1)).toHaveTextContent("31");

    // One brand: CIO has no past event.
    await user.click(screen.getByRole("button", { name: /Brand/ }));
    await user.click(await screen.findByRole("option", { name: "CIO" }));
    await within(table).findByText("No past events.");
    expect(network.callsTo("GET /events").at(-1)?.query.toString()).toBe("when=past&company_id=1");

    await user.click(screen.getByRole("button", { name: /Brand/ }));
    await user.click(await screen.findByRole("option", { name: "All brands" }));
    // Every brand's past events again (the answer kept from before).
    await within(table).findByRole("link", { name: "Cloud costs, a year on" });
  });

  it("says when the list could not be loaded", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    stubFetch({
      "GET /company": { body: { companies: [] } },
      "GET /events": { status: 500, body: { message: "The database is away." } },
    });
    renderWithProviders(<EventAdminRoute />, { route: "/event-admin" });
    const table = await screen.findByRole("region", { name: "Events" });
    await within(table).findByText("The events could not be loaded.");
    await expectToast("The database is away.");
  });
});
