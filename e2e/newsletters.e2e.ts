import type { NewsletterWithCounts } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  createResource,
  createStaff,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, PHONE, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let cio: { id: number; name: string };
let grace: Account;
let alan: Account;

/** Tagged with the topic Grace and Alan both chose: in each one's edition. */
const SHARED_TITLE = "Zero trust for busy CIOs";
/** Tagged with Grace's second topic only. */
const GRACE_TITLE = "Cloud costs, cut in half";
/** A staff account's address: where an admin may send a test besides their own. */
const TEST_ADDRESS = "newsletter.tester@example.org";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  cio = await companyByCode(server, "CIO");
  const [first, second] = await preferencesOf(server, cio.id);
  if (!first || !second) throw new Error("CIO needs two topics");
  grace = await createMember(server, {
    email: "grace.hopper@example.org",
    firstname: "Grace",
    lastname: "Hopper",
    preferenceNames: [first.name, second.name],
  });
  alan = await createMember(server, {
    email: "alan.turing@example.org",
    firstname: "Alan",
    lastname: "Turing",
    preferenceNames: [first.name],
  });
  // Both want the weekly CIO newsletter.
  for (const member of [grace, alan]) {
    const granted = await api(
      server.baseUrl,
      "PUT",
      "/user/protected/consents",
      { company_id: cio.id, purpose: "newsletter", granted: true },
      member.token,
    );
    expect(granted.status).toBe(200);
  }
  await createStaff(server, "employee", {
    email: TEST_ADDRESS,
    firstname: "Nora",
    lastname: "Tester",
  });
  const image = `${server.baseUrl}/brands/cio.svg`;
  await createResource(server, admin.token, {
    title: SHARED_TITLE,
    companyId: cio.id,
    preferenceIds: [first.id],
    imageUrl: image,
  });
  await createResource(server, admin.token, {
    title: GRACE_TITLE,
    companyId: cio.id,
    preferenceIds: [second.id],
    imageUrl: image,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const expectNoViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

const chooseBrand = async (page: Page, name: string) => {
  await page.getByRole("button", { name: /^Brand/ }).click();
  await page.getByRole("option", { name, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
};

const editionOf = async (id: number) =>
  (
    await api<{ newsletter: NewsletterWithCounts }>(
      server.baseUrl,
      "GET",
      `/newsletters/${id}`,
      undefined,
      admin.token,
    )
  ).body.newsletter;

const newestEditionId = async () => {
  const listed = await api<{ newsletters: NewsletterWithCounts[] }>(
    server.baseUrl,
    "GET",
    `/newsletters?company_id=${cio.id}`,
    undefined,
    admin.token,
  );
  const [newest] = listed.body.newsletters;
  if (!newest) throw new Error("no edition listed");
  return newest.id;
};

describe("the Newsletters screen", () => {
  it("lets an admin write an edition, preview it for a member, test it, send it and watch it go", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    await page.getByRole("link", { name: "Newsletters", exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Newsletters");
    await chooseBrand(page, cio.name);
    const table = page.getByRole("region", { name: "Editions" });
    await table.getByRole("cell", { name: "No editions yet." }).waitFor();
    await page.getByRole("heading", { name: "Weekly schedule" }).waitFor();
    await expectNoViolations(page);

    // A new draft: its subject and intro.
    await page.getByRole("button", { name: "New edition" }).click();
    const composer = await openDialog(page, "New edition");
    await expectNoViolations(page);
    await composer.getByRole("textbox", { name: "Subject" }).fill("The CIO week: zero trust");
    await composer.getByRole("textbox", { name: "Intro" }).fill("Two reads for your Monday.");
    await composer.getByRole("button", { name: "Create draft" }).click();
    await toastWith(page, "Draft created.").waitFor();
    await eventually(() => composer.count()).toBe(0);
    const edition = page.getByRole("article", { name: "The CIO week: zero trust" });
    await edition.locator("header").getByText("Draft", { exact: true }).waitFor();
    await edition.getByText("Window start:").waitFor();
    expect(await edition.getByText("When it is sent").count()).toBe(1);
    await eventually(async () =>
      (await tableRows(page, "Editions")).map((row) => row.split(" | ").slice(0, 2)),
    ).toEqual([["The CIO week: zero trust", "Draft"]]);

    // Grace's edition, found by her name: both her topics' resources, in a sandboxed frame.
    await edition.getByRole("searchbox", { name: "Find a member" }).fill("grace");
    await edition.getByRole("button", { name: "Grace Hopper", exact: true }).click();
    const items = edition.getByRole("list", { name: "Items" });
    await items.getByText(SHARED_TITLE, { exact: true }).waitFor();
    expect((await items.getByRole("listitem").allTextContents()).sort()).toEqual(
      [GRACE_TITLE, SHARED_TITLE].sort(),
    );
    const frame = edition.getByTitle("Newsletter for Grace Hopper");
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts");
    // Its origin is opaque: nothing in the mail can reach the app's storage or session.
    const mailFrame = await (await frame.elementHandle())?.contentFrame();
    expect(await mailFrame?.evaluate(() => window.origin)).toBe("null");
    await page
      .frameLocator("iframe[title='Newsletter for Grace Hopper']")
      .getByText(GRACE_TITLE)
      .first()
      .waitFor();
    await expectNoViolations(page);

    // A test of Grace's edition reaches the staff address given, marked as a test; an outside
    // address is refused (a test carries a member's name and items).
    const testTo = edition.getByRole("textbox", { name: "Send a test to" });
    await testTo.fill("someone.else@example.net");
    await edition.getByRole("button", { name: "Send test" }).click();
    await toastWith(page, "A test goes to your own address or another staff account's.").waitFor();
    await testTo.fill(TEST_ADDRESS);
    await edition.getByRole("button", { name: "Send test" }).click();
    await toastWith(page, `Test sent to ${TEST_ADDRESS}.`).waitFor();
    const testsTo = async (address: string) =>
      (await mailsTo(server.outboxDir, address)).filter((m) => m.subject.startsWith("[Test] "));
    await eventually(async () => (await testsTo(TEST_ADDRESS)).length).toBe(1);
    const [test] = await testsTo(TEST_ADDRESS);
    expect(test?.raw).toContain(GRACE_TITLE);
    expect(await mailsTo(server.outboxDir, "someone.else@example.net")).toEqual([]);

    // Sent now: the status and the counts follow by themselves.
    await edition.getByRole("button", { name: "Send now" }).click();
    const confirm = await openDialog(page, "Send this edition now?");
    await confirm.getByRole("button", { name: "Send now" }).click();
    await toastWith(page, "Sending started.").waitFor();
    const id = await newestEditionId();
    await eventually(async () => (await editionOf(id)).status, 20_000).toBe("sent");
    await edition.locator("header").getByText("Sent", { exact: true }).waitFor();
    const sent = await editionOf(id);
    expect(sent.counts.recipients).toBeGreaterThanOrEqual(2);
    expect(sent.counts.sent + sent.counts.skipped + sent.counts.failed).toBe(
      sent.counts.recipients,
    );
    const bar = edition.getByRole("progressbar", { name: "Delivered" });
    await eventually(() => bar.getAttribute("aria-valuenow")).toBe(String(sent.counts.recipients));
    const { recipients, sent: delivered, failed, skipped } = sent.counts;
    await eventually(async () =>
      (await tableRows(page, "Editions")).map((row) => {
        const cells = row.split(" | ");
        return [cells[0], cells[1], ...cells.slice(3, 7)];
      }),
    ).toEqual([
      ["The CIO week: zero trust", "Sent", ...[recipients, delivered, failed, skipped].map(String)],
    ]);
    // Sent: nothing to edit, send or cancel any more.
    for (const name of ["Send now", "Save draft", "Cancel edition"]) {
      expect(await edition.getByRole("button", { name }).count()).toBe(0);
    }
    // Each member got their own edition (after the mails of their sign-up).
    for (const [member, titles] of [
      [grace, [SHARED_TITLE, GRACE_TITLE]],
      [alan, [SHARED_TITLE]],
    ] as const) {
      await eventually(async () =>
        (await mailsTo(server.outboxDir, member.email)).map((m) => m.subject),
      ).toContain("The CIO week: zero trust");
      const edition = (await mailsTo(server.outboxDir, member.email)).find(
        (m) => m.subject === "The CIO week: zero trust",
      );
      for (const title of titles) expect(edition?.raw).toContain(title);
    }
    expect(
      (await mailsTo(server.outboxDir, alan.email)).some((m) => m.raw.includes(GRACE_TITLE)),
    ).toBe(false);
    await expectNoViolations(page);

    // The brand's weekly schedule: refused with an unknown zone, saved with a real one.
    const zone = page.getByRole("combobox", { name: "Time zone" });
    await zone.fill("Mars/Olympus");
    await page.getByRole("button", { name: "Save schedule" }).click();
    await toastWith(page, "Time zone must be an IANA name, such as Europe/London.").waitFor();
    await zone.fill("Europe/Paris");
    await page.getByRole("checkbox", { name: `Send ${cio.name}'s edition every week` }).check();
    await page.getByRole("button", { name: /^Weekday/ }).click();
    await page.getByRole("option", { name: "Tuesday", exact: true }).click();
    await page.getByRole("button", { name: "Save schedule" }).click();
    await toastWith(page, "Weekly schedule saved.").waitFor();
    const settings = await api<{ settings: Record<string, unknown> }>(
      server.baseUrl,
      "GET",
      `/company/${cio.id}/newsletter`,
      undefined,
      admin.token,
    );
    expect(settings.body.settings).toMatchObject({
      enabled: true,
      weekday: 2,
      timezone: "Europe/Paris",
    });
  });

  it("schedules an edition for later, then cancels it before it goes", async () => {
    const page = await openAs(browser, server, admin.token, "/newsletters");
    await chooseBrand(page, cio.name);
    await page.getByRole("button", { name: "New edition" }).click();
    const composer = await openDialog(page, "New edition");
    await composer.getByRole("textbox", { name: "Subject" }).fill("Next week's picks");
    await composer.getByRole("button", { name: "Create draft" }).click();
    const edition = page.getByRole("article", { name: "Next week's picks" });
    await edition.locator("header").getByText("Draft", { exact: true }).waitFor();

    // Two days from now on the viewer's clock, as the datetime-local field takes it.
    const later = await page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 24 * 3600 * 1000);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    await edition.getByLabel("Or send at").fill(later);
    await edition.getByRole("button", { name: "Schedule" }).click();
    await toastWith(page, "Edition scheduled.").waitFor();
    await edition.locator("header").getByText("Scheduled", { exact: true }).waitFor();
    await edition.getByText("Send at:").waitFor();
    const id = await newestEditionId();
    const scheduled = await editionOf(id);
    expect(scheduled.status).toBe("scheduled");
    expect(new Date(scheduled.send_at ?? "").getTime()).toBeGreaterThan(
      Date.now() + 24 * 3600 * 1000,
    );

    await edition.getByRole("button", { name: "Cancel edition" }).click();
    const confirm = await openDialog(page, "Cancel this edition?");
    await confirm.getByRole("button", { name: "Cancel edition" }).click();
    await toastWith(page, "Edition cancelled.").waitFor();
    await edition.locator("header").getByText("Cancelled", { exact: true }).waitFor();
    expect((await editionOf(id)).status).toBe("cancelled");
    expect(await page.getByRole("article").count()).toBe(1);
  });

  it("fits a phone: no sideways scrolling, no serious accessibility finding", async () => {
    const page = await openAs(browser, server, admin.token, "/newsletters", PHONE);
    await eventually(() => page.title()).toBe("Sector Portal | Newsletters");
    await chooseBrand(page, cio.name);
    await page.getByRole("button", { name: "Open The CIO week: zero trust" }).click();
    await page.getByRole("article", { name: "The CIO week: zero trust" }).waitFor();
    await page.getByRole("heading", { name: "Weekly schedule" }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoViolations(page);
  });

  it("lets an employee write and test a draft, but not send it", async () => {
    const employee = await createStaff(server, "employee", {
      email: "newsletter.staff@example.org",
      firstname: "Emma",
      lastname: "Staff",
    });
    const page = await openAs(browser, server, employee.token, "/myprofile");
    await page.getByRole("link", { name: "Newsletters", exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Newsletters");
    await chooseBrand(page, cio.name);
    await page.getByRole("button", { name: "New edition" }).click();
    const composer = await openDialog(page, "New edition");
    await composer.getByRole("button", { name: "Create draft" }).click();
    await toastWith(page, "Draft created.").waitFor();
    // A blank subject: the brand's usual one.
    const edition = page.getByRole("article", { name: `The ${cio.name} week` });
    await edition.getByRole("button", { name: "Save draft" }).waitFor();
    expect(await edition.getByRole("button", { name: "Send now" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Weekly schedule" }).count()).toBe(0);
    // Their test goes to their own address, which the field shows and does not let them change.
    const testTo = edition.getByRole("textbox", { name: "Send a test to" });
    expect(await testTo.inputValue()).toBe(employee.email);
    expect(await testTo.getAttribute("readonly")).not.toBeNull();
    await edition.getByRole("button", { name: "Send test" }).click();
    await toastWith(page, `Test sent to ${employee.email}.`).waitFor();
    await expectNoViolations(page);
    const elsewhere = await api(
      server.baseUrl,
      "POST",
      `/newsletters/${await newestEditionId()}/test`,
      { email: TEST_ADDRESS },
      employee.token,
    );
    expect(elsewhere.status).toBe(403);
    // The server refuses it anyway.
    const refused = await api(
      server.baseUrl,
      "POST",
      `/newsletters/${await newestEditionId()}/send`,
      {},
      employee.token,
    );
    expect(refused.status).toBe(403);
  });
});
