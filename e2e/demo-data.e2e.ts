import type { DemoDataSummary, Insights, Newsletter, PublicUser, Resource } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { adminSession, companyByCode, type SessionUser } from "./support/members";
import { overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, PHONE } from "./support/ui";

/**
 * A first start with DEMO_DATA=on, as `npm start` on the embedded database gives it: the
 * portal shows sample content, the admin dashboard says so, and one confirmed click leaves an
 * empty portal.
 */
let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
const BRANDS = ["CIO", "CMO", "CHRO", "CRO"];
const brands: Record<string, { id: number; name: string }> = {};
const DESKTOP = { width: 1280, height: 900 };
const NOTICE = "This portal shows demo content";

beforeAll(async () => {
  server = await startServer({ DEMO_DATA: "on" });
  browser = await launchBrowser();
  admin = await adminSession(server);
  for (const code of BRANDS) brands[code] = await companyByCode(server, code);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const expectNoViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

const adminGet = async <T>(path: string) => {
  const res = await api<T>(server.baseUrl, "GET", path, undefined, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const archiveOf = (code: string) =>
  adminGet<{ resources: Resource[]; totalResources: number }>(
    `/resources?companyId=${brands[code]?.id}&limit=50`,
  );

/** The cards' thumbnails in view: where each comes from, and whether it has loaded. */
const thumbnails = (page: Page, count: number) =>
  page.locator("article img").evaluateAll(
    (images, n) =>
      images.slice(0, n).map((img) => {
        const image = img as HTMLImageElement;
        return {
          src: image.currentSrc || image.src,
          loaded: image.complete && image.naturalWidth > 0,
        };
      }),
    count,
  );

describe("demo content on a first start", () => {
  for (const [label, viewport] of [
    ["1280", DESKTOP],
    ["375", PHONE],
  ] as const) {
    it(`shows the demo resources with thumbnails served by the app, and the admin's notice (${label} px)`, async () => {
      const summary = await adminGet<DemoDataSummary>("/demo-data");
      expect(summary.present).toBe(true);
      expect(summary.resources).toBeGreaterThanOrEqual(32);
      expect(summary.members).toBeGreaterThanOrEqual(6);
      expect(summary.editions).toBe(1);
      for (const code of BRANDS)
        expect((await archiveOf(code)).totalResources, code).toBeGreaterThanOrEqual(8);

      const cio = brands.CIO;
      const page = await openAs(
        browser,
        server,
        admin.token,
        `/resources/CIO/${cio?.id}`,
        viewport,
      );
      await page
        .getByRole("heading", { name: "2026 State of Enterprise AI: From Pilots to Production" })
        .waitFor();
      await eventually(async () => (await thumbnails(page, 2)).length).toBe(2);
      await eventually(async () => (await thumbnails(page, 2)).every((t) => t.loaded)).toBe(true);
      for (const image of await thumbnails(page, 2))
        expect(image.src.startsWith(`${server.baseUrl}/demo/cio-`), image.src).toBe(true);
      expect(await overflowsSideways(page)).toBe(false);
      await expectNoViolations(page);

      await page.goto(`${server.baseUrl}/admin-dashboard`);
      const notice = page.getByRole("region", { name: NOTICE });
      await notice.waitFor();
      await notice
        .getByText(
          `${summary.resources} resources, ${summary.members} members, 1 sent newsletter edition`,
          { exact: false },
        )
        .waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await expectNoViolations(page);
      await page.context().close();
    });
  }

  it("'Remove demo data', confirmed, leaves an empty portal (375 px)", async () => {
    const page = await openAs(browser, server, admin.token, "/admin-dashboard", PHONE);
    const notice = page.getByRole("region", { name: NOTICE });
    await notice.getByRole("button", { name: "Remove demo data" }).click();
    const dialog = await openDialog(page, "Remove all demo data?");
    await expectNoViolations(page);
    // Cancelling removes nothing.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect((await adminGet<DemoDataSummary>("/demo-data")).present).toBe(true);

    await notice.getByRole("button", { name: "Remove demo data" }).click();
    const again = await openDialog(page, "Remove all demo data?");
    await again.getByRole("button", { name: "Remove demo data" }).click();
    await toastWith(page, "Demo data removed.").waitFor();
    await eventually(() => notice.count()).toBe(0);
    await expectNoViolations(page);
    await page.context().close();

    // Checked through the API: nothing of it is left, and nothing counts it any more.
    expect(await adminGet<DemoDataSummary>("/demo-data")).toEqual({
      present: false,
      resources: 0,
      members: 0,
      editions: 0,
    });
    for (const code of BRANDS) {
      expect((await archiveOf(code)).totalResources, code).toBe(0);
      const { newsletters } = await adminGet<{ newsletters: Newsletter[] }>(
        `/newsletters?company_id=${brands[code]?.id}`,
      );
      expect(newsletters, code).toEqual([]);
    }
    const { users } = await adminGet<{ users: PublicUser[] }>("/user/protected/fetchusers");
    expect(users.map((u) => u.role)).toEqual(["admin"]);
    for (const period of ["30d", "12w", "12m"]) {
      const insights = await adminGet<Insights>(`/insights?period=${period}`);
      expect(
        insights.signups.reduce((sum, s) => sum + s.count, 0),
        period,
      ).toBe(0);
      expect(insights.topResources, period).toEqual([]);
      expect(insights.opensByTopic, period).toEqual([]);
      expect(
        insights.consentRates.every((c) => c.total === 0),
        period,
      ).toBe(true);
    }
    const audit = await adminGet<{ entries: { action: string }[] }>("/audit?action=demo.remove");
    expect(audit.entries).toHaveLength(1);
  });
});
