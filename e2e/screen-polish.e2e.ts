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
  type Preference,
  preferencesOf,
} from "./support/members";
import { newPage, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, isFocused, openAs, openDialog } from "./support/ui";

/**
 * Issue 14 points 8 and 9: a member's second brand (its feed by the preferences saved there,
 * the profile on the website saved last) and the smaller polish, wide and on a phone.
 */

let server: RunningServer;
let browser: Browser;
let admin: { token: string };
let member: Account;
let cmoTopics: Preference[];

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  const cmo = await companyByCode(server, "CMO");
  const chro = await companyByCode(server, "CHRO");
  cmoTopics = await preferencesOf(server, cmo.id);
  const [q0, q1] = cmoTopics;
  if (!q0 || !q1) throw new Error("CMO needs two preferences");
  member = await createMember(server, { email: "ada@example.org" });
  await joinBrand(server, { email: member.email, code: "CMO", preferenceNames: [q0.name] });
  await createStaff(server, "employee", {
    email: "edith@example.org",
    firstname: "Edith",
    lastname: "Clarke",
  });
  const image = `${server.baseUrl}/brands/cio.svg`;
  for (const [title, topic] of [
    ["CMO on the chosen topic", q0],
    ["CMO on another topic", q1],
  ] as const)
    await createResource(server, admin.token, {
      title,
      companyId: cmo.id,
      preferenceIds: [topic.id],
      imageUrl: image,
    });
  const [h0] = await preferencesOf(server, chro.id);
  await createResource(server, admin.token, {
    title: "CHRO story",
    companyId: chro.id,
    preferenceIds: [h0?.id ?? 0],
    imageUrl: image,
  });
  // A long list for the dropdown: more topics than 10rem shows.
  const names = Array.from({ length: 12 }, (_, n) => `Extra topic ${n + 1}`);
  await api(server.baseUrl, "POST", `/preferences/create/${chro.id}`, { names }, admin.token);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Saves the member's CMO topics through the API (each width starts from the same choice). */
const saveCmoTopics = async (topics: Preference[]) => {
  const res = await api(
    server.baseUrl,
    "POST",
    "/user/protected/modifypreferences",
    { preferenceData: topics },
    member.token,
  );
  expect(res.status).toBe(200);
};

/** Follows a sidebar link, through the drawer on a phone. */
const followNav = async (page: Page, phone: boolean, name: string) => {
  if (phone) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
};

/** Waits for running transitions (a dialog fading in) to end. */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

const feedTitles = (page: Page) => page.locator("article h2").allTextContents();

