import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastSlugFor, mailsTo, waitForMailsTo } from "../packages/server/test/outbox";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { pickFromUserMenu } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";

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

const storedToken = (page: Page) =>
  page.evaluate(() => ({
    session: sessionStorage.getItem("token"),
    local: localStorage.getItem("token"),
  }));

/** Registers a CIO member through the API, as the /cio-register page does. */
const registerCioMember = async (email: string) => {
  const company = await api<{ company: { id: number } }>(
    server.baseUrl,
    "POST",
    "/company/fetch-company",
    {
      company_name: "CIO",
    },
  );
  expect(company.status).toBe(200);
  const prefs = await api<{ preferences: { id: number; name: string }[] }>(
    server.baseUrl,
    "POST",
    "/preferences/fetch",
    { company_id: company.body.company.id },
  );
  const res = await api(server.baseUrl, "POST", "/user/public/register", {
    firstname: "Grace",
    lastname: "Hopper",
    email,
    mobile_number: "0123456789",
    user_company: "Navy Labs",
    job_title: "Rear Admiral",
    preferences: prefs.body.preferences.slice(0, 2),
    newsletter_flag: true,
    resources_flag: true,
    partners_flag: false,
    company_id: company.body.company.id,
  });
  expect(res.status).toBe(201);
};

describe("a new member", () => {
  const email = "grace.hopper@example.org";
  const password = "cobol-forever-1959";

  it("follows the emailed link, sets a password and signs in", async () => {
    await registerCioMember(email);
    const [welcome] = await waitForMailsTo(server.outboxDir, email);
    expect(welcome?.subject).toContain("CIO");
    const slug = await lastSlugFor(server.outboxDir, email);

    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/reset-password/${slug}`);
    await expect.poll(() => page.title()).toBe("Sector Portal | Reset Password");

    // The form refuses a short password and a mismatch before calling the API.
    await page.getByLabel("New password").fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Password must be at least 8 characters.").waitFor();
    await page.getByLabel("New password").fill(password);
    await page.getByLabel("Confirm password").fill(`${password}x`);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Passwords do not match.").waitFor();

    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Password has been successfully changed!").waitFor();
    await page.waitForURL(`${server.baseUrl}/login`);

    // The link was single use.
    const reuse = await api(server.baseUrl, "POST", "/user/public/reset-password", {
      slug,
      newPassword: "another-password-1",
    });
    expect(reuse.status).toBe(400);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Invalid email or password.").waitFor();

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Successful Login!").waitFor();
    await page.waitForURL(`${server.baseUrl}/`);
    await expect.poll(() => page.title()).toBe("Sector Portal | Dashboard");

    // Without remember-me the token lives in session storage only.
    const token = await storedToken(page);
    expect(token.session).toBeTruthy();
    expect(token.local).toBeNull();
    await page.close();
  });

  it("stays signed in across a reload with remember-me, and logout clears both storages", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    const token = await storedToken(page);
    expect(token.local).toBeTruthy();
    expect(token.session).toBeNull();

    // A reload restores the user from the stored token through myprofile.
    await page.goto(`${server.baseUrl}/myprofile`);
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(email);
    await expect.poll(() => page.title()).toBe("Sector Portal | My Profile");

    // A guest page sends a signed-in user home.
    await page.goto(`${server.baseUrl}/login`);
    await page.waitForURL(`${server.baseUrl}/`);

    await pickFromUserMenu(page, "Logout");
    await page.waitForURL(`${server.baseUrl}/login`);
    await expect
      .poll(() => storedToken(page), { timeout: 10_000, interval: 50 })
      .toEqual({ session: null, local: null });

    // Signed out, a protected route leads to the login page.
    await page.goto(`${server.baseUrl}/myprofile`);
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.close();
  });

  it("asks for a reset link by email and the same answer comes for unknown addresses", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/forgot-password`);
    await expect.poll(() => page.title()).toBe("Sector Portal | Forgot Password");
    await page.getByRole("button", { name: "Send Password Reset Link" }).click();
    await page.getByText("Email is required.").waitFor();
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Send Password Reset Link" }).click();
    await page.getByText("Please enter a valid email address.").waitFor();

    const before = (await mailsTo(server.outboxDir, email)).length;
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Password Reset Link" }).click();
    await page.getByText("Password reset link has been sent successfully to your email!").waitFor();
    await expect.poll(async () => (await mailsTo(server.outboxDir, email)).length).toBe(before + 1);

    await page.reload();
    await page.getByLabel("Email").fill("nobody@example.org");
    await page.getByRole("button", { name: "Send Password Reset Link" }).click();
    await page.getByText("Password reset link has been sent successfully to your email!").waitFor();
    expect(await mailsTo(server.outboxDir, "nobody@example.org")).toHaveLength(0);
    await page.close();
  });

  it("shows the not-found page for unknown paths", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/no/such/page`);
    await page.getByText("Page not found!").waitFor();
    await page.getByText("The page you're trying to reach our for does not exist.").waitFor();
    await expect.poll(() => page.title()).toBe("Sector Portal | Page Not Found");
    await page.close();
  });

  it("serves brand logos that other origins of the deployment may embed", async () => {
    const res = await fetch(`${server.baseUrl}/brands/cio.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    // Everything else keeps helmet's same-origin policy.
    const page = await fetch(`${server.baseUrl}/login`);
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
