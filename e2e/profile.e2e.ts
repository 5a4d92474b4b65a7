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
  createStaff,
  joinBrand,
  openSignedIn,
  type Preference,
  preferencesOf,
} from "./support/members";
import { newPage, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let member: Account;
let employee: Account;
let cio: { id: number };
let cmo: { id: number };
let cioPreferences: Preference[];
let cmoPreferences: Preference[];

const QUESTION = "Are your sure you want to perform this action?";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  cio = await companyByCode(server, "CIO");
  cmo = await companyByCode(server, "CMO");
  cioPreferences = await preferencesOf(server, cio.id);
  cmoPreferences = await preferencesOf(server, cmo.id);
  const [p0, p1, p2] = cioPreferences;
  if (!p0 || !p1 || !p2) throw new Error("CIO needs three preferences");
  member = await createMember(server, {
    email: "grace@example.org",
    firstname: "Grace",
    lastname: "Hopper",
    jobTitle: "Rear Admiral",
    preferenceNames: [p0.name, p1.name],
  });
  // A member of CMO too (the emailed join link confirmed), with its first topic.
  await joinBrand(server, {
    email: member.email,
    code: "CMO",
    preferenceNames: [cmoPreferences[0]?.name ?? ""],
  });
  employee = await createStaff(server, "employee", {
    email: "edith@example.org",
    firstname: "Edith",
    lastname: "Clarke",
  });
  const admin = await adminSession(server);
  const image = `${server.baseUrl}/brands/cio.svg`;
  await createResource(server, admin.token, {
    title: "Story about the first topic",
    companyId: cio.id,
    preferenceIds: [p0.id],
    imageUrl: image,
  });
  await createResource(server, admin.token, {
    title: "Story about the third topic",
    companyId: cio.id,
    preferenceIds: [p2.id],
    imageUrl: image,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The member's saved preference ids in one company, straight from the API. */
const savedPreferences = async (companyId: number) => {
  const res = await api<{ preferences: { preference_id: number }[] }>(
    server.baseUrl,
    "POST",
    "/user/protected/mypreferences",
    { company_id: companyId },
    member.token,
  );
  return res.body.preferences.map((p) => p.preference_id).sort((a, b) => a - b);
};

const chips = (page: Page) =>
  page
    .getByRole("button", { name: /^Remove / })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.textContent ?? "").replace(/^Remove /, "").trim()),
    );

const openPreferencesTab = async (page: Page) => {
  await page.getByRole("tab", { name: "Preferences" }).click();
  await page.getByRole("button", { name: /Website/ }).waitFor();
};

const confirmDialog = (page: Page) => page.getByRole("dialog", { name: QUESTION });

