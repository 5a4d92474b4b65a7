import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  createResource,
  preferencesOf,
} from "./support/members";
import { holdRequests, overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs } from "./support/ui";

/** Issue 14 points 4, 5 and 6: the back-office tables and the shell, wide and on a phone. */

let server: RunningServer;
let browser: Browser;
let admin: { token: string };
let member: Account;

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  member = await createMember(server, { email: "ada@example.org" });
  for (const email of ["grace@example.org", "edsger.wybe.dijkstra@example.org"])
    await createMember(server, { email, code: "CMO", firstname: "Grace", lastname: "Dijkstra" });
  const cio = await companyByCode(server, "CIO");
  const [topic] = await preferencesOf(server, cio.id);
  for (let n = 1; n <= 3; n++) {
    await createResource(server, admin.token, {
      title: `A rather long resource title number ${n} that has to wrap on a phone`,
      companyId: cio.id,
      preferenceIds: [topic?.id ?? 0],
      imageUrl: `${server.baseUrl}/brands/cio.svg`,
    });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Left and right edges of every button and link in the table's body rows. */
const actionEdges = (table: Locator) =>
  table.locator("tbody tr").evaluateAll((rows) =>
    rows.flatMap((row) =>
      Array.from(row.querySelectorAll("button, a")).map((control) => {
        const box = control.getBoundingClientRect();
        return { name: control.textContent?.trim() ?? "", left: box.left, right: box.right };
      }),
    ),
  );

/** Widths of the table's header cells, in order. */
const headerWidths = (table: Locator) =>
  table
    .locator("thead th")
    .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));

/** The colSpan of the one message row ('Loading...', an empty text) of the table. */
const messageSpan = (table: Locator) =>
  table.locator("tbody td[colspan]").evaluate((cell) => (cell as HTMLTableCellElement).colSpan);

const TABLES = [
  // Screen, the table's name, a row action and the SPEC columns shown on wide screens.
  {
    path: "/users",
    table: "Users",
    action: /^Change role of/,
    columns: ["Full Name", "Email", "Mobile Number", "Role"],
  },
  {
    path: "/company",
    table: "Companies",
    action: /^Edit CIO/,
    columns: ["Company Name", "Preferences", "Base URL", "Actions"],
  },
  {
    path: "/emp-resources",
    table: "Resources",
    action: /^Edit A rather long/,
    columns: ["Title", "Creation", "Updation", "Company Name", "Edit"],
  },
] as const;

