import type { Suppression } from "@sector/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchCall, stubFetch } from "../../../test/fetch-stub";
import { makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { expectToast } from "../../../test/toasts";
import { authStore } from "../../lib/auth-store";
import SuppressionsRoute from "./suppressions";

const LIST: Suppression[] = [
  {
    id: 2,
    email: "angry@example.org",
    reason: "complaint",
    created_at: "2026-11-24T10:00:00.000Z",
    detail: "Marked as spam at the relay",
  },
  {
    id: 1,
    email: "nobody@example.org",
    reason: "bounce",
    created_at: "2026-11-20T10:00:00.000Z",
    detail: null,
  },
];

/** The table as a user reads it: each row's cells, without the screen-reader extras. */
const rows = () =>
  within(screen.getByRole("region", { name: "Suppressed addresses" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

/** A fake GET /suppressions: filters LIST as the server does, 25 a page. */
const listing = (items: () => Suppression[]) => (call: FetchCall) => {
  const q = call.query.get("q") ?? "";
  const reason = call.query.get("reason");
  const found = items().filter(
    (s) => s.email.includes(q.toLowerCase()) && (!reason || s.reason === reason),
  );
  return { body: { suppressions: found, total: found.length } };
};

// Unmounted first: the screen needs its signed-in user until it is gone.
afterEach(() => {
  cleanup();
  authStore.logout();
});

describe("/suppressions", () => {
  it("lists the addresses with readable reasons, searches them and filters by reason", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    const network = stubFetch({ "GET /suppressions": listing(() => LIST) });
    const { user } = renderWithProviders(<SuppressionsRoute />, { route: "/suppressions" });

    await screen.findByRole("cell", { name: "angry@example.org" });
    expect(rows()).toEqual([
      ["angry@example.org", "Complaint", "Marked as spam at the relay"],
      ["nobody@example.org", "Hard bounce", "--"],
    ]);
    expect(network.callsTo("GET /suppressions")[0]?.query.toString()).toBe("page=1");

    await user.type(screen.getByRole("searchbox", { name: "Search addresses" }), "NOBODY");
    await waitFor(() => expect(rows()).toEqual([["nobody@example.org", "Hard bounce", "--"]]));
    // One request for the whole word, once typing paused.
    const searches = network.callsTo("GET /suppressions").slice(1);
    expect(searches.map((call) => call.query.get("q"))).toEqual(["NOBODY"]);

    await user.clear(screen.getByRole("searchbox", { name: "Search addresses" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: /^Reason/ }));
    await user.click(await screen.findByRole("option", { name: "Complaint" }));
    await waitFor(() =>
      expect(rows()).toEqual([["angry@example.org", "Complaint", "Marked as spam at the relay"]]),
    );
    expect(network.callsTo("GET /suppressions").at(-1)?.query.get("reason")).toBe("complaint");

    await user.click(screen.getByRole("button", { name: /^Reason/ }));
    await user.click(await screen.findByRole("option", { name: "Added by staff" }));
    await screen.findByRole("cell", { name: "No suppressed address matches." });
  });

  it("says so when nothing is suppressed", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    stubFetch({ "GET /suppressions": { body: { suppressions: [], total: 0 } } });
    renderWithProviders(<SuppressionsRoute />, { route: "/suppressions" });
    await screen.findByRole("cell", { name: "No suppressed addresses." });
    expect(screen.getByText("Page 1 of 1")).toBeInTheDocument();
  });

  it("removes an address after a confirmation, and the list follows", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    let items = [...LIST];
    const network = stubFetch({
      "GET /suppressions": listing(() => items),
      "DELETE /suppressions/1": () => {
        items = items.filter((s) => s.id !== 1);
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<SuppressionsRoute />, { route: "/suppressions" });
    await user.click(await screen.findByRole("button", { name: "Remove nobody@example.org" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove this address?" });
    expect(confirm).toHaveTextContent(
      "nobody@example.org may get newsletters and other marketing mail again.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));

    await expectToast("Address removed.");
    await waitFor(() =>
      expect(rows()).toEqual([["angry@example.org", "Complaint", "Marked as spam at the relay"]]),
    );
    expect(network.callsTo("DELETE /suppressions/1")).toHaveLength(1);
  });

  it("removes nothing when the confirmation is cancelled", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    const network = stubFetch({ "GET /suppressions": listing(() => LIST) });
    const { user } = renderWithProviders(<SuppressionsRoute />, { route: "/suppressions" });
    await user.click(await screen.findByRole("button", { name: "Remove nobody@example.org" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove this address?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(network.calls.filter((call) => call.method === "DELETE")).toEqual([]);
    expect(rows()).toHaveLength(2);
  });
});
