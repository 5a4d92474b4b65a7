import { type Resource, SHARE_AND_READ, type Sponsor } from "@sector/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  adminSession,
  companyByCode,
  createMember,
  listResources,
  openSignedIn,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { newPage, overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, PHONE } from "./support/ui";

/**
 * Issue 64: a campaign's resource picker lists the sponsor's own resources first and marks
 * another one as the sponsor's right there (after a confirmation); the sharing dialog keeps its
 * layout when the sponsor's logo fails (its initials) and confirms "Shared with {sponsor}".
 */

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let acme: Sponsor;
let globex: Sponsor;
let topicId: number;
let cioId: number;

const ACME = "Acme Security";
const GLOBEX = "Globex Labs";
const DESKTOP = { width: 1280, height: 900 };
const hour = 3_600_000;
/** Many steps, each with axe at times: room for a machine shared with other runs. */
const SLOW = 120_000;

const OWN = "Acme zero trust guide";
const GLOBEX_IDLE = "Globex cloud whitepaper";
const UNSPONSORED = "Unsponsored SASE checklist";
const UNSPONSORED_PHONE = "Unsponsored phone checklist";
const GLOBEX_RUNNING = "Globex incident briefing";

const addSponsor = async (name: string, logoUrl: string) => {
  const created = await api<{ sponsor: Sponsor }>(
    server.baseUrl,
    "POST",
    "/sponsors",
    {
      name,
      website: "https://sponsor.example.com",
      logo_url: logoUrl,
      privacy_url: "https://sponsor.example.com/privacy",
    },
    admin.token,
  );
  expect(created.status).toBe(201);
  return created.body.sponsor;
};

