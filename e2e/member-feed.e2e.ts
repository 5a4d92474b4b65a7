import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  createResource,
  openSignedIn,
  type Preference,
  preferencesOf,
} from "./support/members";
import { newPage, overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let member: Account;
let chroMember: Account;
const companies: Record<string, { id: number; name: string }> = {};
let cioPreferences: Preference[];

/** The member's feed: 30 resources tagged with one of their two CIO preferences. */
const MATCHING = 30;
const matchingTitle = (n: number) => `CIO briefing ${String(n).padStart(2, "0")}`;
/** The one matching resource whose thumbnail can't be loaded. */
const BROKEN_IMAGE = 5;

const usDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(
    new Date(iso),
  );

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const code of ["CIO", "CMO", "CHRO", "CRO"])
    companies[code] = await companyByCode(server, code);
  cioPreferences = await preferencesOf(server, companies.CIO?.id ?? 0);
  const [p0, p1, , , , p5] = cioPreferences;
  if (!p0 || !p1 || !p5) throw new Error("CIO needs six preferences");

  member = await createMember(server, {
    email: "ada@example.org",
    firstname: "Ada",
    lastname: "Lovelace",
    preferenceNames: [p0.name, p1.name],
  });
  chroMember = await createMember(server, { email: "mary@example.org", code: "CHRO" });

  const admin = await adminSession(server);
  const image = `${server.baseUrl}/brands/cio.svg`;
  for (let n = 1; n <= MATCHING; n++) {
    await createResource(server, admin.token, {
      title: matchingTitle(n),
      companyId: companies.CIO?.id ?? 0,
      preferenceIds: [n % 2 ? p0.id : p1.id],
      // The app answers an unknown path with its HTML page: not an image.
      imageUrl: n === BROKEN_IMAGE ? `${server.baseUrl}/missing-thumbnail.png` : image,
      url: `https://cio.example.com/articles/${n}`,
    });
  }
  // Newest of all, but about a topic the member did not choose.
  for (let n = 1; n <= 3; n++) {
    await createResource(server, admin.token, {
      title: `Off-topic note ${n}`,
      companyId: companies.CIO?.id ?? 0,
      preferenceIds: [p5.id],
      imageUrl: image,
    });
  }
  const cmoPreferences = await preferencesOf(server, companies.CMO?.id ?? 0);
  for (let n = 1; n <= 2; n++) {
    await createResource(server, admin.token, {
      title: `CMO story ${n}`,
      companyId: companies.CMO?.id ?? 0,
      preferenceIds: [cmoPreferences[0]?.id ?? 0],
      imageUrl: `${server.baseUrl}/brands/cmo.svg`,
    });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every feed request of the page: company and page number. */
const recordFeed = (page: Page) => {
  const calls: { company_id: number; preferences: number[]; page: number }[] = [];
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/api/resources/filtered")) calls.push(request.postDataJSON());
  });
  return calls;
};

const cardTitles = (page: Page) =>
  page.locator("article h2").evaluateAll((headings) =>
    headings.map((h) => {
      const copy = h.cloneNode(true) as HTMLElement;
      for (const hidden of Array.from(copy.querySelectorAll(".sr-only"))) hidden.remove();
      return (copy.textContent ?? "").trim();
    }),
  );

const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

