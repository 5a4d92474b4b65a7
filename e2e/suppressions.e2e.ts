import type { SuppressionsPage } from "@sector/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAILGUN_KEY, mailgunBody } from "../packages/server/test/relay-events";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { adminSession, createStaff, type SessionUser } from "./support/members";
import { overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, PHONE, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };

const STAFF_CHOICE = "staff.choice@example.org";
const BOUNCED = "bounced.reader@example.org";
const TABLE = "Suppressed addresses";

beforeAll(async () => {
  // A capped process, so the Mail section shows a rate (the other e2e servers have none), and
  // a relay whose hard bounce gives the list a second reason.
  server = await startServer({
    MAIL_RATE_PER_SECOND: "20",
    MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY,
  });
  browser = await launchBrowser();
  admin = await adminSession(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const expectNoViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

/** What GET /suppressions lists now: address and reason, newest first. */
const listed = async () => {
  const res = await api<SuppressionsPage>(
    server.baseUrl,
    "GET",
    "/suppressions",
    undefined,
    admin.token,
  );
  expect(res.status).toBe(200);
  return res.body.suppressions.map((s) => [s.email, s.reason]);
};

/** Mailgun reports a permanent failure of a mail to `email`. */
const hardBounce = async (email: string) => {
  const res = await fetch(`${server.baseUrl}/api/mail-events/mailgun`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: mailgunBody({
      event: "failed",
      severity: "permanent",
      recipient: email,
      "delivery-status": { code: 550, description: "No such mailbox" },
    }),
  });
  expect(res.status, await res.text()).toBe(200);
};

/** Address, reason and detail of each row (the date is the viewer's local time). */
const rows = async (page: Page) =>
  (await tableRows(page, TABLE)).map((row) => row.split(" | ").slice(0, 3).join(" | "));

const chooseReason = async (page: Page, reason: string) => {
  await page.getByRole("button", { name: /^Reason/ }).click();
  await page.getByRole("option", { name: reason, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
};

/** The Mail section's figures: each label with what it shows. */
const mailFigures = (section: Locator) =>
  section
    .locator("dl")
    .evaluate((list) =>
      Object.fromEntries(
        Array.from(list.querySelectorAll("dt")).map((term) => [
          term.textContent ?? "",
          term.nextElementSibling?.textContent ?? "",
        ]),
      ),
    );

describe("the Suppressions screen", () => {
  it("adds an address, refuses it twice, searches, filters by reason and removes it", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");

    // The dashboard's Mail section shows this process's caps and what newsletters still owe.
    const mail = page.getByRole("region", { name: "Mail", exact: true });
    await mail.locator("dl").waitFor();
    expect(await mailFigures(mail)).toMatchObject({
      "Newsletter mails waiting": "0",
      "Sending rate": "20 a second per process",
      "Newsletter sending rate": "No limit",
    });

    await page.getByRole("link", { name: "Suppressions", exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Suppressions");
    await page.getByRole("heading", { name: "Suppressions", level: 1 }).waitFor();
    const table = page.getByRole("region", { name: TABLE });
    await table.getByRole("cell", { name: "No suppressed addresses." }).waitFor();
    await expectNoViolations(page);

    // Added by staff, stored in lower case, with its detail.
    await page.getByRole("button", { name: "Add address" }).click();
    const form = await openDialog(page, "Add address");
    await expectNoViolations(page);
    await form.getByRole("textbox", { name: "Email address" }).fill("Staff.Choice@Example.org");
    await form.getByRole("textbox", { name: "Detail (optional)" }).fill("Asked by phone");
    await form.getByRole("button", { name: "Add address" }).click();
    await toastWith(page, `${STAFF_CHOICE} gets no more marketing mail.`).waitFor();
    await eventually(() => form.count()).toBe(0);
    await eventually(() => rows(page)).toEqual([
      `${STAFF_CHOICE} | Added by staff | Asked by phone`,
    ]);
    expect(await listed()).toEqual([[STAFF_CHOICE, "manual"]]);

    // The same address again: the server's answer shows on the field, and nothing is added.
    await page.getByRole("button", { name: "Add address" }).click();
    const again = await openDialog(page, "Add address");
    const email = again.getByRole("textbox", { name: "Email address" });
    await email.fill(STAFF_CHOICE);
    await again.getByRole("button", { name: "Add address" }).click();
    await again.getByText("This address is already suppressed.", { exact: true }).waitFor();
    await eventually(() => email.getAttribute("aria-invalid")).toBe("true");
    await expectNoViolations(page);
    await again.getByRole("button", { name: "Cancel" }).click();
    await eventually(() => again.count()).toBe(0);
    expect(await listed()).toEqual([[STAFF_CHOICE, "manual"]]);

    // A relay's hard bounce suppresses another address; newest first.
    await hardBounce(BOUNCED);
    await page.reload();
    await eventually(async () => (await rows(page)).map((row) => row.split(" | ")[1])).toEqual([
      "Hard bounce",
      "Added by staff",
    ]);
    // Each with the date it was added.
    expect(await tableRows(page, TABLE)).toEqual([
      expect.stringMatching(/^bounced\.reader@example\.org \| Hard bounce \| .+ \| \w{3} \d/),
      expect.stringMatching(
        /^staff\.choice@example\.org \| Added by staff \| Asked by phone \| \w{3} \d/,
      ),
    ]);

    // The search matches part of the address, whatever its case.
    const search = page.getByRole("searchbox", { name: "Search addresses" });
    await search.fill("STAFF.CH");
    await eventually(() => rows(page)).toEqual([
      `${STAFF_CHOICE} | Added by staff | Asked by phone`,
    ]);
    await search.fill("");
    await eventually(async () => (await rows(page)).length).toBe(2);

    // One reason at a time.
    await chooseReason(page, "Hard bounce");
    await eventually(async () => (await rows(page)).map((row) => row.split(" | ")[0])).toEqual([
      BOUNCED,
    ]);
    await chooseReason(page, "Added by staff");
    await eventually(async () => (await rows(page)).map((row) => row.split(" | ")[0])).toEqual([
      STAFF_CHOICE,
    ]);
    await chooseReason(page, "Complaint");
    await table.getByRole("cell", { name: "No suppressed address matches." }).waitFor();
    await chooseReason(page, "All reasons");
    await eventually(async () => (await rows(page)).length).toBe(2);
    await expectNoViolations(page);

    // Removed after a confirmation: gone from the screen and from the API.
    await table.getByRole("button", { name: `Remove ${STAFF_CHOICE}` }).click();
    const confirm = await openDialog(page, "Remove this address?");
    await confirm
      .getByText(`${STAFF_CHOICE} may get newsletters and other marketing mail again.`)
      .waitFor();
    await expectNoViolations(page);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await toastWith(page, "Address removed.").waitFor();
    await eventually(async () => (await rows(page)).map((row) => row.split(" | ")[0])).toEqual([
      BOUNCED,
    ]);
    expect(await listed()).toEqual([[BOUNCED, "bounce"]]);
    await page.context().close();
  });

  it("works on a phone: reached from the menu drawer, rows as cards, nothing overflows", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard", PHONE);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Suppressions", exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Suppressions");
    const table = page.getByRole("region", { name: TABLE });
    await table.getByRole("button", { name: `Remove ${BOUNCED}` }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoViolations(page);

    await page.getByRole("button", { name: "Add address" }).click();
    await openDialog(page, "Add address");
    await expectNoViolations(page);
    await page.context().close();
  });

  it("is the admin's alone: no sidebar entry and the No access page for an employee", async () => {
    const employee = await createStaff(server, "employee", { email: "suppress.staff@example.org" });
    const page = await openAs(browser, server, employee.token, "/suppressions");
    await eventually(() => page.title()).toBe("Sector Portal | No access");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link").first().waitFor();
    expect(await page.getByRole("link", { name: "Suppressions", exact: true }).count()).toBe(0);
    const refused = await api(server.baseUrl, "GET", "/suppressions", undefined, employee.token);
    expect(refused.status).toBe(403);
    await page.context().close();
  });
});
