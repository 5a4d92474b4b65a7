import type { ResourceOpenFigures } from "@sector/shared";
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
  createResource,
  createStaff,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let employee: Account;
let member: Account;

const REPORT = "Insights e2e report";
const CMO_STORY = "CMO explore story";
let reportId: number;
let storyId: number;
/** Pages of the test server itself, so the new tab loads without reaching the internet. */
let reportUrl: string;
let storyUrl: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  const cmo = await companyByCode(server, "CMO");
  const [cioTopic] = await preferencesOf(server, cio.id);
  const [cmoTopic] = await preferencesOf(server, cmo.id);
  if (!cioTopic || !cmoTopic) throw new Error("CIO and CMO need topics");
  // A CIO member with CIO's first two topics (createMember's default).
  member = await createMember(server, { email: "reader@example.org", firstname: "Rita" });
  // Through another brand, so CIO's new members are the member alone.
  employee = await createStaff(server, "employee", { email: "editor@example.org", code: "CRO" });

  reportUrl = `${server.baseUrl}/favicon.svg?resource=report`;
  storyUrl = `${server.baseUrl}/favicon.svg?resource=story`;
  reportId = await createResource(server, admin.token, {
    title: REPORT,
    companyId: cio.id,
    preferenceIds: [cioTopic.id],
    imageUrl: `${server.baseUrl}/brands/cio.svg`,
    url: reportUrl,
  });
  storyId = await createResource(server, admin.token, {
    title: CMO_STORY,
    companyId: cmo.id,
    preferenceIds: [cmoTopic.id],
    imageUrl: `${server.baseUrl}/brands/cmo.svg`,
    url: storyUrl,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** GET /resources/{id}/opens as the admin. */
const opensOf = async (id: number) =>
  (
    await api<ResourceOpenFigures>(
      server.baseUrl,
      "GET",
      `/resources/${id}/opens`,
      undefined,
      admin.token,
    )
  ).body;

/** The next POST that records an open of resource `id`. */
const nextOpen = (page: Page, id: number) =>
  page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith(`/api/resources/${id}/open`),
  );

/** A feed card's link, by the resource's title (the link also reads the date and a new-tab note). */
const cardLink = (page: Page, title: string) =>
  page.getByRole("link", { name: new RegExp(`^${title}\\b`) });

/** Opens the "Show the numbers" of the chart card `title`; returns the card. */
const showNumbers = async (page: Page, title: string): Promise<Locator> => {
  const card = page.getByRole("region", { name: title, exact: true });
  const details = card.locator("details");
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await card.getByText("Show the numbers", { exact: true }).click();
  }
  return card;
};

