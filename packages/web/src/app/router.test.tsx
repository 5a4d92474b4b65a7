import type { Role } from "@sector/shared";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../test/fetch-stub";
import { makeUser } from "../../test/fixtures";
import { authStore } from "../lib/auth-store";
import { createQueryClient } from "../lib/query-client";
import { AppProviders } from "./providers";
import { routes } from "./router";

afterEach(() => {
  cleanup();
  act(() => authStore.logout());
});

/** The app's own route table, guards and layouts, opened at `path` (signed in as `role`). */
function openApp(path: string, role: Role | null) {
  // The shell's sections this test is not about answer nothing; their failures are only logged.
  vi.spyOn(console, "error").mockImplementation(() => {});
  stubFetch({ "GET /company": { body: { companies: [] } } });
  if (role) authStore.login(makeUser({ role }), "token", false);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { at: () => router.state.location.pathname };
}

const NO_ACCESS = "You don't have access to this page";
/** The shell and the screens are lazy chunks: the first to load one waits for its import. */
const LOADED = { timeout: 10_000 };

describe("the route table's guards (issue 64)", () => {
  it("shows a member the No access page at the admin screen's own address", async () => {
    const app = openApp("/users", "user");
    expect(await screen.findByRole("heading", { name: NO_ACCESS }, LOADED)).toBeInTheDocument();
    expect(app.at()).toBe("/users");
    expect(screen.getByText("403")).toBeInTheDocument();
    expect(screen.queryByText("Page not found!")).toBeNull();
    // The way home is the member's feed; the page is named in the title and the phone's top bar.
    expect(screen.getByRole("link", { name: /^Go to Dashboard/ })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe("Sector Portal | No access"));
    expect(within(screen.getByTestId("top-bar-context")).getByText("No access")).toBeVisible();
  });

  it("sends an employee home to their profile from a screen they may not open", async () => {
    const app = openApp("/resources/CMO/3", "employee");
    expect(await screen.findByRole("heading", { name: NO_ACCESS }, LOADED)).toBeInTheDocument();
    expect(app.at()).toBe("/resources/CMO/3");
    expect(screen.getByRole("link", { name: /^Go to My Profile/ })).toHaveAttribute(
      "href",
      "/myprofile",
    );
  });

  it("keeps a route's redirect for a role: an employee opening / lands on /myprofile", async () => {
    const app = openApp("/", "employee");
    await waitFor(() => expect(app.at()).toBe("/myprofile"), LOADED);
    expect(screen.queryByRole("heading", { name: NO_ACCESS })).toBeNull();
  });

  it("shows the Not found page on a path that matches no route", async () => {
    const app = openApp("/no/such/page", "user");
    expect(
      await screen.findByRole("heading", { name: "Page not found!" }, LOADED),
    ).toBeInTheDocument();
    expect(app.at()).toBe("/no/such/page");
    expect(screen.queryByRole("heading", { name: NO_ACCESS })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Sector Portal | Page Not Found"));
  });

  it("sends a signed-out visitor to /login", async () => {
    const app = openApp("/users", null);
    expect(
      await screen.findByRole("heading", { name: "Sign in to your account" }, LOADED),
    ).toBeInTheDocument();
    expect(app.at()).toBe("/login");
    expect(screen.queryByRole("heading", { name: NO_ACCESS })).toBeNull();
  });
});
