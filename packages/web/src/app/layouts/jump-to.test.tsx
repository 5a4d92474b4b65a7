import type { PublicUser, SearchPage } from "@sector/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchCall, stubFetch } from "../../../test/fetch-stub";
import { makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { JumpTo } from "./jump-to";

afterEach(cleanup);

const GRACE: PublicUser = makeUser({
  id: 41,
  firstname: "Grace",
  lastname: "Hopper",
  email: "grace@example.org",
});

const routes = () =>
  stubFetch({
    "GET /company": {
      body: {
        companies: [
          { id: 3, name: "CHRO" },
          { id: 4, name: "CRO" },
        ],
      },
    },
    "GET /user/protected/fetchusers": (call: FetchCall) => ({
      body:
        call.query.get("search") === "grace"
          ? { users: [GRACE], totalUsers: 1 }
          : { users: [], totalUsers: 0 },
    }),
    "GET /resources/search": (call: FetchCall) => {
      const page: SearchPage = {
        data:
          call.query.get("q") === "grace"
            ? [
                {
                  id: 9,
                  title: "Grace under pressure: CHRO report",
                  resource_url: "https://chro.example.com/r/9",
                  image_bg: "/demo/x.svg",
                  company_id: 3,
                  company_name: "CHRO",
                  createdAt: "2026-11-01T00:00:00.000Z",
                  preferences: [],
                  event: null,
                  highlight: "Grace",
                },
              ]
            : [],
        total: 0,
        total_capped: false,
        next: null,
      };
      return { body: page };
    },
  });

const palette = () => screen.getByRole("dialog");
const options = () =>
  within(palette())
    .queryAllByRole("option")
    .map((option) => option.textContent);

describe("the command palette", () => {
  it("opens with Ctrl-K and jumps to a screen by keyboard alone", async () => {
    const stub = routes();
    const { user } = renderWithProviders(<JumpTo userRole="admin" />, { route: "/myprofile" });
    // Closed, it asks the server nothing (the screens' own lists load as they always did).
    expect(stub.calls).toEqual([]);
    await user.keyboard("{Control>}k{/Control}");
    const field = within(palette()).getByRole("combobox");
    expect(document.activeElement).toBe(field);
    await user.keyboard("audit");
    expect(options()).toEqual(["Audit log"]);
    await user.keyboard("{Enter}");
    await screen.findByText("Navigated to /audit");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("finds a member (admins), a brand and a resource by name", async () => {
    const stub = routes();
    const { user } = renderWithProviders(<JumpTo userRole="admin" />, { route: "/myprofile" });
    await user.click(screen.getByRole("button", { name: /Jump to/ }));
    await user.keyboard("grace");
    await waitFor(() =>
      expect(options()).toEqual([
        "Grace Hoppergrace@example.org",
        "Grace under pressure: CHRO reportCHRO",
      ]),
    );
    expect(stub.callsTo("GET /user/protected/fetchusers")[0]?.query.get("search")).toBe("grace");
    // The first result is the active one: Enter opens it.
    await user.keyboard("{Enter}");
    await screen.findByText("Navigated to /users");

    await user.keyboard("{Control>}k{/Control}");
    await user.keyboard("chr");
    await waitFor(() => expect(options()).toEqual(["CHRO"]));
    await user.keyboard("{Enter}");
    await screen.findByText("Navigated to /resources/CHRO/3");
  });

  it("never asks for members as an employee, nor offers brands or admin screens", async () => {
    const stub = routes();
    const { user } = renderWithProviders(<JumpTo userRole="employee" />, { route: "/myprofile" });
    await user.keyboard("{Control>}k{/Control}");
    await user.keyboard("grace");
    await waitFor(() => expect(options()).toEqual(["Grace under pressure: CHRO reportCHRO"]));
    expect(stub.callsTo("GET /user/protected/fetchusers")).toEqual([]);
    await user.clear(within(palette()).getByRole("combobox"));
    await user.keyboard("a");
    expect(options()).not.toContain("Audit log");
    expect(options()).not.toContain("CHRO");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
