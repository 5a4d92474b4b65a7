import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastSlugFor, mailsTo, waitForMailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { companyByCode, createMember, openSignedIn, preferencesOf } from "./support/members";
import { newPage, overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let cmoInterest: string;

beforeAll(async () => {
  // One "Send it again" per address per window: the second shows how a 429 reads.
  server = await startServer({ SIGNUPS_PER_EMAIL: "1" });
  browser = await launchBrowser();
  const cmo = await companyByCode(server, "CMO");
  cmoInterest = (await preferencesOf(server, cmo.id))[0]?.name ?? "";
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;
const WIDTHS = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 375, height: 812 }],
] as const;

const expectAccessible = async (page: Page, screen: string) =>
  expect(await seriousViolations(page), screen).toEqual([]);

/** The visitor fills the CMO page and presses Join, as a person would. */
const joinCmo = async (page: Page, email: string) => {
  await page.goto(url("/cmo-register"));
  await page.getByRole("heading", { name: "Become a Member" }).waitFor();
  await page.getByLabel("First Name*", { exact: true }).fill("Katherine");
  await page.getByLabel("Last Name*", { exact: true }).fill("Johnson");
  await page.getByLabel("Your email (Business Email)*", { exact: true }).fill(email);
  await page.getByLabel("Phone*", { exact: true }).fill("5551234567");
  await page.getByRole("checkbox", { name: cmoInterest, exact: true }).check();
  await page.getByRole("button", { name: "Join", exact: true }).click();
};

const welcomeNotice = (page: Page) => page.getByRole("region", { name: "Set your password" });

