import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { atViewer, makeMyEvent } from "../../../test/event-fixtures";
import { stubFetch } from "../../../test/fetch-stub";
import { makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { authStore } from "../../lib/auth-store";
import MyProfileRoute from "./my-profile";

afterEach(() => {
  cleanup();
  authStore.logout();
  vi.useRealTimers();
});

function setUp(role: "user" | "admin") {
  // The sections this test is not about answer nothing; their failures are only logged.
  vi.spyOn(console, "error").mockImplementation(() => {});
  atViewer("Europe/London");
  authStore.login(makeUser({ role }), "token", false);
  const network = stubFetch({
    "GET /user/protected/events": {
      body: { events: [makeMyEvent(5, "Zero trust roundtable", "registered")] },
    },
  });
  return { ...renderWithProviders(<MyProfileRoute />, { route: "/my-profile" }), network };
}

describe("My Profile: My events (issue 63)", () => {
  it("gives members a My events tab listing their registrations", async () => {
    const { user } = setUp("user");
    await user.click(screen.getByRole("tab", { name: "My events" }));
    expect(await screen.findByRole("link", { name: /^Zero trust roundtable/ })).toBeVisible();
    expect(screen.getByText("Registered ✓")).toBeVisible();
  });

  it("has no such tab for staff, and reads no registrations", () => {
    const { network } = setUp("admin");
    expect(screen.queryByRole("tab", { name: "My events" })).toBeNull();
    expect(network.callsTo("GET /user/protected/events")).toHaveLength(0);
  });
});
