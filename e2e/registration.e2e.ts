import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastSlugFor, waitForMailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { companyByCode, login, type Preference, preferencesOf } from "./support/members";
import {
  allToasts,
  holdRequests,
  linkLabels,
  newPage,
  nextConsoleError,
  overflowsSideways,
  recordRequests,
  toastWith,
} from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let cioPreferences: Preference[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  cioPreferences = await preferencesOf(server, (await companyByCode(server, "CIO")).id);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const INVALID_TOAST = "Please fill in all required fields correctly.";
const LABELS = {
  firstname: "First Name*",
  lastname: "Last Name*",
  email: "Your email (Business Email)*",
  phone: "Phone*",
  company: "Company Name",
  jobTitle: "Job Title",
};

const openRegistration = async (path: string, viewport = { width: 1280, height: 900 }) => {
  const page = await newPage(browser, viewport);
  await page.goto(`${server.baseUrl}${path}`);
  await page.getByRole("heading", { name: "Become a Member" }).waitFor();
  return page;
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const interest = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

/** Fills every field validly and ticks `interests`. */
const fillValid = async (page: Page, email: string, interests: string[]) => {
  await field(page, LABELS.firstname).fill("  Katherine ");
  await field(page, LABELS.lastname).fill("Johnson");
  await field(page, LABELS.email).fill(email);
  await field(page, LABELS.phone).fill("5551234567");
  await field(page, LABELS.company).fill("NASA Langley");
  await field(page, LABELS.jobTitle).fill("Research Mathematician");
  for (const name of interests) await interest(page, name).check();
};

describe("the CIO registration page", () => {
  it("shows the brand, the form, two columns of interests, the consents and the footer", async () => {
    const page = await openRegistration("/cio-register");
    await expect.poll(() => page.title()).toBe("Sector Portal | CIO Registration");

    // Header (desktop variant on a wide screen), banner and intro.
    const desktopHeader = page.getByTestId("header-desktop");
    await eventually(() => desktopHeader.isVisible()).toBe(true);
    expect(await page.getByTestId("header-mobile").isVisible()).toBe(false);
    await desktopHeader.getByRole("img", { name: "CIO" }).waitFor();
    await eventually(() => desktopHeader.getByRole("link", { name: /Follow CIO/ }).count()).toBe(1);
    await page.getByText("The CIO community brings together").waitFor();

    // The logo is the one the seed stored for the company, and it loaded. The prerendered page
    // shows the brand's built-in logo path (the same file) until fetch-company answers.
    const logo = desktopHeader.getByRole("img", { name: "CIO" });
    await expect.poll(() => logo.getAttribute("src")).toBe(`${server.baseUrl}/brands/cio.svg`);
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    // Brand colours come from the company record.
    const banner = page.getByRole("heading", { name: "Become a Member" }).locator("xpath=../..");
    await eventually(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      "rgb(11, 61, 145)",
    );

    // The six fields, labelled (with asterisks on the required ones).
    for (const label of Object.values(LABELS)) {
      await expect.poll(() => field(page, label).count(), { message: label }).toBe(1);
    }
    await eventually(() => field(page, LABELS.phone).getAttribute("inputmode")).toBe("numeric");

    // Interests: every preference of CIO, first half (rounded up) then the rest.
    const names = cioPreferences.map((p) => p.name);
    const half = Math.ceil(names.length / 2);
    const column = (n: number) =>
      page
        .getByTestId(`interests-column-${n}`)
        .getByRole("checkbox")
        .evaluateAll((boxes) =>
          boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ""),
        );
    await eventually(() => column(1)).toEqual(names.slice(0, half));
    await eventually(() => column(2)).toEqual(names.slice(half));
    const firstBox = await page.getByTestId("interests-column-1").boundingBox();
    const secondBox = await page.getByTestId("interests-column-2").boundingBox();
    expect(secondBox?.x).toBeGreaterThan((firstBox?.x ?? 0) + 100);
    expect(secondBox?.y).toBe(firstBox?.y);

    // Consents and the unsubscribe note.
    await page.getByRole("checkbox", { name: /weekly CIO newsletter/ }).waitFor();
    await page
      .getByRole("checkbox", { name: /resources, reports and event invitations/ })
      .waitFor();
    await page
      .getByRole("checkbox", { name: /communications from CIO and its affiliated partners/ })
      .waitFor();
    await page.getByText(/unsubscribe at any time/).waitFor();
    await page.getByRole("button", { name: "Join Now" }).waitFor();

    // Footer: blurb, Quick Links, editorial contact, membership, copyright.
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await eventually(() => linkLabels(quick)).toEqual([
      "Home",
      "News",
      "Featured Articles",
      "Quick Bytes",
      "Featured Interview",
      "Contact Us",
    ]);
    await eventually(() => quick.first().getAttribute("href")).toBe("https://cio.example.com/");
    await footer.getByRole("heading", { name: "Contact Our Editorial Team" }).waitFor();
    await footer.getByRole("link", { name: /Connect Now/ }).waitFor();
    await footer.getByRole("heading", { name: "Membership" }).waitFor();
    await footer.getByRole("link", { name: /^Join/ }).waitFor();
    await footer.getByText(`© ${new Date().getFullYear()} CIO. All rights reserved.`).waitFor();
    await footer.getByText(/CIO brings technology leaders/).waitFor();

    // Every link on the page opens a new tab without handing it this page.
    const links = await page
      .locator("a")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ target: a.getAttribute("target"), rel: a.getAttribute("rel") })),
      );
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      expect(link).toEqual({ target: "_blank", rel: "noopener noreferrer" });
    }

    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("downloads neither the signed-in layout nor any signed-in screen", async () => {
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.baseUrl}/cio-register`);
    await page.getByRole("button", { name: "Join Now" }).waitFor();
    await interest(page, cioPreferences[0]?.name ?? "").waitFor();

    expect(scripts.some((path) => /\/assets\/registration-[\w-]+\.js$/.test(path))).toBe(true);
    const signedIn =
      /\/assets\/(app-layout|dashboard|admin-dashboard|my-profile|uploads|resource-archive|companies|users|company-resources|resource-feed)-[\w-]+\.js$/;
    expect(scripts.filter((path) => signedIn.test(path))).toEqual([]);
    await page.context().close();
  });

  it("shows each validation message under its field, toasts and scrolls to the top", async () => {
    const page = await openRegistration("/cio-register");
    await interest(page, cioPreferences[0]?.name ?? "").waitFor();
    const register = recordRequests(page, "/api/user/public/register");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("button", { name: "Join Now" }).click();
    await toastWith(page, INVALID_TOAST).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const expectError = async (label: string, message: string) => {
      const input = field(page, label);
      await expect.poll(() => input.getAttribute("aria-invalid"), { message: label }).toBe("true");
      await eventually(async () => {
        const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
        return page.locator(`[id="${describedBy}"]`).textContent();
      }).toBe(message);
    };
    await expectError(LABELS.firstname, "First name is required.");
    await expectError(LABELS.lastname, "Last name is required.");
    await expectError(LABELS.email, "Email is required.");
    await expectError(LABELS.phone, "Phone number is required.");
    await page.getByText("At least one preference must be selected.").waitFor();
    // The optional fields have no message.
    expect(await field(page, LABELS.company).getAttribute("aria-invalid")).toBeNull();
    expect(await field(page, LABELS.jobTitle).getAttribute("aria-invalid")).toBeNull();

    // Blank names count as empty; the email needs one @ and a dot in the domain.
    await field(page, LABELS.firstname).fill("   ");
    await field(page, LABELS.email).fill("katherine@nasa");
    await field(page, LABELS.phone).fill("12345");
    await page.getByRole("button", { name: "Join Now" }).click();
    await expectError(LABELS.firstname, "First name is required.");
    await expectError(LABELS.email, "Invalid email format.");
    await expectError(LABELS.phone, "Phone number must be 10 digits.");
    await field(page, LABELS.email).fill("katherine johnson@nasa.gov");
    await page.getByRole("button", { name: "Join Now" }).click();
    await expectError(LABELS.email, "Invalid email format.");

    // The phone takes digits only.
    await field(page, LABELS.phone).fill("");
    await field(page, LABELS.phone).pressSequentially("(555) 12-ab34");
    await eventually(() => field(page, LABELS.phone).inputValue()).toBe("5551234");

    // Ticking a preference clears its error.
    const preferenceError = page.getByText("At least one preference must be selected.");
    await eventually(() => preferenceError.isVisible()).toBe(true);
    await interest(page, cioPreferences[1]?.name ?? "").check();
    await preferenceError.waitFor({ state: "detached" });
    // Unticking the last one does not bring the error back until the next submit.
    await interest(page, cioPreferences[1]?.name ?? "").uncheck();
    expect(await preferenceError.count()).toBe(0);
    await page.getByRole("button", { name: "Join Now" }).click();
    await preferenceError.waitFor();
    await interest(page, cioPreferences[2]?.name ?? "").check();
    await preferenceError.waitFor({ state: "detached" });

    // Nothing was sent while the form was invalid.
    expect(register).toHaveLength(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("registers: '...' while sending, the payload, the toast, /login, and the member exists", async () => {
    const email = "katherine.johnson@example.org";
    const page = await openRegistration("/cio-register");
    const [first, second, third] = cioPreferences;
    if (!first || !second || !third) throw new Error("CIO needs three preferences");
    await fillValid(page, email, [first.name, second.name, third.name]);
    await interest(page, second.name).uncheck();
    await page.getByRole("checkbox", { name: /weekly CIO newsletter/ }).check();
    await page.getByRole("checkbox", { name: /affiliated partners/ }).check();

    const held = await holdRequests(page, "**/api/user/public/register");
    const sent = page.waitForRequest("**/api/user/public/register");
    await page.getByRole("button", { name: "Join Now" }).click();
    const request = await sent;
    const busyButton = page.getByRole("button", { name: "...", exact: true });
    await eventually(() => busyButton.isDisabled()).toBe(true);

    const company = await companyByCode(server, "CIO");
    expect(request.postDataJSON()).toEqual({
      firstname: "Katherine",
      lastname: "Johnson",
      email,
      mobile_number: "5551234567",
      user_company: "NASA Langley",
      job_title: "Research Mathematician",
      preferences: [first, third],
      newsletter_flag: true,
      resources_flag: false,
      partners_flag: true,
      company_id: company.id,
      // Beyond SPEC's payload: the versions of the consent wordings the page showed.
      consent_versions: { newsletter: 1, resources: 1, partners: 1 },
    });

    await held.release();
    await toastWith(page, "Registeration Successful!").waitFor();
    await page.waitForURL(`${server.baseUrl}/login`);

    // Stored: the welcome mail came, and the new member can set a password and sign in.
    const [welcome] = await waitForMailsTo(server.outboxDir, email);
    expect(welcome?.subject).toContain("CIO");
    const slug = await lastSlugFor(server.outboxDir, email);
    const reset = await api(server.baseUrl, "POST", "/user/public/reset-password", {
      slug,
      newPassword: "orbital-mechanics-1962",
    });
    expect(reset.status).toBe(200);
    const session = await login(server, email, "orbital-mechanics-1962");
    expect(session.user).toMatchObject({
      firstname: "Katherine",
      lastname: "Johnson",
      role: "user",
      joined_thru: company.id,
    });
    const mine = await api<{ preferences: { preference_id: number }[] }>(
      server.baseUrl,
      "POST",
      "/user/protected/mypreferences",
      { company_id: company.id },
      session.token,
    );
    expect(mine.body.preferences.map((p) => p.preference_id).sort()).toEqual(
      [first.id, third.id].sort(),
    );
    await page.context().close();
  });

  it("shows a failure's message (e.g. 429) as a toast and only logs one without", async () => {
    const page = await openRegistration("/cio-register");
    await fillValid(page, "dorothy.vaughan@example.org", [cioPreferences[0]?.name ?? ""]);

    await page.route("**/api/user/public/register", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "retry-after": "60" },
        body: JSON.stringify({ message: "Too many attempts. Please try again in 1 minute." }),
      }),
    );
    await page.getByRole("button", { name: "Join Now" }).click();
    await toastWith(page, "Too many attempts. Please try again in 1 minute.").waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/cio-register`);
    await page.unroute("**/api/user/public/register");

    // Dismiss the toasts, then fail without a message: logged, nothing shown.
    await allToasts(page).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.route("**/api/user/public/register", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await toastWith(page, "Too many attempts. Please try again in 1 minute.").waitFor({
      state: "detached",
    });
    const logged = nextConsoleError(page);
    await page.getByRole("button", { name: "Join Now" }).click();
    await logged;
    await page.getByRole("button", { name: "Join Now" }).waitFor();
    expect(await allToasts(page).count()).toBe(0);
    expect(page.url()).toBe(`${server.baseUrl}/cio-register`);
    await page.context().close();
  });

  it("fits a 375 px phone with the mobile header", async () => {
    const page = await openRegistration("/cio-register", { width: 375, height: 740 });
    await eventually(() => page.getByTestId("header-mobile").isVisible()).toBe(true);
    expect(await page.getByTestId("header-desktop").isVisible()).toBe(false);
    await page
      .getByRole("link", { name: "CIO on LinkedIn (opens in a new tab)" })
      .first()
      .waitFor();
    await interest(page, cioPreferences[0]?.name ?? "").waitFor();
    expect(await overflowsSideways(page)).toBe(false);

    // Fields span the width, one per row.
    const first = await field(page, LABELS.firstname).boundingBox();
    const last = await field(page, LABELS.lastname).boundingBox();
    expect(first?.width).toBeGreaterThan(250);
    expect(last?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));

    await page.getByRole("button", { name: "Join Now" }).click();
    await toastWith(page, INVALID_TOAST).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the other brands' pages", () => {
  const brands = [
    { path: "/cmo-register", code: "CMO", title: "CMO Registration", color: "rgb(122, 31, 92)" },
    { path: "/chro-register", code: "CHRO", title: "CHRO Registration", color: "rgb(15, 110, 90)" },
    { path: "/cro-register", code: "CRO", title: "CRO Registration", color: "rgb(138, 28, 28)" },
  ];

  for (const brand of brands) {
    it(`${brand.path} arrives with ${brand.code}'s company and joins it with 'Join'`, async () => {
      const page = await newPage(browser);
      const lookups = recordRequests(page, "/api/company/fetch-company");
      await page.goto(`${server.baseUrl}${brand.path}`);
      await expect.poll(() => page.title()).toBe(`Sector Portal | ${brand.title}`);

      // The server rendered the page for its company and embedded it: no look-up is needed.
      const company = await companyByCode(server, brand.code);
      const embedded = await page
        .locator("#brand-bootstrap")
        .evaluate((script) => JSON.parse(script.textContent ?? "null"));
      expect(embedded).toMatchObject({
        code: brand.code.toLowerCase(),
        company: { id: company.id },
      });
      const preferences = await preferencesOf(server, company.id);
      for (const preference of preferences) await interest(page, preference.name).waitFor();
      await eventually(() => page.getByRole("checkbox").count()).toBe(preferences.length + 3);
      await page.getByTestId("header-desktop").getByRole("img", { name: brand.code }).waitFor();
      const banner = page.getByRole("heading", { name: "Become a Member" }).locator("xpath=../..");
      await eventually(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        brand.color,
      );
      expect(await page.getByRole("button", { name: "Join Now" }).count()).toBe(0);

      const email = `member.${brand.code.toLowerCase()}@example.org`;
      await fillValid(page, email, [preferences[0]?.name ?? ""]);
      const held = await holdRequests(page, "**/api/user/public/register");
      const sent = page.waitForRequest("**/api/user/public/register");
      await page.getByRole("button", { name: "Join", exact: true }).click();
      const request = await sent;
      // Only the CIO page swaps its label; here the button stays 'Join' and disabled.
      const busy = page.getByRole("button", { name: "Join", exact: true });
      await expect.poll(() => busy.isDisabled()).toBe(true);
      expect(request.postDataJSON()).toMatchObject({
        company_id: company.id,
        preferences: [preferences[0]],
      });
      await held.release();
      await toastWith(page, "Registeration Successful!").waitFor();
      await page.waitForURL(`${server.baseUrl}/login`);
      const [welcome] = await waitForMailsTo(server.outboxDir, email);
      expect(welcome?.subject).toContain(brand.code);
      expect(lookups).toHaveLength(0);
      await page.context().close();
    });
  }
});
