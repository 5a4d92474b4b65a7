import {
  SPONSOR_REPORT_EXPIRY_TOO_LATE,
  type Sponsor,
  type SponsorReportLink,
} from "@sector/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { dayFromNow, ReportLinksModal } from "./report-links-modal";

const ACME: Sponsor = {
  id: 4,
  name: "Acme Cloud",
  website: "https://acme.example.com",
  logo_url: null,
  privacy_url: "https://acme.example.com/privacy",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

const link = (id: number, over: Partial<SponsorReportLink> = {}): SponsorReportLink => ({
  id,
  expires_at: "2099-02-01T23:59:59.999Z",
  revoked_at: null,
  created_at: "2026-11-20T10:00:00.000Z",
  last_viewed_at: null,
  active: true,
  ...over,
});

const LIST = "GET /sponsors/4/report-links";
const URL = "https://portal.example.com/sponsor-report/secret-token-abc";

const open = (links: SponsorReportLink[], routes = {}) => {
  const network = stubFetch({ [LIST]: { body: { links } }, ...routes });
  const rendered = renderWithProviders(<ReportLinksModal open sponsor={ACME} onClose={() => {}} />);
  const dialog = screen.getByRole("dialog", { name: "Report links of Acme Cloud" });
  return { ...rendered, network, dialog };
};

describe("Report links of a sponsor", () => {
  it("lists each link's expiry, last view and state; only active ones can be revoked", async () => {
    const { dialog } = open([
      link(1, { last_viewed_at: "2026-11-21T09:30:00.000Z" }),
      link(2, { revoked_at: "2026-11-22T09:30:00.000Z", active: false }),
      link(3, { expires_at: "2026-11-01T00:00:00.000Z", active: false }),
    ]);
    await within(dialog).findByText("Revoked");
    const [active, revoked, expired] = within(dialog).getAllByRole("row").slice(1);
    expect(within(active as HTMLElement).getByText("Active")).toBeInTheDocument();
    expect(within(active as HTMLElement).queryByText("Never")).not.toBeInTheDocument();
    expect(within(active as HTMLElement).getByRole("button", { name: /^Revoke/ })).toBeVisible();
    expect(within(revoked as HTMLElement).getByText("Revoked")).toBeInTheDocument();
    expect(within(revoked as HTMLElement).getByText("Never")).toBeInTheDocument();
    expect(within(revoked as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    expect(within(expired as HTMLElement).getByText("Expired")).toBeInTheDocument();
    expect(within(expired as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
  });

  it("creates a link expiring in 90 days by default and shows its URL once, with Copy", async () => {
    const { user, dialog, network } = open([], {
      "POST /sponsors/4/report-links": {
        status: 201,
        body: { link: { id: 9, url: URL, expires_at: "2099-01-01T23:59:59.999Z" } },
      },
    });
    await within(dialog).findByText("No report links yet.");
    const expiry = within(dialog).getByLabelText("Expires on");
    expect(expiry).toHaveValue(dayFromNow(90));
    await user.click(within(dialog).getByRole("button", { name: "Create link" }));

    await expectToast("Report link created.");
    expect(network.callsTo("POST /sponsors/4/report-links").map((c) => c.body)).toEqual([
      { expires_at: dayFromNow(90) },
    ]);
    expect(within(dialog).getByRole("status", { name: "New report link" })).toHaveTextContent(URL);
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect(within(dialog).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    // The list is read again to show the new link.
    expect(network.callsTo(LIST).length).toBeGreaterThan(1);
  });

  it("shows the server's word on a refused expiry under the field", async () => {
    const { user, dialog } = open([], {
      "POST /sponsors/4/report-links": {
        status: 400,
        body: {
          message: SPONSOR_REPORT_EXPIRY_TOO_LATE,
          errors: { expires_at: SPONSOR_REPORT_EXPIRY_TOO_LATE },
        },
      },
    });
    const expiry = within(dialog).getByLabelText("Expires on");
    await user.clear(expiry);
    await user.type(expiry, "2099-12-31");
    await user.click(within(dialog).getByRole("button", { name: "Create link" }));
    expect(await within(dialog).findByText(SPONSOR_REPORT_EXPIRY_TOO_LATE)).toBeInTheDocument();
    expect(expiry).toHaveAttribute("aria-invalid", "true");
    expect(
      within(dialog).queryByRole("status", { name: "New report link" }),
    ).not.toBeInTheDocument();
  });

  it("revokes a link once confirmed", async () => {
    const { user, dialog, network } = open([link(1)], {
      "DELETE /sponsors/4/report-links/1": { status: 204 },
    });
    await user.click(await within(dialog).findByRole("button", { name: /^Revoke/ }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke this report link?" });
    await user.click(within(confirm).getByRole("button", { name: "Revoke link" }));
    await expectToast("Report link revoked.");
    expect(network.callsTo("DELETE /sponsors/4/report-links/1")).toHaveLength(1);
  });
});
