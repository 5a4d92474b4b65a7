import { readFile } from "node:fs/promises";
import type { AuditEntry } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastSlugFor } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  createStaff,
  login,
  type Preference,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let employee: Account;
let member: Account;
let chro: { id: number; name: string };
let topics: Preference[];

/** Registration flags of a new member; all false unless named. */
interface Consents {
  newsletter?: boolean;
  resources?: boolean;
  partners?: boolean;
}

/** Joins `code` through the public registration call with the given topics and consents. */
const join = async (
  code: string,
  email: string,
  firstname: string,
  topicIndexes: number[],
  consents: Consents,
) => {
  const company = await companyByCode(server, code);
  const all = await preferencesOf(server, company.id);
  const res = await api(server.baseUrl, "POST", "/user/public/register", {
    firstname,
    lastname: "Lead",
    email,
    mobile_number: "0123456789",
    user_company: "Example, Inc.",
    job_title: "Head of People",
    preferences: topicIndexes.map((i) => all[i]),
    newsletter_flag: consents.newsletter ?? false,
    resources_flag: consents.resources ?? false,
    partners_flag: consents.partners ?? false,
    company_id: company.id,
  });
  expect(res.status, `register ${email}`).toBe(201);
};

/** Sets the password of a registered member through the mailed link, then signs in. */
const signInNew = async (email: string) => {
  const slug = await lastSlugFor(server.outboxDir, email);
  const password = "member-password-1";
  const reset = await api(server.baseUrl, "POST", "/user/public/reset-password", {
    slug,
    newPassword: password,
  });
  expect(reset.status).toBe(200);
  return login(server, email, password);
};

/** The CHRO members, their topics (indexes into the brand's topics) and consents. */
const ANN = "ann.lead@example.org"; // topic 0, newsletter
const BOB = "bob.lead@example.org"; // topic 1, newsletter and partners
const CAT = "cat.lead@example.org"; // topic 2, no consent
const DAN = "dan.lead@example.org"; // topics 0 and 2, newsletter, later withdrawn
const EVE = "eve.lead@example.org"; // a CMO member with topic 0 and the newsletter

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  employee = await createStaff(server, "employee", {
    email: "emma.staff@example.org",
    firstname: "Emma",
    lastname: "Staff",
  });
  member = await createMember(server, { email: "max.member@example.org", firstname: "Max" });
  chro = await companyByCode(server, "CHRO");
  topics = await preferencesOf(server, chro.id);
  expect(topics.length).toBeGreaterThanOrEqual(3);

  await join("CHRO", ANN, "Ann", [0], { newsletter: true });
  await join("CHRO", BOB, "Bob", [1], { newsletter: true, partners: true });
  await join("CHRO", CAT, "Cat", [2], {});
  await join("CHRO", DAN, "Dan", [0, 2], { newsletter: true });
  await join("CMO", EVE, "Eve", [0], { newsletter: true });

  // Dan withdraws his newsletter consent, as himself.
  const dan = await signInNew(DAN);
  const withdrawn = await api(
    server.baseUrl,
    "PUT",
    "/user/protected/consents",
    { company_id: chro.id, purpose: "newsletter", granted: false },
    dan.token,
  );
  expect(withdrawn.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Parses RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
};

/** The list buttons, named by their label and then what they show. */
const listButton = (page: Page, label: string) =>
  page.getByRole("button", { name: new RegExp(`^${label}`) });

const choose = async (page: Page, label: string, option: string) => {
  await listButton(page, label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
};

/** Ticks (or unticks) options of the topics multi-select, then closes it. */
const toggleTopics = async (page: Page, names: string[]) => {
  const button = listButton(page, "Topics");
  await button.click();
  for (const name of names) await page.getByRole("option", { name, exact: true }).click();
  await button.click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
};

const countText = (page: Page) =>
  page
    .getByText(/matching members$/)
    .textContent()
    .then((t) => t?.replace(/\s+/g, " ").trim());

/** Calendar days in UTC, as the server counts registration dates. */
const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Clicks 'Download CSV' and reads the file the browser saved. */
const downloadCsv = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const file = await download.path();
  const rows = parseCsv(await readFile(file, "utf8"));
  const header = rows[0] ?? [];
  const records = rows
    .slice(1)
    .map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
  return { name: download.suggestedFilename(), header, records };
};

const emails = (records: Record<string, string>[]) => records.map((r) => r.email).sort();

