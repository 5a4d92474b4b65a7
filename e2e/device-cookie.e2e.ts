import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { createMember } from "./support/members";
import { newPage, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";

/*
 * Nobody can lock the owner out (OWASP's device cookies), in a real browser: the login screen's
 * call keeps the cookie a sign-in sets and sends it back. A small account ceiling, so strangers
 * reach it in three guesses from this machine's one address.
 */
const CEILING = 3;
const CEILING_TEXT =
  /^This account is locked for new devices after too many failed sign-ins\. Use "Email me a sign-in link" to sign in now, or try again in \d+ minutes\.$/;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ LOGIN_FAILURES_PER_ACCOUNT: String(CEILING) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

const signInOnScreen = async (page: Page, email: string, password: string) => {
  await page.goto(url("/login"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
};

describe("a browser that signed in before", () => {
  it("keeps signing in past the account's ceiling; a new one is shown the way to the emailed link", async () => {
    const member = await createMember(server, { email: "owen@example.org", firstname: "Owen" });
    const owners = await newPage(browser);
    await signInOnScreen(owners, member.email, member.password);
    await toastWith(owners, "Successful Login!").waitFor();
    const [cookie] = await owners.context().cookies(url("/api/user/public/login"));
    expect(cookie).toMatchObject({
      name: "sp_device",
      path: "/api/user/public/login",
      httpOnly: true,
      sameSite: "Strict",
    });
    // Sent to the sign-in calls only.
    expect(await owners.context().cookies(url("/api/user/protected/myprofile"))).toEqual([]);

    // Strangers use up the account's ceiling.
    for (let i = 0; i <= CEILING; i++) {
      const res = await api(server.baseUrl, "POST", "/user/public/login", {
        email: member.email,
        password: `guess-${i}`,
      });
      expect(res.status).toBe(i < CEILING ? 401 : 429);
    }

    // A new browser, with the right password: the screen shows the server's message.
    const stranger = await newPage(browser);
    await signInOnScreen(stranger, member.email, member.password);
    await stranger.getByRole("status").filter({ hasText: CEILING_TEXT }).waitFor();
    expect(await stranger.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
    await stranger.context().close();

    // The owner's browser, signed out, signs in again.
    await owners.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await signInOnScreen(owners, member.email, member.password);
    await toastWith(owners, "Successful Login!").waitFor();
    await owners.waitForURL(url("/"));
    await owners.context().close();
  });
});
