import type { CompanyBrand } from "@sector/shared";
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
  createResource,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, PHONE, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let reader: Account;

/** Far longer than the axis has room for. */
const LONG_TITLE =
  "The complete field guide to zero trust architecture for mid-sized enterprises in 2026";
/** CIO's own colour, set on its branding. */
const CIO_COLOR = "#be123c";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  const [topic] = await preferencesOf(server, cio.id);
  if (!topic) throw new Error("CIO needs a topic");

  // CIO's own colour.
  const brand = await api<{ company: CompanyBrand }>(
    server.baseUrl,
    "POST",
    "/company/fetch-company",
    {
      company_name: "CIO",
    },
  );
  const colored = await api(
    server.baseUrl,
    "PUT",
    `/company/${cio.id}`,
    {
      name: brand.body.company.name,
      base_url: brand.body.company.base_url,
      logo_url: brand.body.company.logo_url,
      primary_color: CIO_COLOR,
    },
    admin.token,
  );
  expect(colored.status).toBe(200);

  // Ten CIO members answer the consents (half want the newsletter): CIO's rates are shown,
  // the other brands', with fewer than 10 members, are not.
  reader = await createMember(server, { email: "chart.reader@example.org", firstname: "Cleo" });
  for (let i = 1; i <= 10; i++) {
    const res = await api(server.baseUrl, "POST", "/user/public/register", {
      firstname: "Chart",
      lastname: `Member ${i}`,
      email: `chart.member.${i}@example.org`,
      mobile_number: "0123456789",
      preferences: [topic],
      newsletter_flag: i % 2 === 0,
      resources_flag: false,
      partners_flag: false,
      company_id: cio.id,
    });
    expect(res.status).toBe(201);
  }

  // One CMO member: CMO's rates are left out.
  const cmo = await companyByCode(server, "CMO");
  const [cmoTopic] = await preferencesOf(server, cmo.id);
  const cmoMember = await api(server.baseUrl, "POST", "/user/public/register", {
    firstname: "Chart",
    lastname: "Outsider",
    email: "chart.outsider@example.org",
    mobile_number: "0123456789",
    preferences: [cmoTopic],
    newsletter_flag: true,
    resources_flag: false,
    partners_flag: false,
    company_id: cmo.id,
  });
  expect(cmoMember.status).toBe(201);

  const id = await createResource(server, admin.token, {
    title: LONG_TITLE,
    companyId: cio.id,
    preferenceIds: [topic.id],
    imageUrl: `${server.baseUrl}/brands/cio.svg`,
  });
  const opened = await api(server.baseUrl, "POST", `/resources/${id}/open`, {}, reader.token);
  expect(opened.status).toBeLessThan(300);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The chart card `title`, its numbers shown. */
const openCard = async (page: Page, title: string) => {
  const card = page.getByRole("region", { name: title, exact: true });
  await card.getByText("Show the numbers", { exact: true }).click();
  return card;
};

/** How wide the numbers' table of `title` is, and its box: "scroll / client". */
const tableWidths = (page: Page, title: string) =>
  page
    .getByRole("region", { name: `${title} (numbers)` })
    .evaluate((box) => `${box.scrollWidth} / ${box.clientWidth}`);

/** Whether the box's content is wider than the box. */
const scrolls = (widths: string) => {
  const [content, box] = widths.split(" / ").map(Number);
  return (content ?? 0) > (box ?? 0);
};

describe("the insights' charts", () => {
  for (const [name, viewport] of [
    ["1280", { width: 1280, height: 900 }],
    ["375", PHONE],
  ] as const) {
    it(`are readable at ${name} px: whole titles, counts behind rates, brand colours`, async () => {
      const page = await openAs(browser, server, admin.token, "/admin-dashboard", viewport);
      await page.getByRole("heading", { name: "Insights", level: 2 }).waitFor();

      // Top resources: the title cut on the axis, whole on hover and in the table.
      const top = await openCard(page, "Top resources");
      await eventually(() => tableRows(page, "Top resources (numbers)")).toEqual([
        `1 | ${LONG_TITLE} | 1 | 1`,
      ]);
      const tick = top.locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
      await tick.first().waitFor();
      expect(await tick.first().textContent()).toMatch(/^The complete field.*…$/);
      expect(await top.locator(".recharts-yAxis-tick-labels title").first().textContent()).toBe(
        LONG_TITLE,
      );
      // Not cut by the card: the label starts inside the chart.
      const [label, chart] = await Promise.all([
        tick.first().boundingBox(),
        top.locator(".recharts-wrapper").first().boundingBox(),
      ]);
      expect(label?.x ?? -1).toBeGreaterThanOrEqual(chart?.x ?? 0);

      // Consent rates: the counts behind each rate, small brands left out with a note.
      const consent = await openCard(page, "Consent rates");
      await consent.locator(".recharts-cartesian-grid").waitFor();
      const rows = await tableRows(page, "Consent rates (numbers)");
      expect(rows.every((row) => row.startsWith("CIO | "))).toBe(true);
      expect(rows).toContain("CIO | Newsletter | 45.5% | 5 of 11");
      await consent
        .getByText(/^\d+ brands? with fewer than 10 members (is|are) not shown\.$/)
        .waitFor();

      // New members: CIO's series in CIO's colour.
      const signups = await openCard(page, "New members");
      const legend = signups.locator(".recharts-legend-item").filter({ hasText: /^CIO$/ });
      expect(await legend.locator("path").first().getAttribute("fill")).toBe(CIO_COLOR);

      // The numbers' tables fit the card at 1280; on a phone they scroll in their own box.
      for (const title of ["Top resources", "Consent rates"]) {
        const widths = await tableWidths(page, title);
        if (name === "1280") expect(scrolls(widths), `${title}: ${widths}`).toBe(false);
        const overflow = await page
          .getByRole("region", { name: `${title} (numbers)` })
          .evaluate((box) => getComputedStyle(box).overflowX);
        expect(overflow).toBe("auto");
      }
      await openCard(page, "Opens by topic");
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
