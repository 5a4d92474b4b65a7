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
  createResource,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { eventually, isFocused, openAs, PHONE } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let member: Account;
let reportId: number;
let reportUrl: string;

const REPORT = "Zero trust security for hybrid clouds";
const CMO_REPORT = "Security budgets of marketing teams";
const SCRIPT_TITLE = "Cloud <script>alert(1)</script> & 'budget' plans";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  const cmo = await companyByCode(server, "CMO");
  const [cioTopic] = await preferencesOf(server, cio.id);
  const [cmoTopic] = await preferencesOf(server, cmo.id);
  if (!cioTopic || !cmoTopic) throw new Error("CIO and CMO need topics");
  member = await createMember(server, { email: "searcher@example.org", firstname: "Sam" });
  // A page of the test server itself, so the new tab loads without reaching the internet.
  reportUrl = `${server.baseUrl}/favicon.svg?resource=zero-trust`;
  reportId = await createResource(server, admin.token, {
    title: REPORT,
    companyId: cio.id,
    preferenceIds: [cioTopic.id],
    imageUrl: `${server.baseUrl}/brands/cio.svg`,
    url: reportUrl,
  });
  await createResource(server, admin.token, {
    title: CMO_REPORT,
    companyId: cmo.id,
    preferenceIds: [cmoTopic.id],
    imageUrl: `${server.baseUrl}/brands/cmo.svg`,
  });
  await createResource(server, admin.token, {
    title: SCRIPT_TITLE,
    companyId: cio.id,
    preferenceIds: [cioTopic.id],
    imageUrl: `${server.baseUrl}/brands/cio.svg`,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const field = (page: Page) => page.getByRole("searchbox", { name: "Search resources" });
const results = (page: Page) => page.getByRole("region", { name: "Search results" });
/** The titles of the results shown, in order. */
const titles = (page: Page) => results(page).locator("h2").allTextContents();
const expectNoViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

/** The number of opens of `id` recorded, as the admin's insights read them. */
const opensOf = async (id: number) =>
  (
    await api<{ opens: number }>(
      server.baseUrl,
      "GET",
      `/resources/${id}/opens`,
      undefined,
      admin.token,
    )
  ).body.opens;

describe("member search", () => {
  it("finds resources from the top bar by keyboard, marks the words, narrows to a brand and counts an open", async () => {
    const page = await openAs(browser, server, member.token, "/");
    await page.getByRole("heading", { name: "Dashboard" }).first().waitFor();

    // `/` focuses the field from anywhere on the page; Enter searches.
    await page.locator("body").press("/");
    await eventually(() => isFocused(field(page))).toBe(true);
    // A prefix and a swapped letter ("secuirty") both match.
    await page.keyboard.type("secuirty");
    await page.keyboard.press("Enter");
    await eventually(() => page.url()).toBe(`${server.baseUrl}/search?q=secuirty`);
    await eventually(() => page.title()).toBe("Sector Portal | Search");
    // Both titles hold the word; the newer comes first on a tie.
    await eventually(() => titles(page)).toEqual([CMO_REPORT, REPORT]);
    const marks = await results(page).locator("mark").allTextContents();
    expect(marks.map((mark) => mark.toLowerCase())).toEqual(["security", "security"]);
    await results(page).getByText("2 results", { exact: true }).waitFor();
    await expectNoViolations(page);

    // One brand: the CMO report goes.
    await page.getByRole("button", { name: /^Brand/ }).click();
    await page.getByRole("option", { name: "CIO", exact: true }).click();
    await eventually(() => titles(page)).toEqual([REPORT]);
    expect(page.url()).toContain("company=");

    // Opening a result opens the resource in a new tab and counts like the feed.
    const before = await opensOf(reportId);
    const link = results(page).getByRole("link").first();
    const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(reportUrl);
    await tab.close();
    await eventually(() => opensOf(reportId)).toBe(before + 1);

    // Esc clears the field; a second Esc leaves it.
    await field(page).focus();
    await page.keyboard.press("Escape");
    expect(await field(page).inputValue()).toBe("");
    await page.keyboard.press("Escape");
    await eventually(() => isFocused(field(page))).toBe(false);
  });

  it("shows a title's own characters as text, and says when nothing matches", async () => {
    const page = await openAs(browser, server, member.token, "/search?q=plans");
    const heading = results(page).locator("h2").first();
    await eventually(() => heading.textContent()).toBe(SCRIPT_TITLE);
    expect(await heading.locator("mark").textContent()).toBe("plans");
    expect(await heading.locator("script").count()).toBe(0);

    await field(page).fill("nothingmatchesthis");
    await field(page).press("Enter");
    await page.getByText("No resources match 'nothingmatchesthis'.").waitFor();
    await expectNoViolations(page);
  });

  it("searches from the menu drawer on a phone", async () => {
    const page = await openAs(browser, server, member.token, "/", PHONE);
    // The top bar has no room: its field is hidden, the drawer holds one.
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    expect(await field(page).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawerField = page
      .getByRole("dialog")
      .getByRole("searchbox", { name: "Search resources" });
    // Typed once the drawer has opened (Headless UI marks it data-transition until then): on a
    // busy machine, words typed during its opening were sometimes lost before Enter, so the
    // search never started and the drawer stayed open.
    await page.waitForFunction(() => document.querySelector("[data-transition]") === null);
    await drawerField.fill("zero trust");
    await eventually(() => drawerField.inputValue()).toBe("zero trust");
    await drawerField.press("Enter");
    // The drawer closes on a search; the results page has a field of its own on a phone.
    await eventually(() => page.getByRole("dialog").count()).toBe(0);
    await eventually(() => titles(page)).toEqual([REPORT]);
    expect(await page.getByRole("main").getByRole("searchbox").inputValue()).toBe("zero trust");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);
    await expectNoViolations(page);
  });
});

describe("member search inside longer words", () => {
  const inTitle = "Cybersecurity maturity checklist";
  const inTopic = "Quarterly board pack";

  beforeAll(async () => {
    const cio = await companyByCode(server, "CIO");
    const topics = await preferencesOf(server, cio.id);
    const cybersecurity = topics.find((topic) => topic.name === "Cybersecurity");
    const [cioTopic] = topics;
    if (!cybersecurity || !cioTopic) throw new Error("CIO needs its Cybersecurity topic");
    await createResource(server, admin.token, {
      title: inTitle,
      companyId: cio.id,
      preferenceIds: [cioTopic.id],
      imageUrl: `${server.baseUrl}/brands/cio.svg`,
    });
    await createResource(server, admin.token, {
      title: inTopic,
      companyId: cio.id,
      preferenceIds: [cybersecurity.id],
      imageUrl: `${server.baseUrl}/brands/cio.svg`,
    });
  });

  it.each([
    ["1280", undefined],
    ["375", PHONE],
  ])(
    "finds a word inside titles' and topics' words, below the whole word (%s px)",
    async (_, viewport) => {
      const page = await openAs(browser, server, member.token, "/search?q=secur", viewport);
      // The whole word first (newer first), then inside a title's word, then inside a topic's.
      await eventually(() => titles(page)).toEqual([CMO_REPORT, REPORT, inTitle, inTopic]);
      await results(page).getByText("4 results", { exact: true }).waitFor();
      const marks = await results(page).locator("mark").allTextContents();
      expect(marks).toEqual(["Security", "security", "Cybersecurity"]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      ).toBe(false);
      await expectNoViolations(page);
      await page.context().close();
    },
  );
});
