import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo, type SentMail } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  listResources,
  openSignedIn,
  type Preference,
  preferencesOf,
} from "./support/members";
import { overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openDialog, PHONE } from "./support/ui";

/**
 * Members and events (issue 63), as a member sees them: an admin makes an event with the upload
 * form, members register from their feed (a seat, then the waitlist), a cancellation promotes
 * the next one, and My Profile's "My events" lists where each stands.
 */

let server: RunningServer;
let browser: Browser;
let admin: { token: string };
let ada: Account;
let grace: Account;
let topic: Preference;
let eventId = 0;
let startsAt = "";

const TITLE = "CIO webinar: zero trust budgets";
const EVENT_ZONE = "America/New_York";
/** The viewer's browser runs on another clock than the event's: the card gives both. */
const VIEWER_ZONE = "Europe/London";
const JOIN_URL = "https://meet.example.com/j/6363";
const DESKTOP = { width: 1280, height: 900 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The event's day, two weeks from now, on the New York calendar ("2026-12-13"). */
const eventDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: EVENT_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
}).format(new Date(Date.now() + 14 * DAY_MS));

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  const [first] = await preferencesOf(server, cio.id);
  if (!first) throw new Error("CIO needs a topic");
  topic = first;
  // Both choose the CIO's first two topics (the default): the event's topic is among them.
  ada = await createMember(server, { email: "ada.events@example.org", firstname: "Ada" });
  grace = await createMember(server, {
    email: "grace.events@example.org",
    firstname: "Grace",
    lastname: "Hopper",
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page of its own context, on the viewer's clock, signed in with `token` at `path`. */
const openPage = async (token: string, path: string, viewport = DESKTOP): Promise<Page> => {
  const context = await browser.newContext({ viewport, timezoneId: VIEWER_ZONE });
  const page = await context.newPage();
  await openSignedIn(page, server, token, path);
  return page;
};

/** axe clean and no sideways scroll at 1280 px, then at 375 px; back to 1280 px after. */
const checkBothWidths = async (page: Page, shown: Locator) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await shown.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
  }
  await page.setViewportSize(DESKTOP);
};

/** The event's card on the member's feed. */
const eventCard = (page: Page) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name: TITLE }) });

/** "Tue, Dec 15, 2026, 3:00 PM": how the app writes a moment on `timeZone`'s clock. */
const dayAndTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));

/** "10:00 AM EST": the clock in `timeZone` with its short name. */
const timeWithZone = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(new Date(iso));

/** Plain spaces: some ICU versions put a narrow no-break space before AM and PM. */
const spaced = (text: string | null) => (text ?? "").replace(/\s+/g, " ");

/**
 * How a card and My events write the start to a viewer in London: on their clock, then on the
 * event's with its zone named ("Sun, Dec 13, 2026, 3:00 PM (your time) · 10:00 AM EST in
 * America/New_York").
 */
const startText = (iso: string) =>
  spaced(
    `${dayAndTime(iso, VIEWER_ZONE)} (your time) · ${timeWithZone(iso, EVENT_ZONE)} in ${EVENT_ZONE}`,
  );

/** The iCalendar part of a mail as text, whatever transfer encoding it was given. */
const calendarPart = (mail: SentMail): string => {
  const start = mail.raw.search(/^Content-Type: text\/calendar/im);
  if (start < 0) return "";
  const part = mail.raw.slice(start);
  const blank = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, blank);
  const body =
    part
      .slice(blank)
      .trimStart()
      .split(/\r?\n--/)[0] ?? "";
  return /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : body;
};

/** The whole subject: a long one is folded over lines, which SentMail.subject stops at. */
const subjectOf = (mail: SentMail): string =>
  (mail.raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? "").replace(/\r?\n(?=[ \t])/g, "");