describe("the member's dashboard feed", () => {
  it("shows the newest matching resources: one large, three beside it, the rest in four columns", async () => {
    const page = await newPage(browser, { width: 1440, height: 900 });
    const feed = recordFeed(page);
    await openSignedIn(page, server, member.token);
    await expect.poll(() => page.title()).toBe("Sector Portal | Dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByText("Resources CIO", { exact: true }).waitFor();

    // Filtered by the member's CIO preferences; newest first; off-topic notes left out.
    const expected = Array.from({ length: MATCHING }, (_, i) => matchingTitle(MATCHING - i));
    await eventually(() => cardTitles(page)).toEqual(expected.slice(0, 12));
    const [p0, p1] = cioPreferences;
    expect(feed[0]).toEqual({
      company_id: companies.CIO?.id,
      preferences: [p0?.id, p1?.id].sort((a, b) => (a ?? 0) - (b ?? 0)),
      page: 1,
    });

    // Layout: the lead card is the widest; three stacked beside it; then 4 equal columns.
    const cards = page.locator("article");
    const lead = await cards.nth(0).boundingBox();
    const featured = await Promise.all([1, 2, 3].map(async (i) => cards.nth(i).boundingBox()));
    for (const box of featured) {
      expect(box?.x).toBeGreaterThan((lead?.x ?? 0) + (lead?.width ?? 0) - 1);
      expect(box?.width).toBeLessThan(lead?.width ?? 0);
    }
    expect(featured[1]?.y).toBeGreaterThan(featured[0]?.y ?? 0);
    const grid = await Promise.all([4, 5, 6, 7, 8].map(async (i) => cards.nth(i).boundingBox()));
    const rowY = grid[0]?.y;
    expect(grid.slice(0, 4).every((box) => box?.y === rowY)).toBe(true);
    expect(grid[4]?.y).toBeGreaterThan(rowY ?? 0);
    expect(grid[4]?.x).toBe(grid[0]?.x);

    // Each card: a new-tab link to the landing page, the title and the US long date.
    const leadLink = cards.nth(0).getByRole("link");
    await eventually(() => leadLink.getAttribute("href")).toBe(
      `https://cio.example.com/articles/${MATCHING}`,
    );
    await eventually(() => leadLink.getAttribute("target")).toBe("_blank");
    await eventually(() => leadLink.getAttribute("rel")).toBe("noopener noreferrer");
    const time = cards.nth(0).locator("time");
    const iso = (await time.getAttribute("datetime")) ?? "";
    await eventually(() => time.textContent()).toBe(usDate(iso));
    await eventually(() => time.textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    // Thumbnails sit in fixed 16:9 boxes: loaded or not, nothing moves.
    const gridThumb = cards.nth(4).locator("img");
    await expect
      .poll(() => gridThumb.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const thumbBox = await gridThumb.locator("xpath=..").boundingBox();
    expect((thumbBox?.width ?? 0) / (thumbBox?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBeLessThan(0.05);

    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("loads the next page each time the end is reached, until a page comes back empty", async () => {
    const page = await newPage(browser, { width: 1440, height: 900 });
    const feed = recordFeed(page);
    // Page 2 waits until the test has seen 'Loading more...'.
    let releasePage2!: () => void;
    const page2Gate = new Promise<void>((resolve) => {
      releasePage2 = resolve;
    });
    await page.route("**/api/resources/filtered", async (route) => {
      if (route.request().postDataJSON().page === 2) await page2Gate;
      await route.continue();
    });
    await openSignedIn(page, server, member.token);
    await eventually(() => page.locator("article").count()).toBe(12);
    expect(feed.map((call) => call.page)).toEqual([1]);

    await scrollToEnd(page);
    await page.getByText("Loading more...", { exact: true }).waitFor();
    releasePage2();
    await page.locator("article").nth(23).waitFor();
    await page.getByText("Loading more...", { exact: true }).waitFor({ state: "detached" });

    await scrollToEnd(page);
    await page
      .locator("article")
      .nth(MATCHING - 1)
      .waitFor();
    await scrollToEnd(page);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => feed.map((call) => call.page)).toEqual([1, 2, 3, 4]);

    // Page 4 was empty: more scrolling asks for nothing more.
    await scrollToEnd(page);
    await page.waitForLoadState("networkidle");
    expect(feed.map((call) => call.page)).toEqual([1, 2, 3, 4]);
    expect(new Set(feed.map((call) => call.company_id))).toEqual(new Set([companies.CIO?.id]));

    await eventually(() => cardTitles(page)).toEqual(
      Array.from({ length: MATCHING }, (_, i) => matchingTitle(MATCHING - i)),
    );
    expect((await cardTitles(page)).some((title) => title.startsWith("Off-topic"))).toBe(false);

    // The resource whose image fails shows the placeholder in the same box.
    const broken = page.locator("article").filter({ hasText: matchingTitle(BROKEN_IMAGE) });
    await broken.scrollIntoViewIfNeeded();
    await broken.getByTestId("thumbnail-fallback").waitFor();
    await eventually(() => broken.locator("img").count()).toBe(0);
    await page.context().close();
  });

  it("says 'No resources available' when the company has none", async () => {
    const page = await newPage(browser);
    await openSignedIn(page, server, chroMember.token);
    await page.getByText("Resources CHRO", { exact: true }).waitFor();
    await page.getByText("No resources available", { exact: true }).waitFor();
    expect(await page.locator("article").count()).toBe(0);
    await page.context().close();
  });

  it("fits a 375 px phone: one column", async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    await openSignedIn(page, server, member.token);
    await page.locator("article").nth(11).waitFor();
    const boxes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => page.locator("article").nth(i).boundingBox()),
    );
    const xs = new Set(boxes.map((box) => Math.round(box?.x ?? -1)));
    expect(xs.size).toBe(1);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]?.y).toBeGreaterThan(boxes[i - 1]?.y ?? 0);
    }
    expect(await overflowsSideways(page)).toBe(false);
    await scrollToEnd(page);
    await page.locator("article").nth(23).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("company feeds", () => {
  it("'Explore More' lists the other companies and opens their feeds from page 1", async () => {
    const page = await newPage(browser);
    const feed = recordFeed(page);
    await openSignedIn(page, server, member.token);
    await page.locator("article").first().waitFor();

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Explore More" }).click();
    const entries = nav.getByRole("link").filter({ hasNotText: /Dashboard|My Profile/ });
    await eventually(async () => (await entries.allInnerTexts()).sort()).toEqual([
      "CHRO",
      "CMO",
      "CRO",
    ]);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/resources/filtered", async (route) => {
      if (route.request().postDataJSON().company_id === companies.CMO?.id) await gate;
      await route.continue();
    });
    await nav.getByRole("link", { name: "CMO" }).click();
    await page.waitForURL(`${server.baseUrl}/resources/CMO/${companies.CMO?.id}`);
    await page.getByText("Loading resources...", { exact: true }).waitFor();
    release();
    await expect.poll(() => page.title()).toBe("Sector Portal | Resources");
    await page.getByRole("heading", { name: "CMO", level: 1 }).waitFor();
    await eventually(() => cardTitles(page)).toEqual(["CMO story 2", "CMO story 1"]);
    // The company feed is not filtered by the member's preferences.
    expect(feed.find((call) => call.company_id === companies.CMO?.id)).toEqual({
      company_id: companies.CMO?.id,
      preferences: [],
      page: 1,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await nav.getByRole("link", { name: "CHRO" }).click();
    await page.waitForURL(`${server.baseUrl}/resources/CHRO/${companies.CHRO?.id}`);
    await page.getByText("No resources available", { exact: true }).waitFor();
    expect(feed.find((call) => call.company_id === companies.CHRO?.id)).toEqual({
      company_id: companies.CHRO?.id,
      preferences: [],
      page: 1,
    });
    await page.context().close();
  });

  it("an admin sees every resource of a company, without a preference filter", async () => {
    const admin = await adminSession(server);
    const page = await newPage(browser);
    await openSignedIn(page, server, admin.token, `/resources/CIO/${companies.CIO?.id}`);
    await page.getByRole("heading", { name: "CIO", level: 1 }).waitFor();
    await page.locator("article").nth(11).waitFor();
    await eventually(async () => (await cardTitles(page)).slice(0, 4)).toEqual([
      "Off-topic note 3",
      "Off-topic note 2",
      "Off-topic note 1",
      matchingTitle(MATCHING),
    ]);
    await page.context().close();
  });
});
