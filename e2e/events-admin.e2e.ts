import { readFile } from "node:fs/promises";
import type { StaffEvent } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, PHONE, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let grace: Account;
let alan: Account;
let eventId = 0;

const TITLE = "Zero trust in practice (live)";
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  const [topic] = await preferencesOf(server, cio.id);
  if (!topic) throw new Error("CIO needs a topic");
  // A week from now, an hour long, one seat: the second member to register waits.
  const starts = new Date(Math.ceil((Date.now() + 7 * DAY_MS) / 3_600_000) * 3_600_000);
  const created = await api<{ resource: { id: number } }>(
    server.baseUrl,
    "POST",
    "/resources",
    {
      title: TITLE,
      resource_url: `${server.baseUrl}/favicon.svg?resource=event`,
      image_bg: `${server.baseUrl}/brands/cio.svg`,
      company_id: cio.id,
      preference_ids: [topic.id],
      event: {
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
        timezone: "Europe/London",
        capacity: 1,
      },
    },
    admin.token,
  );
  expect(created.status).toBe(201);
  eventId = created.body.resource.id;
  grace = await createMember(server, {
    email: "grace.events@example.org",
    firstname: "Grace",
    lastname: "Hopper",
  });
  alan = await createMember(server, {
    email: "alan.events@example.org",
    firstname: "Alan",
    lastname: "Turing",
  });
  for (const member of [grace, alan]) {
    const registered = await api(
      server.baseUrl,
      "POST",
      `/events/${eventId}/registrations`,
      {},
      member.token,
    );
    expect(registered.status).toBe(201);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const expectNoViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

const staffEvent = async () =>
  (
    await api<{ event: StaffEvent }>(
      server.baseUrl,
      "GET",
      `/events/${eventId}`,
      undefined,
      admin.token,
    )
  ).body.event;

const figure = (page: Page, term: string) =>
  page.getByRole("region", { name: "Registrations" }).locator("div", {
    has: page.getByText(term, { exact: true }),
  });

describe("the staff Events screen", () => {
  it("lists the event with its counts and opens its detail: registrants, CSV and attendance", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard");
    await page.getByRole("link", { name: "Events", exact: true }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Events");
    await eventually(async () =>
      (await tableRows(page, "Events")).map((row) => {
        const cells = row.split(" | ");
        return [cells[0], cells[1], cells[3], cells[4]];
      }),
    ).toContainEqual([TITLE, "CIO", "1 / 1", "1"]);
    expect((await tableRows(page, "Events")).find((r) => r.startsWith(TITLE))).toContain(
      "Held in Europe/London",
    );
    await expectNoViolations(page);

    await page.getByRole("link", { name: TITLE }).click();
    await eventually(() => page.title()).toBe("Sector Portal | Event");
    expect(new URL(page.url()).pathname).toBe(`/event-admin/${eventId}`);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await eventually(() => figure(page, "Registered / capacity").textContent()).toContain("1 / 1");
    await eventually(() => figure(page, "Waitlist").textContent()).toContain("1");
    await page.getByRole("heading", { name: "Registrations per day" }).waitFor();
    await eventually(async () => (await tableRows(page, "Registrant list")).length).toBe(2);
    await expectNoViolations(page);

    // The search waits for a pause, then asks the server.
    await page.getByRole("searchbox", { name: "Search registrants" }).fill("alan");
    await eventually(async () => await tableRows(page, "Registrant list")).toEqual([
      expect.stringContaining(alan.email),
    ]);
    expect((await tableRows(page, "Registrant list"))[0]).toContain("Waitlisted");
    await page.getByRole("searchbox", { name: "Search registrants" }).fill("");
    await page.getByRole("button", { name: /^Status/ }).click();
    await page.getByRole("option", { name: "Registered", exact: true }).click();
    await eventually(async () => await tableRows(page, "Registrant list")).toEqual([
      expect.stringContaining(grace.email),
    ]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`event-${eventId}-registrants.csv`);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toContain(grace.email);
    expect(csv).toContain(alan.email);

    // Grace came; a stranger's address is reported, not registered.
    await page.getByLabel("Attendance file (CSV)").setInputFiles({
      name: "attendance.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Email,Duration (Minutes)\n${grace.email},45\nstranger@example.org,10\n`),
    });
    await page.getByRole("button", { name: "Import attendance" }).click();
    await toastWith(page, "Attendance imported.").waitFor();
    await page.getByText(/Read 2 rows .*: 1 attended, 0 no-show\./).waitFor();
    await page
      .getByRole("list", { name: "Unknown addresses" })
      .getByText("stranger@example.org")
      .waitFor();
    await eventually(() => figure(page, "Attended").textContent()).toContain("1");
    expect((await staffEvent()).counts.attended).toBe(1);
    await eventually(async () => (await tableRows(page, "Registrant list"))[0]).toContain(
      "Attended (45 min)",
    );
    await expectNoViolations(page);
  }, 120_000);

  it("fits the list and the detail in 375 px, each event a card, without sideways scroll", async () => {
    for (const path of ["/event-admin", `/event-admin/${eventId}`]) {
      const phone = await openAs(browser, server, admin.token, path, PHONE);
      await phone.getByRole("heading", { level: 1 }).first().waitFor();
      await phone
        .getByText(path === "/event-admin" ? TITLE : grace.email)
        .first()
        .waitFor();
      expect(await overflowsSideways(phone), path).toBe(false);
      await expectNoViolations(phone);
      await phone.context().close();
    }
  }, 120_000);
});
