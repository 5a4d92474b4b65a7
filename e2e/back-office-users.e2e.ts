import { firmographicLabel, type PublicUser } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createStaff,
  preferencesOf,
} from "./support/members";
import { overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import {
  eventually,
  firstColumn,
  isFocused,
  openAs,
  openDialog,
  openTableWhileLoading,
  PHONE,
  tableRows,
} from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string };
let employee: Account;

/** Members registered through the public API; with the admin and the employee, 8 users. */
const MEMBERS = [
  { firstname: "Alan", lastname: "Turing", email: "alan@example.org", mobile: "1000000001" },
  { firstname: "Barbara", lastname: "Liskov", email: "barbara@example.org", mobile: "1000000002" },
  { firstname: "Claude", lastname: "Shannon", email: "claude@example.org", mobile: "1000000003" },
  { firstname: "Donald", lastname: "Knuth", email: "donald@example.org", mobile: "1000000004" },
  { firstname: "Edsger", lastname: "Dijkstra", email: "edsger@example.org", mobile: "1000000005" },
  { firstname: "Frances", lastname: "Allen", email: "frances@example.org", mobile: "1000000006" },
];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  employee = await createStaff(server, "employee", {
    email: "eve.staff@example.org",
    firstname: "Eve",
    lastname: "Staff",
  });
  const company = await companyByCode(server, "CMO");
  const [preference] = await preferencesOf(server, company.id);
  for (const member of MEMBERS) {
    const res = await api(server.baseUrl, "POST", "/user/public/register", {
      firstname: member.firstname,
      lastname: member.lastname,
      email: member.email,
      mobile_number: member.mobile,
      preferences: [preference],
      company_id: company.id,
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page of users as the API lists it. */
const usersPage = async (page: number) =>
  (
    await api<{ users: PublicUser[]; totalUsers: number }>(
      server.baseUrl,
      "GET",
      `/user/protected/fetchusers?page=${page}&pageSize=5`,
      undefined,
      admin.token,
    )
  ).body;

/** The name cell as read: the full name, and the member's brands (if any) in a line under it. */
/** The work details line under the name: seniority, function, industry, size, country. */
const workLine = (u: PublicUser) =>
  (["seniority", "job_function", "industry", "company_size", "country"] as const)
    .flatMap((field) => {
      const value = u[field];
      return value ? [firmographicLabel(field, value)] : [];
    })
    .join(" · ");

const nameCell = (u: PublicUser) =>
  [`${u.firstname} ${u.lastname}`, u.brands.map((b) => b.name).join(" · "), workLine(u)]
    .filter(Boolean)
    .join(" ");

const pagerText = (page: Page) =>
  page.getByRole("navigation", { name: "Users pages" }).locator("p").textContent();
const roleButton = (page: Page, fullName: string) =>
  page.getByRole("button", { name: new RegExp(`^Change role of ${fullName}:`) });

describe("users as admin", () => {
  it("lists five users a page with name, email, mobile and role, bounded pager", async () => {
    const first = await usersPage(1);
    const second = await usersPage(2);
    expect(first.totalUsers).toBe(8);

    const page = await openTableWhileLoading(browser, server, admin.token, {
      link: "Users",
      table: "Users",
      request: /\/api\/user\/protected\/fetchusers/,
    });

    await eventually(() => page.title()).toBe("Sector Portal | Users");
    await eventually(() => tableRows(page, "Users")).toEqual(
      first.users.map((u) => `${nameCell(u)} | ${u.email} | ${u.mobile_number} | ${u.role}`),
    );
    await eventually(() => pagerText(page)).toBe("Page 1 of 2");
    const prev = page.getByRole("button", { name: "Prev" });
    const next = page.getByRole("button", { name: "Next" });
    await eventually(() => prev.isDisabled()).toBe(true);
    await eventually(() => next.isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await next.click();
    await eventually(() => pagerText(page)).toBe("Page 2 of 2");
    await eventually(() => firstColumn(page, "Users")).toEqual(second.users.map(nameCell));
    expect(second.users).toHaveLength(3);
    await eventually(() => next.isDisabled()).toBe(true);
    await eventually(() => prev.isEnabled()).toBe(true);
    await prev.click();
    await eventually(() => pagerText(page)).toBe("Page 1 of 2");
    await eventually(() => prev.isDisabled()).toBe(true);
    await page.context().close();
  });

  it("changes a role in the 'Edit User Role' modal; Cancel and Escape change nothing", async () => {
    const page = await openAs(browser, server, admin.token, "/users");
    const badge = roleButton(page, "Alan Turing");
    // The list is newest first: find Alan's page through the API, then page there.
    const onFirst = (await usersPage(1)).users.some((u) => u.email === "alan@example.org");
    await page
      .getByRole("button", { name: /^Change role of/ })
      .first()
      .waitFor();
    if (!onFirst) {
      await page.getByRole("button", { name: "Next" }).click();
      await eventually(() => pagerText(page)).toBe("Page 2 of 2");
    }
    await eventually(() => badge.textContent()).toContain("user");

    await badge.click();
    const modal = await openDialog(page, "Edit User Role");
    const options = modal.getByRole("radio");
    await eventually(() => options.locator("label").allTextContents()).toEqual([
      "user",
      "admin",
      "employee",
    ]);
    await eventually(() =>
      modal.getByRole("radio", { name: "user" }).getAttribute("aria-checked"),
    ).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole("radio", { name: "admin" }).click();
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.waitFor({ state: "detached" });
    await eventually(() => isFocused(badge)).toBe(true);
    expect(await badge.textContent()).toContain("user");

    await badge.click();
    await openDialog(page, "Edit User Role");
    // Opened again: preset to the current role, not to the cancelled choice.
    await eventually(() =>
      modal.getByRole("radio", { name: "user" }).getAttribute("aria-checked"),
    ).toBe("true");
    await modal.getByRole("radio", { name: "employee" }).click();
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    expect(await badge.textContent()).toContain("user");

    await badge.click();
    await openDialog(page, "Edit User Role");
    // Keyboard: arrow keys move the choice.
    await modal.getByRole("radio", { name: "user" }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await eventually(() =>
      modal.getByRole("radio", { name: "employee" }).getAttribute("aria-checked"),
    ).toBe("true");
    await modal.getByRole("button", { name: "Confirm" }).click();
    await toastWith(page, "User role successfully updated!").waitFor();
    await modal.waitFor({ state: "detached" });
    await eventually(() => badge.textContent()).toContain("employee");

    const all = [...(await usersPage(1)).users, ...(await usersPage(2)).users];
    expect(all.find((u) => u.email === "alan@example.org")?.role).toBe("employee");
    await page.context().close();
  });

  it("says 'No data Available.' for an empty list, and fits a phone", async () => {
    const page = await openAs(browser, server, admin.token, "/users", PHONE);
    // The rows are in once their role buttons are.
    await page
      .getByRole("button", { name: /^Change role of/ })
      .first()
      .waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.route(/\/api\/user\/protected\/fetchusers/, (route) =>
      route.fulfill({ status: 200, json: { users: [], totalUsers: 0 } }),
    );
    await page.reload();
    await page.getByRole("cell", { name: "No data Available." }).waitFor();
    await eventually(() => pagerText(page)).toBe("Page 1 of 1");
    await eventually(() => page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe("what an employee sees", () => {
  it("has no admin entries in the sidebar and gets the No access page on admin screens", async () => {
    const page = await openAs(browser, server, employee.token, "/");
    await page.waitForURL(`${server.baseUrl}/myprofile`);
    const nav = page.getByRole("navigation", { name: "Main" });
    // Newsletters is staff's (issue 28): employees compose and preview, admins send.
    await eventually(() => nav.getByRole("link").allTextContents()).toEqual([
      "My Profile",
      "Uploads",
      "Resource Archive",
      "Newsletters",
      "Mailings",
      "Events",
      "Segments",
    ]);

    for (const path of ["/company", "/users", "/admin-dashboard", "/suppressions"]) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
      expect(page.url()).toBe(`${server.baseUrl}${path}`);
    }

    // No company card, and so no Resources link, on any screen an employee reaches.
    for (const path of ["/myprofile", "/uploads", "/emp-resources"]) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("article").filter({ hasText: "Website" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: /^Resources/ }).count()).toBe(0);
    }

    // The server refuses the admin calls too.
    const users = await api(
      server.baseUrl,
      "GET",
      "/user/protected/fetchusers",
      undefined,
      employee.token,
    );
    expect(users.status).toBe(403);
    await page.context().close();
  });
});
