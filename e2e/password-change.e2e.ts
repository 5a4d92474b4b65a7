import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastSlugFor, mailsTo, waitForMailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { createMember, login, openSignedIn } from "./support/members";
import { newPage, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, PHONE } from "./support/ui";

const CHANGED_SUBJECT = "Your Sector Portal password was changed";
const COMMON = "This password is too common and easy to guess. Please choose a less common one.";
const WRONG_CURRENT = "The current password is not correct.";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** The status GET myprofile answers to `token`: 200 while the session lives, 401 once ended. */
const profileStatus = async (token: string) =>
  (await api(server.baseUrl, "GET", "/user/protected/myprofile", undefined, token)).status;

/** The token the app keeps in local storage (openSignedIn puts it there, as remember-me does). */
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("token"));

const passwordSection = (page: Page) => page.getByRole("region", { name: "Password" });

/** Fills the three fields of My Profile's Password section and submits them. */
const changePassword = async (page: Page, current: string, next: string, again = next) => {
  const section = passwordSection(page);
  await section.getByLabel("Current password").fill(current);
  await section.getByLabel("New password", { exact: true }).fill(next);
  await section.getByLabel("Confirm new password").fill(again);
  await section.getByRole("button", { name: "Change password" }).click();
};

/** The messages under a field, as a screen reader announces them. */
const descriptionOf = (page: Page, label: string) =>
  passwordSection(page)
    .getByLabel(label, { exact: true })
    .evaluate((input) =>
      (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
        .trim(),
    );

describe("changing the password on My Profile", () => {
  it("refuses a wrong current password and a common new one, then changes it: the other session is signed out, this one goes on, and the owner is mailed", async () => {
    const member = await createMember(server, {
      email: "dorothy@example.org",
      firstname: "Dorothy",
    });
    const newPassword = "crystallography-1964";
    const elsewhere = await login(server, member.email, member.password);
    const otherDevice = await newPage(browser);
    await openSignedIn(otherDevice, server, elsewhere.token, "/myprofile");
    await otherDevice.getByRole("heading", { name: "My Profile" }).waitFor();

    const page = await openAs(browser, server, member.token, "/myprofile");
    await passwordSection(page).getByRole("button", { name: "Change password" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Checked in the browser first: nothing is sent.
    await changePassword(page, member.password, newPassword, `${newPassword}x`);
    await eventually(() => descriptionOf(page, "Confirm new password")).toBe(
      "Passwords do not match.",
    );
    await toastWith(page, "Passwords do not match.").waitFor();

    // A wrong current password: said under the field and in a toast; nothing changes.
    await changePassword(page, "not-my-password-1", newPassword);
    await toastWith(page, WRONG_CURRENT).waitFor();
    await eventually(() => descriptionOf(page, "Current password")).toBe(WRONG_CURRENT);
    expect(await seriousViolations(page)).toEqual([]);

    // A common password: refused by the server with its own message under the field.
    await changePassword(page, member.password, "Password123");
    await toastWith(page, COMMON).waitFor();
    await eventually(() => descriptionOf(page, "New password")).toBe(COMMON);
    expect(await profileStatus(elsewhere.token)).toBe(200);
    expect(await profileStatus(member.token)).toBe(200);
    expect(
      (await mailsTo(server.outboxDir, member.email)).filter((m) => m.subject === CHANGED_SUBJECT),
    ).toEqual([]);

    // The change itself.
    await changePassword(page, member.password, newPassword);
    await toastWith(page, "Password has been successfully changed!").waitFor();
    await eventually(() => passwordSection(page).getByLabel("Current password").inputValue()).toBe(
      "",
    );
    expect(page.url()).toBe(url("/myprofile"));

    // This session goes on with a fresh token, kept where the old one was, even after a reload.
    const fresh = await storedToken(page);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(member.token);
    expect(await profileStatus(fresh ?? "")).toBe(200);
    await page.reload();
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    expect(page.url()).toBe(url("/myprofile"));

    // Every other session has ended: the other device is sent to sign in at its next call.
    expect(await profileStatus(elsewhere.token)).toBe(401);
    expect(await profileStatus(member.token)).toBe(401);
    await otherDevice
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    await otherDevice.waitForURL(url("/login"));
    await otherDevice.getByRole("button", { name: "Login" }).waitFor();

    // The owner is told, through the mail queue.
    const mails = await waitForMailsTo(server.outboxDir, member.email, 2);
    const changed = mails.filter((m) => m.subject === CHANGED_SUBJECT);
    expect(changed).toHaveLength(1);
    expect(changed[0]?.raw).toContain("Hello Dorothy,");
    expect(changed[0]?.links).toContain(url("/forgot-password"));

    // The new password signs in on the login page; the old one no longer does.
    const signIn = await newPage(browser);
    await signIn.goto(url("/login"));
    await signIn.getByLabel("Email").fill(member.email);
    await signIn.getByLabel("Password", { exact: true }).fill(member.password);
    await signIn.getByRole("button", { name: "Login" }).click();
    await toastWith(signIn, "Invalid email or password.").waitFor();
    await signIn.getByLabel("Password", { exact: true }).fill(newPassword);
    await signIn.getByRole("button", { name: "Login" }).click();
    await signIn.waitForURL(url("/"));
    for (const p of [page, otherDevice, signIn]) await p.context().close();
  });

  it("fits a phone-sized screen", async () => {
    const member = await createMember(server, { email: "hedy@example.org", firstname: "Hedy" });
    const page = await openAs(browser, server, member.token, "/myprofile", PHONE);
    const section = passwordSection(page);
    await section.getByRole("button", { name: "Change password" }).waitFor();
    // The section and everything in it within the screen's width. (The page as a whole is
    // wider: the profile's tab list overflows on a phone, which this section does not change.)
    const widest = await section.evaluate((element) =>
      Math.max(
        ...[element, ...Array.from(element.querySelectorAll("*"))].map(
          (e) => e.getBoundingClientRect().right,
        ),
      ),
    );
    expect(widest).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("a reset link", () => {
  it("refuses a common password under the field, then sets another and mails the owner", async () => {
    const member = await createMember(server, { email: "chien-shiung@example.org" });
    const forgot = await api(server.baseUrl, "POST", "/user/public/forgot-password", {
      email: member.email,
    });
    expect(forgot.status).toBe(200);
    // The welcome mail, then the reset mail.
    await waitForMailsTo(server.outboxDir, member.email, 2);
    const slug = await lastSlugFor(server.outboxDir, member.email);

    const page = await newPage(browser);
    await page.goto(url(`/reset-password/${slug}`));
    await page.getByLabel("New password").fill("iloveyou123");
    await page.getByLabel("Confirm password").fill("iloveyou123");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await toastWith(page, COMMON).waitFor();
    await eventually(() =>
      page
        .getByLabel("New password")
        .evaluate(
          (input) =>
            document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent,
        ),
    ).toBe(COMMON);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel("New password").fill("beta-decay-parity-1956");
    await page.getByLabel("Confirm password").fill("beta-decay-parity-1956");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL(url("/login"));
    await toastWith(page, "Password has been successfully changed!").waitFor();
    const mails = await waitForMailsTo(server.outboxDir, member.email, 3);
    expect(mails.filter((m) => m.subject === CHANGED_SUBJECT)).toHaveLength(1);
    expect(await profileStatus(member.token)).toBe(401);
    await page.context().close();
  });
});
