import type { Consent, ConsentEvent, ConsentText, PublicUser } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  preferencesOf,
} from "./support/members";
import { newPage, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string };
let member: Account;
let cio: { id: number };

const SAVED = "Your communication preferences were saved.";
const CIO_NEWSLETTER = "Yes, I would like to receive the weekly CIO newsletter.";
const CIO_PARTNERS =
  "Yes, I would like to receive communications from CIO and its affiliated partners.";

interface UnsubscribeUrl {
  company_id: number;
  company_name: string;
  purpose: string;
  url: string;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  cio = await companyByCode(server, "CIO");
  member = await createMember(server, {
    email: "grace@example.org",
    firstname: "Grace",
    lastname: "Hopper",
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A member's consent history and unsubscribe links, as the admin's API answers them. */
const historyOf = async (userId: number) => {
  const res = await api<{ events: ConsentEvent[]; unsubscribe_urls: UnsubscribeUrl[] }>(
    server.baseUrl,
    "GET",
    `/user/protected/consent-events?user_id=${userId}`,
    undefined,
    admin.token,
  );
  expect(res.status).toBe(200);
  return res.body;
};

/** The member's current consents, as the member's own API answers them. */
const consentsOf = async (token: string) =>
  (
    await api<{ consents: Consent[] }>(
      server.baseUrl,
      "GET",
      "/user/protected/consents",
      undefined,
      token,
    )
  ).body.consents;

const grantedOf = async (token: string, companyId: number, purpose: string) =>
  (await consentsOf(token)).find((c) => c.company_id === companyId && c.purpose === purpose)
    ?.granted;

const setWording = async (companyId: number, purpose: string, text: string) => {
  const res = await api<{ text: ConsentText }>(
    server.baseUrl,
    "PUT",
    `/company/${companyId}/consent-texts`,
    { purpose, text },
    admin.token,
  );
  expect(res.status).toBe(200);
  return res.body.text;
};

const userByEmail = async (email: string) => {
  const res = await api<{ users: PublicUser[] }>(
    server.baseUrl,
    "GET",
    "/user/protected/fetchusers?page=1&pageSize=50",
    undefined,
    admin.token,
  );
  const user = res.body.users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
};

describe("registration", () => {
  it("shows the brand's current wording and records the version the visitor saw", async () => {
    const cmo = await companyByCode(server, "CMO");
    const wording = "Yes, send me the CMO Monday briefing by email.";
    const changed = await setWording(cmo.id, "newsletter", wording);
    expect(changed.version).toBe(2);
    const [topic] = await preferencesOf(server, cmo.id);
    if (!topic) throw new Error("CMO needs a preference");

    const page = await newPage(browser);
    await page.goto(`${server.baseUrl}/cmo-register`);
    // The prerendered page starts from version 1; the server's wording replaces it.
    const newsletter = page.getByRole("checkbox", { name: wording, exact: true });
    await newsletter.waitFor();
    expect(await page.getByRole("checkbox", { name: /weekly CMO newsletter/ }).count()).toBe(0);
    // The other two are still at version 1.
    await page
      .getByRole("checkbox", {
        name: "Yes, I would like to receive resources, reports and event invitations from CMO.",
        exact: true,
      })
      .waitFor();

    const email = "mary.jackson@example.org";
    await page.getByLabel("First Name*", { exact: true }).fill("Mary");
    await page.getByLabel("Last Name*", { exact: true }).fill("Jackson");
    await page.getByLabel("Your email (Business Email)*", { exact: true }).fill(email);
    await page.getByLabel("Phone*", { exact: true }).fill("5550001111");
    await page.getByRole("checkbox", { name: topic.name, exact: true }).check();
    await newsletter.check();
    const sent = page.waitForRequest("**/api/user/public/register");
    await page.getByRole("button", { name: "Join", exact: true }).click();
    expect((await sent).postDataJSON().consent_versions).toEqual({
      newsletter: 2,
      resources: 1,
      partners: 1,
    });
    await toastWith(page, "Registeration Successful!").waitFor();
    await page.waitForURL(`${server.baseUrl}/login`);
    await waitForMailsTo(server.outboxDir, email);

    // Stored: the ledger holds the grant with the wording and version shown.
    const { events } = await historyOf((await userByEmail(email)).id);
    const grant = events.find((e) => e.purpose === "newsletter" && e.company_id === cmo.id);
    expect(grant).toMatchObject({
      granted: true,
      text: wording,
      text_version: 2,
      source: "registration",
    });
    await page.context().close();
  });
});

describe("My Profile, Communication", () => {
  const openCommunication = async (page: Page) => {
    await page.getByRole("tab", { name: "Communication" }).click();
    await page.getByRole("heading", { name: "CIO", exact: true }).waitFor();
  };

  it("saves a switch at once, keeps it after a reload, and records a 'profile' event", async () => {
    expect(await grantedOf(member.token, cio.id, "newsletter")).toBe(false);
    const before = (await historyOf(member.user.id)).events.length;

    const page = await openAs(browser, server, member.token, "/myprofile");
    await openCommunication(page);
    // Each switch is named by the wording it gives consent to.
    const newsletter = page.getByRole("switch", { name: CIO_NEWSLETTER, exact: true });
    expect(await page.getByRole("switch").count()).toBe(3);
    expect(await newsletter.getAttribute("aria-checked")).toBe("false");
    await page.getByText(CIO_NEWSLETTER, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await newsletter.click();
    await toastWith(page, SAVED).waitFor();
    await eventually(() => newsletter.getAttribute("aria-checked")).toBe("true");
    await eventually(() => grantedOf(member.token, cio.id, "newsletter")).toBe(true);

    await page.reload();
    await openCommunication(page);
    await eventually(() =>
      page.getByRole("switch", { name: CIO_NEWSLETTER, exact: true }).getAttribute("aria-checked"),
    ).toBe("true");

    const { events } = await historyOf(member.user.id);
    expect(events).toHaveLength(before + 1);
    expect(events[0]).toMatchObject({
      company_id: cio.id,
      purpose: "newsletter",
      granted: true,
      source: "profile",
      text: CIO_NEWSLETTER,
      actor: null,
    });
    await page.context().close();
  });

  it("shows the server's message and turns the switch back when saving fails", async () => {
    const page = await openAs(browser, server, member.token, "/myprofile");
    await openCommunication(page);
    const partners = page.getByRole("switch", { name: CIO_PARTNERS, exact: true });
    const was = await partners.getAttribute("aria-checked");
    await page.route("**/api/user/protected/consents", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 409,
            contentType: "application/json",
            body: JSON.stringify({ message: "Saving is paused for maintenance." }),
          })
        : route.continue(),
    );
    await partners.click();
    await toastWith(page, "Saving is paused for maintenance.").waitFor();
    await eventually(() => partners.getAttribute("aria-checked")).toBe(was);
    expect(await grantedOf(member.token, cio.id, "partners")).toBe(was === "true");
    await page.context().close();
  });

  it("is not offered to staff", async () => {
    const page = await openAs(browser, server, admin.token, "/myprofile");
    await page.getByRole("tab", { name: "Account Details" }).waitFor();
    expect(await page.getByRole("tab", { name: "Communication" }).count()).toBe(0);
    await page.context().close();
  });
});

describe("unsubscribe page", () => {
  /** The member's link for one purpose at CIO, on this server's address. */
  const linkFor = async (purpose: string) => {
    const { unsubscribe_urls } = await historyOf(member.user.id);
    const found = unsubscribe_urls.find((u) => u.company_id === cio.id && u.purpose === purpose);
    if (!found) throw new Error(`no ${purpose} link`);
    return `${server.baseUrl}${new URL(found.url).pathname}`;
  };

  it("stops what the link names for a guest, says so in the page, and records it", async () => {
    const grant = await api(
      server.baseUrl,
      "PUT",
      "/user/protected/consents",
      { company_id: cio.id, purpose: "newsletter", granted: true },
      member.token,
    );
    expect(grant.status).toBe(200);
    const link = await linkFor("newsletter");

    const page = await newPage(browser);
    await page.goto(link);
    await page.getByRole("heading", { name: "Stop the weekly CIO newsletter?" }).waitFor();
    await eventually(() => page.title()).toBe("Sector Portal | Unsubscribe");
    await page.getByText(CIO_NEWSLETTER, { exact: true }).waitFor();
    expect(await page.getByText(/already unsubscribed/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    const confirmation = page.getByRole("main").getByRole("status");
    await confirmation.getByText("You have been unsubscribed.", { exact: true }).waitFor();
    await confirmation
      .getByText("You will no longer receive the weekly CIO newsletter.", { exact: true })
      .waitFor();
    expect(await page.getByRole("button", { name: "Unsubscribe", exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    expect(await grantedOf(member.token, cio.id, "newsletter")).toBe(false);
    const [latest] = (await historyOf(member.user.id)).events;
    expect(latest).toMatchObject({
      company_id: cio.id,
      purpose: "newsletter",
      granted: false,
      source: "unsubscribe",
    });

    // Opened again: already unsubscribed; a second click changes nothing.
    await page.reload();
    await page
      .getByText("You are already unsubscribed from the weekly CIO newsletter.", { exact: true })
      .waitFor();
    const count = (await historyOf(member.user.id)).events.length;
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await page.getByText("You have been unsubscribed.", { exact: true }).waitFor();
    expect((await historyOf(member.user.id)).events).toHaveLength(count);
    await page.context().close();
  });

  it("works for a signed-in member too", async () => {
    const page = await openAs(browser, server, member.token, "/myprofile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.goto(await linkFor("resources"));
    await page
      .getByRole("heading", { name: "Stop resources, reports and event invitations from CIO?" })
      .waitFor();
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).waitFor();
    await page.context().close();
  });

  it("refuses a tampered link: the server's message and no button", async () => {
    const link = await linkFor("partners");
    // The first character of the signature (the last one partly holds padding bits).
    const at = link.lastIndexOf(".") + 1;
    const tampered = `${link.slice(0, at)}${link[at] === "A" ? "B" : "A"}${link.slice(at + 1)}`;
    const page = await newPage(browser);
    await page.goto(tampered);
    await page
      .getByRole("main")
      .getByRole("alert")
      .getByText("This unsubscribe link is not valid.", { exact: true })
      .waitFor();
    expect(await page.getByRole("button", { name: "Unsubscribe" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: /^Stop / }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("staff", () => {
  it("opens a member's consent history and unsubscribe links from the Users screen", async () => {
    const history = await historyOf(member.user.id);
    expect(history.events.length).toBeGreaterThan(0);
    const page = await openAs(browser, server, admin.token, "/users");
    const open = page.getByRole("button", { name: "Consents of Grace Hopper", exact: true });
    await open.waitFor();
    // The table still reads name (with the member's brands and work details, derived from "Chief
    // Information Officer", under it) | email | mobile | role.
    expect((await tableRows(page, "Users")).find((r) => r.startsWith("Grace Hopper"))).toBe(
      "Grace Hopper CIO C-level · IT | grace@example.org | 0123456789 | user",
    );

    await open.click();
    const modal = await openDialog(page, "Consents");
    await modal.getByText("Grace Hopper (grace@example.org)", { exact: true }).waitFor();
    const region = modal.getByRole("region", { name: "Consent history" });
    await eventually(() => region.locator("tbody tr").count()).toBe(history.events.length);
    const rows = await tableRows(page, "Consent history");
    const [newest] = history.events;
    if (!newest) throw new Error("no events");
    // Newest first: the last withdrawal through a link, with its version and address.
    expect(rows[0]).toContain("Withdrawn");
    expect(rows[0]).toContain("Unsubscribe link");
    expect(rows[0]).toContain(`Version ${newest.text_version}`);
    expect(rows[0]).toContain(newest.ip ?? "--");
    expect(rows.some((r) => r.includes("Granted") && r.includes("My Profile"))).toBe(true);
    expect(rows.at(-1)).toContain("Registration");

    const links = modal.getByRole("textbox", { name: /^Unsubscribe link, / });
    expect(await links.count()).toBe(history.unsubscribe_urls.length);
    expect(
      await links.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(history.unsubscribe_urls.map((u) => u.url));
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("edits a brand's consent wording; a change becomes a new version", async () => {
    const cro = await companyByCode(server, "CRO");
    const page = await openAs(browser, server, admin.token, "/company");
    await page.getByRole("button", { name: "Consent wording of CRO", exact: true }).click();
    const modal = await openDialog(page, "Consent wording");
    const newsletter = modal.getByRole("textbox", { name: "Weekly newsletter (version 1)" });
    await newsletter.waitFor();
    expect(await newsletter.inputValue()).toBe(
      "Yes, I would like to receive the weekly CRO newsletter.",
    );
    expect(await modal.getByRole("textbox").count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);

    // An empty wording is refused before anything is sent.
    await newsletter.fill("   ");
    await modal.getByRole("button", { name: "Save weekly newsletter wording" }).click();
    await modal.getByText("The consent wording is required.", { exact: true }).waitFor();

    const wording = "Yes, send me the CRO revenue letter every Friday.";
    await newsletter.fill(wording);
    await modal.getByRole("button", { name: "Save weekly newsletter wording" }).click();
    await toastWith(page, "Consent wording saved (version 2).").waitFor();
    const saved = modal.getByRole("textbox", { name: "Weekly newsletter (version 2)" });
    await saved.waitFor();
    expect(await saved.inputValue()).toBe(wording);

    const texts = await api<{ texts: ConsentText[] }>(
      server.baseUrl,
      "GET",
      `/company/${cro.id}/consent-texts`,
    );
    expect(texts.body.texts.find((t) => t.purpose === "newsletter")).toEqual({
      purpose: "newsletter",
      version: 2,
      text: wording,
    });
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    // The Company table keeps its four columns; the new button sits beside Edit.
    const table = page.getByRole("region", { name: "Companies" });
    expect(await table.getByRole("columnheader").count()).toBe(4);
    const row = (await tableRows(page, "Companies")).find((r) => r.startsWith("CRO |"));
    expect(row?.split(" | ")).toHaveLength(4);
    expect(row).toMatch(/ \| Consent wording ?Edit$/);
    await page.context().close();
  });
});