/** The mail to `to` with `subject`, once it has left through the job queue. */
const mailWithSubject = async (to: string, subject: string): Promise<SentMail> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await mailsTo(server.outboxDir, to)).find((m) => subjectOf(m) === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("events for members", () => {
  it("an admin makes an event with the upload form; the feed card names its time and zone", async () => {
    const page = await openPage(admin.token, "/uploads");
    await page.getByRole("heading", { name: "Single Upload" }).waitFor();
    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Landing Page URL").fill(`${server.baseUrl}/favicon.svg?event=63`);
    await page.getByLabel("Thumbnail Image URL").fill(`${server.baseUrl}/brands/cio.svg`);
    await page.getByRole("button", { name: /^Website/ }).click();
    await page.getByRole("option", { name: "CIO", exact: true }).click();
    const preferences = page.getByRole("button", { name: /^Preferences/ });
    await preferences.click();
    await page.getByRole("option", { name: topic.name, exact: true }).click();
    await preferences.click();
    await page.getByRole("listbox").waitFor({ state: "detached" });

    // The event's inputs show once the box is ticked; its times are on the chosen zone's clock.
    expect(await page.getByLabel("Start", { exact: true }).count()).toBe(0);
    await page.getByRole("checkbox", { name: "This is an event" }).check();
    await page.getByLabel("Start", { exact: true }).fill(`${eventDay}T10:00`);
    await page.getByLabel("End", { exact: true }).fill(`${eventDay}T11:30`);
    await page.getByLabel("Time zone", { exact: true }).selectOption(EVENT_ZONE);
    await page.getByLabel("Join URL", { exact: true }).fill(JOIN_URL);
    await page.getByLabel("Capacity", { exact: true }).fill("1");
    await page.getByRole("button", { name: "Add Resource" }).click();
    await toastWith(page, "Resource Added Successfully!").waitFor();
    await page.context().close();

    const stored = (await listResources(server, admin.token)).find((r) => r.title === TITLE);
    if (!stored?.event) throw new Error(`${TITLE} was not stored as an event`);
    eventId = stored.id;
    startsAt = stored.event.starts_at;
    // 10:00 and 11:30 on the New York clock of that day, whatever its offset.
    expect(stored.event).toMatchObject({ timezone: EVENT_ZONE, capacity: 1 });
    expect(spaced(dayAndTime(startsAt, EVENT_ZONE))).toMatch(/, 10:00 AM$/);
    expect(spaced(dayAndTime(stored.event.ends_at, EVENT_ZONE))).toMatch(/, 11:30 AM$/);
    expect(Date.parse(stored.event.ends_at) - Date.parse(startsAt)).toBe(90 * 60_000);

    // Ada's feed: the card gives the start on her clock and on the event's, the zone named.
    const feed = await openPage(ada.token, "/");
    const card = eventCard(feed);
    const time = card.locator("time");
    await eventually(async () => spaced(await time.textContent())).toBe(startText(startsAt));
    expect(await time.getAttribute("datetime")).toBe(startsAt);
    await card.getByRole("button", { name: `Register for ${TITLE}` }).waitFor();
    await feed.context().close();
  });

  it("member A registers from the card, gets the seat and a mail with the invite", async () => {
    const page = await openPage(ada.token, "/");
    const card = eventCard(page);
    await checkBothWidths(page, card.getByRole("button", { name: `Register for ${TITLE}` }));

    await card.getByRole("button", { name: `Register for ${TITLE}` }).click();
    await card.getByText("Registered ✓", { exact: true }).waitFor();
    await toastWith(
      page,
      `You are registered for ${TITLE}. The invite is on its way to your inbox.`,
    ).waitFor();
    await checkBothWidths(page, card.getByText("Registered ✓", { exact: true }));

    const registered = await mailWithSubject(ada.email, `You're registered: ${TITLE}`);
    expect(registered.raw).toMatch(/^Content-Type: text\/calendar;.*method=REQUEST/im);
    const invite = calendarPart(registered);
    expect(invite).toContain("METHOD:REQUEST");
    expect(invite).toContain("BEGIN:VEVENT");
    expect(invite.replace(/\r?\n[ \t]/g, "")).toContain(JOIN_URL);
    expect(registered.raw).toContain(`Join: ${JOIN_URL}`);
    expect(registered.links.some((link) => link.startsWith("https://calendar.google.com/"))).toBe(
      true,
    );
    await page.context().close();
  });

  it("member B is waitlisted; A cancels after confirming, and B holds the seat after a reload", async () => {
    const gracePage = await openPage(grace.token, "/");
    const graceCard = eventCard(gracePage);
    await graceCard.getByRole("button", { name: `Register for ${TITLE}` }).click();
    await graceCard.getByText("Waitlisted", { exact: true }).waitFor();
    await toastWith(
      gracePage,
      `${TITLE} is full: you are on the waitlist, and we will mail you if a seat frees up.`,
    ).waitFor();
    expect(await graceCard.getByText("Registered ✓").count()).toBe(0);
    await checkBothWidths(gracePage, graceCard.getByText("Waitlisted", { exact: true }));
    const waitlisted = await mailWithSubject(grace.email, `You're on the waitlist: ${TITLE}`);
    expect(waitlisted.raw).not.toMatch(/text\/calendar/i);

    const adaPage = await openPage(ada.token, "/");
    const adaCard = eventCard(adaPage);
    await adaCard.getByText("Registered ✓", { exact: true }).waitFor();
    await adaCard.getByRole("button", { name: `Cancel registration for ${TITLE}` }).click();
    const confirm = await openDialog(adaPage, `Cancel your registration for ${TITLE}?`);
    await confirm.getByText("Your seat goes to the next person on the waitlist.").waitFor();
    expect(await seriousViolations(adaPage)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel registration", exact: true }).click();
    await toastWith(adaPage, `Your registration for ${TITLE} is cancelled.`).waitFor();
    await confirm.waitFor({ state: "detached" });
    // Ada may register again: the card offers the button once more.
    await adaCard.getByRole("button", { name: `Register for ${TITLE}` }).waitFor();
    expect(await adaCard.getByText("Registered ✓").count()).toBe(0);
    await adaPage.context().close();

    // Grace got the seat: her card says so once she reloads, and she was mailed the invite.
    await gracePage.reload();
    await graceCard.getByText("Registered ✓", { exact: true }).waitFor();
    expect(await graceCard.getByText("Waitlisted").count()).toBe(0);
    const promoted = await mailWithSubject(
      grace.email,
      `A seat opened up: you're registered for ${TITLE}`,
    );
    expect(calendarPart(promoted)).toContain("METHOD:REQUEST");
    await gracePage.context().close();
  });

  it("My events lists each member's registration: the seat with Join and Add to calendar, the cancelled one without", async () => {
    const page = await openPage(grace.token, "/myprofile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.getByRole("tab", { name: "My events" }).click();
    const upcoming = page.getByRole("region", { name: "Upcoming events" });
    const row = upcoming.getByRole("listitem").filter({ hasText: TITLE });
    await row.getByText("Registered ✓", { exact: true }).waitFor();
    await eventually(async () => spaced(await row.locator("time").textContent())).toBe(
      startText(startsAt),
    );
    const join = row.getByRole("link", { name: `Join ${TITLE} (opens in a new tab)` });
    await eventually(() => join.getAttribute("href")).toBe(JOIN_URL);
    // Named with the event's title for screen readers (a list may hold many).
    const addToCalendar = row.getByRole("button", {
      name: new RegExp(`^Add to calendar\\s*:\\s*${TITLE}$`),
    });
    await checkBothWidths(page, addToCalendar);

    // The invite downloads as a file a calendar opens.
    const [download] = await Promise.all([page.waitForEvent("download"), addToCalendar.click()]);
    expect(download.suggestedFilename()).toBe(`event-${eventId}.ics`);
    const ics = await readFile((await download.path()) ?? "", "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("BEGIN:VEVENT");
    await page
      .getByRole("region", { name: "Past events" })
      .getByText("No past events yet.")
      .waitFor();
    await page.context().close();

    // Ada cancelled: listed as such, with no link to join and no invite.
    const adas = await openPage(ada.token, "/myprofile");
    await adas.getByRole("tab", { name: "My events" }).click();
    const adaRow = adas
      .getByRole("region", { name: "Upcoming events" })
      .getByRole("listitem")
      .filter({ hasText: TITLE });
    await adaRow.getByText("Cancelled", { exact: true }).waitFor();
    expect(await adaRow.getByRole("link", { name: /^Join/ }).count()).toBe(0);
    expect(await adaRow.getByRole("button", { name: /^Add to calendar/ }).count()).toBe(0);
    await checkBothWidths(adas, adaRow);
    await adas.context().close();
  });
});