describe("My Profile", () => {
  it("shows the avatar, name and job title, and the read-only account details", async () => {
    const page = await newPage(browser);
    await openSignedIn(page, server, member.token, "/myprofile");
    await expect.poll(() => page.title()).toBe("Sector Portal | My Profile");
    const main = page.getByRole("main");
    await main.getByText("Grace Hopper", { exact: true }).waitFor();
    await main.getByText("Rear Admiral", { exact: true }).waitFor();
    await main.getByText("GH", { exact: true }).waitFor();
    const tabs = page.getByRole("tab");
    // SPEC's two tabs, then the member's consents (the consent issue) and events (issue 63).
    await eventually(() => tabs.allInnerTexts()).toEqual([
      "Account Details",
      "Preferences",
      "Communication",
      "My events",
    ]);
    for (const [label, value] of [
      ["First Name", "Grace"],
      ["Last Name", "Hopper"],
      ["Email", "grace@example.org"],
      ["Mobile Number", "0123456789"],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await eventually(() => input.inputValue()).toBe(value);
      await eventually(() => input.getAttribute("readonly")).not.toBeNull();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("hides the Preferences tab from employees", async () => {
    const page = await newPage(browser);
    await openSignedIn(page, server, employee.token, "/myprofile");
    await page.getByRole("tab", { name: "Account Details" }).waitFor();
    await page.getByText("Edith Clarke", { exact: true }).first().waitFor();
    expect(await page.getByRole("tab", { name: "Preferences" }).count()).toBe(0);
    await page.context().close();
  });

  it("refuses an empty choice, asks before saving, and the feed follows the new choice", async () => {
    const [p0, p1, p2] = cioPreferences as [Preference, Preference, Preference];
    const page = await newPage(browser);
    // The dashboard first, so its feed (first topic only) is in the cache.
    await openSignedIn(page, server, member.token, "/");
    await page.getByText("Story about the first topic", { exact: true }).waitFor();
    await eventually(() => page.locator("article").count()).toBe(1);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "My Profile" })
      .click();
    await openPreferencesTab(page);

    // Defaults: the website joined through, and the saved preferences.
    await eventually(() => page.getByRole("button", { name: /Website/ }).textContent()).toContain(
      "CIO",
    );
    await expect.poll(() => chips(page)).toEqual([p0.name, p1.name]);
    expect(await seriousViolations(page)).toEqual([]);

    // None selected: refused with a toast and a message under the field, no dialog.
    await page.getByRole("button", { name: `Remove ${p0.name}` }).click();
    await page.getByRole("button", { name: `Remove ${p1.name}` }).click();
    await page.getByRole("button", { name: "Update Account" }).click();
    await toastWith(page, "Please select at least one preference!").waitFor();
    await page
      .getByRole("alert")
      .filter({ hasText: "Please select at least one preference!" })
      .waitFor();
    expect(await confirmDialog(page).count()).toBe(0);

    // Choose the third topic from the list, by keyboard.
    const picker = page.getByRole("button", { name: /^Preferences/ });
    await picker.focus();
    await page.keyboard.press("ArrowDown");
    const listbox = page.getByRole("listbox");
    await listbox.waitFor();
    // Home: the first option; two down is the third topic; Enter ticks it.
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByRole("option", { name: p2.name }).getAttribute("aria-selected"))
      .toBe("true");
    await page.keyboard.press("Escape");
    await listbox.waitFor({ state: "detached" });
    await eventually(() => chips(page)).toEqual([p2.name]);
    // The error went away with the change.
    await eventually(() =>
      page.getByRole("alert").filter({ hasText: "Please select at least one preference!" }).count(),
    ).toBe(0);

    // The dialog: keyboard first (Escape cancels and focus goes back), then 'No, cancel'.
    const update = page.getByRole("button", { name: "Update Account" });
    await update.focus();
    await page.keyboard.press("Enter");
    const dialog = confirmDialog(page);
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Yes, I'm sure" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("No, cancel");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Update Account");
    await update.click();
    await dialog.getByRole("button", { name: "No, cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await savedPreferences(cio.id)).toEqual([p0.id, p1.id].sort((a, b) => a - b));

    // Confirmed: saved, toasted.
    await update.click();
    await dialog.getByRole("button", { name: "Yes, I'm sure" }).click();
    await toastWith(page, "Preferences successfully updated!").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await savedPreferences(cio.id)).toEqual([p2.id]);
    await eventually(() => chips(page)).toEqual([p2.name]);

    // Back on the dashboard (no reload): the feed now follows the new choice.
    const feedRequest = page.waitForRequest("**/api/resources/filtered");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    expect((await feedRequest).postDataJSON()).toEqual({
      company_id: cio.id,
      preferences: [p2.id],
      page: 1,
    });
    await page.getByText("Story about the third topic", { exact: true }).waitFor();
    await eventually(() => page.locator("article").count()).toBe(1);
    await page.context().close();
  });

  it("saves the preferences of another of the member's websites without touching the first", async () => {
    const page = await newPage(browser);
    await openSignedIn(page, server, member.token, "/myprofile");
    await openPreferencesTab(page);
    const before = await savedPreferences(cio.id);

    await page.getByRole("button", { name: /Website/ }).click();
    // The member's brands only.
    await eventually(() => page.getByRole("option").allInnerTexts()).toEqual(["CIO", "CMO"]);
    await page.getByRole("option", { name: "CMO" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: /Website/ }).textContent())
      .toContain("CMO");
    const [joined, choice] = cmoPreferences as [Preference, Preference];
    await eventually(() => chips(page)).toEqual([joined.name]);
    await page.getByRole("button", { name: /^Preferences/ }).click();
    const options = page.getByRole("option");
    await eventually(() => options.allInnerTexts()).toEqual(cmoPreferences.map((p) => p.name));
    await page.getByRole("option", { name: choice.name }).click();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Update Account" }).click();
    await confirmDialog(page).getByRole("button", { name: "Yes, I'm sure" }).click();
    await toastWith(page, "Preferences successfully updated!").waitFor();
    expect(await savedPreferences(cmo.id)).toEqual([joined.id, choice.id].sort((a, b) => a - b));
    expect(await savedPreferences(cio.id)).toEqual(before);
    await page.context().close();
  });

  it("reports failures: 'Failed to fetch preferences.' and a save's server message", async () => {
    const page = await newPage(browser);
    await page.route("**/api/preferences/fetch", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await openSignedIn(page, server, member.token, "/myprofile");
    await page.getByRole("tab", { name: "Preferences" }).click();
    await toastWith(page, "Failed to fetch preferences.").waitFor();
    await page.unroute("**/api/preferences/fetch");
    await page.context().close();

    const second = await newPage(browser);
    await second.route("**/api/user/protected/modifypreferences", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ message: "Please select valid preferences." }),
      }),
    );
    await openSignedIn(second, server, member.token, "/myprofile");
    await openPreferencesTab(second);
    await expect.poll(() => chips(second)).not.toEqual([]);
    await second.getByRole("button", { name: "Update Account" }).click();
    await confirmDialog(second).getByRole("button", { name: "Yes, I'm sure" }).click();
    await toastWith(second, "Please select valid preferences.").waitFor();
    await second.context().close();
  });
});
