import type { Campaign, Sponsor } from "@sector/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubspotFake, startHubspotFake } from "../packages/server/test/fakes/hubspot-fake";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  adminSession,
  companyByCode,
  createMember,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, isFocused, openAs, openDialog, PHONE } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let fake: HubspotFake;
let admin: { token: string; user: SessionUser };
let sponsor: Sponsor;
let campaign: Campaign;
let resourceId = 0;

const SPONSOR = "Deliverly Analytics";
const DESTINATION = "Deliverly HubSpot";
const hour = 3_600_000;

beforeAll(async () => {
  // The test server allows loopback addresses for webhooks and destinations (WEBHOOKS_ALLOW_PRIVATE).
  server = await startServer();
  browser = await launchBrowser();
  fake = await startHubspotFake();
  admin = await adminSession(server);
  const cio = await companyByCode(server, "CIO");
  const [topic] = await preferencesOf(server, cio.id);
  if (!topic) throw new Error("CIO needs a topic");
  const created = await api<{ sponsor: Sponsor }>(
    server.baseUrl,
    "POST",
    "/sponsors",
    {
      name: SPONSOR,
      website: "https://deliverly.example.com",
      privacy_url: "https://deliverly.example.com/privacy",
    },
    admin.token,
  );
  expect(created.status).toBe(201);
  sponsor = created.body.sponsor;
  const resource = await api<{ resource: { id: number } }>(
    server.baseUrl,
    "POST",
    "/resources",
    {
      title: "Delivered analytics guide",
      resource_url: `${server.baseUrl}/favicon.svg?resource=delivered`,
      image_bg: `${server.baseUrl}/brands/cio.svg`,
      company_id: cio.id,
      preference_ids: [topic.id],
      sponsor_id: sponsor.id,
    },
    admin.token,
  );
  expect(resource.status).toBe(201);
  resourceId = resource.body.resource.id;
  const made = await api<{ campaign: Campaign }>(
    server.baseUrl,
    "POST",
    "/campaigns",
    {
      sponsor_id: sponsor.id,
      name: "Analytics buyers",
      resource_ids: [resourceId],
      lead_cap: 10,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    },
    admin.token,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  campaign = made.body.campaign;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** Keyboard only: the focus on a control, then keys. */
const typeInto = async (page: Page, control: Locator, text: string) => {
  await control.focus();
  await page.keyboard.type(text);
};

const press = async (page: Page, control: Locator, key = "Enter") => {
  await control.focus();
  expect(await isFocused(control)).toBe(true);
  await page.keyboard.press(key);
};

describe("lead delivery screens", () => {
  it("the admin adds a HubSpot destination by keyboard and sends a test lead; a member's lead shows delivered", async () => {
    const page = await openAs(browser, server, admin.token, `/sponsors?sponsor=${sponsor.id}`);
    await press(page, page.getByRole("button", { name: `Destinations of ${SPONSOR}` }));
    const list = await openDialog(page, `Lead destinations of ${SPONSOR}`);
    await list.getByText(/No destinations yet/).waitFor();
    await press(page, list.getByRole("button", { name: "Add destination" }));
    const form = await openDialog(page, "Add destination");
    await typeInto(page, form.getByRole("textbox", { name: "Name" }), DESTINATION);
    await typeInto(page, form.getByLabel("Access token"), fake.token);
    await typeInto(page, form.getByRole("textbox", { name: "Base URL (optional)" }), fake.url);
    await press(page, form.getByRole("button", { name: "Add destination" }));
    await form.waitFor({ state: "detached" });
    const row = list.getByRole("row", { name: new RegExp(`^${DESTINATION}`) });
    await row.getByText("Active").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await press(page, row.getByRole("button", { name: `Send test lead to ${DESTINATION}` }));
    await row.getByText(/^Test lead delivered: /).waitFor();
    expect([...fake.contacts.keys()].some((email) => email.includes("test-lead"))).toBe(true);

    // A member shares: the lead reaches HubSpot.
    const member = await createMember(server, {
      email: "delivered-member@example.org",
      firstname: "Delia",
    });
    const shared = await api(
      server.baseUrl,
      "POST",
      `/resources/${resourceId}/share`,
      {},
      member.token,
    );
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    await eventually(() => fake.contacts.has("delivered-member@example.org")).toBe(true);

    const screen = await openAs(browser, server, admin.token, `/campaigns/${campaign.id}`);
    const deliveries = screen.getByRole("list", { name: "Deliveries" });
    await eventually(async () => {
      await screen.reload();
      await deliveries.waitFor();
      return deliveries.textContent();
    }).toMatch(new RegExp(`${DESTINATION}:\\s*Delivered\\s*1 attempt`));
    expect(await seriousViolations(screen)).toEqual([]);

    await screen.setViewportSize(PHONE);
    await deliveries.waitFor();
    expect(await overflowsSideways(screen)).toBe(false);
    expect(await seriousViolations(screen)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
