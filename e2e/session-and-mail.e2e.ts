import type { MailQueueState } from "@sector/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../packages/server/test/smtp-sink";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  login,
  openSignedIn,
  preferencesOf,
} from "./support/members";
import { holdRequests, newPage, pickFromUserMenu, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, tableRows } from "./support/ui";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The status GET myprofile answers to `token`: 200 while the session lives, 401 once ended. */
const profileStatus = async (server: RunningServer, token: string) =>
  (await api(server.baseUrl, "GET", "/user/protected/myprofile", undefined, token)).status;

/** The token the app keeps in session storage and in local storage. */
const storedTokens = (page: Page) =>
  page.evaluate(() => [sessionStorage.getItem("token"), localStorage.getItem("token")]);

const logoutFromAvatarMenu = async (page: Page) => {
  await pickFromUserMenu(page, "Logout");
};

describe("ending sessions", () => {
  let server: RunningServer;
  let member: Account;
  let traveller: Account;
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    server = await startServer();
    member = await createMember(server, { email: "katherine@example.org", firstname: "Katherine" });
    traveller = await createMember(server, { email: "mary@example.org", firstname: "Mary" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("Logout in the avatar menu revokes the token on the server, and only that one", async () => {
    const elsewhere = await login(server, member.email, member.password);
    const page = await newPage(browser);
    await page.goto(url("/login"));
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(url("/"));
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const [token] = await storedTokens(page);
    if (!token) throw new Error("the app stored no token in session storage");
    expect(await profileStatus(server, token)).toBe(200);

    const logoutAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/user/protected/logout",
    );
    await logoutFromAvatarMenu(page);
    const answer = await logoutAnswer;
    expect(answer.request().method()).toBe("POST");
    expect(answer.request().headers().authorization).toBe(`Bearer ${token}`);
    expect(answer.status()).toBe(204);
    await page.waitForURL(url("/login"));
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await storedTokens(page)).toEqual([null, null]);

    // The copied token is refused now; the member's other session goes on.
    expect(await profileStatus(server, token)).toBe(401);
    expect(await profileStatus(server, elsewhere.token)).toBe(200);
    await page.context().close();
  });

  it("signs out here even when the server cannot be reached or does not answer", async () => {
    const session = await login(server, member.email, member.password);

    // The request fails outright.
    const offline = await newPage(browser);
    await offline.route("**/api/user/protected/logout", (route) => route.abort("failed"));
    await openSignedIn(offline, server, session.token, "/myprofile");
    await offline.getByRole("heading", { name: "My Profile" }).waitFor();
    await logoutFromAvatarMenu(offline);
    await offline.waitForURL(url("/login"));
    expect(await storedTokens(offline)).toEqual([null, null]);
    await offline.reload();
    await offline.getByRole("button", { name: "Login" }).waitFor();
    expect(offline.url()).toBe(url("/login"));
    await offline.context().close();
    // The server never heard of it: the token still works, which shows the call was skipped.
    expect(await profileStatus(server, session.token)).toBe(200);

    // The request hangs: the user is not kept waiting for long.
    const stalled = await newPage(browser);
    const held = await holdRequests(stalled, "**/api/user/protected/logout");
    await openSignedIn(stalled, server, session.token, "/myprofile");
    await stalled.getByRole("heading", { name: "My Profile" }).waitFor();
    const clickedAt = Date.now();
    await logoutFromAvatarMenu(stalled);
    await stalled.waitForURL(url("/login"), { timeout: 5_000 });
    expect(Date.now() - clickedAt).toBeLessThan(5_000);
    expect(await storedTokens(stalled)).toEqual([null, null]);
    await held.release();
    await stalled.context().close();
  });

  it("'Sign out of all devices' asks first, then ends every session of the member", async () => {
    const here = await login(server, traveller.email, traveller.password);
    const there = await login(server, traveller.email, traveller.password);
    const otherDevice = await newPage(browser);
    await openSignedIn(otherDevice, server, there.token, "/myprofile");
    await otherDevice.getByRole("heading", { name: "My Profile" }).waitFor();

    const page = await newPage(browser);
    await openSignedIn(page, server, here.token, "/myprofile");
    const signOutAll = page.getByRole("button", { name: "Sign out of all devices" });
    const dialog = page.getByRole("dialog", { name: "Sign out of all devices?" });

    // Cancel ends nothing.
    await signOutAll.click();
    await dialog
      .getByText(
        "Every browser and device signed in to your account will be signed out, this one included.",
        { exact: true },
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await profileStatus(server, here.token)).toBe(200);

    // A refusal shows the server's message and stays.
    await page.route("**/api/user/protected/logout-all", (route) =>
      route.fulfill({ status: 503, json: { message: "Try again in a minute." } }),
    );
    await signOutAll.click();
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await toastWith(page, "Try again in a minute.").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(url("/myprofile"));
    await page.unrouteAll();

    // Confirmed: signed out here with a toast, and every token of the member is refused.
    await signOutAll.click();
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL(url("/login"));
    await toastWith(page, "You have been signed out of all devices.").waitFor();
    expect(await storedTokens(page)).toEqual([null, null]);
    for (const token of [here.token, there.token, traveller.token]) {
      expect(await profileStatus(server, token)).toBe(401);
    }

    // The other device finds out with its next call.
    await otherDevice
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    await otherDevice.waitForURL(url("/login"));
    await otherDevice.getByRole("button", { name: "Login" }).waitFor();
    expect(await storedTokens(otherDevice)).toEqual([null, null]);

    // Signing in again works.
    const again = await login(server, traveller.email, traveller.password);
    expect(await profileStatus(server, again.token)).toBe(200);
    await otherDevice.context().close();
    await page.context().close();
  });
});

