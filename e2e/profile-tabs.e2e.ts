import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { launchBrowser } from "./support/browser";
import { type Account, createMember } from "./support/members";
import { overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, isFocused, openAs } from "./support/ui";

/**
 * Issue 64: a member's My Profile tabs at 375 px scroll sideways inside their list, whole and
 * never cut to "Comm…" without a hint: the list fades where more tabs lie beyond, and the tab
 * reached by keyboard or a click scrolls fully into view. At 1280 px all of them show.
 */

let server: RunningServer;
let browser: Browser;
let member: Account;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  member = await createMember(server, { email: "ada.tabs@example.org", firstname: "Ada" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const LABELS = ["Account Details", "Preferences", "Communication", "My events"];

const openProfile = async (viewport: { width: number; height: number }) => {
  const page = await openAs(browser, server, member.token, "/myprofile", viewport);
  await page.getByRole("tab", { name: "Account Details" }).waitFor();
  return page;
};

const tabList = (page: Page) => page.getByRole("tablist");
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

/** Whether the tab lies wholly inside its list's visible box. */
const wholeInView = (page: Page, name: string): Promise<boolean> =>
  tab(page, name).evaluate((element) => {
    const list = element.closest('[role="tablist"]') as HTMLElement;
    const box = element.getBoundingClientRect();
    const frame = list.getBoundingClientRect();
    return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;
  });

/** Which edges of the list fade (its mask's gradient runs to transparent there). */
const fadedEdges = (list: Locator) =>
  list.evaluate((element) => {
    const mask = getComputedStyle(element).maskImage;
    if (!mask || mask === "none") return { start: false, end: false };
    return {
      start: /^linear-gradient\(to right, (transparent|rgba\(0, 0, 0, 0\))/.test(mask),
      end: /(transparent|rgba\(0, 0, 0, 0\))\)$/.test(mask),
    };
  });

describe("My Profile's tabs", () => {
  it("at 375 px: whole labels, a fading list, and the keyboard brings every tab into view", async () => {
    const page = await openProfile({ width: 375, height: 812 });
    const list = tabList(page);
    // SPEC's texts and order.
    expect(await page.getByRole("tab").allInnerTexts()).toEqual(LABELS);
    // No label is cut short: each shows its whole text.
    const cut = await page
      .getByRole("tab")
      .evaluateAll((tabs) => tabs.filter((t) => t.scrollWidth > t.clientWidth).length);
    expect(cut).toBe(0);
    expect(await overflowsSideways(page)).toBe(false);
    // Wider than the phone: the list scrolls, and its end fades to say more tabs follow.
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await wholeInView(page, "My events")).toBe(false);
    await eventually(() => fadedEdges(list)).toEqual({ start: false, end: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Arrow keys to the last tab (Headless UI moves focus and selection): it scrolls into view.
    await tab(page, "Account Details").focus();
    for (const _ of LABELS.slice(1)) await page.keyboard.press("ArrowRight");
    expect(await isFocused(tab(page, "My events"))).toBe(true);
    await eventually(() => tab(page, "My events").getAttribute("aria-selected")).toBe("true");
    await eventually(() => wholeInView(page, "My events")).toBe(true);
    await eventually(() => fadedEdges(list)).toEqual({ start: true, end: false });
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // Home goes back to the first; End to the last again.
    await page.keyboard.press("Home");
    await eventually(() => wholeInView(page, "Account Details")).toBe(true);
    await eventually(() => fadedEdges(list)).toEqual({ start: false, end: true });
    await page.keyboard.press("End");
    await eventually(() => wholeInView(page, "My events")).toBe(true);
    await page.keyboard.press("Home");
    await eventually(() => wholeInView(page, "Account Details")).toBe(true);

    // A click on a tab half behind the edge (as a finger would, without scrolling first).
    await tab(page, "My events").evaluate((element) => (element as HTMLElement).click());
    await eventually(() => tab(page, "My events").getAttribute("aria-selected")).toBe("true");
    await eventually(() => wholeInView(page, "My events")).toBe(true);
    await page.context().close();
  });

  it("at 1280 px: every tab shows, and nothing fades", async () => {
    const page = await openProfile({ width: 1280, height: 800 });
    expect(await page.getByRole("tab").allInnerTexts()).toEqual(LABELS);
    for (const name of LABELS) expect(await wholeInView(page, name), name).toBe(true);
    expect(await fadedEdges(tabList(page))).toEqual({ start: false, end: false });
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
