import {
  MAILING_SAMPLE_MESSAGE,
  MAILING_SPONSOR_REQUIRED,
  MAILING_WAIT_MESSAGE,
  type Mailing,
} from "@sector/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { MailingComposer } from "./mailing-composer";

const draft = (overrides: Partial<Mailing> = {}): Mailing => ({
  id: 31,
  company_id: 1,
  company_name: "CIO",
  purpose: "resources",
  segment_id: null,
  segment_name: null,
  rules: {},
  subject: "New report",
  preheader: "",
  body_markdown: "Read it.",
  resource_ids: [],
  sponsor_id: null,
  sponsor_name: null,
  ab_test: null,
  status: "draft",
  send_at: null,
  frozen_at: null,
  sent_at: null,
  created_at: "2026-11-28T10:00:00.000Z",
  updated_at: "2026-11-28T10:00:00.000Z",
  counts: {
    recipients: 0,
    sent: 0,
    failed: 0,
    skipped: 0,
    capped: 0,
    suppressed: 0,
    consenting: 0,
    bounced: 0,
    complained: 0,
    unique_clicks: 0,
    unsubscribed: 0,
  },
  ...overrides,
});

function renderComposer(onSaved = vi.fn()) {
  const rendered = renderWithProviders(
    <MailingComposer
      companyId={1}
      brands={[{ id: 1, name: "CIO" }]}
      sponsors={[{ id: 4, name: "Acme Cloud" }]}
      sponsorsEmptyText="No sponsors yet."
      resources={[]}
      audience={(slot) => (
        <p>
          Audience of brand {slot.companyId} for {slot.purpose}
        </p>
      )}
      onSaved={onSaved}
    />,
  );
  return { ...rendered, onSaved };
}

const create = () => screen.getByRole("button", { name: "Create draft" });

describe("the mailing composer", () => {
  it("refuses a partners mailing without its sponsor, then sends it for the sponsor chosen", async () => {
    const network = stubFetch({
      "POST /mailings": (call) => ({
        status: 201,
        body: { mailing: draft({ purpose: "partners", sponsor_id: 4, ...(call.body as object) }) },
      }),
    });
    const { user, onSaved } = renderComposer();
    await user.click(screen.getByRole("button", { name: /^Purpose/ }));
    await user.click(await screen.findByRole("option", { name: "Partners" }));
    expect(screen.getByText("Audience of brand 1 for partners")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Subject"), "A word from Acme");
    await user.type(screen.getByLabelText("Body (Markdown)"), "Hello **there**.");
    await user.click(create());

    await expectToast(MAILING_SPONSOR_REQUIRED);
    expect(screen.getByRole("button", { name: /^Sponsor/ })).toHaveAccessibleDescription(
      MAILING_SPONSOR_REQUIRED,
    );
    expect(network.callsTo("POST /mailings")).toEqual([]);

    await user.click(screen.getByRole("button", { name: /^Sponsor/ }));
    await user.click(await screen.findByRole("option", { name: "Acme Cloud" }));
    await user.click(create());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(network.callsTo("POST /mailings")[0]?.body).toEqual({
      company_id: 1,
      purpose: "partners",
      sponsor_id: 4,
      segment_id: null,
      rules: {},
      subject: "A word from Acme",
      preheader: "",
      body_markdown: "Hello **there**.",
      resource_ids: [],
      ab_test: null,
    });
  });

  it("keeps the A/B sample to 10-50 % and the wait to 30-1440 minutes", async () => {
    const network = stubFetch({
      "POST /mailings": { status: 201, body: { mailing: draft() } },
    });
    const { user, onSaved } = renderComposer();
    await user.type(screen.getByLabelText("Subject"), "New report");
    await user.type(screen.getByLabelText("Body (Markdown)"), "Read it.");
    await user.click(screen.getByLabelText("Test a second subject on a sample first"));
    await user.type(screen.getByLabelText("Subject B"), "Your new report");
    const sample = screen.getByLabelText("Sample (%)");
    const wait = screen.getByLabelText("Wait (minutes)");
    await user.clear(sample);
    await user.type(sample, "60");
    await user.clear(wait);
    await user.type(wait, "20");
    await user.click(create());

    await expectToast(MAILING_SAMPLE_MESSAGE);
    expect(sample).toHaveAccessibleDescription(expect.stringContaining(MAILING_SAMPLE_MESSAGE));
    expect(wait).toHaveAccessibleDescription(expect.stringContaining(MAILING_WAIT_MESSAGE));
    expect(sample).toHaveAttribute("aria-invalid", "true");
    // The first invalid field has the focus.
    expect(sample).toHaveFocus();
    expect(network.callsTo("POST /mailings")).toEqual([]);

    await user.clear(sample);
    await user.type(sample, "50");
    await user.clear(wait);
    await user.type(wait, "30");
    await user.click(create());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(network.callsTo("POST /mailings")[0]?.body).toMatchObject({
      subject: "New report",
      ab_test: {
        subject_b: "Your new report",
        sample_percent: 50,
        wait_minutes: 30,
        metric: "clicks",
      },
    });
  });
});