const addResource = async (title: string, sponsorId: number | null) => {
  const created = await api<{ resource: Resource }>(
    server.baseUrl,
    "POST",
    "/resources",
    {
      title,
      // A page of the test server itself, so a new tab loads without reaching the internet.
      resource_url: `${server.baseUrl}/favicon.svg?resource=${encodeURIComponent(title)}`,
      image_bg: `${server.baseUrl}/brands/cio.svg`,
      company_id: cioId,
      preference_ids: [topicId],
      sponsor_id: sponsorId,
    },
    admin.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.resource.id;
};

const addCampaign = async (sponsorId: number, name: string, resourceIds: number[]) => {
  const created = await api(
    server.baseUrl,
    "POST",
    "/campaigns",
    {
      sponsor_id: sponsorId,
      name,
      resource_ids: resourceIds,
      lead_cap: 100,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    },
    admin.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  cioId = cio.id;
  const [topic] = await preferencesOf(server, cio.id);
  if (!topic) throw new Error("CIO needs a topic");
  topicId = topic.id;

  // A logo the test server serves, and one it answers 404 for (an API path it does not know).
  acme = await addSponsor(ACME, `${server.baseUrl}/brands/cmo.svg`);
  globex = await addSponsor(GLOBEX, `${server.baseUrl}/api/missing-sponsor-logo.png`);
  const missing = await fetch(globex.logo_url ?? "");
  expect(missing.status).toBe(404);

  const own = await addResource(OWN, acme.id);
  await addResource(GLOBEX_IDLE, globex.id);
  await addResource(UNSPONSORED, null);
  await addResource(UNSPONSORED_PHONE, null);
  const running = await addResource(GLOBEX_RUNNING, globex.id);
  await addCampaign(acme.id, "Zero trust leads", [own]);
  await addCampaign(globex.id, "Incident leads", [running]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sponsorOf = async (title: string) =>
  (await listResources(server, admin.token)).find((r) => r.title === title)?.sponsor?.name ?? null;

/** The New campaign form of Acme, its resource list open. */
const openPicker = async (page: Page): Promise<{ form: Locator; list: Locator }> => {
  await page.getByRole("heading", { name: `Campaigns of ${ACME}` }).waitFor();
  await page.getByRole("button", { name: "New campaign" }).click();
  const form = await openDialog(page, "New campaign");
  await form.getByRole("button", { name: /^Sponsored resources/ }).click();
  const list = page.getByRole("listbox");
  await list.waitFor();
  return { form, list };
};

/** Each group of the open list: its heading and its options. */
const groupsOf = (list: Locator) =>
  list.getByRole("group").evaluateAll((groups) =>
    groups.map((group) => ({
      heading: document.getElementById(group.getAttribute("aria-labelledby") ?? "")?.textContent,
      options: Array.from(group.querySelectorAll("[role='option']")).map((o) => o.textContent),
    })),
  );

const option = (title: string) => `${title} (CIO)`;

describe("the campaign's resource picker", () => {
  it(
    "lists the sponsor's resources first and marks another sponsor's as its own, after asking (1280 px)",
    async () => {
      const page = await openAs(browser, server, admin.token, `/sponsors?sponsor=${acme.id}`);
      const { form, list } = await openPicker(page);
      await eventually(async () => (await groupsOf(list)).map((g) => g.heading)).toEqual([
        `Sponsored by ${ACME}`,
        "Other resources",
      ]);
      const [ownGroup, others] = await groupsOf(list);
      expect(ownGroup?.options).toEqual([option(OWN)]);
      // The others in the archive's order, newest first.
      const titles = others?.options ?? [];
      for (const title of [GLOBEX_RUNNING, UNSPONSORED, GLOBEX_IDLE]) {
        expect(titles).toContain(option(title));
      }
      expect(titles.indexOf(option(GLOBEX_RUNNING))).toBeLessThan(
        titles.indexOf(option(GLOBEX_IDLE)),
      );
      expect(await seriousViolations(page)).toEqual([]);

      // Another sponsor's resource: a question first, saying it moves; nothing picked yet.
      await page.getByRole("option", { name: option(GLOBEX_IDLE), exact: true }).click();
      const question = await openDialog(page, `Mark as sponsored by ${ACME}?`);
      await question
        .getByText(`“${GLOBEX_IDLE}” is sponsored by ${GLOBEX} now: it moves to ${ACME}.`, {
          exact: false,
        })
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sponsorOf(GLOBEX_IDLE)).toBe(GLOBEX);
      await question
        .getByRole("button", { name: `Mark as sponsored by ${ACME}`, exact: true })
        .click();
      await form.getByRole("button", { name: `Remove ${option(GLOBEX_IDLE)}` }).waitFor();
      await question.waitFor({ state: "detached" });
      expect(await sponsorOf(GLOBEX_IDLE)).toBe(ACME);

      // Now listed with the sponsor's own.
      const picker = form.getByRole("button", { name: /^Sponsored resources/ });
      if ((await list.count()) === 0) await picker.click();
      await eventually(async () => (await groupsOf(list))[0]?.options).toEqual([
        option(GLOBEX_IDLE),
        option(OWN),
      ]);

      // One held by another sponsor's running campaign stays where it is, and the toast says why.
      await page.getByRole("option", { name: option(GLOBEX_RUNNING), exact: true }).click();
      const refused = await openDialog(page, `Mark as sponsored by ${ACME}?`);
      await refused
        .getByRole("button", { name: `Mark as sponsored by ${ACME}`, exact: true })
        .click();
      await page
        .getByRole("status")
        .filter({ hasText: "in the campaign “Incident leads”" })
        .waitFor();
      expect(await sponsorOf(GLOBEX_RUNNING)).toBe(GLOBEX);
      expect(
        await form.getByRole("button", { name: `Remove ${option(GLOBEX_RUNNING)}` }).count(),
      ).toBe(0);

      // The campaign saves with the marked resource: no dead end.
      if ((await list.count()) > 0) await page.keyboard.press("Escape");
      await list.waitFor({ state: "detached" });
      await form.getByRole("textbox", { name: "Campaign name" }).fill("Cloud leads");
      await form.getByRole("spinbutton", { name: "Lead cap" }).fill("5");
      await form.getByRole("button", { name: "Create campaign" }).click();
      await toastWith(page, "Campaign created.").waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await page.context().close();
    },
    SLOW,
  );

  it(
    "on a 375 px phone: cancelling picks nothing; confirming marks a resource without a sponsor",
    async () => {
      const page = await openAs(
        browser,
        server,
        admin.token,
        `/sponsors?sponsor=${acme.id}`,
        PHONE,
      );
      const { form } = await openPicker(page);
      await page.getByRole("option", { name: option(UNSPONSORED_PHONE), exact: true }).click();
      const question = await openDialog(page, `Mark as sponsored by ${ACME}?`);
      await question
        .getByText(`“${UNSPONSORED_PHONE}” has no sponsor yet.`, { exact: false })
        .waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await question.getByRole("button", { name: "Cancel", exact: true }).click();
      await question.waitFor({ state: "detached" });
      expect(
        await form.getByRole("button", { name: `Remove ${option(UNSPONSORED_PHONE)}` }).count(),
      ).toBe(0);
      expect(await sponsorOf(UNSPONSORED_PHONE)).toBeNull();

      const list = page.getByRole("listbox");
      if ((await list.count()) === 0) {
        await form.getByRole("button", { name: /^Sponsored resources/ }).click();
      }
      await page.getByRole("option", { name: option(UNSPONSORED_PHONE), exact: true }).click();
      const again = await openDialog(page, `Mark as sponsored by ${ACME}?`);
      await again
        .getByRole("button", { name: `Mark as sponsored by ${ACME}`, exact: true })
        .click();
      await form.getByRole("button", { name: `Remove ${option(UNSPONSORED_PHONE)}` }).waitFor();
      expect(await sponsorOf(UNSPONSORED_PHONE)).toBe(ACME);
      expect(await overflowsSideways(page)).toBe(false);
      await page.context().close();
    },
    SLOW,
  );
});

describe("the sharing dialog", () => {
  const card = (page: Page, title: string): Locator =>
    page.locator("article").filter({ hasText: title });
  /** The logo's box at the top of the dialog. */
  const logoBox = (dialog: Locator) => dialog.locator("[data-logo-tile]");

  /** The member's feed, once their offers have arrived (a click before that asks nothing). */
  const openFeed = async (token: string, viewport: { width: number; height: number }) => {
    const page = await newPage(browser, viewport);
    const offers = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === "/api/sponsor-offers" && !url.searchParams.has("resource_id");
    });
    await openSignedIn(page, server, token);
    await offers;
    return page;
  };

  for (const [width, viewport] of [
    ["1280", DESKTOP],
    ["375", PHONE],
  ] as const) {
    it(
      `keeps its layout with a logo that fails (the initials) and confirms the share (${width} px)`,
      async () => {
        const member = await createMember(server, { email: `reader-${width}@example.org` });
        const page = await openFeed(member.token, viewport);

        // Globex's logo answers 404: its initials, in the box a logo gets.
        await card(page, GLOBEX_RUNNING).getByRole("link").first().click();
        const failing = await openDialog(page, `${GLOBEX} sponsors this resource`);
        await eventually(() => logoBox(failing).locator("[data-initials]").count()).toBe(1);
        expect(
          await logoBox(failing).locator("[data-initials]").getAttribute("data-initials"),
        ).toBe("GL");
        expect(await logoBox(failing).locator("img").count()).toBe(0);
        const failedBox = await logoBox(failing).boundingBox();
        expect(await seriousViolations(page)).toEqual([]);
        expect(await overflowsSideways(page)).toBe(false);
        await page.keyboard.press("Escape");
        await failing.waitFor({ state: "detached" });

        // Acme's logo loads: the same box.
        await card(page, OWN).getByRole("link").first().click();
        const loading = await openDialog(page, `${ACME} sponsors this resource`);
        const logo = logoBox(loading).locator("img");
        await eventually(() =>
          logo.evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);
        const loadedBox = await logoBox(loading).boundingBox();
        expect(failedBox?.width).toBeGreaterThan(0);
        expect(loadedBox?.width).toBe(failedBox?.width);
        expect(loadedBox?.height).toBe(failedBox?.height);

        // "Share and read": the resource opens in a new tab, and the feed says it was shared.
        const [tab] = await Promise.all([
          page.context().waitForEvent("page"),
          loading.getByRole("button", { name: SHARE_AND_READ, exact: true }).click(),
        ]);
        await tab.close();
        await toastWith(page, `Shared with ${ACME}`).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        expect(await overflowsSideways(page)).toBe(false);
        await page.context().close();
      },
      SLOW,
    );
  }
});
