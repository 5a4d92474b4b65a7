import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  createStaff,
  openSignedIn,
} from "./support/members";
import { newPage } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";

let server: RunningServer;
let browser: Browser;
let member: Account;
let employee: Account;
let adminToken: string;
let cmoId: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  member = await createMember(server, { email: "alan@example.org", firstname: "Alan" });
  employee = await createStaff(server, "employee", { email: "joan@example.org" });
  adminToken = (await adminSession(server)).token;
  cmoId = (await companyByCode(server, "CMO")).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** Opens `path` as a guest (no token). */
const openAsGuest = async (path: string) => {
  const page = await newPage(browser);
  await page.goto(url(path));
  return page;
};

const expectNotFoundPage = async (page: Page) => {
  await page.getByText("404", { exact: true }).waitFor();
  await page.getByRole("heading", { name: "Page not found!" }).waitFor();
  await page.getByText("The page you're trying to reach our for does not exist.").waitFor();
  await page.getByRole("button", { name: "Go Back" }).waitFor();
};

/** Issue 64: a screen the role may not open says so, instead of the not-found page. */
const expectNoAccessPage = async (page: Page) => {
  await page.getByText("403", { exact: true }).waitFor();
  await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
  await expect.poll(() => page.title()).toBe("Sector Portal | No access");
};

describe("guards and redirects", () => {
  it("sends a guest to /login from every signed-in route", async () => {
    for (const path of ["/", "/myprofile", `/resources/CMO/${cmoId}`, "/uploads"]) {
      const page = await openAsGuest(path);
      await page.waitForURL(url("/login"));
      await page.getByRole("button", { name: "Login" }).waitFor();
      await page.context().close();
    }
  });

  it("sends a signed-in member from the guest pages to /", async () => {
    const page = await newPage(browser);
    await openSignedIn(page, server, member.token, "/myprofile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    for (const path of [
      "/cio-register",
      "/cmo-register",
      "/chro-register",
      "/cro-register",
      "/login",
    ]) {
      await page.goto(url(path));
      await page.waitForURL(url("/"));
      // The guest page arrives prerendered; none of it may stay behind the redirect.
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).allTextContents(), {
          message: path,
          timeout: 10_000,
          interval: 50,
        })
        .toEqual(["Dashboard"]);
    }
    await page.context().close();
  });

  it("lands each role on its home from /", async () => {
    const staff = await newPage(browser);
    await openSignedIn(staff, server, employee.token, "/");
    await staff.waitForURL(url("/myprofile"));
    await staff.getByRole("heading", { name: "My Profile" }).waitFor();
    await staff.context().close();

    const admin = await newPage(browser);
    await openSignedIn(admin, server, adminToken, "/");
    await admin.waitForURL(url("/admin-dashboard"));
    await admin.context().close();

    const home = await newPage(browser);
    await openSignedIn(home, server, member.token, "/");
    await home.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(home.url()).toBe(url("/"));
    await home.context().close();
  });

  it("shows the No access page to a role a route does not allow, at its address, with the way home", async () => {
    const page = await newPage(browser);
    await openSignedIn(page, server, member.token, "/myprofile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    for (const path of ["/uploads", "/emp-resources", "/company", "/users", "/admin-dashboard"]) {
      await page.goto(url(path));
      await expectNoAccessPage(page);
      expect(page.url()).toBe(url(path));
    }
    await page.getByRole("link", { name: /^Go to Dashboard/ }).click();
    await page.waitForURL(url("/"));
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.context().close();

    // An employee has no company feeds.
    const staff = await newPage(browser);
    await openSignedIn(staff, server, employee.token, `/resources/CMO/${cmoId}`);
    await expectNoAccessPage(staff);
    expect(staff.url()).toBe(url(`/resources/CMO/${cmoId}`));
    await staff.getByRole("link", { name: /^Go to My Profile/ }).click();
    await staff.waitForURL(url("/myprofile"));
    await staff.context().close();
  });

  it("keeps the not-found page for a signed-in user on a path no screen has", async () => {
    const page = await newPage(browser);
    await openSignedIn(page, server, member.token, "/no/such/page");
    await expectNotFoundPage(page);
    await page.context().close();
  });
});

describe("page titles", () => {
  const title = (name: string) => `Sector Portal | ${name}`;

  it("names every public page", async () => {
    const page = await newPage(browser);
    for (const [path, name] of [
      ["/login", "Login"],
      ["/forgot-password", "Forgot Password"],
      ["/reset-password/some-slug", "Reset Password"],
      ["/cio-register", "CIO Registration"],
      ["/cmo-register", "CMO Registration"],
      ["/chro-register", "CHRO Registration"],
      ["/cro-register", "CRO Registration"],
      ["/no/such/page", "Page Not Found"],
    ] as const) {
      await page.goto(url(path));
      await expect.poll(() => page.title(), { message: path }).toBe(title(name));
    }
    await page.context().close();
  });

  it("names every signed-in page", async () => {
    const page = await newPage(browser);
    await openSignedIn(page, server, member.token, "/");
    await expect.poll(() => page.title()).toBe(title("Dashboard"));
    for (const [path, name] of [
      ["/myprofile", "My Profile"],
      [`/resources/CMO/${cmoId}`, "Resources"],
    ] as const) {
      await page.goto(url(path));
      await expect.poll(() => page.title(), { message: path }).toBe(title(name));
    }
    await page.context().close();

    const admin = await newPage(browser);
    await openSignedIn(admin, server, adminToken, "/admin-dashboard");
    for (const [path, name] of [
      ["/admin-dashboard", "Admin Dashboard"],
      ["/uploads", "Uploads"],
      ["/emp-resources", "Resource Archive"],
      ["/company", "Company"],
      ["/users", "Users"],
    ] as const) {
      await admin.goto(url(path));
      await expect.poll(() => admin.title(), { message: path }).toBe(title(name));
    }
    await admin.context().close();
  });
});

describe("accessibility of the public pages", () => {
  for (const [path, ready] of [
    ["/login", "Sign in to your account"],
    ["/forgot-password", "Forgot your password?"],
    // A link that cannot work says so (and offers a new one) instead of showing the form.
    ["/reset-password/some-slug", "This link has expired"],
    ["/no/such/page", "Page not found!"],
  ] as const) {
    it(`${path} has no serious or critical WCAG 2 A/AA violations`, async () => {
      const page = await openAsGuest(path);
      await page.getByRole("heading", { name: ready }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // With the validation messages showing too.
      const submit = page.getByRole("button", {
        name: /^(Login|Send Password Reset Link|Reset Password)$/,
      });
      if ((await submit.count()) > 0) {
        await submit.click();
        await page.getByRole("alert").first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.context().close();
    });
  }
});
