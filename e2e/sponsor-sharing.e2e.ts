import { type CampaignDetail, JUST_READ, SHARE_AND_READ, type Sponsor } from "@sector/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  openSignedIn,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { newPage, overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, isFocused, openAs, openDialog, PHONE } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let sponsor: Sponsor;
let resourceId: number;
let resourceUrl: string;
let campaignId: number;

const SPONSOR = "Acme Security";
const TITLE = "Zero trust, sponsored";
const DIALOG = `${SPONSOR} sponsors this resource`;
const DESKTOP = { width: 1280, height: 900 };
const LOGO_PATH = "/brands/cmo.svg";

const hour = 3_600_000;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  const [topic] = await preferencesOf(server, cio.id);
  if (!topic) throw new Error("CIO needs a topic");

  const created = await api<{ sponsor: Sponsor }>(
    server.baseUrl,
    "POST",
    "/sponsors",
    {
      name: SPONSOR,
      website: "https://acme.example.com",
      // A picture of the test server itself, so the logo loads without reaching the internet.
      logo_url: `${server.baseUrl}${LOGO_PATH}`,
      privacy_url: "https://acme.example.com/privacy",
    },
    admin.token,
  );
  expect(created.status).toBe(201);
  sponsor = created.body.sponsor;

  // A page of the test server itself, so the new tab loads without reaching the internet.
  resourceUrl = `${server.baseUrl}/favicon.svg?resource=sponsored`;
  const resource = await api<{ resource: { id: number; sponsor: { name: string } | null } }>(
    server.baseUrl,
    "POST",
    "/resources",
    {
      title: TITLE,
      resource_url: resourceUrl,
      image_bg: `${server.baseUrl}/brands/cio.svg`,
      company_id: cio.id,
      preference_ids: [topic.id],
      sponsor_id: sponsor.id,
    },
    admin.token,
  );
  expect(resource.status).toBe(201);
  expect(resource.body.resource.sponsor?.name).toBe(SPONSOR);
  resourceId = resource.body.resource.id;

  const campaign = await api<{ campaign: { id: number; status: string } }>(
    server.baseUrl,
    "POST",
    "/campaigns",
    {
      sponsor_id: sponsor.id,
      name: "Zero trust leads",
      resource_ids: [resourceId],
      lead_cap: 100,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    },
    admin.token,
  );
  expect(campaign.status).toBe(201);
  expect(campaign.body.campaign.status).toBe("active");
  campaignId = campaign.body.campaign.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A member of CIO who chose the sponsored resource's topic (the first two, by default). */
let seq = 0;
const newMember = (firstname: string): Promise<Account> => {
  seq += 1;
  return createMember(server, { email: `reader${seq}@example.org`, firstname });
};

/** The campaign's lead count, as the admin's campaign screen reads it. */
const leadCount = async () =>
  (
    await api<CampaignDetail>(
      server.baseUrl,
      "GET",
      `/campaigns/${campaignId}`,
      undefined,
      admin.token,
    )
  ).body.campaign.leads;

/** How often the resource was opened, as the admin's insights read it. */
const opens = async () =>
  (
    await api<{ opens: number }>(
      server.baseUrl,
      "GET",
      `/resources/${resourceId}/opens`,
      undefined,
      admin.token,
    )
  ).body.opens;

/**
 * The next answer of GET /sponsor-offers the page receives: the whole list, not the one offer
 * the dialog reads afresh as it opens (?resource_id=).
 */
const waitForOffers = (page: Page) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/sponsor-offers" && !url.searchParams.has("resource_id");
  });

/**
 * The member's dashboard, once their offers have arrived: a click before that opens the
 * resource without asking, as for any resource without an offer.
 */
const openFeed = async (member: Account, viewport = DESKTOP): Promise<Page> => {
  const page = await newPage(browser, viewport);
  const offers = waitForOffers(page);
  await openSignedIn(page, server, member.token);
  await offers;
  return page;
};

const card = (page: Page): Locator => page.locator("article").filter({ hasText: TITLE });

/** Runs `act` and returns the tab it opened, loaded. */
const newTabFrom = async (page: Page, act: () => Promise<void>): Promise<Page> => {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), act()]);
  await tab.waitForLoadState();
  return tab;
};

/** Presses Tab until `target` has the focus (at most 10 times). */
const tabTo = async (page: Page, target: Locator) => {
  for (let i = 0; i < 10 && !(await isFocused(target)); i++) await page.keyboard.press("Tab");
  expect(await isFocused(target)).toBe(true);
};

