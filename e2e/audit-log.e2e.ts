import type { Resource, Sponsor } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { adminSession, companyByCode, preferencesOf, type SessionUser } from "./support/members";
import { overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, PHONE } from "./support/ui";

/**
 * Issue 64: the audit log in words. Each entry is a sentence naming who did what to which
 * thing (by its name now, linked to its screen), the stored entry behind 'Details', dates in
 * the viewer's language; on a phone the rows are cards.
 */

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let campaignId = 0;

const DESKTOP = { width: 1280, height: 900 };
const SPONSOR = "Nimbus Cloud Security";
const CAMPAIGN = "Q1 Nimbus";
const hour = 3_600_000;

const adminCall = async <T>(method: "POST" | "DELETE", path: string, body?: object) => {
  const res = await api<T>(server.baseUrl, method, path, body, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  const [topic] = await preferencesOf(server, cio.id);
  if (!topic) throw new Error("CIO needs a topic");
  const { sponsor } = await adminCall<{ sponsor: Sponsor }>("POST", "/sponsors", {
    name: SPONSOR,
    website: "https://nimbus.example.com",
    logo_url: "https://nimbus.example.com/logo.png",
    privacy_url: "https://nimbus.example.com/privacy",
  });
  const { resource } = await adminCall<{ resource: Resource }>("POST", "/resources", {
    title: "Nimbus zero trust guide",
    resource_url: `${server.baseUrl}/favicon.svg?resource=nimbus`,
    image_bg: `${server.baseUrl}/brands/cio.svg`,
    company_id: cio.id,
    preference_ids: [topic.id],
    sponsor_id: sponsor.id,
  });
  const { campaign } = await adminCall<{ campaign: { id: number } }>("POST", "/campaigns", {
    sponsor_id: sponsor.id,
    name: CAMPAIGN,
    resource_ids: [resource.id],
    lead_cap: 100,
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 24 * hour).toISOString(),
  });
  campaignId = campaign.id;
  // A segment made and deleted: its entries keep the name they recorded, with no link.
  const { segment } = await adminCall<{ segment: { id: number } }>("POST", "/segments", {
    name: "Gone readers",
    company_id: cio.id,
    rules: { countries: ["GB"] },
  });
  await adminCall("DELETE", `/segments/${segment.id}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const adminName = () => `${admin.user.firstname} ${admin.user.lastname}`;

/** The row of the audit log that reads `sentence`. */
const rowSaying = (page: Page, sentence: string) =>
  page
    .getByRole("region", { name: "Audit log" })
    .locator("tbody tr")
    .filter({ has: page.getByText(sentence, { exact: true }) });

describe("the audit log in words", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`reads as sentences with links, the stored entry behind Details (${name})`, async () => {
      const page = await openAs(browser, server, admin.token, "/audit", viewport);
      await eventually(() => page.title()).toBe("Sector Portal | Audit log");
      const created = `${adminName()} created campaign ${CAMPAIGN} (sponsor ${SPONSOR})`;
      const row = rowSaying(page, created);
      await row.waitFor();
      await page
        .getByText(`${adminName()} deleted segment Gone readers`, { exact: true })
        .waitFor();
      expect(
        await page.getByText(`${adminName()} created segment Gone readers`).count(),
      ).toBeGreaterThan(0);

      // The time in the viewer's own language and clock, as the browser says it.
      const time = row.locator("time");
      const iso = await time.getAttribute("datetime");
      expect(await time.textContent()).toBe(
        await page.evaluate(
          (at) =>
            new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
              new Date(at ?? ""),
            ),
          iso,
        ),
      );

      // Details: closed, then the stored entry as JSON, by keyboard.
      const summary = row.locator("summary", { hasText: "Details" });
      const json = row.locator("details pre");
      expect(await json.isVisible()).toBe(false);
      await summary.focus();
      await page.keyboard.press("Enter");
      await json.waitFor();
      expect(JSON.parse((await json.textContent()) ?? "")).toMatchObject({
        action: "campaign.create",
        target_type: "campaign",
        target_id: String(campaignId),
        actor_id: admin.user.id,
      });

      // A phone shows each entry as a card: one column, labelled cells, no sideways scroll.
      const cells = row.locator("td");
      const boxes = await cells.evaluateAll((tds) =>
        tds.map((td) => {
          const box = td.getBoundingClientRect();
          return { left: Math.round(box.left), display: getComputedStyle(td).display };
        }),
      );
      if (viewport === PHONE) {
        expect(boxes.every((b) => b.display === "block")).toBe(true);
        expect(new Set(boxes.map((b) => b.left)).size).toBe(1);
      } else {
        expect(boxes.every((b) => b.display === "table-cell")).toBe(true);
      }
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      // The campaign's name opens its page.
      await row.getByRole("link", { name: CAMPAIGN, exact: true }).click();
      await page.waitForURL(`${server.baseUrl}/campaigns/${campaignId}`);
      await page.getByRole("heading", { name: CAMPAIGN }).first().waitFor();
      await page.context().close();
    });
  }
});
