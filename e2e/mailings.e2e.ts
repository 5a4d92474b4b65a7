import type { MailingReport, Segment } from "@sector/shared";
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

const SUBJECT = "The 2027 CIO security report is out";
/** Consenting members whose job title holds "chief": the saved segment's size. */
let chiefs = 0;
/** The mailing sent. */
let mailingId = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  cio = await companyByCode(server, "CIO");
  grace = await createMember(server, {
    email: "grace.hopper@example.org",
    firstname: "Grace",
    lastname: "Hopper",
    jobTitle: "Chief Information Officer",
  });
  alan = await createMember(server, {
    email: "alan.turing@example.org",
    firstname: "Alan",
    lastname: "Turing",
    jobTitle: "Software Engineer",
  });
  // Both agree to hear about CIO's resources and events.
  for (const member of [grace, alan]) {
    const granted = await api(
      server.baseUrl,
      "PUT",
      "/user/protected/consents",
      { company_id: cio.id, purpose: "resources", granted: true },
      member.token,
    );
    expect(granted.status).toBe(200);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const expectNoViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

const chooseOption = async (page: Page, button: RegExp, name: string) => {
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("option", { name, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
};

/** What the server counts for the rules: the builder must show the same. */
const countFor = async (rules: object) =>
  (
    await api<{ count: number }>(
      server.baseUrl,
      "GET",
      `/segments/count?${new URLSearchParams({
        company_id: String(cio.id),
        purpose: "resources",
        rules: JSON.stringify(rules),
      })}`,
      undefined,
      admin.token,
    )
  ).body.count;

const mailingOf = async (id: number) =>
  (
    await api<{ mailing: MailingReport }>(
      server.baseUrl,
      "GET",
      `/mailings/${id}`,
      undefined,
      admin.token,
    )
  ).body.mailing;

const members = (count: number) =>
  `${count.toLocaleString("en-US")} consenting member${count === 1 ? "" : "s"}`;

describe("Mailings and segments", () => {
  it("lets an admin build a segment and see its count change as the rules do", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    await page.getByRole("link", { name: "Segments", exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Segments");
    await chooseOption(page, /^Brand/, cio.name);
    await page.getByRole("region", { name: "Segments" }).getByText("No segments yet.").waitFor();
    await expectNoViolations(page);

    // The builder counts the brand's consenting members as the rules change.
    await page.getByRole("button", { name: "New segment" }).click();
    const form = await openDialog(page, "New segment");
    const count = form.getByRole("status");
    const everyone = await countFor({});
    expect(everyone).toBeGreaterThanOrEqual(2);
    await eventually(() => count.textContent()).toContain(members(everyone));
    await form.getByRole("textbox", { name: "Job title words" }).fill("chief");
    chiefs = await countFor({ job_titles: ["chief"] });
    expect(chiefs).toBeLessThan(everyone);
    expect(chiefs).toBeGreaterThanOrEqual(1);
    await eventually(() => count.textContent()).toContain(members(chiefs));
    await expectNoViolations(page);
    await form.getByRole("textbox", { name: "Name" }).fill("Chiefs");
    await page.getByRole("button", { name: "Create segment" }).click();
    await toastWith(page, "Segment created.").waitFor();
    await eventually(async () =>
      (await tableRows(page, "Segments")).map((row) => row.split(" | ").slice(0, 2)),
    ).toEqual([["Chiefs", String(chiefs)]]);
    const segments = await api<{ segments: Segment[] }>(
      server.baseUrl,
      "GET",
      `/segments?company_id=${cio.id}`,
      undefined,
      admin.token,
    );
    expect(segments.body.segments.map((s) => [s.name, s.rules])).toEqual([
      ["Chiefs", { job_titles: ["chief"] }],
    ]);
  });

  it("lets an admin compose a resources mailing to it, preview it for a member, send it and read its report", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    await page.getByRole("link", { name: "Mailings", exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Mailings");
    await chooseOption(page, /^Brand/, cio.name);
    await page.getByRole("region", { name: "Mailings" }).getByText("No mailings yet.").waitFor();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "New mailing" }).click();
    await eventually(() => page.title()).toBe("Sector Portal | New mailing");
    await page.getByRole("radio", { name: "A saved segment" }).check();
    await chooseOption(page, /^Segment/, "Chiefs");
    await page
      .getByRole("status")
      .filter({ hasText: members(chiefs) })
      .waitFor();
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill(SUBJECT);
    await page
      .getByRole("textbox", { name: "Body (Markdown)" })
      .fill("Our **2027 report** is out: [read it](https://cio.example.com/report).");
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Create draft" }).click();
    await toastWith(page, "Draft created.").waitFor();
    await eventually(() => page.title()).toBe("Sector Portal | Mailing");
    await page.getByRole("heading", { name: "Draft mailing" }).waitFor();
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    mailingId = id;

    // Grace's mail, found by her name, in a sandboxed frame with an opaque origin.
    await page.getByRole("searchbox", { name: "Find a member" }).fill("grace");
    await page.getByRole("button", { name: "Grace Hopper", exact: true }).click();
    const frame = page.getByTitle("Mailing for Grace Hopper");
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts");
    const mailFrame = await (await frame.elementHandle())?.contentFrame();
    expect(await mailFrame?.evaluate(() => window.origin)).toBe("null");
    await page
      .frameLocator("iframe[title='Mailing for Grace Hopper']")
      .getByText("2027 report")
      .first()
      .waitFor();
    await expectNoViolations(page);

    // Sent now, after a yes that repeats the audience's size; the report follows it to sent.
    await page.getByRole("button", { name: "Send now" }).click();
    const confirm = await openDialog(page, "Send this mailing now?");
    await confirm.getByText(members(chiefs), { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Send now" }).click();
    await toastWith(page, "Sending started.").waitFor();
    await eventually(async () => (await mailingOf(id)).status, 20_000).toBe("sent");
    await page.getByRole("heading", { name: "Mailing report" }).waitFor();
    const sent = await mailingOf(id);
    expect(sent.counts.recipients).toBe(chiefs);
    await page
      .getByText(
        `Sent to ${sent.counts.recipients} of ${sent.counts.consenting} consenting members (${sent.counts.capped} capped, ${sent.counts.suppressed} suppressed)`,
      )
      .waitFor();
    await page.getByText("Sent", { exact: true }).first().waitFor();
    await expectNoViolations(page);
    await eventually(async () =>
      (await mailsTo(server.outboxDir, grace.email)).map((m) => m.subject),
    ).toContain(SUBJECT);
    expect((await mailsTo(server.outboxDir, alan.email)).map((m) => m.subject)).not.toContain(
      SUBJECT,
    );

    // The list shows it sent, with its counts.
    await page.getByRole("link", { name: "All mailings" }).click();
    await chooseOption(page, /^Brand/, cio.name);
    await eventually(async () =>
      (await tableRows(page, "Mailings")).map((row) => {
        const cells = row.split(" | ");
        return [cells[0], cells[2], cells[4]];
      }),
    ).toEqual([[SUBJECT, "Sent", `${sent.counts.sent} / ${sent.counts.recipients}`]]);
  }, 120_000);

  it("fits the segments, the composer and the report in 375 px, without sideways scroll", async () => {
    for (const path of ["/segments", "/mailings/new", `/mailings/${mailingId}`]) {
      const phone = await openAs(browser, server, admin.token, path, PHONE);
      await phone.getByRole("heading", { level: 1 }).first().waitFor();
      if (path === "/segments") {
        await chooseOption(phone, /^Brand/, cio.name);
        await phone.getByText("Chiefs").first().waitFor();
      }
      if (path === "/mailings/new") {
        await phone.getByRole("status").filter({ hasText: "consenting" }).waitFor();
      }
      if (path !== "/segments" && path !== "/mailings/new") {
        await phone.getByRole("heading", { name: "Mailing report" }).waitFor();
      }
      expect(await overflowsSideways(phone), path).toBe(false);
      await expectNoViolations(phone);
      await phone.context().close();
    }
  }, 120_000);
});
