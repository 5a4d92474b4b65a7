import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, totpCode, totpStep } from "../packages/server/src/auth/totp";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { adminSession, createMember, login } from "./support/members";
import { newPage, overflowsSideways, pickFromUserMenu, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { openAs, PHONE } from "./support/ui";

const DESKTOP = { width: 1280, height: 900 };

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

/** Sideways scrolling on a phone, and serious axe findings, on the page as it is now. */
const expectTidy = async (page: Page, phone: boolean) => {
  if (phone) expect(await overflowsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
};

/**
 * Enrols on My Profile (QR code, key, code, recovery codes downloaded), signs out, and signs in
 * again through the second step with a code computed here from the key the page showed.
 */
const enrolThenSignInAgain = async (
  email: string,
  token: string,
  password: string,
  viewport: { width: number; height: number },
) => {
  const phone = viewport.width < 640;
  const page = await openAs(browser, server, token, "/myprofile", viewport);
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const qr = section.getByRole("img", { name: /QR code/ });
  await qr.waitFor();
  expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const secret = (await section.getByTestId("two-factor-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectTidy(page, phone);

  // A wrong code first: refused, said under the field.
  const field = section.getByLabel("Code from the app");
  await field.fill("000000");
  await section.getByRole("button", { name: "Enable" }).click();
  await section.getByText("This code is not valid", { exact: false }).waitFor();
  const enabledStep = totpStep();
  await field.fill(totpCode(base32Decode(secret), enabledStep));
  await section.getByRole("button", { name: "Enable" }).click();
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await expectTidy(page, phone);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download codes" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("sector-portal-recovery-codes.txt");
  const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\n");
  expect(lines).toHaveLength(10);
  expect(lines).toEqual(await codes.allTextContents());
  await section.getByRole("button", { name: "I have saved my codes" }).click();
  await section.getByText("Recovery codes left: 10.", { exact: false }).waitFor();

  // Sign out, then in again: the password, then the second step.
  await pickFromUserMenu(page, "Logout");
  await page.waitForURL(url("/login"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(url("/login/mfa"));
  const codeField = page.getByLabel("Two-factor code");
  expect(await codeField.getAttribute("inputmode")).toBe("numeric");
  expect(await codeField.getAttribute("autocomplete")).toBe("one-time-code");
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  await expectTidy(page, phone);

  await codeField.fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByText("This code is not valid", { exact: false }).waitFor();
  await expectTidy(page, phone);
  // The enrolment spent its step's code: the next step's is taken (a step of drift).
  const step = Math.max(totpStep(), enabledStep + 1);
  await codeField.fill(totpCode(base32Decode(secret), step));
  await page.getByRole("button", { name: "Verify" }).click();
  await toastWith(page, "Successful Login!").waitFor();
  await page.waitForURL(url("/"));
  // Signed in: the top bar (the sidebar is folded away on a phone).
  await page.getByRole("button", { name: "Open user menu" }).waitFor();
  const session = await page.evaluate(() => sessionStorage.getItem("token"));
  const status = await api<{ enabled: boolean; recovery_codes_left: number }>(
    server.baseUrl,
    "GET",
    "/user/protected/2fa",
    undefined,
    session ?? "",
  );
  expect(status.status).toBe(200);
  expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
  await page.context().close();
};

describe("two-factor sign-in", () => {
  it("enrols on My Profile and signs in again with a code, on a desktop", async () => {
    const member = await createMember(server, { email: "tess@example.org", firstname: "Tess" });
    await enrolThenSignInAgain(member.email, member.token, member.password, DESKTOP);
  });

  it("does the same on a phone-sized screen", async () => {
    const member = await createMember(server, { email: "otto@example.org", firstname: "Otto" });
    await enrolThenSignInAgain(member.email, member.token, member.password, PHONE);
  });

  it("sends a visit to the second step without a first one back to sign in", async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto(url("/login/mfa"));
    await page.waitForURL(url("/login"));
    await page.getByRole("button", { name: "Login" }).waitFor();
    await page.context().close();
  });
});

describe("REQUIRE_STAFF_2FA=1", () => {
  let strict: RunningServer;
  beforeAll(async () => {
    strict = await startServer({ REQUIRE_STAFF_2FA: "1" });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  /** Enrols an account through the API, as the screen does: setup, then a current code. */
  const enrolByApi = async (token: string) => {
    const setup = await api<{ secret: string }>(
      strict.baseUrl,
      "POST",
      "/user/protected/2fa/setup",
      {},
      token,
    );
    expect(setup.status).toBe(200);
    const code = totpCode(base32Decode(setup.body.secret), totpStep());
    const enabled = await api(
      strict.baseUrl,
      "POST",
      "/user/protected/2fa/enable",
      { code },
      token,
    );
    expect(enabled.status).toBe(200);
  };

  it("sends an employee without two-factor to enrolment before any screen; the API refuses the rest", async () => {
    const admin = await adminSession(strict);
    // The admin too is held to it: enrolled first, so that it can grant the role.
    const refused = await api(strict.baseUrl, "GET", "/audit", undefined, admin.token);
    expect(refused.status).toBe(403);
    await enrolByApi(admin.token);
    const member = await createMember(strict, { email: "emma@example.org", firstname: "Emma" });
    const granted = await api(
      strict.baseUrl,
      "PUT",
      `/user/protected/updaterole/${member.user.id}`,
      { role: "employee" },
      admin.token,
    );
    expect(granted.status).toBe(200);
    const employee = await login(strict, member.email, member.password);
    const archive = () => api(strict.baseUrl, "GET", "/resources", undefined, employee.token);
    expect((await archive()).status).toBe(403);

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAs(browser, strict, employee.token, "/uploads", viewport);
      await page.waitForURL(`${strict.baseUrl}/two-factor/setup`);
      await page.getByRole("heading", { name: "Set up two-factor sign-in" }).waitFor();
      await page
        .getByText("Staff accounts sign in with a second factor.", { exact: false })
        .waitFor();
      // Another screen of the sidebar leads back here.
      await page.goto(`${strict.baseUrl}/newsletters`);
      await page.waitForURL(`${strict.baseUrl}/two-factor/setup`);
      await page.getByRole("button", { name: "Set up two-factor sign-in" }).waitFor();
      if (viewport === PHONE) expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }

    const page = await openAs(browser, strict, employee.token, "/", DESKTOP);
    await page.waitForURL(`${strict.baseUrl}/two-factor/setup`);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await page.getByTestId("two-factor-secret").textContent())?.trim() ?? "";
    await page.getByLabel("Code from the app").fill(totpCode(base32Decode(secret), totpStep()));
    await page.getByRole("button", { name: "Enable" }).click();
    await page.getByRole("list", { name: "Recovery codes" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue" }).click();
    // Enrolled: the employee's landing page (My Profile), and the API answers again.
    await page.waitForURL(`${strict.baseUrl}/myprofile`);
    expect((await archive()).status).toBe(200);
    await page.context().close();
  });
});
