import { readFile } from "node:fs/promises";
import {
  CAMPAIGN_LEAD_CSV_COLUMNS,
  type Campaign,
  type CampaignDetail,
  type Resource,
  type Sponsor,
} from "@sector/shared";
import { parse } from "csv-parse/sync";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  createStaff,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, PHONE, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let cio: { id: number; name: string };

const SPONSOR = "Acme Cloud";
const SPONSOR_SITE = "https://acme-cloud.example.com";
const SPONSOR_PRIVACY = "https://acme-cloud.example.com/privacy";
const TITLE = "Zero trust, sponsored";
const CAMPAIGN = "Launch week";
const READERS = ["grace.sponsored@example.org", "alan.sponsored@example.org"];

/** Ids the first test creates and the later ones look at. */
let sponsorId = 0;
let campaignId = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  cio = await companyByCode(server, "CIO");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const expectNoViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

const adminGet = async <T>(path: string) => {
  const res = await api<T>(server.baseUrl, "GET", path, undefined, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A member shares their details for `resourceId`, as the sharing dialog does. */
const share = (member: Account, resourceId: number) =>
  api<{ lead?: { campaign_id: number }; message?: string }>(
    server.baseUrl,
    "POST",
    `/resources/${resourceId}/share`,
    {},
    member.token,
  );

/** Picks `option` of the multi-select named `label` in `scope`, then closes its list. */
const chooseOption = async (page: Page, label: RegExp, option: string) => {
  const button = page.getByRole("dialog").getByRole("button", { name: label });
  await button.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await button.click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
};

/** Clicks 'Download leads (CSV)' and reads the file the browser saved. */
const downloadLeads = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download leads (CSV)" }).click(),
  ]);
  const rows: string[][] = parse(await readFile(await download.path(), "utf8"), { bom: true });
  return { name: download.suggestedFilename(), header: rows[0] ?? [], records: rows.slice(1) };
};