const auditPage = async (query: string) =>
  (
    await api<{ entries: AuditEntry[]; total: number }>(
      server.baseUrl,
      "GET",
      `/audit?${query}`,
      undefined,
      admin.token,
    )
  ).body;

const auditPagerText = (page: Page) =>
  page.getByRole("navigation", { name: "Audit log pages" }).locator("p").textContent();

describe("leads as admin", () => {
  it("counts the members of a brand as the filters change and downloads matching CSV files", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Leads", exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/leads`);
    await eventually(() => page.title()).toBe("Sector Portal | Leads");
    await page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();

    // The brand is required.
    await page.getByRole("button", { name: "Download CSV" }).click();
    await toastWith(page, "Please select a company.").waitFor();

    await choose(page, "Brand", "CHRO");
    await eventually(() => countText(page)).toBe("4 matching members");
    expect(await seriousViolations(page)).toEqual([]);

    // Brand only: the four CHRO members, not the CMO one nor staff.
    let csv = await downloadCsv(page);
    expect(csv.name).toMatch(/^leads-CHRO-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.header.slice(0, 4)).toEqual(["id", "firstname", "lastname", "email"]);
    expect(emails(csv.records)).toEqual([ANN, BOB, CAT, DAN]);
    expect(new Set(csv.records.map((r) => r.brand))).toEqual(new Set(["CHRO"]));

    // Topics: any of them.
    await toggleTopics(page, [topics[0]?.name ?? "", topics[2]?.name ?? ""]);
    await eventually(() => countText(page)).toBe("3 matching members");
    csv = await downloadCsv(page);
    expect(emails(csv.records)).toEqual([ANN, CAT, DAN]);

    // A consent granted now: Dan withdrew his newsletter consent, so he is left out.
    await choose(page, "Consent granted", "Newsletter");
    await eventually(() => countText(page)).toBe("1 matching members");
    csv = await downloadCsv(page);
    expect(emails(csv.records)).toEqual([ANN]);
    expect(csv.records[0]?.newsletter).toBe("true");

    await toggleTopics(page, [topics[0]?.name ?? "", topics[2]?.name ?? ""]);
    await eventually(() => countText(page)).toBe("2 matching members");
    csv = await downloadCsv(page);
    expect(emails(csv.records)).toEqual([ANN, BOB]);
    expect(emails(csv.records)).not.toContain(DAN);

    await choose(page, "Consent granted", "Partners");
    await eventually(() => countText(page)).toBe("1 matching members");
    await choose(page, "Consent granted", "None");
    await eventually(() => countText(page)).toBe("4 matching members");

    // Registration dates: whole UTC days.
    const from = page.getByLabel("Registered from");
    const to = page.getByLabel("Registered to");
    await from.fill(utcDay(1));
    await eventually(() => countText(page)).toBe("0 matching members");
    await from.fill(utcDay(-1));
    await to.fill(utcDay(1));
    await eventually(() => countText(page)).toBe("4 matching members");
    // A range that ends before it starts is refused beside the field, and not counted.
    await from.fill(utcDay(2));
    await page.getByText("From must not be after To.").waitFor();
    await eventually(() => page.getByText(/matching members$/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await from.fill("");
    await to.fill("");
    await eventually(() => countText(page)).toBe("4 matching members");

    // Another brand counts its own members.
    await choose(page, "Brand", "CMO");
    await eventually(() => countText(page)).toBe("1 matching members");
    await page.context().close();
  });

  it("shows the server's message when the download is refused", async () => {
    const page = await openAs(browser, server, admin.token, "/leads");
    await choose(page, "Brand", "CRO");
    await eventually(() => countText(page)).toBe("0 matching members");
    await page.route(/\/api\/leads\/export/, (route) =>
      route.fulfill({
        status: 400,
        json: { message: "Please choose among the topics of this brand.", errors: {} },
      }),
    );
    await page.getByRole("button", { name: "Download CSV" }).click();
    await toastWith(page, "Please choose among the topics of this brand.").waitFor();
    await page.context().close();
  });
});

describe("audit log as admin", () => {
  it("lists the exports with their actor, filters by action and actor, and pages", async () => {
    // More exports through the API, so that the log holds more than one page.
    for (let i = 0; i < 17; i++) {
      const res = await fetch(`${server.baseUrl}/api/leads/export?company_id=${chro.id}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.status).toBe(200);
      await res.text();
    }
    const exports = await auditPage("page=1&pageSize=100&action=lead.export");
    // Four downloads from the screen above, and these seventeen.
    expect(exports.total).toBe(21);
    const all = await auditPage("page=1&pageSize=100");
    const adminName = `${admin.user.firstname} ${admin.user.lastname}`;

    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Audit log", exact: true })
      .click();
    await page.waitForURL(`${server.baseUrl}/audit`);
    await eventually(() => page.title()).toBe("Sector Portal | Audit log");
    const rows = () => tableRows(page, "Audit log");
    await eventually(async () => (await rows()).length).toBe(20);
    const first = (await rows())[0] ?? "";
    const newest = all.entries[0];
    expect(newest?.action).toBe("lead.export");
    expect(first).toContain(` | ${adminName} exported the leads of company CHRO`);
    // The stored entry, behind Details.
    expect(first).toContain(`members of CHRO`);
    expect(first).toContain(`"target_id": "${chro.id}"`);
    await eventually(() => auditPagerText(page)).toBe(`Page 1 of ${Math.ceil(all.total / 20)}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Next" }).click();
    await eventually(() => auditPagerText(page)).toBe("Page 2 of 2");
    await eventually(async () => (await rows()).length).toBe(all.total - 20);
    await page.getByRole("button", { name: "Prev" }).click();
    await eventually(() => auditPagerText(page)).toBe("Page 1 of 2");

    // By action: an action nobody took, then the exports.
    await choose(page, "Action", "company.create");
    await page.getByRole("cell", { name: "No entries yet." }).waitFor();
    await eventually(() => auditPagerText(page)).toBe("Page 1 of 1");
    await choose(page, "Action", "lead.export");
    await eventually(async () => (await rows()).length).toBe(20);
    expect((await rows()).every((row) => row.includes('"action": "lead.export"'))).toBe(true);

    // A role change, once the server records it (another change is wiring that in): what
    // the API holds for it is what the screen shows.
    const roleChanges = await auditPage("page=1&pageSize=100&action=user.role_change");
    await choose(page, "Action", "user.role_change");
    if (roleChanges.total === 0) {
      await page.getByRole("cell", { name: "No entries yet." }).waitFor();
    } else {
      await eventually(async () => (await rows()).length).toBe(roleChanges.entries.length);
      const shown = await rows();
      roleChanges.entries.forEach((entry, i) => {
        expect(shown[i]).toContain(`changed ${entry.subject?.name}'s role to `);
        expect(shown[i]).toContain(`"target_id": "${entry.target_id}"`);
      });
    }

    // By actor: the staff are offered, members are not; the employee exported nothing.
    await choose(page, "Action", "All actions");
    await listButton(page, "Actor").click();
    const options = await page.getByRole("option").allTextContents();
    expect(options[0]).toBe("All staff");
    expect(options).toEqual(expect.arrayContaining([adminName, "Emma Staff"]));
    expect(options.some((o) => o.startsWith("Max"))).toBe(false);
    await page.getByRole("option", { name: "Emma Staff", exact: true }).click();
    await page.getByRole("cell", { name: "No entries yet." }).waitFor();
    await choose(page, "Actor", adminName);
    await eventually(() => auditPagerText(page)).toBe("Page 1 of 2");
    expect((await rows()).every((row) => row.includes(`"actor_id": ${admin.user.id},`))).toBe(true);
    await page.context().close();
  });
});

describe("what other roles see", () => {
  for (const role of ["employee", "member"] as const) {
    it(`${role === "employee" ? "an" : "a"} ${role} has no Leads or Audit log entry and gets the No access page there`, async () => {
      const account = role === "employee" ? employee : member;
      const page = await openAs(browser, server, account.token, "/myprofile");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "My Profile" }).waitFor();
      const links = await nav.getByRole("link").allTextContents();
      expect(links).not.toContain("Leads");
      expect(links).not.toContain("Audit log");
      for (const path of ["/leads", "/audit"]) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
        expect(page.url()).toBe(`${server.baseUrl}${path}`);
      }
      // The server refuses them too.
      for (const path of [`/leads/count?company_id=${chro.id}`, "/audit"]) {
        const res = await api(server.baseUrl, "GET", path, undefined, account.token);
        expect(res.status, path).toBe(403);
      }
      await page.context().close();
    });
  }
});
