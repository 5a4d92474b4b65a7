import type { Company } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastSlugFor, waitForMailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { adminSession, createResource, type Preference, preferencesOf } from "./support/members";
import {
  holdRequests,
  linkLabels,
  newPage,
  recordHydrationProblems,
  recordRequests,
  toastWith,
} from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog } from "./support/ui";

/**
 * Issue 13: a brand is data. An admin adds one through the API and its registration page is
 * live at once, rendered by the server from the stored branding; the Company screen edits it
 * with a live preview; a code no company has is the Not found page.
 */
let server: RunningServer;
let browser: Browser;
let adminToken: string;
let cfo: Company;
let topics: Preference[];

const CFO_BRANDING = {
  primary_color: "#14532d",
  accent_color: "#facc15",
  tagline: "Where finance leaders compare notes",
  intro_text: "The CFO community brings together finance chiefs and their teams.",
  footer_blurb: "CFO covers treasury, planning and the finance function's future.",
  social_network: "LinkedIn",
  social_url: "https://www.linkedin.com/company/cfo-community",
  quick_links: [
    { label: "Home", url: "/" },
    { label: "Outlook 2030", url: "/outlook" },
    { label: "Events", url: "https://events.example.org/cfo" },
  ],
  join_label: "Join the community",
  join_busy_label: "Joining…",
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await adminSession(server)).token;
  const created = await api<{ company: Company }>(
    server.baseUrl,
    "POST",
    "/company",
    {
      name: "CFO",
      base_url: "https://cfo.example.org",
      logo_url: `${server.baseUrl}/brands/cio.svg`,
      ...CFO_BRANDING,
    },
    adminToken,
  );
  expect(created.status).toBe(201);
  cfo = created.body.company;
  const added = await api(
    server.baseUrl,
    "POST",
    `/preferences/create/${cfo.id}`,
    { names: ["Treasury", "FP&A", "Tax", "Audit"] },
    adminToken,
  );
  expect(added.status).toBe(201);
  topics = await preferencesOf(server, cfo.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;
const banner = (page: Page) =>
  page.getByRole("heading", { name: "Become a Member" }).locator("xpath=../..");

/**
 * Opens `path` and records whether the app replaced the server's markup rather than adopting
 * it: a node the server rendered that leaves #root means the first render did not match.
 */
const openRendered = async (path: string) => {
  const page = await newPage(browser);
  await page.addInitScript(() => {
    const w = window as unknown as { replacedMarkup: number };
    w.replacedMarkup = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof Element && record.target.id === "root") {
          w.replacedMarkup += record.removedNodes.length;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const lookups = recordRequests(page, "/api/company/fetch-company");
  const hydrationProblems = recordHydrationProblems(page);
  const response = await page.goto(url(path));
  return { page, status: response?.status(), lookups, hydrationProblems };
};

/** Nodes of the server's markup the app removed from #root instead of adopting them. */
const replacedMarkup = (page: Page) =>
  page.evaluate(() => (window as unknown as { replacedMarkup: number }).replacedMarkup);

describe("the pages that arrive rendered", () => {
  it("are adopted by React's hydration as they are, with nothing logged about it", async () => {
    // Prerendered at build time (login, forgot password), rendered by the server at request
    // time (a built-in brand, and the brand this file added while the server runs).
    for (const [path, heading] of [
      ["/login", "Sign in to your account"],
      ["/forgot-password", "Forgot your password?"],
      ["/cio-register", "Become a Member"],
      ["/cfo-register", "Become a Member"],
    ] as const) {
      const { page, status, hydrationProblems } = await openRendered(path);
      expect(status, path).toBe(200);
      // The markup was in the document before any script ran; the app takes it over.
      await page.getByRole("heading", { name: heading }).waitFor();
      await eventually(() => page.locator("#root").getAttribute("inert")).toBeNull();
      // A form field of the adopted markup is live: React's handlers are attached to it.
      const field = page.getByRole("textbox").first();
      await field.fill("grace@example.org");
      await eventually(() => field.inputValue()).toBe("grace@example.org");
      expect(await replacedMarkup(page), path).toBe(0);
      expect(hydrationProblems, path).toEqual([]);
      await page.context().close();
    }
  });
});

describe("a brand added through the API", () => {
  it("has its registration page at once, rendered from its stored branding", async () => {
    const { page, status, lookups } = await openRendered("/cfo-register");
    expect(status).toBe(200);
    await expect.poll(() => page.title()).toBe("Sector Portal | CFO Registration");
    await page.getByRole("heading", { name: "Become a Member" }).waitFor();
    await page.getByText(CFO_BRANDING.tagline).first().waitFor();
    await page.getByText(CFO_BRANDING.intro_text).waitFor();
    await eventually(() =>
      banner(page).evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe("rgb(20, 83, 45)");
    const header = page.getByTestId("header-desktop");
    await eventually(() =>
      header.getByRole("link", { name: /Follow CFO/ }).getAttribute("href"),
    ).toBe(CFO_BRANDING.social_url);

    // Quick Links: a path resolves against the brand's site, an absolute URL stays.
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await eventually(() => linkLabels(quick)).toEqual(["Home", "Outlook 2030", "Events"]);
    expect(await quick.nth(1).getAttribute("href")).toBe("https://cfo.example.org/outlook");
    expect(await quick.nth(2).getAttribute("href")).toBe("https://events.example.org/cfo");
    await footer.getByText(CFO_BRANDING.footer_blurb).waitFor();

    // The topics load; the app adopted the server's markup (no look-up, nothing replaced).
    for (const topic of topics) {
      await page.getByRole("checkbox", { name: topic.name, exact: true }).waitFor();
    }
    await eventually(() => page.locator("#root").getAttribute("inert")).toBeNull();
    expect(await replacedMarkup(page)).toBe(0);
    expect(lookups).toHaveLength(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("registers a member, who sets a password, signs in and sees the brand's feed", async () => {
    const email = "ruth.porat@example.org";
    const password = "balance-sheet-2015";
    const [treasury, tax] = [topics[0], topics[2]];
    if (!treasury || !tax) throw new Error("CFO needs topics");
    await createResource(server, adminToken, {
      title: "Treasury in a higher-rate world",
      companyId: cfo.id,
      preferenceIds: [treasury.id],
      imageUrl: `${server.baseUrl}/brands/cio.svg`,
    });

    const { page } = await openRendered("/cfo-register");
    await page.getByLabel("First Name*", { exact: true }).fill("Ruth");
    await page.getByLabel("Last Name*", { exact: true }).fill("Porat");
    await page.getByLabel("Your email (Business Email)*", { exact: true }).fill(email);
    await page.getByLabel("Phone*", { exact: true }).fill("5550001111");
    await page.getByRole("checkbox", { name: treasury.name, exact: true }).check();
    await page.getByRole("checkbox", { name: tax.name, exact: true }).check();
    const held = await holdRequests(page, "**/api/user/public/register");
    const sent = page.waitForRequest("**/api/user/public/register");
    await page.getByRole("button", { name: CFO_BRANDING.join_label }).click();
    const request = await sent;
    // The brand's busy label while sending.
    await page.getByRole("button", { name: CFO_BRANDING.join_busy_label, exact: true }).waitFor();
    expect(request.postDataJSON()).toMatchObject({ company_id: cfo.id, email });
    await held.release();
    await toastWith(page, "Registeration Successful!").waitFor();
    await page.waitForURL(url("/login"));

    // The welcome mail names the brand; its link sets the password.
    const [welcome] = await waitForMailsTo(server.outboxDir, email);
    expect(welcome?.subject).toContain("CFO");
    const slug = await lastSlugFor(server.outboxDir, email);
    await page.goto(url(`/reset-password/${slug}`));
    await page.getByLabel("New password").fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL(url("/login"));

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(url("/"));
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page
      .getByText(/Resources\s+CFO/)
      .first()
      .waitFor();
    await page.getByText("Treasury in a higher-rate world").first().waitFor();

    // Signed in, the brand's page sends the member home.
    await page.goto(url("/cfo-register"));
    await page.waitForURL(url("/"));
    await page.context().close();
  });

  it("shows a branding edit made on the Company screen, with its preview, on its page", async () => {
    const page = await openAs(browser, server, adminToken, "/company");
    const row = page
      .getByRole("region", { name: "Companies" })
      .getByRole("row")
      .filter({
        has: page.getByRole("cell", { name: "CFO", exact: true }),
      });
    await row.getByRole("button", { name: /Edit/ }).click();
    const modal = await openDialog(page, "Edit Company");
    const branding = modal.getByRole("group", { name: "Branding" });
    // The stored branding fills the section; the SPEC fields keep the row's values.
    await eventually(() => branding.getByLabel("Tagline").inputValue()).toBe(CFO_BRANDING.tagline);
    expect(await modal.getByLabel("Name").inputValue()).toBe("CFO");

    // The preview is the page itself, in a frame, following the draft as it is typed.
    const preview = page.frameLocator('iframe[title="Preview of the CFO registration page"]');
    await preview.getByRole("heading", { name: "Become a Member" }).waitFor();
    await preview.getByText(CFO_BRANDING.tagline).first().waitFor();
    await branding.getByLabel("Tagline").fill("Capital, allocated well");
    await branding.getByLabel("Primary colour").fill("#7c2d12");
    await branding.getByLabel("Join button", { exact: true }).fill("Count me in");
    await preview.getByText("Capital, allocated well").first().waitFor();
    await preview.getByRole("button", { name: "Count me in" }).waitFor();
    await eventually(() =>
      preview
        .getByRole("heading", { name: "Become a Member" })
        .locator("xpath=../..")
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe("rgb(124, 45, 18)");
    expect(await seriousViolations(page)).toEqual([]);

    // A bad colour is refused where it was typed; nothing is sent.
    const updates = recordRequests(page, `/api/company/${cfo.id}`);
    await branding.getByLabel("Accent colour").fill("yellow");
    await modal.getByRole("button", { name: "Confirm and Edit" }).click();
    await modal.getByText("Accent colour must be a hex colour such as #1e3a8a.").waitFor();
    expect(updates).toHaveLength(0);
    await branding.getByLabel("Accent colour").fill("#fde047");
    await modal.getByRole("button", { name: "Confirm and Edit" }).click();
    await toastWith(page, "Company updated successfully!").waitFor();
    await modal.waitFor({ state: "detached" });

    // The next visitor gets the new branding.
    const { page: visitor } = await openRendered("/cfo-register");
    await visitor.getByText("Capital, allocated well").first().waitFor();
    await visitor.getByRole("button", { name: "Count me in" }).waitFor();
    await eventually(() =>
      banner(visitor).evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe("rgb(124, 45, 18)");
    await visitor.context().close();
    await page.context().close();
  });

  it("starts a new company's page from generic wording the Add Company preview shows", async () => {
    const page = await openAs(browser, server, adminToken, "/company");
    await page.getByRole("button", { name: "Add Company" }).click();
    const modal = await openDialog(page, "Add Company");
    await modal.getByLabel("Name").fill("CISO");
    await modal.getByLabel("Base URL").fill("https://ciso.example.org");
    await modal.getByLabel("Logo URL").fill(`${server.baseUrl}/brands/cro.svg`);
    const preview = page.frameLocator('iframe[title="Preview of the CISO registration page"]');
    await preview.getByText("The CISO community brings together").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole("button", { name: "Confirm and Create" }).click();
    await toastWith(page, "Company successfully registered!").waitFor();

    const { page: visitor } = await openRendered("/ciso-register");
    await expect.poll(() => visitor.title()).toBe("Sector Portal | CISO Registration");
    await visitor.getByText("The CISO community brings together").waitFor();
    await visitor.getByRole("button", { name: "Join", exact: true }).waitFor();
    // No social link was given: the page shows none.
    expect(await visitor.getByRole("link", { name: /Follow CISO/ }).count()).toBe(0);
    await visitor.context().close();
    await page.context().close();
  });
});

describe("a code no company has", () => {
  it("is the Not found page, with a 404, on a first load and inside the app", async () => {
    const { page, status } = await openRendered("/nobody-register");
    expect(status).toBe(404);
    await page.getByRole("heading", { name: "Page not found!" }).waitFor();
    await expect.poll(() => page.title()).toBe("Sector Portal | Page Not Found");
    await eventually(() => page.locator("#root").getAttribute("inert")).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    // Moving inside the app to a brand's page looks its company up, showing a loading state.
    const held = await holdRequests(page, "**/api/company/fetch-company");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/cfo-register");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("status").first().waitFor();
    await held.release();
    await page.getByRole("heading", { name: "Become a Member" }).waitFor();
    await expect.poll(() => page.title()).toBe("Sector Portal | CFO Registration");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/cfx-register");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("heading", { name: "Page not found!" }).waitFor();
    await expect.poll(() => page.title()).toBe("Sector Portal | Page Not Found");
    await page.context().close();
  });
});
