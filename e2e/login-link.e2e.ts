import { LOGIN_LINK_DEAD, LOGIN_LINK_SENT } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { createMember } from "./support/members";
import { newPage, overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { PHONE } from "./support/ui";

const DESKTOP = { width: 1280, height: 900 };
const SUBJECT = "Your sign-in link for CIO";

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

/** The newest sign-in link mailed to `email`, once the mail queue has delivered it. */
const mailedLink = async (email: string): Promise<string> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = (await mailsTo(server.outboxDir, email))
      .filter((m) => m.subject === SUBJECT)
      .flatMap((m) => m.links.filter((l) => l.startsWith(url("/login/link/"))))
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no sign-in link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Asks for a link on the login page, as a member would: the entry below the form, the form. */
const askForLinkFromLogin = async (page: Page, email: string) => {
  await page.goto(url("/login"));
  await page.getByRole("link", { name: "Email me a sign-in link" }).click();
  await page.waitForURL(url("/login-link"));
  // The address changes first; the login screen (with its own Email field) stays until the
  // new screen's code has loaded.
  await page.getByRole("heading", { name: "Sign in with an emailed link" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByRole("status").filter({ hasText: LOGIN_LINK_SENT }).waitFor();
};

describe("signing in with an emailed link", () => {
  it("asks for a link on the login page, opens the mailed link and lands signed in; the link then is dead", async () => {
    const member = await createMember(server, { email: "linda@example.org", firstname: "Linda" });
    const page = await newPage(browser, DESKTOP);
    await askForLinkFromLogin(page, member.email);
    expect(await seriousViolations(page)).toEqual([]);

    const link = await mailedLink(member.email);
    // Opened from the mailbox: a browser where nobody is signed in.
    const mailbox = await newPage(browser, DESKTOP);
    await mailbox.goto(link);
    await toastWith(mailbox, "Successful Login!").waitFor();
    await mailbox.waitForURL(url("/"));
    await mailbox.getByRole("navigation", { name: "Main" }).waitFor();
    // The session of this browser session only (a link is no "remember me"), and it works.
    const token = await mailbox.evaluate(() => sessionStorage.getItem("token"));
    expect(await mailbox.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const profile = await api<{ user: { email: string } }>(
      server.baseUrl,
      "GET",
      "/user/protected/myprofile",
      undefined,
      token ?? "",
    );
    expect(profile.status).toBe(200);
    expect(profile.body.user.email).toBe(member.email);

    // The same link again, elsewhere: dead, with the way to a new one.
    const again = await newPage(browser, DESKTOP);
    await again.goto(link);
    await again.getByRole("heading", { name: "This sign-in link has expired" }).waitFor();
    await again.getByText(LOGIN_LINK_DEAD, { exact: true }).waitFor();
    expect(await again.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
    expect(await seriousViolations(again)).toEqual([]);
    await again.getByRole("link", { name: "Email me a new link" }).click();
    await again.waitForURL(url("/login-link"));
    await again.getByLabel("Email").waitFor();
    for (const p of [page, mailbox, again]) await p.context().close();
  });

  it("fits a phone-sized screen: the login page's entry, the form, the dead link", async () => {
    const member = await createMember(server, { email: "grace@example.org", firstname: "Grace" });
    const page = await newPage(browser, PHONE);
    await askForLinkFromLogin(page, member.email);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(url("/login"));
    await page.getByRole("link", { name: "Email me a sign-in link" }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    const link = await mailedLink(member.email);
    const spent = await api(server.baseUrl, "POST", "/user/public/login-link/redeem", {
      token: link.split("/login/link/")[1],
    });
    expect(spent.status).toBe(200);
    await page.goto(link);
    await page.getByRole("heading", { name: "This sign-in link has expired" }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
