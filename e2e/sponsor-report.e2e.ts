import { readFile } from "node:fs/promises";
import {
  CAMPAIGN_LEAD_CSV_COLUMNS,
  type Campaign,
  SPONSOR_REPORT_UNAVAILABLE,
  type Sponsor,
} from "@sector/shared";
import { parse } from "csv-parse/sync";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  adminSession,
  companyByCode,
  createMember,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { newPage, overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, isFocused, openAs, openDialog, PHONE } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };

const hour = 3_600_000;
const READERS = ["ada.report@example.org", "lin.report@example.org"];

/** A sponsor with a running campaign of one resource (cap 10), and `readers` who shared. */
const sponsorWithLeads = async (name: string, campaignName: string, readers: string[]) => {
  const cio = await companyByCode(server, "CIO");
  const [topic] = await preferencesOf(server, cio.id);
  const created = await api<{ sponsor: Sponsor }>(
    server.baseUrl,
    "POST",
    "/sponsors",
    {
      name,
      website: `https://${name.toLowerCase().replace(/\W+/g, "-")}.example.com`,
      privacy_url: `https://${name.toLowerCase().replace(/\W+/g, "-")}.example.com/privacy`,
    },
    admin.token,
  );
  expect(created.status).toBe(201);
  const sponsor = created.body.sponsor;
  const resource = await api<{ resource: { id: number } }>(
    server.baseUrl,
    "POST",
    "/resources",
    {
      title: `${name} guide`,
      resource_url: `${server.baseUrl}/favicon.svg?resource=${sponsor.id}`,
      image_bg: `${server.baseUrl}/brands/cio.svg`,
      company_id: cio.id,
      preference_ids: topic ? [topic.id] : [],
      sponsor_id: sponsor.id,
    },
    admin.token,
  );
  expect(resource.status).toBe(201);
  const made = await api<{ campaign: Campaign }>(
    server.baseUrl,
    "POST",
    "/campaigns",
    {
      sponsor_id: sponsor.id,
      name: campaignName,
      resource_ids: [resource.body.resource.id],
      lead_cap: 10,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    },
    admin.token,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  for (const email of readers) {
    const member = await createMember(server, { email });
    const shared = await api(
      server.baseUrl,
      "POST",
      `/resources/${resource.body.resource.id}/share`,
      {},
      member.token,
    );
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
  }
  return { sponsor, campaign: made.body.campaign };
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const expectNoViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

/** Keyboard only: the focus on a control, then a key. */
const press = async (page: Page, control: Locator, key = "Enter") => {
  await control.focus();
  expect(await isFocused(control)).toBe(true);
  await page.keyboard.press(key);
};

/** axe clean and no sideways scroll at 1280 px, then at 375 px. */
const checkBothWidths = async (page: Page) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoViolations(page);
  expect(await overflowsSideways(page)).toBe(false);
};

describe("the sponsor's own report", () => {
  it("an admin makes a link by keyboard; a browser without a session opens it, sees only that sponsor and downloads its CSV; revoked, it says so", async () => {
    const { sponsor, campaign } = await sponsorWithLeads("Northwind Data", "Data week", READERS);
    await sponsorWithLeads("Other Vendor", "Other campaign", ["someone.else@example.org"]);

    const page = await openAs(browser, server, admin.token, `/sponsors?sponsor=${sponsor.id}`);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await press(page, page.getByRole("button", { name: `Report links of ${sponsor.name}` }));
    const dialog = await openDialog(page, `Report links of ${sponsor.name}`);
    await dialog.getByRole("cell", { name: "No report links yet." }).waitFor();
    await expectNoViolations(page);
    await press(page, dialog.getByRole("button", { name: "Create link" }));
    await toastWith(page, "Report link created.").waitFor();
    const output = dialog.getByRole("status", { name: "New report link" });
    const url = (await output.textContent()) ?? "";
    expect(url).toMatch(/\/sponsor-report\/[A-Za-z0-9_-]{43}$/);
    expect(url.startsWith(server.baseUrl)).toBe(true);
    await press(page, dialog.getByRole("button", { name: "Copy" }));
    await dialog.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await eventually(() => dialog.getByText("Active", { exact: true }).count()).toBe(1);
    await expectNoViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoViolations(page);
    expect(await overflowsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A browser of its own, never signed in.
    const guest = await newPage(browser);
    await guest.goto(url);
    await guest.getByRole("heading", { name: sponsor.name, level: 1 }).waitFor();
    await eventually(() => guest.title()).toBe("Sector Portal | Sponsor Report");
    const section = guest.getByRole("region", { name: campaign.name });
    await section.getByText("2 / 10", { exact: true }).waitFor();
    await section.getByRole("region", { name: "Leads per day" }).waitFor();
    expect(await guest.getByText("Other campaign").count()).toBe(0);
    expect(await guest.getByText("Other Vendor").count()).toBe(0);
    expect(await guest.evaluate(() => localStorage.length)).toBe(0);
    await checkBothWidths(guest);

    const [download] = await Promise.all([
      guest.waitForEvent("download"),
      guest.getByRole("link", { name: "Download leads (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-Northwind_Data-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows: string[][] = parse(await readFile(await download.path(), "utf8"), { bom: true });
    expect(rows[0]).toEqual(["Campaign", ...CAMPAIGN_LEAD_CSV_COLUMNS]);
    const email = CAMPAIGN_LEAD_CSV_COLUMNS.indexOf("Email") + 1;
    expect(rows.slice(1).map((r) => [r[0], r[email]])).toEqual(
      READERS.map((address) => [campaign.name, address]),
    );

    // The admin sees the view, then revokes the link; the guest's next look says so.
    await page.reload();
    await press(page, page.getByRole("button", { name: `Report links of ${sponsor.name}` }));
    const again = await openDialog(page, `Report links of ${sponsor.name}`);
    await again.getByText("Active", { exact: true }).waitFor();
    expect(await again.getByText("Never", { exact: true }).count()).toBe(0);
    await press(page, again.getByRole("button", { name: /^Revoke/ }));
    const confirm = await openDialog(page, "Revoke this report link?");
    await press(page, confirm.getByRole("button", { name: "Revoke link" }));
    await toastWith(page, "Report link revoked.").waitFor();
    await again.getByText("Revoked", { exact: true }).waitFor();

    await guest.reload();
    await guest.getByText(SPONSOR_REPORT_UNAVAILABLE).waitFor();
    expect(await guest.getByRole("link", { name: "Download leads (CSV)" }).count()).toBe(0);
    await checkBothWidths(guest);
    await guest.context().close();
    await page.context().close();
  });
});