describe.each([
  ["1280×800", WIDE],
  ["375×812", PHONE],
])("at %s", (_name, viewport) => {
  const phone = viewport.width < 640;

  it.each(TABLES)("$table: every row's actions are inside the viewport", async (screen) => {
    const page = await openAs(browser, server, admin.token, screen.path, viewport);
    const table = page.getByRole("region", { name: screen.table });
    await table.getByRole("button", { name: screen.action }).first().waitFor();

    const edges = await actionEdges(table);
    expect(edges.length).toBeGreaterThan(0);
    for (const edge of edges) {
      expect(edge.left, edge.name).toBeGreaterThanOrEqual(0);
      expect(edge.right, edge.name).toBeLessThanOrEqual(viewport.width);
    }
    // Nothing to scroll sideways: not the page, not the table's card.
    expect(await overflowsSideways(page)).toBe(false);
    expect(await table.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
    // The SPEC columns head the table on wide screens; on a phone each value carries its label.
    const headers = table.getByRole("columnheader");
    expect(await headers.allTextContents()).toEqual(screen.columns);
    const headHeight = await table
      .locator("thead")
      .evaluate((h) => h.getBoundingClientRect().height);
    if (phone) expect(headHeight).toBeLessThanOrEqual(1);
    else expect(headHeight).toBeGreaterThan(20);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("Archive: the columns stay put from 'Loading...' to rows to 'No data Available'", async () => {
    const page = await openAs(browser, server, admin.token, "/myprofile", viewport);
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    const held = await holdRequests(page, /\/api\/resources\?/);
    if (phone) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Resource Archive" }).click();
    const table = page.getByRole("region", { name: "Resources" });
    await table.getByRole("cell", { name: "Loading..." }).waitFor();
    expect(await messageSpan(table)).toBe(5);
    const loading = await headerWidths(table);
    const loadingWidth = await table
      .locator("tbody td")
      .first()
      .evaluate((c) => c.clientWidth);
    await held.release();

    await table
      .getByRole("button", { name: /^Edit A rather long/ })
      .first()
      .waitFor();
    expect(await headerWidths(table)).toEqual(loading);

    await page
      .getByRole("searchbox", { name: "Search", exact: true })
      .fill("nothing is called like this");
    await table.getByRole("cell", { name: "No data Available" }).waitFor();
    expect(await messageSpan(table)).toBe(5);
    expect(await headerWidths(table)).toEqual(loading);
    // The message spans the whole table (on a phone, the whole card).
    const tableWidth = await table.evaluate((card) => card.clientWidth);
    expect(loadingWidth).toBeGreaterThan(tableWidth * 0.9);
    await page.context().close();
  });

  it("Users: the columns stay put from 'Loading...' to rows", async () => {
    const page = await openAs(browser, server, admin.token, "/myprofile", viewport);
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    const held = await holdRequests(page, /\/api\/user\/protected\/fetchusers/);
    if (phone) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Users" }).click();
    const table = page.getByRole("region", { name: "Users" });
    await table.getByRole("cell", { name: "Loading..." }).waitFor();
    expect(await messageSpan(table)).toBe(4);
    const loading = await headerWidths(table);
    expect(await seriousViolations(page)).toEqual([]);
    await held.release();
    await table
      .getByRole("button", { name: /^Change role of/ })
      .first()
      .waitFor();
    expect(await headerWidths(table)).toEqual(loading);
    await page.context().close();
  });

  it("the top bar names the brand and the page below lg; the drawer's close button stays clear of the avatar", async () => {
    const page = await openAs(browser, server, member.token, "/", viewport);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const bar = page.getByRole("banner");
    const context = bar.getByTestId("top-bar-context");
    expect(await context.isVisible()).toBe(phone);
    if (!phone) {
      // Wide: the sidebar is there, with the logo and the page's entry.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link").first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
      return;
    }
    expect(await context.locator("p").allTextContents()).toEqual(["CIO", "Dashboard"]);

    // Outside the drawer everything is inert while it is open: measure the avatar first.
    const avatarBox = await page.getByRole("button", { name: "Open user menu" }).boundingBox();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    const close = drawer.getByRole("button", { name: "Close menu" });
    await close.waitFor();
    await eventually(() => close.evaluate((b) => b.getBoundingClientRect().right)).toBeLessThan(
      320,
    );
    const closeBox = await close.boundingBox();
    if (!closeBox || !avatarBox) throw new Error("both buttons must be on screen");
    const overlaps =
      closeBox.x < avatarBox.x + avatarBox.width &&
      avatarBox.x < closeBox.x + closeBox.width &&
      closeBox.y < avatarBox.y + avatarBox.height &&
      avatarBox.y < closeBox.y + closeBox.height;
    expect(overlaps).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // Following a link closes the drawer, and the top bar names the new page.
    await drawer.getByRole("link", { name: "My Profile" }).click();
    await eventually(() => context.locator("p").allTextContents()).toEqual(["CIO", "My Profile"]);
    await page.context().close();
  });

  it("staff see the product's name and the page in the top bar below lg", async () => {
    const page = await openAs(browser, server, admin.token, "/users", viewport);
    await page.getByRole("region", { name: "Users" }).waitFor();
    const context = page.getByRole("banner").getByTestId("top-bar-context");
    if (phone)
      await eventually(() => context.locator("p").allTextContents()).toEqual([
        "Sector Portal",
        "Users",
      ]);
    else expect(await context.isVisible()).toBe(false);
    await page.context().close();
  });
});