/** Picks `option` in the insights' select labelled `label`. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

describe("insights", () => {
  it("counts a member's open of a feed item while the link opens the resource in a new tab", async () => {
    const page = await openAs(browser, server, member.token, "/");
    const link = cardLink(page, REPORT);
    await link.waitFor();

    // A click: the resource's own page opens in a new tab; the feed stays; a beacon carries the token.
    const beacon = nextOpen(page, reportId);
    const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(reportUrl);
    expect(page.url()).toBe(`${server.baseUrl}/`);
    const sent = await beacon;
    expect(sent.postData()).toBe(new URLSearchParams({ access_token: member.token }).toString());
    expect(sent.headers()["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    await eventually(() => opensOf(reportId)).toEqual({
      opens: 1,
      unique_members: 1,
      opens_30d: 1,
    });
    await tab.close();

    // A middle click and Enter on the focused link count too: three opens, one member.
    const middle = nextOpen(page, reportId);
    await link.click({ button: "middle" });
    await middle;
    const enter = nextOpen(page, reportId);
    await link.focus();
    const [keyboardTab] = await Promise.all([
      page.waitForEvent("popup"),
      page.keyboard.press("Enter"),
    ]);
    await enter;
    expect(keyboardTab.url()).toBe(reportUrl);
    await eventually(() => opensOf(reportId)).toEqual({
      opens: 3,
      unique_members: 1,
      opens_30d: 3,
    });

    // Explore More: another brand's feed records its opens the same way.
    await page.getByRole("button", { name: "Explore More" }).click();
    await page.getByRole("link", { name: "CMO", exact: true }).click();
    const storyLink = cardLink(page, CMO_STORY);
    await storyLink.waitFor();
    const [storyTab] = await Promise.all([page.waitForEvent("popup"), storyLink.click()]);
    await storyTab.waitForLoadState();
    expect(storyTab.url()).toBe(storyUrl);
    await eventually(() => opensOf(storyId)).toEqual({ opens: 1, unique_members: 1, opens_30d: 1 });
    await page.context().close();
  });

  it("shows the opens in the admin dashboard's insights, above the company cards, for axe without a serious finding", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    const insights = page.getByRole("heading", { name: "Insights", level: 2 });
    await insights.waitFor();

    const top = await showNumbers(page, "Top resources");
    await eventually(() => tableRows(page, "Top resources (numbers)")).toEqual([
      `1 | ${REPORT} | 3 | 1`,
      `2 | ${CMO_STORY} | 1 | 1`,
    ]);
    // The chart is drawn too: a bar per resource and measure, the titles on its axis.
    await eventually(() => top.locator(".recharts-bar-rectangle").count()).toBe(4);
    // Recharts wraps a long tick over lines (tspans): read each tick's words as one label.
    const tickLabels = () =>
      top
        .locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value")
        .evaluateAll((ticks) =>
          ticks.map((tick) =>
            Array.from(tick.querySelectorAll("tspan"), (line) => line.textContent).join(" "),
          ),
        );
    await eventually(tickLabels).toEqual([REPORT, CMO_STORY]);

    // Today's sign-ups are this week's bar (the last): the member in CIO's column, and the
    // employee, who registered through CRO before being promoted, in CRO's.
    await showNumbers(page, "New members");
    const columns = await page
      .getByRole("region", { name: "New members (numbers)" })
      .getByRole("columnheader")
      .allTextContents();
    expect(columns).toEqual(["Week of", "CHRO", "CIO", "CMO", "CRO", "Total"]);
    const thisWeek = async () =>
      (await tableRows(page, "New members (numbers)")).at(-1)?.split(" | ").slice(1);
    await eventually(thisWeek).toEqual(["0", "1", "0", "1", "2"]);

    // Above the company cards, which are still there.
    const firstCard = page.getByRole("article").first();
    await firstCard.waitFor();
    const [insightsBox, cardBox] = await Promise.all([
      insights.boundingBox(),
      firstCard.boundingBox(),
    ]);
    expect(insightsBox?.y ?? Infinity).toBeLessThan(cardBox?.y ?? 0);
    await page.getByRole("heading", { name: "Mail", level: 2 }).waitFor();

    // Every chart drawn and every table open: axe judges all of it. No brand has 10 members
    // here, so the consent rates say so instead (insights-charts.e2e.ts draws them).
    for (const title of ["New members", "Top resources", "Opens by topic"]) {
      const card = await showNumbers(page, title);
      await card.locator(".recharts-cartesian-grid").waitFor();
    }
    await page
      .getByRole("region", { name: "Consent rates", exact: true })
      .getByText(/with fewer than 10 members (is|are) not shown\.$/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // One brand: CMO's opens only.
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/insights") asked.push(url.search);
    });
    await choose(page, "Brand", "CMO");
    await eventually(() => tableRows(page, "Top resources (numbers)")).toEqual([
      `1 | ${CMO_STORY} | 1 | 1`,
    ]);
    await choose(page, "Period", "12 months");
    await eventually(() => asked.at(-1)).toMatch(/company_id=\d+&period=12m$/);
    await eventually(() => tableRows(page, "Top resources (numbers)")).toEqual([
      `1 | ${CMO_STORY} | 1 | 1`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows a resource's opens in the Resource Archive's edit modal", async () => {
    const page = await openAs(browser, server, employee.token, "/emp-resources");
    const row = page
      .getByRole("region", { name: "Resources" })
      .getByRole("row")
      .filter({ hasText: REPORT });
    await row.getByRole("button", { name: /^Edit/ }).click();
    const modal = await openDialog(page, "Edit Resource");
    const figures = modal.getByRole("region", { name: "Opens by members" });
    const read = () =>
      figures
        .locator("dt")
        .evaluateAll((terms) =>
          terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
        );
    await eventually(read).toEqual([
      "Opens: 3",
      "Unique members: 1",
      "Opens in the last 30 days: 3",
    ]);
    // The archive's table keeps its columns.
    expect(
      await page
        .getByRole("region", { name: "Resources" })
        .getByRole("columnheader")
        .allTextContents(),
    ).not.toContain("Opens");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