describe("the Sponsors screen", () => {
  it("adds a sponsor and a capped campaign, whose leads, charts, CSV and end it then shows", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Sponsors", exact: true })
      .click();
    await eventually(() => page.title()).toBe("Sector Portal | Sponsors");
    await page.getByRole("heading", { name: "Sponsors", level: 1 }).waitFor();
    const sponsors = page.getByRole("region", { name: "Sponsors" });
    await sponsors.getByRole("cell", { name: "No sponsors yet." }).waitFor();
    await expectNoViolations(page);

    // Refused before anything is sent, with the shared messages; then added.
    await page.getByRole("button", { name: "Add sponsor" }).click();
    const form = await openDialog(page, "Add sponsor");
    await expectNoViolations(page);
    await form.getByRole("button", { name: "Add sponsor" }).click();
    await form.getByText("Sponsor name is required.", { exact: true }).waitFor();
    await form.getByText("A valid privacy policy URL is required.", { exact: true }).waitFor();
    await expectNoViolations(page);
    expect((await adminGet<{ sponsors: Sponsor[] }>("/sponsors")).sponsors).toEqual([]);
    await form.getByRole("textbox", { name: "Name" }).fill(SPONSOR);
    await form.getByRole("textbox", { name: "Website" }).fill(SPONSOR_SITE);
    await form.getByRole("textbox", { name: "Privacy policy URL" }).fill(SPONSOR_PRIVACY);
    await form.getByRole("button", { name: "Add sponsor" }).click();
    await toastWith(page, "Sponsor added.").waitFor();
    await eventually(() => form.count()).toBe(0);
    await eventually(async () =>
      (await tableRows(page, "Sponsors")).map((row) => row.split(" | ").slice(0, 3)),
    ).toEqual([[SPONSOR, SPONSOR_SITE, "Privacy policy"]]);
    const [stored] = (await adminGet<{ sponsors: Sponsor[] }>("/sponsors")).sponsors;
    expect(stored).toMatchObject({
      name: SPONSOR,
      website: SPONSOR_SITE,
      logo_url: null,
      privacy_url: SPONSOR_PRIVACY,
    });
    sponsorId = stored?.id ?? 0;
    await page.getByRole("heading", { name: `Campaigns of ${SPONSOR}` }).waitFor();
    await page
      .getByRole("region", { name: "Campaigns" })
      .getByRole("cell", { name: "No campaigns yet." })
      .waitFor();

    // A resource of that sponsor, through the API as the upload form would send it.
    const [topic] = await preferencesOf(server, cio.id);
    const created = await api<{ resource: Resource }>(
      server.baseUrl,
      "POST",
      "/resources",
      {
        title: TITLE,
        resource_url: "https://resources.example.org/zero-trust-sponsored",
        image_bg: `${server.baseUrl}/brands/cio.svg`,
        company_id: cio.id,
        preference_ids: topic ? [topic.id] : [],
        sponsor_id: sponsorId,
      },
      admin.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const resourceId = created.body.resource.id;
    expect(created.body.resource.sponsor).toEqual({ id: sponsorId, name: SPONSOR, logo_url: null });

    // The campaign: that resource, 2 leads, from now (the form's default) for 30 days.
    await page.reload();
    await page.getByRole("heading", { name: `Campaigns of ${SPONSOR}` }).waitFor();
    await page.getByRole("button", { name: "New campaign" }).click();
    const campaignForm = await openDialog(page, "New campaign");
    await expectNoViolations(page);
    await campaignForm.getByRole("textbox", { name: "Campaign name" }).fill(CAMPAIGN);
    await chooseOption(page, /^Sponsored resources/, `${TITLE} (${cio.name})`);
    await campaignForm.getByRole("spinbutton", { name: "Lead cap" }).fill("2");
    await campaignForm.getByRole("button", { name: "Create campaign" }).click();
    await toastWith(page, "Campaign created.").waitFor();
    await eventually(() => campaignForm.count()).toBe(0);
    await eventually(async () =>
      (await tableRows(page, "Campaigns")).map((row) => row.split(" | ").slice(0, 3)),
    ).toEqual([[CAMPAIGN, "Active", "0 / 2"]]);
    const [campaign] = (
      await adminGet<{ campaigns: Campaign[] }>(`/campaigns?sponsor_id=${sponsorId}`)
    ).campaigns;
    expect(campaign).toMatchObject({
      name: CAMPAIGN,
      resource_ids: [resourceId],
      lead_cap: 2,
      status: "active",
      filters: { company_ids: [], preference_ids: [], job_titles: [] },
    });
    campaignId = campaign?.id ?? 0;

    // Two members share their details; the campaign is then full, and a third is told so.
    for (const email of READERS) {
      const member = await createMember(server, { email });
      const shared = await share(member, resourceId);
      expect(shared.status, JSON.stringify(shared.body)).toBe(201);
      expect(shared.body.lead?.campaign_id).toBe(campaignId);
    }
    const late = await createMember(server, { email: "late.reader@example.org" });
    const refused = await share(late, resourceId);
    expect(refused.status).toBe(409);

    // The detail: full, charted, and its leads as a CSV file.
    await page.getByRole("link", { name: CAMPAIGN, exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Campaign");
    await page.getByRole("heading", { name: CAMPAIGN, level: 1 }).waitFor();
    const overview = page.getByRole("region", { name: "Campaign overview" });
    await overview.getByText("2 / 2", { exact: true }).waitFor();
    await overview.getByText("Cap reached", { exact: true }).waitFor();
    // Full, it takes no more leads: over, though not yet ended for good.
    await overview.getByText("Ended", { exact: true }).waitFor();
    expect(await overview.getByRole("progressbar").getAttribute("aria-valuetext")).toBe(
      "2 of 2 leads (100%)",
    );
    for (const chart of ["Leads per day", "Leads per brand"]) {
      const card = page.getByRole("region", { name: chart });
      await card.locator(".recharts-surface").waitFor();
      expect(await card.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(0);
    }
    const perBrand = page.getByRole("region", { name: "Leads per brand" });
    await perBrand.getByText("Show the numbers").click();
    expect(await tableRows(page, "Leads per brand (numbers)")).toEqual([`${cio.name} | 2`]);
    await expectNoViolations(page);

    const csv = await downloadLeads(page);
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.header).toEqual([...CAMPAIGN_LEAD_CSV_COLUMNS]);
    const email = csv.header.indexOf("Email");
    expect(csv.records.map((record) => record[email]).sort()).toEqual([...READERS].sort());

    // Ended after a confirmation: on screen and on the server.
    await page.getByRole("button", { name: "End campaign" }).click();
    const confirm = await openDialog(page, "End this campaign now?");
    await expectNoViolations(page);
    await confirm.getByRole("button", { name: "End campaign" }).click();
    await toastWith(page, "Campaign ended.").waitFor();
    await overview.getByText("(ended early)", { exact: true }).waitFor();
    await eventually(() => page.getByRole("button", { name: "End campaign" }).count()).toBe(0);
    const ended = await adminGet<CampaignDetail>(`/campaigns/${campaignId}`);
    expect(ended.campaign.status).toBe("ended");
    expect(ended.campaign.ended_at).not.toBeNull();
    await page.context().close();
    // Three members registered along the way (argon2, mail), on a machine shared with a browser.
  }, 180_000);

  it("works on a phone: rows as cards, every action reachable, nothing overflows", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard", PHONE);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Sponsors", exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Sponsors");
    const sponsors = page.getByRole("region", { name: "Sponsors" });
    await sponsors.getByRole("button", { name: `Edit ${SPONSOR}` }).waitFor();
    await page
      .getByRole("region", { name: "Campaigns" })
      .getByRole("link", { name: CAMPAIGN, exact: true })
      .waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoViolations(page);

    for (const [button, title] of [
      [`Edit ${SPONSOR}`, "Edit sponsor"],
      ["New campaign", "New campaign"],
      [`Edit ${CAMPAIGN}`, "Edit campaign"],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click();
      const dialog = await openDialog(page, title);
      expect(await overflowsSideways(page)).toBe(false);
      await expectNoViolations(page);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await eventually(() => dialog.count()).toBe(0);
    }

    await page.getByRole("link", { name: CAMPAIGN, exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Campaign");
    await page
      .getByRole("region", { name: "Leads per day" })
      .locator(".recharts-surface")
      .waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    for (const name of ["Download leads (CSV)", "Edit", "Back to sponsors"]) {
      const control = page
        .getByRole("main")
        .getByRole(name === "Back to sponsors" ? "link" : "button", {
          name,
          exact: true,
        });
      expect(await control.isVisible()).toBe(true);
    }
    await expectNoViolations(page);
    const csv = await downloadLeads(page);
    expect(csv.records).toHaveLength(2);
    await page.context().close();
  }, 120_000);

  it("is the admin's alone: no sidebar entry and the No access page for an employee", async () => {
    const employee = await createStaff(server, "employee", { email: "sponsor.staff@example.org" });
    const page = await openAs(browser, server, employee.token, "/sponsors");
    await eventually(() => page.title()).toBe("Sector Portal | No access");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link").first().waitFor();
    expect(await page.getByRole("link", { name: "Sponsors", exact: true }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/campaigns/${campaignId}`);
    await eventually(() => page.title()).toBe("Sector Portal | No access");
    for (const path of [
      "/sponsors",
      `/campaigns/${campaignId}`,
      `/campaigns/${campaignId}/leads.csv`,
    ]) {
      const refused = await api(server.baseUrl, "GET", path, undefined, employee.token);
      expect(refused.status, path).toBe(403);
    }
    await page.context().close();
  });
});