/**
 * Escape, as a keyboard user presses it: once the dialog has opened (its fade-in over, the
 * focus inside; on a slow machine its title shows well before), and it closes.
 */
const escapeFrom = async (page: Page, dialog: Locator) => {
  await eventually(() => dialog.locator("[data-enter]").count()).toBe(0);
  await eventually(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
};

describe("a sponsored resource asks the member before it opens", () => {
  it("shows the sponsor on the card and in the dialog; 'Just read' by keyboard opens it and shares nothing", async () => {
    const grace = await newMember("Grace");
    const page = await openFeed(grace);
    await eventually(() => card(page).count()).toBe(1);
    await card(page).getByText(`Sponsored by ${SPONSOR}`, { exact: true }).waitFor();
    // The logo beside the name adds nothing to read out.
    const logo = card(page).locator(`img[src$='${LOGO_PATH}']`);
    expect(await logo.getAttribute("alt")).toBe("");
    const opensBefore = await opens();

    await card(page).getByRole("link").click();
    const dialog = await openDialog(page, DIALOG);
    // The link was held back: no tab opened behind the question.
    expect(page.context().pages()).toHaveLength(1);
    for (const detail of ["Name", "Business email", "Phone", "Company", "Job title", "Brand"]) {
      await dialog.getByRole("listitem").filter({ hasText: detail }).first().waitFor();
    }
    const privacy = dialog.getByRole("link", { name: /Privacy policy of Acme Security/ });
    expect(await privacy.getAttribute("href")).toBe("https://acme.example.com/privacy");
    expect(await privacy.getAttribute("target")).toBe("_blank");
    // Axe first: it waits for the dialog's opening transition, which scales both buttons.
    expect(await seriousViolations(page)).toEqual([]);
    // Two equals: the same size, the same look.
    const share = dialog.getByRole("button", { name: SHARE_AND_READ, exact: true });
    const read = dialog.getByRole("button", { name: JUST_READ, exact: true });
    const [shareBox, readBox] = [await share.boundingBox(), await read.boundingBox()];
    expect(shareBox?.width).toBe(readBox?.width);
    expect(shareBox?.height).toBe(readBox?.height);
    expect(await share.getAttribute("class")).toBe(await read.getAttribute("class"));

    // Keyboard alone: Tab to "Just read", Enter.
    await tabTo(page, read);
    const tab = await newTabFrom(page, () => page.keyboard.press("Enter"));
    expect(tab.url()).toBe(resourceUrl);
    await tab.close();
    await dialog.waitFor({ state: "detached" });
    await eventually(() => opens()).toBe(opensBefore + 1);
    expect(await leadCount()).toBe(0);

    // Escape answers nothing and opens nothing.
    await card(page).getByRole("link").click();
    await openDialog(page, DIALOG);
    await escapeFrom(page, dialog);
    expect(page.context().pages()).toHaveLength(1);
    expect(await leadCount()).toBe(0);

    // A search result of the same resource asks the same question.
    const offers = waitForOffers(page);
    await page.goto(`${server.baseUrl}/search?q=${encodeURIComponent("zero trust")}`);
    await offers;
    const result = page
      .getByRole("region", { name: "Search results" })
      .locator("article")
      .filter({ hasText: TITLE });
    await result.getByRole("link").click();
    await openDialog(page, DIALOG);
    await escapeFrom(page, dialog);
    expect(page.context().pages()).toHaveLength(1);
    await page.context().close();
  });

  it("'Share and read' shares once, opens the resource, and the question is not asked again", async () => {
    const alan = await newMember("Alan");
    const page = await openFeed(alan);
    await card(page).getByText(`Sponsored by ${SPONSOR}`, { exact: true }).waitFor();
    await card(page).getByRole("link").click();
    const dialog = await openDialog(page, DIALOG);
    // Sharing reads the offers again: the next click must not ask.
    const offersAgain = waitForOffers(page);
    const tab = await newTabFrom(page, () =>
      dialog.getByRole("button", { name: SHARE_AND_READ, exact: true }).click(),
    );
    expect(tab.url()).toBe(resourceUrl);
    await tab.close();
    await eventually(() => leadCount()).toBe(1);

    // The next click opens the resource straight away.
    await offersAgain;
    const again = await newTabFrom(page, () => card(page).getByRole("link").click());
    expect(again.url()).toBe(resourceUrl);
    await again.close();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await leadCount()).toBe(1);

    // My Profile lists the share; stopping asks first, then says since when.
    await page.goto(`${server.baseUrl}/myprofile`);
    const section = page.getByRole("region", { name: "Shared with sponsors" });
    await section
      .getByText("details already shared cannot be recalled", { exact: false })
      .waitFor();
    const shares = section.getByRole("region", { name: "Details shared" });
    await shares.getByRole("cell", { name: TITLE }).waitFor();
    expect(await shares.locator("tbody tr").count()).toBe(1);
    expect(await shares.locator("tbody tr").first().textContent()).toContain(SPONSOR);
    expect(await seriousViolations(page)).toEqual([]);

    await section.getByRole("button", { name: `Stop sharing with ${SPONSOR}` }).click();
    const question = await openDialog(page, `Stop sharing with ${SPONSOR}?`);
    await question.getByRole("button", { name: "Stop sharing", exact: true }).click();
    await section.getByText(/^Sharing stopped on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
    expect(await section.getByRole("button", { name: /^Stop sharing/ }).count()).toBe(0);
    // What was shared stays listed: it cannot be recalled.
    expect(await shares.locator("tbody tr").count()).toBe(1);

    // The consent ledger holds both choices, named by the sponsor, as staff see them.
    const users = await openAs(browser, server, admin.token, "/users");
    await users.getByRole("button", { name: "Consents of Alan Lovelace", exact: true }).click();
    const consents = await openDialog(users, "Consents");
    const history = consents.getByRole("region", { name: "Consent history" });
    const sponsorRows = history
      .locator("tbody tr")
      .filter({ hasText: `Share details with ${SPONSOR}` });
    await eventually(() => sponsorRows.count()).toBe(2);
    expect(await sponsorRows.nth(0).textContent()).toContain("Withdrawn");
    expect(await sponsorRows.nth(1).textContent()).toContain("Granted");
    await users.context().close();
    await page.context().close();
  });

  it("works on a 375 px phone: the card, the dialog and My Profile fit", async () => {
    const ada = await newMember("Ada");
    const page = await openFeed(ada, PHONE);
    await card(page).getByText(`Sponsored by ${SPONSOR}`, { exact: true }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await card(page).getByRole("link").click();
    const dialog = await openDialog(page, DIALOG);
    expect(await seriousViolations(page)).toEqual([]);
    const share = dialog.getByRole("button", { name: SHARE_AND_READ, exact: true });
    const read = dialog.getByRole("button", { name: JUST_READ, exact: true });
    const [shareBox, readBox] = [await share.boundingBox(), await read.boundingBox()];
    expect(shareBox?.width).toBe(readBox?.width);
    expect(shareBox?.height).toBe(readBox?.height);
    expect(await overflowsSideways(page)).toBe(false);

    const before = await leadCount();
    const tab = await newTabFrom(page, () => share.click());
    expect(tab.url()).toBe(resourceUrl);
    await tab.close();
    await eventually(() => leadCount()).toBe(before + 1);

    await page.goto(`${server.baseUrl}/myprofile`);
    const section = page.getByRole("region", { name: "Shared with sponsors" });
    await section.getByRole("region", { name: "Details shared" }).getByText(TITLE).waitFor();
    await section.getByRole("button", { name: `Stop sharing with ${SPONSOR}` }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("a member who shared nothing reads so in My Profile; staff see no such section", async () => {
    const mary = await newMember("Mary");
    const page = await openAs(browser, server, mary.token, "/myprofile");
    await page
      .getByRole("region", { name: "Shared with sponsors" })
      .getByText("You have not shared your details with any sponsor.", { exact: true })
      .waitFor();
    await page.context().close();

    const staff = await openAs(browser, server, admin.token, "/myprofile");
    await staff.getByRole("heading", { name: "Your data" }).waitFor();
    expect(await staff.getByRole("region", { name: "Shared with sponsors" }).count()).toBe(0);
    await staff.context().close();
  });

  it("the archive names the sponsor under the title, on a desktop and stacked on a phone", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAs(browser, server, admin.token, "/emp-resources", viewport);
      const row = page
        .getByRole("region", { name: "Resources" })
        .locator("tbody tr")
        .filter({ hasText: TITLE });
      await row.getByText(`Sponsored by ${SPONSOR}`, { exact: true }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await page.context().close();
    }
  });
});
