import type { AuditEntry } from "@sector/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { AuditTable } from "./audit-table";

afterEach(cleanup);

const ENTRY: AuditEntry = {
  id: 41,
  at: "2026-03-07T14:05:00.000Z",
  actor: {
    id: 1,
    firstname: "Ann",
    lastname: "Admin",
    name: "Ann Admin",
    href: "/users?search=ann",
  },
  action: "campaign.create",
  target_type: "campaign",
  target_id: "7",
  subject: {
    kind: "campaign",
    id: "7",
    label: "campaign",
    name: "Q1 Nimbus",
    href: "/campaigns/7",
    deleted: false,
  },
  parent: null,
  summary: "Q1 Nimbus: 100 leads",
  ip: "10.0.0.1",
};

describe("AuditTable", () => {
  it("shows each entry in words, its names linked, the stored entry behind Details", async () => {
    const { user } = renderWithProviders(
      <AuditTable entries={[ENTRY]} isPending={false} isRefreshing={false} />,
    );
    const link = screen.getByRole("link", { name: "Q1 Nimbus" });
    expect(link.getAttribute("href")).toBe("/campaigns/7");
    expect(screen.getByRole("link", { name: "Ann Admin" }).getAttribute("href")).toBe(
      "/users?search=ann",
    );
    const time = document.querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe(ENTRY.at);
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(ENTRY.at),
      ),
    );
    const details = screen.getByText("Details").closest("details");
    if (!details) throw new Error("no Details disclosure");
    expect(details.open).toBe(false);
    await user.click(screen.getByText("Details"));
    expect(details.open).toBe(true);
    expect(JSON.parse(within(details).getByText(/"summary"/).textContent ?? "")).toEqual({
      id: 41,
      at: ENTRY.at,
      actor_id: 1,
      action: "campaign.create",
      target_type: "campaign",
      target_id: "7",
      summary: "Q1 Nimbus: 100 leads",
      ip: "10.0.0.1",
    });
  });
});
