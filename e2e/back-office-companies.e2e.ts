import type { Company, Preference } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { adminSession } from "./support/members";
import { holdRequests, overflowsSideways, toastWith } from "./support/page-helpers";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer } from "./support/server";
import {
  eventually,
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

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const listCompanies = async () =>
  (await api<{ companies: Company[] }>(server.baseUrl, "GET", "/company", undefined, admin.token))
    .body.companies;

const listPreferences = async (companyId: number) =>
  (
    await api<{ preferences: Preference[] }>(server.baseUrl, "POST", "/preferences/fetch", {
      company_id: companyId,
    })
  ).body.preferences;

const companyRow = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Companies" })
    .getByRole("row")
    .filter({
      has: page.getByRole("cell", { name, exact: true }),
    });

const countOf = (page: Page, name: string) =>
  companyRow(page, name).getByTestId("preference-count").textContent();

describe("admin dashboard", () => {
  it("shows a card per company with its links, after 'Loading...'", async () => {
    const companies = await listCompanies();
    expect(companies.map((c) => c.name).sort()).toEqual(["CHRO", "CIO", "CMO", "CRO"]);

    const context = await browser.newContext();
    const page = await context.newPage();
    // Signed in through the login form once, to see the admin land on this screen.
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    const held = await holdRequests(page, "**/api/company");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`${server.baseUrl}/admin-dashboard`);
    await page.getByText("Loading...", { exact: true }).first().waitFor();
    await held.release();

    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByText("affiliated websites", { exact: true }).waitFor();
    await eventually(() => page.title()).toBe("Sector Portal | Admin Dashboard");
    const cards = page.getByRole("article");
    await eventually(() => cards.count()).toBe(4);
    for (const company of companies) {
      const card = page.getByRole("article", { name: company.name });
      await card.getByText(`${company.name} Website`, { exact: true }).waitFor();
      await card.getByText(company.base_url, { exact: true }).waitFor();
      const website = card.getByRole("link", { name: /^Website/ });
      await eventually(() => website.getAttribute("href")).toBe(company.base_url);
      await eventually(() => website.getAttribute("target")).toBe("_blank");
      const resources = card.getByRole("link", { name: /^Resources/ });
      await eventually(() => resources.getAttribute("href")).toBe(
        `/resources/${company.name}/${company.id}`,
      );
      await card.getByRole("img", { name: `${company.name} logo` }).waitFor();
    }
    // The Resources link leads to that company's feed.
    await page
      .getByRole("article", { name: "CMO" })
      .getByRole("link", { name: /^Resources/ })
      .click();
    await page.waitForURL(/\/resources\/CMO\/\d+$/);

    await page.goto(`${server.baseUrl}/admin-dashboard`);
    await cards.first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("says 'No companies found' for an empty list and toasts list failures", async () => {
    const page = await openAs(browser, server, admin.token, "/myprofile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();

    await page.route("**/api/company", (route) =>
      route.fulfill({ status: 200, json: { companies: [] } }),
    );
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.getByText("No companies found", { exact: true }).waitFor();
    await page.unrouteAll();

    // A failure with a message shows that message; without one, the spec's fallback.
    await page.route("**/api/company", (route) =>
      route.fulfill({ status: 403, json: { message: "Not for you today." } }),
    );
    await page.reload();
    await toastWith(page, "Not for you today.").waitFor();
    await page.unrouteAll();
    await page.route("**/api/company", (route) => route.fulfill({ status: 404, body: "" }));
    await page.reload();
    await toastWith(page, "An error occurred while fetching companies").waitFor();
    await page.context().close();
  });

  it("lays the cards out in one column on a phone", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard", PHONE);
    await page.getByRole("article", { name: "CIO" }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await page.context().close();
  });
});

describe("companies", () => {
  it("lists the companies with their preference counts after a 'Loading...' row", async () => {
    const companies = await listCompanies();
    const page = await openTableWhileLoading(browser, server, admin.token, {
      link: "Company",
      table: "Companies",
      request: "**/api/company",
    });

    await eventually(() => page.title()).toBe("Sector Portal | Company");
    const rows = () => tableRows(page, "Companies");
    await eventually(rows).toHaveLength(companies.length);
    for (const company of companies) {
      await eventually(() => countOf(page, company.name)).toBe(String(company.preferenceCount));
      await eventually(async () =>
        (await rows()).some((row) => row.includes(company.base_url)),
      ).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("adds a company: required fields, Cancel and Escape close, Confirm and Create saves", async () => {
    const page = await openAs(browser, server, admin.token, "/company");
    await companyRow(page, "CIO").waitFor();
    const addButton = page.getByRole("button", { name: "Add Company" });

    // Cancel closes without saving; focus goes back to the button that opened the modal.
    await addButton.click();
    const modal = await openDialog(page, "Add Company");
    await eventually(() => isFocused(modal.getByLabel("Name"))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Focus stays inside the dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    await eventually(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.waitFor({ state: "detached" });
    await eventually(() => isFocused(addButton)).toBe(true);

    await addButton.click();
    await openDialog(page, "Add Company");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    await eventually(() => isFocused(addButton)).toBe(true);

    await addButton.click();
    await modal.getByRole("button", { name: "Confirm and Create" }).click();
    await modal.getByText("Name is required.", { exact: true }).waitFor();
    await modal.getByText("Base URL is required.", { exact: true }).waitFor();
    await modal.getByText("Logo URL is required.", { exact: true }).waitFor();
    await modal.getByLabel("Name").fill("CFO");
    await modal.getByLabel("Base URL").fill("not a url");
    await modal.getByLabel("Logo URL").fill("https://cfo.example.com/logo.svg");
    await modal.getByRole("button", { name: "Confirm and Create" }).click();
    await modal.getByText("Base URL must be a valid http(s) URL.", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByLabel("Base URL").fill("https://cfo.example.com");
    await modal.getByRole("button", { name: "Confirm and Create" }).click();
    await toastWith(page, "Company successfully registered!").waitFor();
    await modal.waitFor({ state: "detached" });
    await eventually(() => countOf(page, "CFO")).toBe("0");

    const stored = (await listCompanies()).find((c) => c.name === "CFO");
    expect(stored).toMatchObject({
      base_url: "https://cfo.example.com",
      logo_url: "https://cfo.example.com/logo.svg",
    });

    // A name that is taken: the server's message, and the modal stays open.
    await addButton.click();
    await modal.getByLabel("Name").fill("CIO");
    await modal.getByLabel("Base URL").fill("https://x.example.com");
    await modal.getByLabel("Logo URL").fill("https://x.example.com/l.svg");
    const [conflict] = await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith("/api/company") && res.request().method() === "POST",
      ),
      modal.getByRole("button", { name: "Confirm and Create" }).click(),
    ]);
    expect(conflict.status()).toBe(409);
    const { message } = (await conflict.json()) as { message: string };
    await toastWith(page, message).waitFor();
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("edits a company: prefilled, Cancel keeps it, Confirm and Edit updates the row", async () => {
    const page = await openAs(browser, server, admin.token, "/company");
    await companyRow(page, "CFO").waitFor();
    const editButton = companyRow(page, "CFO").getByRole("button", { name: /^Edit/ });
    await editButton.click();
    const modal = await openDialog(page, "Edit Company");
    await eventually(() => modal.getByLabel("Name").inputValue()).toBe("CFO");
    await eventually(() => modal.getByLabel("Base URL").inputValue()).toBe(
      "https://cfo.example.com",
    );
    await eventually(() => modal.getByLabel("Logo URL").inputValue()).toBe(
      "https://cfo.example.com/logo.svg",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await modal.getByLabel("Name").fill("Changed but cancelled");
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.waitFor({ state: "detached" });
    await eventually(() => isFocused(editButton)).toBe(true);
    await companyRow(page, "CFO").waitFor();

    await editButton.click();
    await eventually(() => modal.getByLabel("Name").inputValue()).toBe("CFO");
    await modal.getByLabel("Name").fill("");
    await modal.getByRole("button", { name: "Confirm and Edit" }).click();
    await modal.getByText("Name is required.", { exact: true }).waitFor();
    await modal.getByLabel("Name").fill("CFO Weekly");
    await modal.getByLabel("Base URL").fill("https://cfo-weekly.example.com");
    await modal.getByRole("button", { name: "Confirm and Edit" }).click();
    await toastWith(page, "Company updated successfully!").waitFor();
    await modal.waitFor({ state: "detached" });
    await eventually(async () =>
      (await tableRows(page, "Companies")).find((row) => row.startsWith("CFO Weekly")),
    ).toContain("https://cfo-weekly.example.com");
    await eventually(() => companyRow(page, "CFO").count()).toBe(0);
    const stored = (await listCompanies()).find((c) => c.name === "CFO Weekly");
    expect(stored?.base_url).toBe("https://cfo-weekly.example.com");
    await page.context().close();
  });
});

describe("add preferences", () => {
  it("shows 'No options available' for a company without preferences, then adds, filters, edits and deletes", async () => {
    const cfo = (await listCompanies()).find((c) => c.name === "CFO Weekly");
    if (!cfo) throw new Error("CFO Weekly missing");
    const page = await openAs(browser, server, admin.token, "/company");
    await companyRow(page, "CFO Weekly").waitFor();
    const plus = page.getByRole("button", { name: "Add preferences to CFO Weekly" });
    await plus.click();
    const modal = await openDialog(page, "Add Preferences");
    await modal.getByText("No options available", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing typed: the schema's message, and nothing is sent.
    await modal.getByRole("button", { name: "Add", exact: true }).click();
    await modal.getByText("Please enter at least one preference name.", { exact: true }).waitFor();

    await modal.getByLabel("Preference names").fill(" Budgeting ,Treasury,  , Audit  ");
    await modal.getByRole("button", { name: "Add", exact: true }).click();
    await toastWith(page, "Preference/s successfully added!").waitFor();
    await eventually(() => modal.getByLabel("Preference names").inputValue()).toBe("");
    const list = modal.getByRole("listitem");
    await eventually(() => list.allTextContents()).toEqual([
      expect.stringContaining("Audit"),
      expect.stringContaining("Budgeting"),
      expect.stringContaining("Treasury"),
    ]);
    expect((await listPreferences(cfo.id)).map((p) => p.name)).toEqual([
      "Audit",
      "Budgeting",
      "Treasury",
    ]);
    await modal.getByText("CFO Weekly has 3 preferences.").waitFor();

    // The list follows the name being typed: the text after the last comma.
    await modal.getByLabel("Preference names").fill("Payroll, tre");
    await eventually(() => list.count()).toBe(1);
    await modal.getByText("Treasury", { exact: true }).waitFor();
    await modal.getByLabel("Preference names").fill("Payroll, zzz");
    await modal.getByText("No matching preferences found.", { exact: true }).waitFor();
    await modal.getByLabel("Preference names").fill("");
    await eventually(() => list.count()).toBe(3);

    // Inline edit: Cancel keeps the name, Save replaces the item.
    await modal.getByRole("button", { name: "Edit Budgeting" }).click();
    const nameInput = modal.getByLabel("New name for Budgeting");
    await nameInput.fill("Never saved");
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.getByText("Budgeting", { exact: true }).waitFor();
    await modal.getByRole("button", { name: "Edit Budgeting" }).click();
    await nameInput.fill("Budget Planning");
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole("button", { name: "Save" }).click();
    await toastWith(page, "Preference updated successfully!").waitFor();
    await modal.getByText("Budget Planning", { exact: true }).waitFor();
    await eventually(() => modal.getByText("Budgeting", { exact: true }).count()).toBe(0);
    expect((await listPreferences(cfo.id)).map((p) => p.name)).toContain("Budget Planning");

    // Delete asks first; Cancel keeps it, Delete removes it and lowers the count.
    await modal.getByRole("button", { name: "Delete Audit" }).click();
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.getByRole("button", { name: "Delete Audit" }).click();
    await modal.getByRole("button", { name: "Delete", exact: true }).click();
    await toastWith(page, "Preference deleted successfully!").waitFor();
    await eventually(() => list.count()).toBe(2);
    await modal.getByText("CFO Weekly has 2 preferences.").waitFor();
    expect((await listPreferences(cfo.id)).map((p) => p.name)).toEqual([
      "Budget Planning",
      "Treasury",
    ]);

    // Escape closes; focus returns to the control that opened the modal; the count followed.
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    await eventually(() => isFocused(plus)).toBe(true);
    await eventually(() => countOf(page, "CFO Weekly")).toBe("2");
    expect((await listCompanies()).find((c) => c.id === cfo.id)?.preferenceCount).toBe(2);
    await page.context().close();
  });

  it("filters an existing list and counts only the names that were new", async () => {
    const cio = (await listCompanies()).find((c) => c.name === "CIO");
    if (!cio) throw new Error("CIO missing");
    const existing = await listPreferences(cio.id);
    expect(existing.length).toBeGreaterThan(1);
    const page = await openAs(browser, server, admin.token, "/company");
    await eventually(() => countOf(page, "CIO")).toBe(String(existing.length));
    await page.getByRole("button", { name: "Add preferences to CIO" }).click();
    const modal = await openDialog(page, "Add Preferences");
    const list = modal.getByRole("listitem");
    await eventually(() => list.count()).toBe(existing.length);

    const first = existing[0]?.name ?? "";
    await modal.getByLabel("Preference names").fill(`Quantum Computing, ${first}`);
    await modal.getByRole("button", { name: "Add", exact: true }).click();
    await toastWith(page, "Preference/s successfully added!").waitFor();
    await toastWith(page, `Already added: ${first}`).waitFor();
    await eventually(() => list.count()).toBe(existing.length + 1);
    await modal.getByRole("button", { name: "Done" }).click();
    await modal.waitFor({ state: "detached" });
    await eventually(() => countOf(page, "CIO")).toBe(String(existing.length + 1));
    await page.context().close();
  });

  it("keeps the table usable on a 375 px screen", async () => {
    const page = await openAs(browser, server, admin.token, "/company", PHONE);
    await companyRow(page, "CIO").waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    const region = page.getByRole("region", { name: "Companies" });
    // Each row is a card on a phone (issue 14): nothing to scroll sideways in the table either.
    await eventually(() => region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