describe.each([
  ["1280×800", WIDE],
  ["375×812", PHONE],
])("at %s", (_name, viewport) => {
  const phone = viewport.width < 640;

  it("a second brand's feed follows the preferences saved there; the profile reopens on it", async () => {
    const [q0, q1] = cmoTopics as [Preference, Preference];
    await saveCmoTopics([q0]);
    const page = await openAs(browser, server, member.token, "/", viewport);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

    // 'My Websites' leads to the member's other brand; Explore More to the brands not joined.
    await followNav(page, phone, "CMO");
    await page.getByRole("heading", { level: 1, name: "CMO" }).waitFor();
    await eventually(() => feedTitles(page)).toEqual(["CMO on the chosen topic"]);
    expect(await seriousViolations(page)).toEqual([]);

    await followNav(page, phone, "My Profile");
    await page.getByRole("tab", { name: "Preferences" }).click();
    await page.getByRole("button", { name: /Website/ }).click();
    await page.getByRole("option", { name: "CMO" }).click();
    await page.getByRole("button", { name: /^Preferences/ }).click();
    await page.getByRole("option", { name: q1.name }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Update Account" }).click();
    await page.getByRole("button", { name: "Yes, I'm sure" }).click();
    await toastWith(page, "Preferences successfully updated!").waitFor();

    // Back on the profile later: the website saved last, with what was saved there.
    await page.reload();
    await page.getByRole("tab", { name: "Preferences" }).click();
    await eventually(() => page.getByRole("button", { name: /Website/ }).textContent()).toContain(
      "CMO",
    );
    await eventually(() =>
      page.getByRole("list").filter({ hasText: q1.name }).getByRole("listitem").allTextContents(),
    ).toEqual([expect.stringContaining(q0.name), expect.stringContaining(q1.name)]);

    await followNav(page, phone, "CMO");
    await eventually(() => feedTitles(page)).toEqual([
      "CMO on another topic",
      "CMO on the chosen topic",
    ]);

    // A brand the member has not joined shows all of its resources.
    if (phone) await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    // The group opens by itself on a company's page when the drawer mounts there.
    const exploreMore = nav.getByRole("button", { name: "Explore More" });
    if ((await exploreMore.getAttribute("aria-expanded")) !== "true") await exploreMore.click();
    expect(await nav.getByRole("link", { name: "CMO" }).count()).toBe(1);
    await nav.getByRole("link", { name: "CHRO" }).click();
    await eventually(() => feedTitles(page)).toEqual(["CHRO story"]);
    await page.context().close();
  });

  it("the role dialog opens on the current role", async () => {
    const page = await openAs(browser, server, admin.token, "/users", viewport);
    await page.getByRole("button", { name: "Change role of Edith Clarke: employee" }).click();
    const modal = await openDialog(page, "Edit User Role");
    const current = modal.getByRole("radio", { name: "employee" });
    await eventually(() => isFocused(current)).toBe(true);
    expect(await current.getAttribute("aria-checked")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("Add Preferences stays where it opened while its list filters", async () => {
    const page = await openAs(browser, server, admin.token, "/company", viewport);
    await page.getByRole("button", { name: "Add preferences to CIO" }).click();
    const modal = await openDialog(page, "Add Preferences");
    const heading = modal.getByRole("heading", { name: "Add Preferences" });
    const top = async () => Math.round((await heading.boundingBox())?.y ?? -1);
    await eventually(() => modal.getByRole("listitem").count()).toBeGreaterThan(3);
    // Measured once the dialog has finished sliding in.
    await settle(page);
    const before = await top();
    await modal.getByLabel("Preference names").fill("no topic is called this");
    await modal.getByText("No matching preferences found.").waitFor();
    await settle(page);
    expect(await top()).toBe(before);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("company cards show the brand wordmarks wide, not in 64 px squares", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard", viewport);
    const logo = page.getByRole("article", { name: "CIO" }).getByRole("img", { name: "CIO logo" });
    await logo.waitFor();
    const box = await logo.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(150);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("uploads: dropdown lists are about 10rem high and scroll; an invalid submit focuses the first field in error", async () => {
    const page = await openAs(browser, server, admin.token, "/uploads", viewport);
    await page.getByLabel("Title").fill("A resource");
    await page.getByLabel("Landing Page URL").fill("https://example.org/a");
    await page.getByLabel("Thumbnail Image URL").fill("https://example.org/a.png");
    await page.getByRole("button", { name: "Add Resource" }).click();
    const website = page.getByRole("button", { name: /^Website/ });
    await eventually(() => isFocused(website)).toBe(true);

    await website.click();
    await page.getByRole("option", { name: "CHRO" }).click();
    await page.getByRole("button", { name: /^Preferences/ }).click();
    const list = page.getByRole("listbox");
    await list.getByRole("option", { name: "Extra topic 12" }).waitFor({ state: "attached" });
    const size = await list.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      scrolls: element.scrollHeight > element.clientHeight,
      overflow: getComputedStyle(element).overflowY,
    }));
    expect(size.height).toBeLessThanOrEqual(161);
    expect(size.scrolls).toBe(true);
    expect(size.overflow).toBe("auto");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("registration: an invalid Join goes to the top with the first field in error focused", async () => {
    const page = await newPage(browser, viewport);
    await page.goto(`${server.baseUrl}/cio-register`);
    await page.getByLabel(/^First Name/).waitFor();
    await page.getByLabel(/^First Name/).fill("Ada");
    await page.getByRole("button", { name: /^Join/ }).click();
    await toastWith(page, "Please fill in all required fields correctly.").waitFor();
    await eventually(() => isFocused(page.getByLabel(/^Last Name/))).toBe(true);
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it("My Profile's account details look read-only", async () => {
    const page = await openAs(browser, server, member.token, "/myprofile", viewport);
    const field = page.getByLabel("First Name");
    await field.waitFor();
    expect(await field.getAttribute("readonly")).not.toBeNull();
    const style = await field.evaluate((input) => {
      const computed = getComputedStyle(input);
      return {
        background: computed.backgroundColor,
        cursor: computed.cursor,
        shadow: computed.boxShadow,
      };
    });
    expect(style.background).not.toBe("rgb(255, 255, 255)");
    expect(style.cursor).toBe("default");
    // Only the thin frame (an inset ring) remains: no raised shadow below the box.
    expect(style.shadow).not.toMatch(/0px 1px 2px/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
