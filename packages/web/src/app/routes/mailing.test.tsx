import type { MailingReport, MailingStatus } from "@sector/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { makeCompany, makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { expectToast } from "../../../test/toasts";
import { authStore } from "../../lib/auth-store";
import MailingRoute from "./mailing";

afterEach(() => {
  cleanup();
  authStore.logout();
});

const mailing = (status: MailingStatus, sent = 0): MailingReport => ({
  id: 31,
  company_id: 1,
  company_name: "CIO",
  purpose: "resources",
  segment_id: null,
  segment_name: null,
  rules: { job_titles: ["chief"] },
  subject: "The 2027 report",
  preheader: "",
  body_markdown: "Read it.",
  resource_ids: [],
  sponsor_id: null,
  sponsor_name: null,
  ab_test: null,
  status,
  send_at: null,
  frozen_at: status === "draft" ? null : "2026-11-28T10:00:00.000Z",
  sent_at: status === "sent" ? "2026-11-28T10:01:00.000Z" : null,
  created_at: "2026-11-28T09:00:00.000Z",
  updated_at: "2026-11-28T09:00:00.000Z",
  counts: {
    recipients: status === "draft" ? 0 : 12,
    sent,
    failed: 0,
    skipped: 0,
    capped: status === "draft" ? 0 : 3,
    suppressed: status === "draft" ? 0 : 1,
    consenting: status === "draft" ? 0 : 16,
    bounced: 0,
    complained: 0,
    unique_clicks: 0,
    unsubscribed: 0,
  },
  links: [],
  ab: null,
});

const routes = (answer: () => MailingReport) => ({
  "GET /company": { body: { companies: [makeCompany(1, "CIO")] } },
  "GET /mailings/31": () => ({ body: { mailing: answer() } }),
  "GET /segments/count": { body: { count: 16 } },
  "GET /segments": { body: { segments: [] } },
  "POST /preferences/fetch": { body: { preferences: [] } },
  "GET /mailings/sponsors": { body: { sponsors: [{ id: 4, name: "Acme Cloud" }] } },
  "GET /resources": { body: { resources: [], totalResources: 0 } },
  "GET /user/protected/fetchusers": { body: { users: [], totalUsers: 0 } },
});

const renderRoute = () =>
  renderWithProviders(<MailingRoute />, { route: "/mailings/31", path: "/mailings/:id" });

describe("/mailings/{id}", () => {
  it("lets an admin send the saved draft after a yes naming the audience's size, then shows the report", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    let current = mailing("draft");
    const network = stubFetch({
      ...routes(() => current),
      "POST /mailings/31/send": () => {
        current = mailing("sent", 12);
        return { status: 202, body: { mailing: mailing("sending") } };
      },
    });
    const { user } = renderRoute();
    await screen.findByRole("heading", { name: "Draft mailing" });
    const sendNow = screen.getByRole("button", { name: "Send now" });

    // A change not saved yet would not be sent: sending waits for the save.
    const subject = screen.getByLabelText("Subject");
    await user.type(subject, "!");
    expect(await screen.findByText("Save the draft first: the saved draft is sent.")).toBeVisible();
    expect(sendNow).toBeDisabled();
    await user.clear(subject);
    await user.type(subject, "The 2027 report");
    await waitFor(() => expect(sendNow).toBeEnabled());

    await user.click(sendNow);
    const confirm = await screen.findByRole("dialog", { name: "Send this mailing now?" });
    expect(confirm).toHaveTextContent('"The 2027 report" goes to 16 consenting members of CIO');
    expect(network.callsTo("POST /mailings/31/send")).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Send now" }));
    await expectToast("Sending started.");
    expect(network.callsTo("POST /mailings/31/send")[0]?.body).toEqual({});
    await screen.findByRole("heading", { name: "Mailing report" });
    expect(
      await screen.findByText("Sent to 12 of 16 consenting members (3 capped, 1 suppressed)"),
    ).toBeVisible();
  });

  it("shows an employee the draft, its preview and test, but no sending nor member list", async () => {
    authStore.login(makeUser({ role: "employee" }), "staff-token", false);
    const network = stubFetch(routes(() => mailing("draft")));
    renderRoute();
    await screen.findByRole("heading", { name: "Draft mailing" });
    expect(screen.getByRole("button", { name: "Send test to yourself" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send now" })).toBeNull();
    expect(screen.queryByRole("searchbox", { name: "Find a member" })).toBeNull();
    expect(network.callsTo("GET /user/protected/fetchusers")).toEqual([]);
    // The sponsors a partners draft may name come from the staff's list, not the admins' records.
    await waitFor(() => expect(network.callsTo("GET /mailings/sponsors")).toHaveLength(1));
  });
});
