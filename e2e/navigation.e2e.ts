import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { launchBrowser } from "./support/browser";
import { type Account, adminSession, createMember, createStaff } from "./support/members";
import { overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, PHONE } from "./support/ui";

/*
 * A back office people find their way in (issue 33): the staff sidebar in labelled groups that
 * remember being closed, and the command palette (Ctrl/⌘-K) reaching a screen and a member by
 * keyboard alone, at 1280 and 375 px.
 */
let server: RunningServer;
let browser: Browser;
let admin: { token: string };
let employee: Account;
let member: Account;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  employee = await createStaff(server, "employee", { email: "nav-employee@example.org" });
  member = await createMember(server, {
    email: "nav-member@example.org",
    firstname: "Grace",
    lastname: "Quillfeather",
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const groupNames = (page: Page) => mainNav(page).getByRole("button").allTextContents();
const linkNames = (page: Page) => mainNav(page).getByRole("link").allTextContents();
const palette = (page: Page) => page.getByRole("dialog", { name: "Jump to" });

describe("the grouped sidebar", () => {
  it("groups an admin's screens, and a closed group stays closed after a reload", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    await eventually(() => groupNames(page)).toEqual([
      "Content",
      "Audience",
      "Engagement",
      "Settings",
    ]);
    expect((await linkNames(page)).slice(0, 2)).toEqual(["Dashboard", "My Profile"]);
    expect(await seriousViolations(page)).toEqual([]);

    const audience = mainNav(page).getByRole("button", { name: "Audience" });
    await audience.click();
    await eventually(() => audience.getAttribute("aria-expanded")).toBe("false");
    expect(await linkNames(page)).not.toContain("Leads");
    await page.reload();
    await mainNav(page).getByRole("link", { name: "Webhooks" }).waitFor();
    expect(
      await mainNav(page).getByRole("button", { name: "Audience" }).getAttribute("aria-expanded"),
    ).toBe("false");
    expect(await linkNames(page)).not.toContain("Users");
    await mainNav(page).getByRole("button", { name: "Audience" }).click();
    await mainNav(page).getByRole("link", { name: "Leads" }).waitFor();
    await page.context().close();
  });

  it("shows an employee no admin-only group or entry", async () => {
    const page = await openAs(browser, server, employee.token, "/myprofile");
    await eventually(() => groupNames(page)).toEqual(["Content", "Engagement"]);
    expect(await linkNames(page)).toEqual([
      "My Profile",
      "Uploads",
      "Resource Archive",
      "Newsletters",
      "Mailings",
      "Events",
      "Segments",
    ]);
    await page.context().close();
  });

  it("groups the phone drawer the same way, nothing wider than the screen", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard", PHONE);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("button", { name: "Settings" }).waitFor();
    await drawer.getByRole("link", { name: "Webhooks" }).click();
    await page.waitForURL(`${server.baseUrl}/webhooks`);
    expect(await overflowsSideways(page)).toBe(false);
    await page.context().close();
  });
});

describe("the command palette", () => {
  it("reaches a screen and a member by keyboard alone", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Control+k");
    await palette(page).getByRole("combobox").waitFor();
    await page.keyboard.type("webho");
    await palette(page).getByRole("option", { name: "Webhooks" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.baseUrl}/webhooks`);
    await palette(page).waitFor({ state: "detached" });

    await page.keyboard.press("Control+k");
    await page.keyboard.type("quillfeather");
    await palette(page)
      .getByRole("option", { name: /Grace Quillfeather/ })
      .waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/users\?search=/);
    await page.getByRole("cell", { name: member.email }).waitFor();
    expect(await page.getByRole("cell", { name: "admin@example.com" }).count()).toBe(0);

    // Escape closes it without going anywhere.
    await page.keyboard.press("Control+k");
    await palette(page).getByRole("combobox").waitFor();
    await page.keyboard.press("Escape");
    await palette(page).waitFor({ state: "detached" });
    expect(page.url()).toMatch(/\/users\?search=/);
    await page.context().close();
  });

  it("opens from the top bar's button on a phone, and fits", async () => {
    const page = await openAs(browser, server, employee.token, "/myprofile", PHONE);
    await page.getByRole("button", { name: "Jump to" }).click();
    await palette(page).getByRole("combobox").fill("archive");
    await palette(page).getByRole("option", { name: "Resource Archive" }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await palette(page).getByRole("option", { name: "Resource Archive" }).click();
    await page.waitForURL(`${server.baseUrl}/emp-resources`);
    await page.context().close();
  });
});