/** The figures of the Mail section, label to value. */
const mailFigures = (section: Locator) =>
  section
    .locator("dl")
    .evaluate((list) =>
      Object.fromEntries(
        Array.from(list.querySelectorAll("div")).map((pair) => [
          pair.querySelector("dt")?.textContent ?? "",
          pair.querySelector("dd")?.textContent ?? "",
        ]),
      ),
    );

describe("the admin's Mail section", () => {
  let server: RunningServer;
  let smtp: SmtpSink;

  beforeAll(async () => {
    // Mail goes to an SMTP server that is down for now, and the first failure is final.
    smtp = await startSmtpSink();
    await smtp.down();
    server = await startServer({ SMTP_URL: smtp.url, JOB_GIVE_UP_AFTER_MS: "1" });
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.stop();
  });

  it("shows a welcome mail that failed, retries it and sees it go out", async () => {
    const email = "dorothy@example.org";
    const cio = await companyByCode(server, "CIO");
    const preferences = await preferencesOf(server, cio.id);
    const registered = await api(server.baseUrl, "POST", "/user/public/register", {
      firstname: "Dorothy",
      lastname: "Vaughan",
      email,
      mobile_number: "0123456789",
      user_company: "Langley",
      job_title: "Supervisor",
      preferences: preferences.slice(0, 1),
      newsletter_flag: false,
      resources_flag: false,
      partners_flag: false,
      company_id: cio.id,
    });
    expect(registered.status).toBe(201);

    const admin = await adminSession(server);
    const queue = async () =>
      (await api<MailQueueState>(server.baseUrl, "GET", "/mail", undefined, admin.token)).body;
    await eventually(async () => (await queue()).failed, 20_000).toBe(1);
    const [failed, ...others] = (await queue()).messages;
    expect(others).toEqual([]);
    if (!failed) throw new Error("GET /mail listed no message");
    expect(failed.to).toContain(email);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, next_attempt_at: null });
    expect(failed.last_error).toBeTruthy();

    // 'Loading...' while the queue is on its way.
    const page = await openAs(browser, server, admin.token, "/myprofile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    const held = await holdRequests(page, "**/api/mail");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    const section = page.getByRole("region", { name: "Mail", exact: true });
    await section.getByText("Loading...", { exact: true }).waitFor();
    await held.release();

    // Below the company cards: the figures and the failed message.
    await section.getByRole("heading", { name: "Mail", level: 2 }).waitFor();
    await section.locator("dl").waitFor();
    expect(await mailFigures(section)).toEqual({
      Pending: "0",
      Failed: "1",
      "Sent in the last 24 hours": "0",
      "Newsletter mails waiting": "0",
      "Sending rate": "No limit",
      "Newsletter sending rate": "No limit",
    });
    expect(await page.getByRole("article").count()).toBe(4);
    const lastCard = await page.getByRole("article").last().boundingBox();
    const mailBox = await section.boundingBox();
    if (!lastCard || !mailBox) throw new Error("the cards or the Mail section are not shown");
    expect(mailBox.y).toBeGreaterThanOrEqual(lastCard.y + lastCard.height);
    const table = page.getByRole("region", { name: "Undelivered mail" });
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "To",
      "Subject",
      "Status",
      "Attempts",
      "Last error",
      "Next attempt",
      "Actions",
    ]);
    expect(await tableRows(page, "Undelivered mail")).toEqual([
      `${failed.to} | ${failed.subject} | failed | 1 | ${failed.last_error} | -- | Retry`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    // The mail server is back: Retry sends the message again.
    await smtp.up();
    await table.getByRole("button", { name: `Retry the message to ${failed.to}` }).click();
    await toastWith(page, "The message will be sent again.").waitFor();
    await section.getByText("No undelivered mail.", { exact: true }).waitFor({ timeout: 20_000 });
    expect(await mailFigures(section)).toEqual({
      Pending: "0",
      Failed: "0",
      "Sent in the last 24 hours": "1",
      "Newsletter mails waiting": "0",
      "Sending rate": "No limit",
      "Newsletter sending rate": "No limit",
    });
    expect(await table.count()).toBe(0);
    expect(smtp.received.map((m) => m.to)).toEqual([[email.toLowerCase()]]);
    expect(smtp.received[0]?.raw).toMatch(new RegExp(`^Subject: ${failed.subject}`, "m"));
    expect(await queue()).toMatchObject({ pending: 0, failed: 0, sent_last_24h: 1, messages: [] });

    // Retrying it again is refused with the server's message (it is no longer failed).
    const again = await api<{ message: string }>(
      server.baseUrl,
      "POST",
      `/mail/${failed.id}/retry`,
      undefined,
      admin.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBeTruthy();
    const unknown = await api<{ message: string }>(
      server.baseUrl,
      "POST",
      `/mail/${failed.id + 1000}/retry`,
      undefined,
      admin.token,
    );
    expect(unknown.status).toBe(404);
    await page.context().close();
  });
});
