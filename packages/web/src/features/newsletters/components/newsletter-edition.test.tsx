import type { NewsletterStatus } from "@sector/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeEdition, makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { SENDING_POLL_MS } from "../api/get-newsletter";
import { NewsletterEdition } from "./newsletter-edition";

const edition = (status: NewsletterStatus, sent: number, recipients = 4) =>
  makeEdition(status, sent, { id: 5, recipients });

const GRACE = makeUser({ id: 31, firstname: "Grace", lastname: "Hopper" });
const ALAN = makeUser({ id: 32, firstname: "Alan", lastname: "Turing" });
const OTHER_BRAND = makeUser({ id: 33, firstname: "Grace", brands: [{ id: 2, name: "CMO" }] });

describe("NewsletterEdition", () => {
  it("asks for the counts again while the edition is sending, until it is sent", async () => {
    const answers = [edition("sending", 1), edition("sent", 4)];
    const network = stubFetch({
      "GET /newsletters/5": () => ({ body: { newsletter: answers.shift() ?? edition("sent", 4) } }),
    });
    renderWithProviders(<NewsletterEdition id={5} isAdmin={false} staffEmail="e@example.com" />);
    const bar = await screen.findByRole("progressbar", { name: "Sending" });
    expect(bar).toHaveAttribute("aria-valuenow", "1");
    await waitFor(
      () =>
        expect(screen.getByRole("progressbar", { name: "Delivered" })).toHaveAttribute(
          "aria-valuenow",
          "4",
        ),
      { timeout: SENDING_POLL_MS * 2 },
    );
    // Sent: nothing moves any more, so nothing more is asked.
    await new Promise((resolve) => setTimeout(resolve, SENDING_POLL_MS + 500));
    expect(network.callsTo("GET /newsletters/5")).toHaveLength(2);
  });

  it("offers sending to an admin only", async () => {
    stubFetch({ "GET /newsletters/5": { body: { newsletter: edition("draft", 0, 0) } } });
    const { unmount } = renderWithProviders(
      <NewsletterEdition id={5} isAdmin={false} staffEmail="e@example.com" />,
    );
    await screen.findByRole("button", { name: "Save draft" });
    expect(screen.queryByRole("button", { name: "Send now" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel edition" })).toBeInTheDocument();
    unmount();

    stubFetch({
      "GET /newsletters/5": { body: { newsletter: edition("draft", 0, 0) } },
      "GET /user/protected/fetchusers": { body: { users: [], totalUsers: 0 } },
    });
    renderWithProviders(<NewsletterEdition id={5} isAdmin staffEmail="a@example.com" />);
    expect(await screen.findByRole("button", { name: "Send now" })).toBeInTheDocument();
  });

  it("sends an employee's test to their own address, which an admin may change", async () => {
    const network = stubFetch({
      "GET /newsletters/5": { body: { newsletter: edition("draft", 0, 0) } },
      "POST /newsletters/5/test": { status: 202, body: { message: "Test sent to e@example.com." } },
    });
    const { user, unmount } = renderWithProviders(
      <NewsletterEdition id={5} isAdmin={false} staffEmail="e@example.com" />,
    );
    const own = await screen.findByRole("textbox", { name: "Send a test to" });
    expect(own).toHaveValue("e@example.com");
    expect(own).toHaveAttribute("readonly");
    expect(own).toHaveAccessibleDescription(/Tests go to your own address\./);
    await user.click(screen.getByRole("button", { name: "Send test" }));
    await waitFor(() => expect(network.callsTo("POST /newsletters/5/test")).toHaveLength(1));
    expect(network.callsTo("POST /newsletters/5/test")[0]?.body).toEqual({
      email: "e@example.com",
    });
    unmount();

    stubFetch({
      "GET /newsletters/5": { body: { newsletter: edition("draft", 0, 0) } },
      "GET /user/protected/fetchusers": { body: { users: [], totalUsers: 0 } },
    });
    renderWithProviders(<NewsletterEdition id={5} isAdmin staffEmail="a@example.com" />);
    const chosen = await screen.findByRole("textbox", { name: "Send a test to" });
    expect(chosen).not.toHaveAttribute("readonly");
    expect(chosen).toHaveAccessibleDescription(/Your address or another staff account's\./);
  });

  it("previews the edition of a member of the brand picked by name, in a sandboxed frame", async () => {
    // As the server answers: the brand's members whose name holds the text, with their count.
    const network = stubFetch({
      "GET /newsletters/5": { body: { newsletter: edition("draft", 0, 0) } },
      "GET /user/protected/fetchusers": ({ query }) => {
        const brand = Number(query.get("company_id"));
        const text = (query.get("search") ?? "").toLowerCase();
        const users = [GRACE, ALAN, OTHER_BRAND].filter(
          (u) =>
            u.brands.some((b) => b.id === brand) &&
            `${u.firstname} ${u.lastname}`.toLowerCase().includes(text),
        );
        return { body: { users, totalUsers: users.length } };
      },
      "GET /newsletters/5/preview": {
        body: {
          subject: "The CIO week",
          html: "<p>Cloud costs</p>",
          text: "Cloud costs",
          items: [{ resource_id: 9, title: "Cloud costs" }],
          popular: false,
          skipped: false,
          recipient: true,
        },
      },
    });
    const { user } = renderWithProviders(
      <NewsletterEdition id={5} isAdmin staffEmail="a@example.com" />,
    );
    await user.type(await screen.findByRole("searchbox", { name: "Find a member" }), "grace");
    const members = screen.getByRole("list", { name: "Members" });
    await waitFor(() => expect(members).toHaveTextContent(/^Grace Hopper$/));
    // The server searched the brand for the text once typing paused.
    await waitFor(() =>
      expect(network.callsTo("GET /user/protected/fetchusers").at(-1)?.query.get("search")).toBe(
        "grace",
      ),
    );
    const asked = network.callsTo("GET /user/protected/fetchusers").map((c) => c.query);
    expect(asked.every((q) => q.get("company_id") === "1")).toBe(true);
    // Once, not at every keystroke: the first list, then the text typed.
    expect(asked.map((q) => q.get("search"))).toEqual([null, "grace"]);
    expect(members).toHaveTextContent(/^Grace Hopper$/);
    await user.click(screen.getByRole("button", { name: "Grace Hopper" }));
    const frame = await screen.findByTitle("Newsletter for Grace Hopper");
    expect(frame).toHaveAttribute("sandbox", "allow-scripts");
    expect(frame).toHaveAttribute("srcdoc", "<p>Cloud costs</p>");
    expect(screen.getByRole("list", { name: "Items" })).toHaveTextContent("Cloud costs");
    expect(network.callsTo("GET /newsletters/5/preview")[0]?.query.get("user_id")).toBe("31");
  });
});
