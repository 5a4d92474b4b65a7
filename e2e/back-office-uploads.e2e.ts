import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createStaff,
  listResources,
  myProfile,
  preferencesOf,
} from "./support/members";
import { allToasts, holdRequests, overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, PHONE } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string };
let employee: Account;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  employee = await createStaff(server, "employee", {
    email: "erin.employee@example.org",
    firstname: "Erin",
    lastname: "Upload",
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const MESSAGES = [
  "Title is required.",
  "A valid Landing Page URL is required.",
  "A valid Thumbnail Image URL is required.",
  "Please select a company.",
  "Please select at least one preference.",
];

/** The archive as the API lists it, newest first. */
const archive = () => listResources(server, admin.token);

/** POSTs to /api/resources made by the page, in order. */
const recordUploads = (page: Page) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/resources") {
      posts.push(request.postData() ?? "");
    }
  });
  return posts;
};

/** The list buttons, named by their label and what they show. */
const websiteButton = (page: Page) => page.getByRole("button", { name: /^Website/ });
const preferencesButton = (page: Page) => page.getByRole("button", { name: /^Preferences/ });

const chooseCompany = async (page: Page, name: string) => {
  await websiteButton(page).click();
  await page.getByRole("option", { name, exact: true }).click();
};

/** Ticks options of the open-able preferences list, then closes it. */
const choosePreferences = async (page: Page, names: string[]) => {
  const button = preferencesButton(page);
  await button.click();
  for (const name of names) await page.getByRole("option", { name, exact: true }).click();
  await button.click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
};

const chips = (page: Page) =>
  page
    .getByRole("button", { name: /^Remove / })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.textContent ?? "").replace(/^Remove /, "").trim()),
    );

