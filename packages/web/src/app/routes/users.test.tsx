import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchCall, stubFetch } from "../../../test/fetch-stub";
import { makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import UsersRoute from "./users";

afterEach(cleanup);

const PEOPLE = [
  makeUser({ id: 1, firstname: "Grace", lastname: "Hopper", email: "grace@example.org" }),
  makeUser({
    id: 2,
    firstname: "Alan",
    lastname: "Turing",
    email: "alan@example.org",
    seniority: "director",
    job_function: "it",
    country: "GB",
    company_size: "1000-4999",
  }),
];

/** The open staff invitations above the list: none. */
const NO_INVITATIONS = { "GET /staff-invitations": { body: { invitations: [] } } };

/** A fake GET /user/protected/fetchusers: narrows as the server does. */
const listing = (call: FetchCall) => {
  const search = (call.query.get("search") ?? "").toLowerCase();
  const found = PEOPLE.filter((u) =>
    `${u.firstname} ${u.lastname} ${u.email}`.toLowerCase().includes(search),
  );
  return { body: { users: found, totalUsers: found.length } };
};

describe("/users search", () => {
  it("opens on ?search= (the command palette's member), and narrows as one types", async () => {
    const stub = stubFetch({ "GET /user/protected/fetchusers": listing, ...NO_INVITATIONS });
    const { user } = renderWithProviders(<UsersRoute />, {
      route: "/users?search=grace@example.org",
      path: "/users",
    });
    expect(await screen.findByText("grace@example.org")).toBeTruthy();
    expect(screen.queryByText("alan@example.org")).toBeNull();
    const field = screen.getByRole("searchbox", { name: "Search users" });
    expect((field as HTMLInputElement).value).toBe("grace@example.org");

    await user.clear(field);
    await user.type(field, "turing");
    await screen.findByText("alan@example.org");
    expect(screen.queryByText("grace@example.org")).toBeNull();
    await waitFor(() =>
      expect(stub.callsTo("GET /user/protected/fetchusers").at(-1)?.query.get("search")).toBe(
        "turing",
      ),
    );
  });
});

describe("/users work details", () => {
  it("shows a member's known work details under the name, labelled for screen readers", async () => {
    stubFetch({ "GET /user/protected/fetchusers": listing, ...NO_INVITATIONS });
    renderWithProviders(<UsersRoute />, { route: "/users", path: "/users" });
    const details = await screen.findByText(
      "Director · IT · 1,000–4,999 employees · United Kingdom",
    );
    expect(details.closest("td")?.textContent).toContain(
      "Work details: Director · IT · 1,000–4,999 employees · United Kingdom",
    );
    // Nothing known: no line.
    expect(screen.getByText("Grace Hopper").closest("td")?.textContent).not.toContain(
      "Work details",
    );
  });
});
