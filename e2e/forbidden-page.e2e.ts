import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { launchBrowser } from "./support/browser";
import { type Account, companyByCode, createMember, createStaff } from "./support/members";
import { overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs } from "./support/ui";

/**
 * Issue 64: a screen a role may not open says so ("You don't have access to this page", the
 * 403 page) at the address asked for, with the way to the role's home, instead of the 404 page.
 */

let server: RunningServer;
let browser: Browser;
let member: Account;
let employee: Account;
let cmoId: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  member = await createMember(server, { email: "ada.forbidden@example.org", firstname: "Ada" });
  employee = await createStaff(server, "employee", { email: "joan.forbidden@example.org" });
  cmoId = (await companyByCode(server, "CMO")).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** The 403 page, at `path`'s own address, named in the title (and the phone's top bar). */
const expectNoAccess = async (page: Page, path: string, phone: boolean) => {
  await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
  await page.getByText("403", { exact: true }).waitFor();
  await page.getByText(/not open to your account's role/).waitFor();
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.getByText("Page not found!").count()).toBe(0);
  await eventually(() => page.title()).toBe("Sector Portal | No access");
  if (phone) {
    await eventually(() => page.getByTestId("top-bar-context").innerText()).toContain("No access");
  }
  expect(await overflowsSideways(page)).toBe(false);
};

describe.each(VIEWPORTS)("the No access page at $width px", (viewport) => {
  const phone = viewport.width < 1024;

  it("shows a member the 403 page on staff and admin screens, and leads to the feed", async () => {
    const page = await openAs(browser, server, member.token, "/users", viewport);
    await expectNoAccess(page, "/users", phone);
    expect(await seriousViolations(page)).toEqual([]);
    for (const path of ["/uploads", "/admin-dashboard", "/emp-resources", "/leads"]) {
      await page.goto(url(path));
      await expectNoAccess(page, path, phone);
    }
    await page.getByRole("link", { name: /^Go to Dashboard/ }).click();
    await page.waitForURL(url("/"));
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await eventually(() => page.title()).toBe("Sector Portal | Dashboard");
    await page.context().close();
  });

  it("shows an employee the 403 page on admin screens and a company's feed, and leads to the profile", async () => {
    const page = await openAs(browser, server, employee.token, "/company", viewport);
    await expectNoAccess(page, "/company", phone);
    expect(await seriousViolations(page)).toEqual([]);
    for (const path of ["/users", "/sponsors", `/resources/CMO/${cmoId}`]) {
      await page.goto(url(path));
      await expectNoAccess(page, path, phone);
    }
    await page.getByRole("link", { name: /^Go to My Profile/ }).click();
    await page.waitForURL(url("/myprofile"));
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.context().close();
  });

  it("keeps the 404 page for a path no screen has", async () => {
    const page = await openAs(browser, server, member.token, "/no/such/page", viewport);
    await page.getByRole("heading", { name: "Page not found!" }).waitFor();
    expect(await page.getByText("You don't have access to this page").count()).toBe(0);
    await eventually(() => page.title()).toBe("Sector Portal | Page Not Found");
    await page.context().close();
  });
});
