import type { Resource } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createResource,
  createStaff,
  listResources,
  myProfile,
  preferencesOf,
} from "./support/members";
import { overflowsSideways, recordRequests, toastWith } from "./support/page-helpers";
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
let admin: { token: string; user: { firstname: string; lastname: string } };
let employee: Account;
const ids: Record<string, number> = {};

/** Seven resources, oldest first: two pages of five. */
const SEED: { title: string; code: string; by: "admin" | "employee" }[] = [
  { title: "Cloud budget playbook", code: "CIO", by: "admin" },
  { title: "Marketing mix report", code: "CMO", by: "employee" },
  { title: "Hiring trends outlook", code: "CHRO", by: "admin" },
  { title: "Revenue operations guide", code: "CRO", by: "admin" },
  { title: "Cloud security checklist", code: "CIO", by: "employee" },
  { title: "Brand tracking study", code: "CMO", by: "admin" },
  { title: "Zero trust primer", code: "CIO", by: "admin" },
];

const edit = async (token: string, id: number, title: string, preferenceIds: number[]) => {
  const res = await api(
    server.baseUrl,
    "PUT",
    `/resources/${id}`,
    {
      title,
      image_bg: `${server.baseUrl}/brands/cio.svg`,
      resource_url: `https://resources.example.org/${id}`,
      preferences: preferenceIds,
    },
    token,
  );
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  employee = await createStaff(server, "employee", {
    email: "emma.archive@example.org",
    firstname: "Emma",
    lastname: "Archivist",
  });
  for (const seed of SEED) {
    const company = await companyByCode(server, seed.code);
    const prefs = await preferencesOf(server, company.id);
    ids[seed.title] = await createResource(
      server,
      seed.by === "admin" ? admin.token : employee.token,
      {
        title: seed.title,
        companyId: company.id,
        preferenceIds: prefs.slice(0, 2).map((p) => p.id),
        imageUrl: `${server.baseUrl}/brands/${seed.code.toLowerCase()}.svg`,
      },
    );
  }
  // Two edits, the employee's first: the updation order differs from the creation order.
  const cmo = await companyByCode(server, "CMO");
  const cio = await companyByCode(server, "CIO");
  const cmoPrefs = await preferencesOf(server, cmo.id);
  const cioPrefs = await preferencesOf(server, cio.id);
  await edit(employee.token, ids["Marketing mix report"] ?? 0, "Marketing mix report", [
    cmoPrefs[0]?.id ?? 0,
  ]);
  await edit(admin.token, ids["Cloud budget playbook"] ?? 0, "Cloud budget playbook", [
    cioPrefs[1]?.id ?? 0,
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every resource as the API has it. */
const allResources = () => listResources(server, admin.token);

/** The titles of the first page when sorted by `field`, computed here from the stored data. */
const expectedPage = (
  resources: Resource[],
  field: "createdAt" | "updatedAt",
  direction: "asc" | "desc",
  page = 1,
) => {
  const sign = direction === "asc" ? 1 : -1;
  return [...resources]
    .sort((a, b) => sign * (Date.parse(a[field]) - Date.parse(b[field]) || a.id - b.id))
    .slice((page - 1) * 5, page * 5)
    .map((r) => r.title);
};

const titles = (page: Page) => firstColumn(page, "Resources");
const pagerText = (page: Page) =>
  page.getByRole("navigation", { name: "Resource pages" }).locator("p").textContent();
const prev = (page: Page) => page.getByRole("button", { name: "Prev" });
const next = (page: Page) => page.getByRole("button", { name: "Next" });
const sortButton = (page: Page, name: "Creation" | "Updation") =>
  page.getByRole("columnheader", { name }).getByRole("button");
const ariaSort = (page: Page, name: "Creation" | "Updation") =>
  page.getByRole("columnheader", { name }).getAttribute("aria-sort");
const rowOf = (page: Page, title: string) =>
  page.getByRole("region", { name: "Resources" }).getByRole("row").filter({ hasText: title });

const enGbUtc = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC" }).format(new Date(iso));

describe("resource archive as admin", () => {
  it("shows 'Loading...', then the newest five with creator, updater and company", async () => {
    const resources = await allResources();
    const page = await openTableWhileLoading(browser, server, admin.token, {
      link: "Resource Archive",
      table: "Resources",
      request: /\/api\/resources\?/,
    });

    await page.getByRole("heading", { level: 1, name: "Resources" }).waitFor();
    await page.getByText("Uploaded Resource Library", { exact: true }).waitFor();
    await eventually(() => page.title()).toBe("Sector Portal | Resource Archive");
    await eventually(() => titles(page)).toEqual(expectedPage(resources, "createdAt", "desc"));
    await eventually(() => pagerText(page)).toBe("Page 1 of 2");

    const rows = () => tableRows(page, "Resources");
    const employeeName = `${employee.user.firstname} ${employee.user.lastname}`;
    const adminName = `${admin.user.firstname} ${admin.user.lastname}`;
    const zero = resources.find((r) => r.title === "Zero trust primer");
    const marketing = resources.find((r) => r.title === "Marketing mix report");
    const security = resources.find((r) => r.title === "Cloud security checklist");
    if (!zero || !marketing || !security) throw new Error("seed missing");
    // Never edited: dashes; created by the admin, en-GB date in UTC.
    await eventually(async () => (await rows())[0]).toBe(
      `Zero trust primer | ${enGbUtc(zero.createdAt)} ${adminName} | -- | CIO | Edit`,
    );
    await eventually(rows).toContain(
      `Cloud security checklist | ${enGbUtc(security.createdAt)} ${employeeName} | -- | CIO | Edit`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Page 2 holds the rest; edited rows show the date and the last updater.
    await eventually(() => prev(page).isDisabled()).toBe(true);
    await next(page).click();
    await eventually(() => pagerText(page)).toBe("Page 2 of 2");
    await eventually(() => titles(page)).toEqual(expectedPage(resources, "createdAt", "desc", 2));
    await eventually(() => next(page).isDisabled()).toBe(true);
    await eventually(() => prev(page).isEnabled()).toBe(true);
    await eventually(rows).toContain(
      `Marketing mix report | ${enGbUtc(marketing.createdAt)} ${employeeName} | ${enGbUtc(marketing.updatedAt)} ${employeeName} | CMO | Edit`,
    );
    await eventually(async () =>
      (await rows()).find((row) => row.startsWith("Cloud budget playbook")),
    ).toMatch(new RegExp(`\\| \\d{2}/\\d{2}/\\d{4} ${adminName} \\| CIO \\| Edit$`));
    await prev(page).click();
    await eventually(() => pagerText(page)).toBe("Page 1 of 2");
    await eventually(() => prev(page).isDisabled()).toBe(true);
    await page.context().close();
  });

  it("sorts by Creation and by Updation, each toggling and clearing the other", async () => {
    const resources = await allResources();
    const page = await openAs(browser, server, admin.token, "/emp-resources");
    await eventually(() => titles(page)).toEqual(expectedPage(resources, "createdAt", "desc"));
    const requests = recordRequests(page, "/api/resources");
    const lastQuery = () => new URL(requests.at(-1)?.url() ?? "http://x").searchParams;

    // Sorting starts again at page 1.
    await next(page).click();
    await eventually(() => pagerText(page)).toBe("Page 2 of 2");

    await sortButton(page, "Creation").click();
    await eventually(() => titles(page)).toEqual(expectedPage(resources, "createdAt", "asc"));
    await eventually(() => pagerText(page)).toBe("Page 1 of 2");
    await eventually(() => ariaSort(page, "Creation")).toBe("ascending");
    await eventually(() => ariaSort(page, "Updation")).toBeNull();
    expect(lastQuery().get("createSortOrder")).toBe("asc");

    await sortButton(page, "Creation").click();
    await eventually(() => titles(page)).toEqual(expectedPage(resources, "createdAt", "desc"));
    await eventually(() => ariaSort(page, "Creation")).toBe("descending");
    expect(lastQuery().get("createSortOrder")).toBe("desc");

    await sortButton(page, "Updation").click();
    await eventually(() => titles(page)).toEqual(expectedPage(resources, "updatedAt", "asc"));
    await eventually(() => ariaSort(page, "Updation")).toBe("ascending");
    await eventually(() => ariaSort(page, "Creation")).toBeNull();
    expect(lastQuery().get("createSortOrder")).toBeNull();
    expect(lastQuery().get("updateSortOrder")).toBe("asc");

    await sortButton(page, "Updation").click();
    const updatedDesc = expectedPage(resources, "updatedAt", "desc");
    await eventually(() => titles(page)).toEqual(updatedDesc);
    // The two edited resources lead, the last edited first.
    expect(updatedDesc.slice(0, 2)).toEqual(["Cloud budget playbook", "Marketing mix report"]);
    await eventually(() => ariaSort(page, "Updation")).toBe("descending");

    // Back to Creation: the updation order is cleared.
    await sortButton(page, "Creation").click();
    await eventually(() => titles(page)).toEqual(expectedPage(resources, "createdAt", "asc"));
    await eventually(() => ariaSort(page, "Updation")).toBeNull();
    await page.context().close();
  });

  it("applies the search one second after typing stops, filters by company and clears", async () => {
    const resources = await allResources();
    const page = await openAs(browser, server, admin.token, "/emp-resources");
    const initial = expectedPage(resources, "createdAt", "desc");
    await eventually(() => titles(page)).toEqual(initial);
    const requests = recordRequests(page, "/api/resources");
    const searches = () =>
      requests
        .map((request) => new URL(request.url()).searchParams.get("debouncedValue"))
        .filter(Boolean);

    const box = page.getByRole("searchbox", { name: "Search", exact: true });
    // When the last keystroke changed the box, by the page's clock.
    await box.evaluate((input) =>
      input.addEventListener("input", () => {
        input.dataset.lastInputAt = String(Date.now());
      }),
    );
    await box.pressSequentially("cloud", { delay: 120 });
    // Typing is done, but the list has not changed and nothing was asked yet.
    expect(await titles(page)).toEqual(initial);
    expect(searches()).toEqual([]);

    await eventually(() => titles(page)).toEqual([
      "Cloud security checklist",
      "Cloud budget playbook",
    ]);
    // The request left a second after the last keystroke, not before.
    const lastInputAt = Number(await box.getAttribute("data-last-input-at"));
    const searchRequest = requests.find((r) => new URL(r.url()).searchParams.get("debouncedValue"));
    expect((searchRequest?.timing().startTime ?? 0) - lastInputAt).toBeGreaterThanOrEqual(990);
    // One request for the whole word, none per keystroke.
    expect(searches()).toEqual(["cloud"]);
    await eventually(() => pagerText(page)).toBe("Page 1 of 1");
    await eventually(() => prev(page).isDisabled()).toBe(true);
    await eventually(() => next(page).isDisabled()).toBe(true);

    await box.fill("no such resource anywhere");
    await page.getByRole("cell", { name: "No data Available" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A company name matches its resources too.
    await box.fill("CMO");
    await eventually(() => titles(page)).toEqual(["Brand tracking study", "Marketing mix report"]);

    // Company dropdown: default 'Select a company'; a choice filters and starts at page 1.
    await box.fill("");
    await eventually(() => titles(page)).toEqual(initial);
    await next(page).click();
    await eventually(() => pagerText(page)).toBe("Page 2 of 2");
    const company = page.getByRole("button", { name: /^Company/ });
    await eventually(() => company.textContent()).toContain("Select a company");
    await company.click();
    await page.getByRole("option", { name: "CIO", exact: true }).click();
    await eventually(() => titles(page)).toEqual([
      "Zero trust primer",
      "Cloud security checklist",
      "Cloud budget playbook",
    ]);
    await eventually(() => pagerText(page)).toBe("Page 1 of 1");
    await box.fill("zero");
    await eventually(() => titles(page)).toEqual(["Zero trust primer"]);

    // Clear Filter: company none, search empty, page 1 — at once, without the debounce.
    await page.getByRole("button", { name: "Clear Filter" }).click();
    await eventually(() => titles(page)).toEqual(initial);
    await eventually(() => box.inputValue()).toBe("");
    await eventually(() => company.textContent()).toContain("Select a company");
    await eventually(() => pagerText(page)).toBe("Page 1 of 2");
    await page.context().close();
  });

  it("edits a resource in the modal: Cancel and Escape keep it, Save replaces the row", async () => {
    const page = await openAs(browser, server, admin.token, "/emp-resources");
    const title = "Hiring trends outlook";
    await rowOf(page, title).waitFor();
    const chro = await companyByCode(server, "CHRO");
    const prefs = await preferencesOf(server, chro.id);
    const editButton = rowOf(page, title).getByRole("button", { name: /^Edit/ });

    await editButton.click();
    let modal = await openDialog(page, "Edit Resource");
    await eventually(() => modal.getByLabel("Title").inputValue()).toBe(title);
    await eventually(() => modal.getByLabel("Background Image").inputValue()).toBe(
      `${server.baseUrl}/brands/chro.svg`,
    );
    await eventually(() => modal.getByLabel("Resource URL").inputValue()).toBe(
      `https://resources.example.org/${encodeURIComponent(title)}`,
    );
    // Chips of the resource's preferences; the list offers the company's preferences.
    const chipNames = () =>
      modal
        .getByRole("button", { name: /^Remove / })
        .evaluateAll((bs) => bs.map((b) => (b.textContent ?? "").replace(/^Remove /, "")));
    await eventually(async () => (await chipNames()).sort()).toEqual(
      prefs
        .slice(0, 2)
        .map((p) => p.name)
        .sort(),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByLabel("Title").fill("Not saved");
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.waitFor({ state: "detached" });
    await eventually(() => isFocused(editButton)).toBe(true);
    await rowOf(page, title).waitFor();

    await editButton.click();
    modal = await openDialog(page, "Edit Resource");
    await eventually(() => modal.getByLabel("Title").inputValue()).toBe(title);
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    await eventually(() => isFocused(editButton)).toBe(true);

    await editButton.click();
    modal = await openDialog(page, "Edit Resource");
    await modal.getByLabel("Title").fill("  ");
    await modal.getByLabel("Resource URL").fill("nope");
    await modal.getByRole("button", { name: "Save" }).click();
    await modal.getByText("Title is required.", { exact: true }).waitFor();
    await modal.getByText("A valid Landing Page URL is required.", { exact: true }).waitFor();

    const newTitle = "Hiring trends outlook, revised";
    await modal.getByLabel("Title").fill(newTitle);
    await modal.getByLabel("Resource URL").fill("https://resources.example.org/hiring-revised");
    // Swap one preference for another of the same company.
    await modal.getByRole("button", { name: `Remove ${prefs[0]?.name}` }).click();
    const list = modal.getByRole("button", { name: /^Preferences/ });
    await list.click();
    await page.getByRole("option", { name: prefs[3]?.name ?? "", exact: true }).click();
    await list.click();
    const requests = recordRequests(page, "/api/resources");
    await modal.getByRole("button", { name: "Save" }).click();
    await toastWith(page, "Resource updated successfully!").waitFor();
    await modal.waitFor({ state: "detached" });

    // The row is the server's answer, put in place without reloading the list.
    const adminName = `${admin.user.firstname} ${admin.user.lastname}`;
    const text = async () =>
      (await tableRows(page, "Resources")).find((r) => r.startsWith(newTitle));
    await eventually(text).toMatch(
      new RegExp(`\\| \\d{2}/\\d{2}/\\d{4} ${adminName} \\| CHRO \\| Edit$`),
    );
    await eventually(text).not.toContain("| -- |");
    expect(requests.filter((r) => r.method() === "GET")).toHaveLength(0);

    const stored = (await allResources()).find((r) => r.id === ids[title]);
    expect(stored?.title).toBe(newTitle);
    expect(stored?.resource_url).toBe("https://resources.example.org/hiring-revised");
    expect(stored?.preferences.map((p) => p.name).sort()).toEqual(
      [prefs[1]?.name, prefs[3]?.name].sort(),
    );
    expect(stored?.updated_by.at(-1)?.name).toBe(adminName);
    await page.context().close();
  });

  it("toasts a failed list with the server message or the fallback", async () => {
    const page = await openAs(browser, server, admin.token, "/myprofile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.route(/\/api\/resources\?/, (route) =>
      route.fulfill({ status: 403, json: { message: "Archive closed for maintenance." } }),
    );
    await page.getByRole("link", { name: "Resource Archive" }).click();
    await toastWith(page, "Archive closed for maintenance.").waitFor();
    await page.getByRole("cell", { name: "No data Available" }).waitFor();
    await page.unrouteAll();
    await page.route(/\/api\/resources\?/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.reload();
    await toastWith(page, "An error occurred while fetching Resources").waitFor();
    await page.context().close();
  });
});

describe("resource archive as employee", () => {
  it("searches, pages and edits as the employee, also on a 375 px screen", async () => {
    const page = await openAs(browser, server, employee.token, "/emp-resources", PHONE);
    const resources = await allResources();
    await eventually(() => titles(page)).toEqual(expectedPage(resources, "createdAt", "desc"));
    expect(await overflowsSideways(page)).toBe(false);
    const region = page.getByRole("region", { name: "Resources" });
    // Each row is a card on a phone (issue 14): nothing to scroll sideways in the table either.
    await eventually(() => region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await next(page).click();
    await eventually(() => pagerText(page)).toBe("Page 2 of 2");
    await eventually(() => next(page).isDisabled()).toBe(true);

    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("revenue");
    await eventually(() => titles(page)).toEqual(["Revenue operations guide"]);
    await eventually(() => pagerText(page)).toBe("Page 1 of 1");

    await rowOf(page, "Revenue operations guide").getByRole("button", { name: /^Edit/ }).click();
    const modal = await openDialog(page, "Edit Resource");
    expect(await overflowsSideways(page)).toBe(false);
    await modal.getByLabel("Title").fill("Revenue operations guide 2");
    await modal.getByRole("button", { name: "Save" }).click();
    await toastWith(page, "Resource updated successfully!").waitFor();
    await rowOf(page, "Revenue operations guide 2").waitFor();
    const employeeName = `${employee.user.firstname} ${employee.user.lastname}`;
    await eventually(async () => (await tableRows(page, "Resources"))[0] ?? "").toMatch(
      new RegExp(`\\| \\d{2}/\\d{2}/\\d{4} ${employeeName} \\| CRO \\| Edit$`),
    );
    const me = await myProfile(server, employee.token);
    expect(me.role).toBe("employee");
    await page.context().close();
  });
});
