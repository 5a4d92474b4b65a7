import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  adminSession,
  companyByCode,
  createMember,
  myProfile,
  type Preference,
  preferencesOf,
} from "./support/members";
import {
  newPage,
  overflowsSideways,
  recordHydrationProblems,
  toastWith,
} from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, isFocused, openAs, openDialog, PHONE } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let adminToken: string;
let cmo: { id: number };
let cmoPreferences: Preference[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await adminSession(server)).token;
  cmo = await companyByCode(server, "CMO");
  cmoPreferences = await preferencesOf(server, cmo.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const DESKTOP = { width: 1280, height: 900 };
const VIEWPORTS = [
  ["1280", DESKTOP],
  ["375", PHONE],
] as const;

/** Presses Tab until `target` has the focus (at most `limit` times). */
const tabTo = async (page: Page, target: ReturnType<Page["getByRole"]>, limit = 40) => {
  for (let i = 0; i < limit; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the keyboard never reached the control");
};

describe("My Profile: Work details", () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`shows the job title's suggestions and saves by keyboard at ${name} px`, async () => {
      const member = await createMember(server, {
        email: `work-details-${name}@example.org`,
        jobTitle: "Head of Data",
      });
      const page = await openAs(browser, server, member.token, "/myprofile", viewport);
      const section = page.getByRole("region", { name: "Work details" });
      const seniority = section.getByRole("combobox", { name: "Seniority" });
      await eventually(() => seniority.inputValue()).toBe("director");
      await section.getByText("Suggested from your job title: Director").waitFor();
      expect(await overflowsSideways(page)).toBe(false);

      // Keyboard only: a country by typing its name, the suggested seniority accepted, saved.
      const country = section.getByRole("combobox", { name: "Country" });
      await country.focus();
      await page.keyboard.type("Germany");
      await eventually(() => country.inputValue()).toBe("DE");
      const accept = section.getByRole("button", { name: /Accept the suggested seniority/ });
      await tabTo(page, accept);
      await page.keyboard.press("Enter");
      await section
        .getByText("Suggested from your job title: Director (accepted: save to keep it)")
        .waitFor();
      const save = section.getByRole("button", { name: "Save work details" });
      await tabTo(page, save);
      await page.keyboard.press("Enter");
      await toastWith(page, "Your work details have been saved.").waitFor();

      await eventually(async () => {
        const user = await myProfile(server, member.token);
        return [user.country, user.seniority, user.seniority_source, user.job_function_source];
      }).toEqual(["DE", "director", "member", "derived"]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe("registration fields chosen in Company settings", () => {
  it("an admin chooses them by keyboard in the Edit Company dialog", async () => {
    const page = await openAs(browser, server, adminToken, "/company");
    const row = page
      .getByRole("region", { name: "Companies" })
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: "CMO", exact: true }) });
    await row.getByRole("button", { name: /^Edit/ }).click();
    const modal = await openDialog(page, "Edit Company");
    const fields = modal.getByRole("group", { name: "Registration fields" });
    const country = fields.getByRole("combobox", { name: "Country" });
    await eventually(() => country.isEnabled()).toBe(true);
    await country.focus();
    await page.keyboard.type("Required");
    await eventually(() => country.inputValue()).toBe("required");
    const seniority = fields.getByRole("combobox", { name: "Seniority" });
    await tabTo(page, seniority);
    await page.keyboard.type("Optional");
    await eventually(() => seniority.inputValue()).toBe("optional");
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole("button", { name: "Confirm and Edit" }).click();
    await toastWith(page, "Company updated successfully!").waitFor();

    const { body } = await api<{ company: { registration_fields: Record<string, string> } }>(
      server.baseUrl,
      "POST",
      "/company/fetch-company",
      { company_name: "CMO" },
    );
    expect(body.company.registration_fields).toEqual({
      country: "required",
      company_size: "off",
      industry: "off",
      job_function: "off",
      seniority: "optional",
    });
    await page.context().close();
  });

  for (const [name, viewport] of VIEWPORTS) {
    it(`the brand's page asks them after Job Title and requires what it must at ${name} px`, async () => {
      // The admin's choice of the test above, made again so this one stands alone.
      const chosen = await api(
        server.baseUrl,
        "PUT",
        `/company/${cmo.id}/registration-fields`,
        { fields: { country: "required", seniority: "optional" } },
        adminToken,
      );
      expect(chosen.status).toBe(200);
      const page = await newPage(browser, viewport);
      const hydration = recordHydrationProblems(page);
      await page.goto(`${server.baseUrl}/cmo-register`);
      await page.getByRole("heading", { name: "Become a Member" }).waitFor();
      const labels = await page
        .locator("form label")
        .evaluateAll((all) => all.map((l) => (l.textContent ?? "").trim()));
      const after = labels.indexOf("Job Title");
      expect(labels.slice(after + 1, after + 3)).toEqual(["Country*", "Seniority"]);
      expect(await page.getByLabel("Industry").count()).toBe(0);
      expect(await overflowsSideways(page)).toBe(false);

      const email = `registration-fields-${name}@example.org`;
      await page.getByLabel("First Name*", { exact: true }).fill("Katherine");
      await page.getByLabel("Last Name*", { exact: true }).fill("Johnson");
      await page.getByLabel("Your email (Business Email)*", { exact: true }).fill(email);
      await page.getByLabel("Phone*", { exact: true }).fill("0123456789");
      await page.getByLabel("Job Title", { exact: true }).fill("VP Marketing");
      await page
        .getByRole("checkbox", { name: cmoPreferences[0]?.name ?? "", exact: true })
        .check();
      await page.getByRole("button", { name: "Join" }).click();
      const country = page.getByRole("combobox", { name: "Country*" });
      await page.getByText("Country is required.", { exact: true }).waitFor();
      await eventually(() => isFocused(country)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // The focus is on Country: the keyboard picks one and sends the form.
      await page.keyboard.type("Canada");
      await eventually(() => country.inputValue()).toBe("CA");
      const join = page.getByRole("button", { name: "Join" });
      await tabTo(page, join);
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/login$/);
      // The server's render of the fields (the country names among them) was the app's own.
      expect(hydration).toEqual([]);

      const admin = await api<{ users: { email: string; country: string | null }[] }>(
        server.baseUrl,
        "GET",
        `/user/protected/fetchusers?search=${encodeURIComponent(email)}`,
        undefined,
        adminToken,
      );
      expect(admin.body.users).toEqual([
        expect.objectContaining({ email, country: "CA", seniority: "vp" }),
      ]);
      await page.context().close();
    });
  }
});
