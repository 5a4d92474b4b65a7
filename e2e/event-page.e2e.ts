import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo, waitForMailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  type Preference,
  preferencesOf,
} from "./support/members";
import { newPage, overflowsSideways, recordHydrationProblems } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { openAs, PHONE } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let eventId = 0;
let topics: Preference[] = [];

const TITLE = "CIO roundtable: AI budgets in 2027";
const DAY_MS = 24 * 60 * 60 * 1000;
const ANSWER = "Registration received. Please check your email for the next step.";
const LABELS = {
  firstname: "First Name*",
  lastname: "Last Name*",
  email: "Your email (Business Email)*",
  phone: "Phone*",
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  topics = await preferencesOf(server, cio.id);
  const [topic] = topics;
  if (!topic) throw new Error("CIO needs a topic");
  // A week from now, on the hour, in New York: the page names that zone.
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
        ends_at: new Date(starts.getTime() + 90 * 60_000).toISOString(),
        timezone: "America/New_York",
        location: "Hudson Yards, New York",
        capacity: 30,
      },
    },
    admin.token,
  );
  expect(created.status).toBe(201);
  eventId = created.body.resource.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** axe clean and no sideways scroll at 1280 px, then at 375 px. */
const checkBothWidths = async (page: Page) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflowsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 900 });
};

const fillGuestForm = async (page: Page, email: string) => {
  await page.getByLabel(LABELS.firstname, { exact: true }).fill("Katherine");
  await page.getByLabel(LABELS.lastname, { exact: true }).fill("Johnson");
  await page.getByLabel(LABELS.email, { exact: true }).fill(email);
  await page.getByLabel(LABELS.phone, { exact: true }).fill("0123456789");
  await page.getByRole("checkbox", { name: topics[0]?.name ?? "", exact: true }).check();
};

describe("an event's public page", () => {
  it("is server-rendered for a guest, adopted as it is, accessible at both widths, and registers a new address", async () => {
    const page = await newPage(browser);
    const hydration = recordHydrationProblems(page);
    const response = await page.goto(`${server.baseUrl}/events/${eventId}`);
    expect(response?.status()).toBe(200);
    // Before any script: the server's markup holds the event and the brand's form.
    const html = (await response?.text()) ?? "";
    expect(html).toContain(`${TITLE}</h1>`);
    expect(html).toContain(">Register for this event</button>");
    expect(await page.title()).toBe(`Sector Portal | ${TITLE}`);

    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await expect.poll(() => page.locator("#root").getAttribute("inert")).toBeNull();
    await page.getByText("in America/New_York").waitFor();
    await page.getByText("Hudson Yards, New York").waitFor();
    await page.getByText("30 seats left.").waitFor();
    await page.getByRole("checkbox", { name: topics[0]?.name ?? "", exact: true }).waitFor();
    await checkBothWidths(page);

    const email = "katherine.guest@example.org";
    await fillGuestForm(page, email);
    await page.getByRole("button", { name: "Register for this event" }).click();
    await page.getByText(ANSWER).waitFor();
    await page.getByText("29 seats left.").waitFor();
    const mails = await waitForMailsTo(server.outboxDir, email, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      ["Welcome to the CIO community", `You're registered: ${TITLE}`].sort(),
    );
    expect(hydration).toEqual([]);
    await page.context().close();
  });

  it("answers an address that has an account the same way, and its emailed link registers it", async () => {
    const member: Account = await createMember(server, { email: "dorothy.known@example.org" });
    const before = (await mailsTo(server.outboxDir, member.email)).length;
    const page = await newPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/events/${eventId}`);
    await page.getByRole("checkbox", { name: topics[0]?.name ?? "", exact: true }).waitFor();
    await fillGuestForm(page, member.email);
    await page.getByRole("button", { name: "Register for this event" }).click();
    await page.getByText(ANSWER).waitFor();

    const [mail] = (await waitForMailsTo(server.outboxDir, member.email, before + 1)).slice(before);
    expect(mail?.subject).toBe(`Confirm your registration: ${TITLE}`);
    const link = mail?.links.find((l) => l.includes(`/events/${eventId}?confirm_token=`));
    if (!link) throw new Error("no confirm link");
    const opened = await newPage(browser);
    await opened.goto(link.replace(/^https?:\/\/[^/]+/, server.baseUrl));
    // Opening the link registers nobody: only the button does.
    const confirm = opened.getByRole("button", { name: "Confirm my registration" });
    await confirm.waitFor();
    await expect.poll(() => opened.locator("#root").getAttribute("inert")).toBeNull();
    expect(await seriousViolations(opened)).toEqual([]);
    expect(await mailsTo(server.outboxDir, member.email)).toHaveLength(before + 1);
    await confirm.click();
    await opened
      .getByText(`You're registered for ${TITLE}. We've emailed you the invite.`)
      .waitFor();
    await expect.poll(() => new URL(opened.url()).search).toBe("");
    expect(await seriousViolations(opened)).toEqual([]);
    await waitForMailsTo(server.outboxDir, member.email, before + 2);
    await page.context().close();
    await opened.context().close();
  });

  it("offers a signed-in member one Register button instead of the form", async () => {
    const member = await createMember(server, { email: "mary.member@example.org" });
    const page = await openAs(browser, server, member.token, `/events/${eventId}`);
    const register = page.getByRole("button", { name: `Register for ${TITLE}`, exact: true });
    await register.waitFor();
    expect(await page.getByLabel(LABELS.firstname, { exact: true }).count()).toBe(0);
    await checkBothWidths(page);
    await register.click();
    await page.getByText("Registered ✓").waitFor();
    // The seats left follow (the two guests before took one each).
    await page.getByText("27 seats left.").waitFor();
    await checkBothWidths(page);
    await page.context().close();
  });

  it("shows the Not found page for an id that names no event", async () => {
    const page = await newPage(browser);
    const response = await page.goto(`${server.baseUrl}/events/987654`);
    expect(response?.status()).toBe(404);
    await page.getByText("Page not found!").waitFor();
    await page.context().close();
  });
});
