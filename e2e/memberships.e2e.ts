import type { PublicUser } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastJoinSlugIn } from "../packages/server/test/memberships";
import { lastSlugFor, mailsTo, waitForMailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  adminSession,
  companyByCode,
  login,
  myProfile,
  type Preference,
  preferencesOf,
} from "./support/members";
import { newPage, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let cioTopics: Preference[];
let cmoTopics: Preference[];

const EMAIL = "katherine.johnson@example.org";
const PASSWORD = "orbital-mechanics-1962";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  cioTopics = await preferencesOf(server, (await companyByCode(server, "CIO")).id);
  cmoTopics = await preferencesOf(server, (await companyByCode(server, "CMO")).id);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Registers on a brand's page as a visitor would, and returns what the visitor saw: the
 * answer of the register call, the toast and where the page went.
 */
const registerOnPage = async (path: string, topics: string[], consents: RegExp[] = []) => {
  const page = await newPage(browser);
  await page.goto(`${server.baseUrl}${path}`);
  await page.getByRole("heading", { name: "Become a Member" }).waitFor();
  await field(page, "First Name*").fill("Katherine");
  await field(page, "Last Name*").fill("Johnson");
  await field(page, "Your email (Business Email)*").fill(EMAIL);
  await field(page, "Phone*").fill("5551234567");
  for (const name of topics) {
    await page.getByRole("checkbox", { name, exact: true }).check();
  }
  for (const name of consents) await page.getByRole("checkbox", { name }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/user/public/register"));
  await page.getByRole("button", { name: /^Join/ }).click();
  const response = await answer;
  await toastWith(page, "Registeration Successful!").waitFor();
  await page.waitForURL(`${server.baseUrl}/login`);
  const seen = { status: response.status(), body: await response.text(), url: page.url() };
  await page.context().close();
  return seen;
};

const brandsOf = async (token: string) =>
  (await myProfile(server, token)).brands.map((brand) => brand.name);

/**
 * The entries of the sidebar's Explore More group, opened if it is closed, sorted. Read afresh
 * each time: the sidebar is drawn again (closed) when the signed-in user is read again.
 */
const exploreMore = async (page: Page): Promise<string[]> => {
  const nav = page.getByRole("navigation", { name: "Main" });
  const button = nav.getByRole("button", { name: "Explore More" });
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  const panel = await button.getAttribute("aria-controls");
  if (!panel) return [];
  return (await nav.locator(`[id="${panel}"]`).getByRole("link").allInnerTexts()).sort();
};

const myWebsites = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .getByRole("list", { name: "My Websites" })
    .getByRole("link");

describe("one identity, several brands", () => {
  it("joins a second brand only through the emailed link, then shows both brands", async () => {
    const [cio1, cio2] = cioTopics as [Preference, Preference];
    const [, cmo2, cmo3] = cmoTopics as [Preference, Preference, Preference];

    // A new member of CIO sets a password from the welcome mail.
    const first = await registerOnPage("/cio-register", [cio1.name, cio2.name]);
    const welcome = await lastSlugFor(server.outboxDir, EMAIL);
    const reset = await api(server.baseUrl, "POST", "/user/public/reset-password", {
      slug: welcome,
      newPassword: PASSWORD,
    });
    expect(reset.status).toBe(200);
    const session = await login(server, EMAIL, PASSWORD);
    expect(await brandsOf(session.token)).toEqual(["CIO"]);

    // The same address on CMO's page: exactly what a new visitor sees, and nothing joined.
    const mailsBefore = (await mailsTo(server.outboxDir, EMAIL)).length;
    const second = await registerOnPage(
      "/cmo-register",
      [cmo2.name, cmo3.name],
      [/weekly CMO newsletter/],
    );
    expect(second).toEqual(first);
    const mails = await waitForMailsTo(server.outboxDir, EMAIL, mailsBefore + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe("Confirm joining the CMO community");
    expect(mail?.raw).toContain(cmo2.name);
    expect(mail?.raw).toContain(cmo3.name);
    const slug = lastJoinSlugIn(mails);
    expect(mail?.links.filter((link) => link.endsWith(`/join/${slug}`))).toHaveLength(1);
    expect(await brandsOf(session.token)).toEqual(["CIO"]);

    // The link's page, signed out: what will happen, and a Confirm button.
    const page = await newPage(browser);
    await page.goto(`${server.baseUrl}/join/${slug}`);
    await page.getByRole("heading", { name: "Join the CMO community?" }).waitFor();
    await expect.poll(() => page.title()).toBe("Sector Portal | Join");
    await page.getByText(cmo2.name, { exact: true }).waitFor();
    await page.getByText(cmo3.name, { exact: true }).waitFor();
    await page.getByText("Yes, I would like to receive the weekly CMO newsletter.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Opening it joined nothing.
    expect(await brandsOf(session.token)).toEqual(["CIO"]);

    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("You have joined the CMO community.").waitFor();
    await page.getByText("Sign in to see its resources and topics.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await brandsOf(session.token)).toEqual(["CIO", "CMO"]);

    // Used once: opened again, it says so and leads to login.
    await page.goto(`${server.baseUrl}/join/${slug}`);
    await page
      .getByRole("alert")
      .filter({ hasText: "This link has already been used. Sign in to see your communities." })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Go to login" }).click();
    await page.waitForURL(`${server.baseUrl}/login`);

    // Signed in: My Profile offers both websites; Explore More the other two brands.
    await field(page, "Email").fill(EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await eventually(() => exploreMore(page)).toEqual(["CHRO", "CRO"]);
    await page.getByRole("link", { name: "My Profile" }).click();
    await page.getByRole("tab", { name: "Preferences" }).click();
    const website = page.getByRole("button", { name: /^Website/ });
    await eventually(() => website.textContent()).toContain("CIO");
    await website.click();
    await eventually(() => page.getByRole("option").allInnerTexts()).toEqual(["CIO", "CMO"]);
    await page.getByRole("option", { name: "CMO" }).click();
    // The topics chosen on CMO's page are the member's CMO preferences now.
    await eventually(async () =>
      (await page.getByRole("button", { name: /^Remove / }).allInnerTexts()).sort(),
    ).toEqual([`Remove ${cmo2.name}`, `Remove ${cmo3.name}`].sort());
    await page.context().close();

    // The admin sees both brands under the member's name in Users.
    const admin = await adminSession(server);
    const users = await openAs(browser, server, admin.token, "/users");
    await eventually(async () =>
      (await tableRows(users, "Users")).find((row) => row.startsWith("Katherine Johnson")),
    ).toBe(`Katherine Johnson CIO · CMO | ${EMAIL} | 5551234567 | user`);
    expect(await seriousViolations(users)).toEqual([]);
    await users.context().close();
  });

  it("joins from the link while signed in, and the sidebar follows at once", async () => {
    const session = await login(server, EMAIL, PASSWORD);
    const page = await openAs(browser, server, session.token, "/");
    await eventually(() => exploreMore(page)).toEqual(["CHRO", "CRO"]);

    const chro = await companyByCode(server, "CHRO");
    const [topic] = await preferencesOf(server, chro.id);
    const mailsBefore = (await mailsTo(server.outboxDir, EMAIL)).length;
    const registered = await api(server.baseUrl, "POST", "/user/public/register", {
      firstname: "Katherine",
      lastname: "Johnson",
      email: EMAIL,
      mobile_number: "5551234567",
      preferences: [topic],
      company_id: chro.id,
    });
    expect(registered.status).toBe(201);
    const slug = lastJoinSlugIn(await waitForMailsTo(server.outboxDir, EMAIL, mailsBefore + 1));

    await page.goto(`${server.baseUrl}/join/${slug}`);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("You have joined the CHRO community.").waitFor();
    await page.getByRole("link", { name: "Go to My Profile" }).click();
    await page.waitForURL(`${server.baseUrl}/myprofile`);
    await eventually(() => exploreMore(page)).toEqual(["CRO"]);
    await eventually(() => myWebsites(page).allInnerTexts()).toEqual(["CMO", "CHRO"]);
    const profile: PublicUser = await myProfile(server, session.token);
    expect(profile.brands.map((b) => b.name)).toEqual(["CIO", "CMO", "CHRO"]);
    expect(profile.joined_thru).toBe((await companyByCode(server, "CIO")).id);
    await page.context().close();
  });
});
