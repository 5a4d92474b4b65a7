import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { Sidebar } from "./sidebar";

beforeEach(() => {
  localStorage.clear();
  stubFetch({ "GET /company": { body: { companies: [] } } });
});
afterEach(cleanup);

const nav = () => screen.getByRole("navigation", { name: "Main" });
const links = () =>
  within(nav())
    .queryAllByRole("link")
    .map((link) => link.textContent);
const groupButtons = () =>
  within(nav())
    .queryAllByRole("button")
    .map((button) => button.textContent);

describe("the grouped sidebar", () => {
  it("shows an admin the ungrouped entries first, then Content, Audience, Engagement, Settings", () => {
    renderWithProviders(<Sidebar user={makeUser({ role: "admin" })} />);
    expect(groupButtons()).toEqual(["Content", "Audience", "Engagement", "Settings"]);
    expect(links()).toEqual([
      "Dashboard",
      "My Profile",
      "Uploads",
      "Resource Archive",
      "Users",
      "Import members",
      "Leads",
      "Suppressions",
      "Newsletters",
      "Mailings",
      "Events",
      "Segments",
      "Sponsors",
      "Company",
      "Audit log",
      "Webhooks",
    ]);
  });

  it("shows an employee only the groups holding their screens, no admin entry", () => {
    renderWithProviders(<Sidebar user={makeUser({ role: "employee" })} />);
    expect(groupButtons()).toEqual(["Content", "Engagement"]);
    expect(links()).toEqual([
      "My Profile",
      "Uploads",
      "Resource Archive",
      "Newsletters",
      "Mailings",
      "Events",
      "Segments",
    ]);
  });

  it("shows a member no groups", () => {
    renderWithProviders(<Sidebar user={makeUser({ role: "user" })} />);
    expect(groupButtons().filter((name) => name !== "Explore More")).toEqual([]);
    expect(links()).toEqual(["Dashboard", "My Profile"]);
  });

  it("closes and opens a group, and remembers it", async () => {
    const { user, unmount } = renderWithProviders(<Sidebar user={makeUser({ role: "admin" })} />);
    const audience = within(nav()).getByRole("button", { name: "Audience" });
    expect(audience.getAttribute("aria-expanded")).toBe("true");
    await user.click(audience);
    expect(audience.getAttribute("aria-expanded")).toBe("false");
    expect(links()).not.toContain("Leads");
    expect(links()).toContain("Webhooks");
    unmount();

    // A new page load keeps it closed.
    const again = renderWithProviders(<Sidebar user={makeUser({ role: "admin" })} />);
    const reopened = within(nav()).getByRole("button", { name: "Audience" });
    expect(reopened.getAttribute("aria-expanded")).toBe("false");
    expect(links()).not.toContain("Users");
    await again.user.click(reopened);
    expect(links()).toContain("Users");
    expect(JSON.parse(localStorage.getItem("sidebar-closed-groups") ?? "null")).toEqual([]);
  });
});