describe("uploads as admin", () => {
  it("shows each validation message as its own toast and sends nothing", async () => {
    const page = await openAs(browser, server, admin.token, "/uploads");
    const posts = recordUploads(page);
    await page.getByRole("heading", { name: "Single Upload" }).waitFor();
    await eventually(() => page.title()).toBe("Sector Portal | Uploads");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add Resource" }).click();
    for (const message of MESSAGES) {
      await eventually(() => toastWith(page, message).count()).toBe(1);
    }
    await eventually(() => allToasts(page).count()).toBe(MESSAGES.length);
    // Pressing again does not stack copies of the same messages.
    await page.getByRole("button", { name: "Add Resource" }).click();
    expect(await allToasts(page).count()).toBe(MESSAGES.length);
    // The fields say what is wrong too, for whoever missed the toasts.
    await eventually(() => page.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    expect(posts).toEqual([]);

    // Once those toasts are gone, a partly valid form reports only what is still wrong.
    await eventually(() => allToasts(page).count()).toBe(0);
    await page.getByLabel("Title").fill("Cloud cost report");
    await page.getByLabel("Landing Page URL").fill("not a url");
    await page.getByLabel("Thumbnail Image URL").fill("ftp://files.example.com/x.png");
    await chooseCompany(page, "CMO");
    await page.getByRole("button", { name: "Add Resource" }).click();
    await toastWith(page, "A valid Landing Page URL is required.").waitFor();
    // A URL of another scheme: only web URLs are stored.
    await toastWith(page, "URL must start with http:// or https://.").waitFor();
    await toastWith(page, "Please select at least one preference.").waitFor();
    expect(await toastWith(page, "Title is required.").count()).toBe(0);
    expect(await toastWith(page, "Please select a company.").count()).toBe(0);
    await eventually(() => allToasts(page).count()).toBe(3);
    expect(posts).toEqual([]);
    await page.context().close();
  });

  it("resets the preferences when the company changes, previews the card, and uploads once", async () => {
    const cmo = await companyByCode(server, "CMO");
    const cio = await companyByCode(server, "CIO");
    const cmoPrefs = await preferencesOf(server, cmo.id);
    const cioPrefs = await preferencesOf(server, cio.id);
    const page = await openAs(browser, server, admin.token, "/uploads");
    const posts = recordUploads(page);

    // No company yet: no preferences to choose.
    await eventually(() => preferencesButton(page).isDisabled()).toBe(true);
    await chooseCompany(page, "CMO");
    await preferencesButton(page).click();
    // The list holds exactly the chosen company's preferences.
    await eventually(() => page.getByRole("option").allTextContents()).toEqual(
      cmoPrefs.map((p) => p.name),
    );
    await preferencesButton(page).click();
    await choosePreferences(page, [cmoPrefs[0]?.name ?? "", cmoPrefs[1]?.name ?? ""]);
    await eventually(() => chips(page)).toEqual([cmoPrefs[0]?.name, cmoPrefs[1]?.name]);
    expect(await seriousViolations(page)).toEqual([]);

    await chooseCompany(page, "CIO");
    await eventually(() => chips(page)).toEqual([]);
    const chosen = [cioPrefs[2], cioPrefs[0]].map((p) => p?.name ?? "");
    await choosePreferences(page, chosen);

    // The preview follows the form.
    const preview = page.getByTestId("upload-preview");
    await preview.getByText("Untitled resource").waitFor();
    const title = "Zero trust in practice";
    const landing = `${server.baseUrl}/landing/zero-trust`;
    const thumbnail = `${server.baseUrl}/brands/cio.svg`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Landing Page URL").fill(landing);
    await page.getByLabel("Thumbnail Image URL").fill(thumbnail);
    await preview.getByRole("heading", { name: title }).waitFor();
    await eventually(() => preview.getByRole("link").getAttribute("href")).toBe(landing);
    await eventually(() => preview.locator("img").getAttribute("src")).toBe(thumbnail);

    // While the upload runs the button says so and cannot be pressed again.
    const held = await holdRequests(page, "**/api/resources");
    const submit = page.getByRole("button", { name: "Add Resource" });
    await submit.click();
    const busy = page.getByRole("button", { name: "Submitting..." });
    await eventually(() => busy.isDisabled()).toBe(true);
    await busy.click({ force: true });
    await page.getByLabel("Title").press("Enter");
    await held.release();
    await toastWith(page, "Resource Added Successfully!").waitFor();
    expect(posts).toHaveLength(1);

    // Cleared for the next one.
    await submit.waitFor();
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("");
    await eventually(() => page.getByLabel("Landing Page URL").inputValue()).toBe("");
    await eventually(() => page.getByLabel("Thumbnail Image URL").inputValue()).toBe("");
    await eventually(() => websiteButton(page).textContent()).toContain("Select a company");
    await eventually(() => chips(page)).toEqual([]);
    await eventually(() => preferencesButton(page).isDisabled()).toBe(true);

    const sent = JSON.parse(posts[0] ?? "{}") as Record<string, unknown>;
    const me = await myProfile(server, admin.token);
    expect(sent.generated_by).toBe(me.id);
    const stored = (await archive()).find((r) => r.title === title);
    expect(stored).toMatchObject({
      resource_url: landing,
      image_bg: thumbnail,
      company_id: cio.id,
    });
    expect(stored?.preferences.map((p) => p.name).sort()).toEqual([...chosen].sort());
    await page.context().close();
  });

  it("keeps the form and says so when the upload fails", async () => {
    const page = await openAs(browser, server, admin.token, "/uploads");
    await page.route("**/api/resources", (route) =>
      route.fulfill({ status: 500, json: { message: "Database unavailable" } }),
    );
    await page.getByLabel("Title").fill("Will not be stored");
    await page.getByLabel("Landing Page URL").fill("https://example.org/a");
    await page.getByLabel("Thumbnail Image URL").fill("https://example.org/a.png");
    await chooseCompany(page, "CRO");
    const cro = await companyByCode(server, "CRO");
    const [first] = await preferencesOf(server, cro.id);
    await choosePreferences(page, [first?.name ?? ""]);
    await page.getByRole("button", { name: "Add Resource" }).click();
    await toastWith(page, "Failed to add resource. Please try again.").waitFor();
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Will not be stored");
    await eventually(() => page.getByRole("button", { name: "Add Resource" }).isEnabled()).toBe(
      true,
    );
    expect((await archive()).some((r) => r.title === "Will not be stored")).toBe(false);
    await page.context().close();
  });
});

describe("uploads as employee", () => {
  it("uploads as the employee, on a phone-sized screen", async () => {
    const page = await openAs(browser, server, employee.token, "/uploads", PHONE);
    await page.getByRole("heading", { name: "Single Upload" }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole("button", { name: "Add Resource" }).click();
    for (const message of MESSAGES) await toastWith(page, message).waitFor();

    const chro = await companyByCode(server, "CHRO");
    const [first] = await preferencesOf(server, chro.id);
    await page.getByLabel("Title").fill("Hiring trends by the employee");
    await page.getByLabel("Landing Page URL").fill("https://example.org/hiring");
    await page.getByLabel("Thumbnail Image URL").fill("https://example.org/hiring.png");
    await chooseCompany(page, "CHRO");
    await choosePreferences(page, [first?.name ?? ""]);
    await page.getByRole("button", { name: "Add Resource" }).click();
    await toastWith(page, "Resource Added Successfully!").waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    const stored = (await archive()).find((r) => r.title === "Hiring trends by the employee");
    expect(stored?.user).toEqual({ firstname: "Erin", lastname: "Upload" });
    expect(stored?.company.name).toBe("CHRO");
    await page.context().close();
  });
});