describe.each(WIDTHS)("the first-time journey (%s)", (label, viewport) => {
  it("after Join, /login says where the link went, sends it again, and leads back to the brand", async () => {
    const email = `katherine.${label}@example.org`;
    const page = await newPage(browser, viewport);
    await joinCmo(page, email);

    // SPEC's toast and redirect stay; the address travels in router state, not in the URL.
    await toastWith(page, "Registeration Successful!").waitFor();
    await page.waitForURL(url("/login"));
    expect(page.url()).not.toContain("example.org");
    await eventually(() => welcomeNotice(page).textContent()).toContain(
      `We sent a link to ${email} to set your password`,
    );
    const joinLink = page.getByRole("link", { name: "Join the CMO community" });
    await joinLink.waitFor();
    expect(await joinLink.getAttribute("href")).toBe("/cmo-register");
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page, "/login after Join");

    // Send it again goes through forgot-password: a second mail with a new link.
    await waitForMailsTo(server.outboxDir, email, 1);
    await page.getByRole("button", { name: "Send it again" }).click();
    await welcomeNotice(page)
      .getByText("Sent again. Check your inbox, and your spam folder.")
      .waitFor();
    await waitForMailsTo(server.outboxDir, email, 2);
    // The new link is for a member without a password: it reads "Set your password" too.
    const slug = await lastSlugFor(server.outboxDir, email);

    // Past the limit, the page says how long to wait instead of failing silently.
    await page.getByRole("button", { name: "Send it again" }).click();
    await welcomeNotice(page)
      .getByText(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/)
      .waitFor();
    expect(await mailsTo(server.outboxDir, email)).toHaveLength(2);
    await expectAccessible(page, "/login after a refused resend");

    // The way back to joining keeps the brand.
    await joinLink.click();
    await page.waitForURL(url("/cmo-register"));
    await page.getByRole("heading", { name: "Become a Member" }).waitFor();

    await page.goto(url(`/reset-password/${slug}`));
    await page.getByRole("heading", { name: "Set your password" }).waitFor();
    await page.context().close();
  });

  it("names the brand of ?brand= on /login, and the first brand without one", async () => {
    const page = await newPage(browser, viewport);
    // The prerendered page is taken over as it is: the brand comes in after, with no mismatch.
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      // The lookup of an unknown brand answers 404 (the browser logs it): that one is expected.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        consoleErrors.push(message.text());
      }
    });
    for (const [path, name, href] of [
      ["/login?brand=cro", "Join the CRO community", "/cro-register"],
      ["/login?brand=CHRO", "Join the CHRO community", "/chro-register"],
      ["/login", "Join the CIO community", "/cio-register"],
      ["/login?brand=no-such-brand", "Join the CIO community", "/cio-register"],
    ] as const) {
      await page.goto(url(path));
      await page.getByRole("button", { name: "Login" }).waitFor();
      const link = page.getByRole("link", { name: /^Join the .* community$/ });
      await eventually(() => link.textContent(), 10_000).toBe(name);
      expect(await link.getAttribute("href"), path).toBe(href);
      // Nobody has just joined: no notice.
      expect(await welcomeNotice(page).count()).toBe(0);
    }
    expect(consoleErrors).toEqual([]);
    await expectAccessible(page, "/login");
    await page.context().close();
  });

  it("checks a set-password link first: a live one asks for the password, a dead one says so", async () => {
    const email = `dorothy.${label}@example.org`;
    const page = await newPage(browser, viewport);
    await joinCmo(page, email);
    await page.waitForURL(url("/login"));
    const slug = await lastSlugFor(server.outboxDir, email);

    await page.goto(url(`/reset-password/${slug}`));
    await page.getByRole("heading", { name: "Set your password" }).waitFor();
    await expect.poll(() => page.title()).toBe("Sector Portal | Reset Password");
    await expectAccessible(page, "Set your password");
    await page.getByLabel("New password").fill("orbital-mechanics-62");
    await page.getByLabel("Confirm password").fill("orbital-mechanics-62");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await toastWith(page, "Password has been successfully changed!").waitFor();
    await page.waitForURL(url("/login"));

    // The same link again: no form to fill in vain, a way to a new link instead.
    await page.goto(url(`/reset-password/${slug}`));
    await page.getByRole("heading", { name: "This link has expired" }).waitFor();
    expect(await page.getByLabel("New password").count()).toBe(0);
    await expect.poll(() => page.title()).toBe("Sector Portal | Reset Password");
    await expectAccessible(page, "dead link");
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await page.waitForURL(url("/forgot-password"));
    await page.getByRole("button", { name: "Send Password Reset Link" }).waitFor();

    // A member who has a password gets a reset link: that page is titled as before.
    expect(
      (await api(server.baseUrl, "POST", "/user/public/forgot-password", { email })).status,
    ).toBe(200);
    // The welcome mail, then this one (a first password tells nobody of a change).
    await waitForMailsTo(server.outboxDir, email, 2);
    await page.goto(url(`/reset-password/${await lastSlugFor(server.outboxDir, email)}`));
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await expectAccessible(page, "Choose a new password");

    // An unknown link reads exactly like a used one.
    await page.goto(url("/reset-password/not-a-real-link-0000000000"));
    await page.getByRole("heading", { name: "This link has expired" }).waitFor();
    await page.context().close();
  });

  it("shows a member the Not found page inside the app shell with a way home", async () => {
    const member = await createMember(server, { email: `alan.${label}@example.org` });
    const page = await newPage(browser, viewport);
    await openSignedIn(page, server, member.token, "/no/such/page");
    await page.getByText("404", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Page not found!" }).waitFor();
    await page.getByText("The page you're trying to reach our for does not exist.").waitFor();
    await page.getByRole("button", { name: "Go Back" }).waitFor();
    // The shell is there: the top bar's user menu, and the sidebar (a drawer on a phone).
    await page.getByRole("button", { name: "Open user menu" }).waitFor();
    if (viewport.width < 1024) {
      await page.getByRole("button", { name: "Open menu" }).waitFor();
    } else {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "My Profile" })
        .waitFor();
    }
    await expect.poll(() => page.title()).toBe("Sector Portal | Page Not Found");
    await expectAccessible(page, "Not found in the shell");

    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await page.waitForURL(url("/"));
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();

    // A screen of another role is the No access page (issue 64), in the shell, at its address.
    await page.goto(url("/users"));
    await page.getByText("403", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
    await page.getByRole("button", { name: "Open user menu" }).waitFor();
    expect(page.url()).toBe(url("/users"));
    await expect.poll(() => page.title()).toBe("Sector Portal | No access");
    await expectAccessible(page, "No access in the shell");
    await page.getByRole("link", { name: /^Go to Dashboard/ }).click();
    await page.waitForURL(url("/"));
    await page.context().close();

    // A guest still goes to /login, and a guest's Not found page has no shell.
    const guest = await newPage(browser, viewport);
    await guest.goto(url("/users"));
    await guest.waitForURL(url("/login"));
    await guest.goto(url("/no/such/page"));
    await guest.getByRole("heading", { name: "Page not found!" }).waitFor();
    expect(await guest.getByRole("button", { name: "Open user menu" }).count()).toBe(0);
    expect(await guest.getByRole("link", { name: "Go to your dashboard" }).count()).toBe(0);
    await guest.context().close();
  });
});
