import type { NewsletterStatus } from "@sector/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { makeCompany, makeEdition, makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { expectToast } from "../../../test/toasts";
import { authStore } from "../../lib/auth-store";
import NewslettersRoute from "./newsletters";

const edition = (status: NewsletterStatus, sent: number) => makeEdition(status, sent);

const SETTINGS = {
  company_id: 1,
  enabled: false,
  weekday: 1,
  hour: 9,
  timezone: "Europe/London",
  from_name: "",
  max_items: 10,
};

// Unmounted first: the screen needs its signed-in user until it is gone.
afterEach(() => {
  cleanup();
  authStore.logout();
});

describe("/newsletters", () => {
  it("sends an admin's edition now and follows it to sent, one edition panel throughout", async () => {
    authStore.login(makeUser({ role: "admin", email: "admin@example.com" }), "admin-token", false);
    // Sending, then sent on the next poll.
    let answers = [edition("draft", 0)];
    const network = stubFetch({
      "GET /company": { body: { companies: [makeCompany(1, "CIO")] } },
      "GET /newsletters": () => ({ body: { newsletters: [answers[0]], totalNewsletters: 1 } }),
      "GET /newsletters/1": () => ({
        body: { newsletter: answers.length > 1 ? answers.shift() : answers[0] },
      }),
      "POST /newsletters/1/send": () => {
        answers = [edition("sending", 1), edition("sent", 2)];
        return { status: 202, body: { newsletter: answers[0] } };
      },
      "GET /company/1/newsletter": { body: { settings: SETTINGS } },
      "GET /user/protected/fetchusers": { body: { users: [], totalUsers: 0 } },
    });
    const { user } = renderWithProviders(<NewslettersRoute />, { route: "/newsletters" });
    await user.click(await screen.findByRole("button", { name: "Open The CIO week" }));
    const panel = await screen.findByRole("article", { name: "The CIO week" });
    await user.click(within(panel).getByRole("button", { name: "Send now" }));
    const confirm = await screen.findByRole("dialog", { name: "Send this edition now?" });
    await user.click(within(confirm).getByRole("button", { name: "Send now" }));
    await expectToast("Sending started.");
    await waitFor(
      () =>
        expect(screen.getByRole("progressbar", { name: "Delivered" })).toHaveAttribute(
          "aria-valuenow",
          "2",
        ),
      { timeout: 5_000 },
    );
    // The panel was updated in place, not stacked under a stale copy.
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Send now" })).toBeNull();
    expect(network.callsTo("POST /newsletters/1/send")[0]?.body).toEqual({});
  });

  it("shows an employee neither sending nor the weekly schedule", async () => {
    authStore.login(makeUser({ role: "employee" }), "staff-token", false);
    const network = stubFetch({
      "GET /company": { body: { companies: [makeCompany(1, "CIO")] } },
      "GET /newsletters": { body: { newsletters: [edition("draft", 0)], totalNewsletters: 1 } },
      "GET /newsletters/1": { body: { newsletter: edition("draft", 0) } },
    });
    const { user } = renderWithProviders(<NewslettersRoute />, { route: "/newsletters" });
    await user.click(await screen.findByRole("button", { name: "Open The CIO week" }));
    const panel = await screen.findByRole("article", { name: "The CIO week" });
    expect(within(panel).getByRole("button", { name: "Save draft" })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Send test" })).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Send now" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Weekly schedule" })).toBeNull();
    // Nor does the screen ask for what only admins may read.
    expect(network.callsTo("GET /company/1/newsletter")).toHaveLength(0);
    expect(network.callsTo("GET /user/protected/fetchusers")).toHaveLength(0);
  });
});
