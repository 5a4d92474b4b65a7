import type { MemberImportReport } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastSlugFor } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { adminSession, createMember, login, type SessionUser } from "./support/members";
import { holdRequests, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
const EXISTING = "ada.import@example.org";
const NEW = "grace.import@example.org";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  await createMember(server, { email: EXISTING, code: "CIO" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Headers as an event's sign-up sheet names them (the screen guesses the mapping from them);
 * line 4 repeats line 2, line 5 names no brand we have, line 6 grants a consent without proof.
 */
const CSV = [
  "First Name,Surname,E-mail,Mobile,Organisation,Job Title,Community,Interests,Newsletter opt-in,Newsletter consent date,Newsletter consent source,Notes",
  `Grace,Hopper,${NEW},+1 555 123 4567,US Navy,Admiral,CIO,Cloud Computing;DevOps,yes,2023-04-01,Spring summit,met at the stand`,
  `Ada,Lovelace,${EXISTING.toUpperCase()},,,,CMO,Content Marketing,yes,2024-01-10T10:00:00Z,CMO roundtable,`,
  `Grace,Again,${NEW},,,,CIO,,,,,`,
  "Frank,Finance,frank.import@example.org,,,,CFO,,,,,",
  "Noproof,Atall,noproof.import@example.org,,,,CIO,,yes,,,",
].join("\n");

/**
 * The listbox button of a field: its label, then the column it shows ("Company" must not find
 * "Company size").
 */
const fieldButton = (page: Page, label: string) =>
  page.getByRole("button", { name: new RegExp(`^${label}\\b(?! size\\b)`) });

const choose = async (page: Page, label: string, option: string) => {
  await fieldButton(page, label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
};

const figures = (page: Page) =>
  page
    .locator("dl")
    .last()
    .evaluate((list) =>
      Array.from(list.querySelectorAll("div")).map(
        (item) =>
          `${item.querySelector("dt")?.textContent} ${item.querySelector("dd")?.textContent}`,
      ),
    );

const REFUSED_ROWS = [
  "4 | Duplicate of line 2.",
  '5 | Unknown brand "CFO".',
  "6 | Newsletter consent granted without its date and source: the original consent must be proven.",
];

describe("member import as admin", () => {
  it("uploads, maps, dry runs, then imports with a progress bar and a report", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Import members", exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/import-members`);
    await eventually(() => page.title()).toBe("Sector Portal | Import members");
    await page.getByRole("heading", { name: "Import members", level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // No file yet.
    await page.getByRole("button", { name: "Dry run" }).click();
    await toastWith(page, "Choose a CSV file to import.").waitFor();

    await page
      .getByLabel(/^CSV file/)
      .setInputFiles({ name: "summit.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
    // The mapping is guessed from the header row.
    await fieldButton(page, "Email").waitFor();
    for (const [label, column] of [
      ["First name", "First Name"],
      ["Last name", "Surname"],
      ["Email", "E-mail"],
      ["Phone", "Mobile"],
      ["Company", "Organisation"],
      ["Brand", "Community"],
      ["Topics", "Interests"],
      ["Newsletter consent granted", "Newsletter opt-in"],
      ["Newsletter consent date", "Newsletter consent date"],
      ["Newsletter consent source", "Newsletter consent source"],
      ["Partners consent granted", "Not imported"],
    ] as const) {
      await eventually(() => fieldButton(page, label).textContent()).toContain(column);
    }
    // An admin changes one by hand: the company is not imported after all, then it is.
    await choose(page, "Company", "Not imported");
    await eventually(() => fieldButton(page, "Company").textContent()).toContain("Not imported");
    await choose(page, "Company", "Organisation");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Dry run" }).click();
    await page.getByRole("heading", { name: "Dry run report" }).waitFor();
    await eventually(() => figures(page)).toEqual([
      "Would create 1",
      "Would merge 1",
      "Would refuse 3",
    ]);
    expect(await tableRows(page, "Refused lines")).toEqual(REFUSED_ROWS);
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing was written.
    const before = await api<{ users: { email: string }[]; totalUsers: number }>(
      server.baseUrl,
      "GET",
      "/user/protected/fetchusers?page=1&pageSize=100",
      undefined,
      admin.token,
    );
    expect(before.body.users.map((u) => u.email)).not.toContain(NEW);

    // The import: its progress shows while the report is on its way.
    await page.getByLabel("Send welcome emails to new members").check();
    const held = await holdRequests(page, /\/api\/members\/imports\/\d+/);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const bar = page.getByRole("progressbar", { name: "Import progress" });
    await bar.waitFor();
    expect(await page.getByText(/^Import in progress: 0 of 5 lines$/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await held.release();
    await page.getByRole("heading", { name: "Import report" }).waitFor();
    await eventually(() => figures(page)).toEqual(["Created 1", "Merged 1", "Refused 3"]);
    expect(await tableRows(page, "Refused lines")).toEqual(REFUSED_ROWS);
    await bar.waitFor({ state: "detached" });
    expect(await seriousViolations(page)).toEqual([]);

    // What is stored: the report, and a new member who sets a password from the welcome mail.
    const list = await api<{ imports: MemberImportReport[] }>(
      server.baseUrl,
      "GET",
      "/members/imports",
      undefined,
      admin.token,
    );
    expect(list.body.imports.map((i) => [i.dry_run, i.created, i.merged, i.refused])).toEqual([
      [false, 1, 1, 3],
      [true, 1, 1, 3],
    ]);
    // (lastSlugFor waits for the mail, which the queue sends moments after the batch.)
    const slug = await lastSlugFor(server.outboxDir, NEW);
    const reset = await api(server.baseUrl, "POST", "/user/public/reset-password", {
      slug,
      newPassword: "grace-password-1",
    });
    expect(reset.status).toBe(200);
    const grace = await login(server, NEW, "grace-password-1");
    expect(grace.user).toMatchObject({ firstname: "Grace", base_company: "CIO" });
  });
});
