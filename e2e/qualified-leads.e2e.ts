import {
  ANSWER_REQUIRED,
  type Campaign,
  type CampaignDetail,
  type CampaignLeadsPage,
  SHARE_AND_READ,
  type Sponsor,
} from "@sector/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  type Account,
  adminSession,
  companyByCode,
  createMember,
  openSignedIn,
  preferencesOf,
  type SessionUser,
} from "./support/members";
import { newPage, overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, isFocused, openAs, openDialog, PHONE } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let sponsor: Sponsor;
let resourceUrl: string;
let campaignId = 0;

const SPONSOR = "Qualico Security";
const TITLE = "Qualified zero trust playbook";
const CAMPAIGN = "Zero trust buyers";
const SIZE_QUESTION = "How big is your company?";
const TOOLS_QUESTION = "Which tools do you use?";
const DIALOG = `${SPONSOR} sponsors this resource`;
const DESKTOP = { width: 1280, height: 900 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
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
      website: "https://qualico.example.com",
      privacy_url: "https://qualico.example.com/privacy",
    },
    admin.token,
  );
  expect(created.status).toBe(201);
  sponsor = created.body.sponsor;
  // A page of the test server itself, so the new tab loads without reaching the internet.
  resourceUrl = `${server.baseUrl}/favicon.svg?resource=qualified`;
  const resource = await api<{ resource: { id: number } }>(
    server.baseUrl,
    "POST",
    "/resources",
    {
      title: TITLE,
      resource_url: resourceUrl,
      image_bg: `${server.baseUrl}/brands/cio.svg`,
      company_id: cio.id,
      preference_ids: [topic.id],
      sponsor_id: sponsor.id,
    },
    admin.token,
  );
  expect(resource.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const adminGet = async <T>(path: string): Promise<T> => {
  const res = await api<T>(server.baseUrl, "GET", path, undefined, admin.token);
  expect(res.status, path).toBe(200);
  return res.body;
};

/** Presses Tab until `target` has the focus (at most `limit` times). */
const tabTo = async (page: Page, target: Locator, limit = 40) => {
  for (let i = 0; i < limit && !(await isFocused(target)); i++) await page.keyboard.press("Tab");
  expect(await isFocused(target)).toBe(true);
};

/** Keyboard only: the focus on a control, then keys. */
const typeInto = async (page: Page, control: Locator, text: string) => {
  await control.focus();
  await page.keyboard.type(text);
};

/**
 * A CIO member (a Chief Information Officer: C-level, derived from the title) in Germany, with
 * `extra` of their work details set as they would set them in My Profile.
 */
let seq = 0;
const newMember = async (firstname: string, extra: Record<string, string> = {}) => {
  seq += 1;
  const member = await createMember(server, { email: `qualified${seq}@example.org`, firstname });
  const set = await api(
    server.baseUrl,
    "PATCH",
    "/user/protected/profile-details",
    { country: "DE", ...extra },
    member.token,
  );
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return member;
};

/** The member's dashboard once their offers have arrived (a click before would not ask). */
const openFeed = async (member: Account, viewport = DESKTOP): Promise<Page> => {
  const page = await newPage(browser, viewport);
  const offers = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/sponsor-offers" && !url.searchParams.has("resource_id");
  });
  await openSignedIn(page, server, member.token);
  await offers;
  return page;
};

const card = (page: Page): Locator => page.locator("article").filter({ hasText: TITLE });

/** Runs `act` and returns the tab it opened, loaded. */
const newTabFrom = async (page: Page, act: () => Promise<void>): Promise<Page> => {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), act()]);
  await tab.waitForLoadState();
  return tab;
};

const leadsOf = () => adminGet<CampaignLeadsPage>(`/campaigns/${campaignId}/leads`);

describe("qualified leads: the sponsor's filters and questions, asked once", () => {
  it("the admin builds a campaign with work details' filters and two questions by keyboard, with a preview", async () => {
    const page = await openAs(browser, server, admin.token, `/sponsors?sponsor=${sponsor.id}`);
    await page.getByRole("heading", { name: `Campaigns of ${SPONSOR}` }).waitFor();
    await page.getByRole("button", { name: "New campaign" }).click();
    const form = await openDialog(page, "New campaign");

    await typeInto(page, form.getByRole("textbox", { name: "Campaign name" }), CAMPAIGN);
    // The resource: the list opened with the down arrow, its title typed to reach it, Enter.
    await form.getByRole("button", { name: /^Sponsored resources/ }).focus();
    await page.keyboard.press("ArrowDown");
    await page.getByRole("listbox").waitFor();
    await page.keyboard.type(TITLE.slice(0, 12));
    await eventually(() =>
      page.getByRole("option", { name: new RegExp(`^${TITLE}`) }).getAttribute("data-focus"),
    ).not.toBeNull();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await page.getByRole("listbox").waitFor({ state: "detached" });
    await form.getByRole("button", { name: `Remove ${TITLE} (CIO)` }).waitFor();
    await typeInto(page, form.getByRole("spinbutton", { name: "Lead cap" }), "10");

    // Countries: typed, chosen with Enter; seniority from its list.
    await typeInto(page, form.getByRole("combobox", { name: "Countries" }), "Germ");
    await page.getByRole("option", { name: "Germany" }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Remove Germany" }).waitFor();
    await form.getByRole("button", { name: /^Seniorities/ }).focus();
    await page.keyboard.press("ArrowDown");
    await page.getByRole("option", { name: "C-level" }).waitFor();
    await page.keyboard.type("C-");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Remove C-level" }).waitFor();

    // Question 1 fills the member's company size: a single choice from its list, required.
    const add = form.getByRole("button", { name: "Add a question" });
    await add.focus();
    await page.keyboard.press("Enter");
    const first = form.getByRole("listitem", { name: "Question 1" });
    await typeInto(page, first.getByRole("textbox", { name: "Question 1 wording" }), SIZE_QUESTION);
    await typeInto(
      page,
      first.getByRole("combobox", { name: "Question 1 fills the member's…" }),
      "Company",
    );
    await first.getByText("1–49 employees · 50–249 employees", { exact: false }).waitFor();
    await first.getByRole("checkbox", { name: "Question 1 is required" }).focus();
    await page.keyboard.press("Space");

    // Question 2, the sponsor's own: several choices, optional.
    await add.focus();
    await page.keyboard.press("Enter");
    const second = form.getByRole("listitem", { name: "Question 2" });
    await typeInto(
      page,
      second.getByRole("textbox", { name: "Question 2 wording" }),
      TOOLS_QUESTION,
    );
    await typeInto(
      page,
      second.getByRole("combobox", { name: "Question 2 answered with" }),
      "Several",
    );
    await typeInto(page, second.getByRole("textbox", { name: "Choice 1" }), "Okta");
    await typeInto(page, second.getByRole("textbox", { name: "Choice 2" }), "Zscaler");
    await second.getByRole("button", { name: "Add a choice to question 2" }).focus();
    await page.keyboard.press("Enter");
    await typeInto(page, second.getByRole("textbox", { name: "Choice 3" }), "Cloudflare");

    // The preview asks them as a member will be asked.
    const preview = form.getByRole("region", { name: "Preview of the sharing dialog" });
    await preview.getByText(`${SPONSOR} sponsors this resource`).waitFor();
    await preview.getByText(SIZE_QUESTION).waitFor();
    await preview.getByText("Cloudflare").waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await tabTo(page, form.getByRole("button", { name: "Create campaign" }), 80);
    await page.keyboard.press("Enter");
    await toastWith(page, "Campaign created.").waitFor();
    const [campaign] = (
      await adminGet<{ campaigns: Campaign[] }>(`/campaigns?sponsor_id=${sponsor.id}`)
    ).campaigns;
    expect(campaign?.filters).toMatchObject({ countries: ["DE"], seniorities: ["c_level"] });
    expect(campaign?.questions.map(({ id, ...q }) => q)).toEqual([
      {
        label: SIZE_QUESTION,
        kind: "single",
        required: true,
        profile_field: "company_size",
        options: ["1-49", "50-249", "250-999", "1000-4999", "5000+"],
      },
      {
        label: TOOLS_QUESTION,
        kind: "multi",
        required: false,
        options: ["Okta", "Zscaler", "Cloudflare"],
      },
    ]);
    expect(campaign?.questions[1]?.id).toMatch(/^which-tools-do-you-use-[a-z0-9]{4}$/);
    campaignId = campaign?.id ?? 0;
    await page.context().close();
  }, 120_000);

  it("the editor with its questions fits a 375 px phone", async () => {
    const page = await openAs(browser, server, admin.token, `/campaigns/${campaignId}`, PHONE);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const form = await openDialog(page, "Edit campaign");
    await form.getByRole("textbox", { name: "Question 2 wording" }).waitFor();
    expect(await form.getByRole("textbox", { name: "Question 1 wording" }).inputValue()).toBe(
      SIZE_QUESTION,
    );
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("a member answers both questions (a required one first refused unanswered), shares, and fills their profile", async () => {
    const grace = await newMember("Grace");
    const page = await openFeed(grace);
    await card(page).getByRole("link").click();
    const dialog = await openDialog(page, DIALOG);
    const size = dialog.getByRole("group", { name: `${SIZE_QUESTION} (required)` });
    const tools = dialog.getByRole("group", { name: new RegExp(`^${TOOLS_QUESTION}`) });
    await size.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard only: the tools chosen with Space, "Share and read" without the required answer.
    const okta = tools.getByRole("checkbox", { name: "Okta" });
    await tabTo(page, okta);
    await page.keyboard.press("Space");
    const share = dialog.getByRole("button", { name: SHARE_AND_READ, exact: true });
    await tabTo(page, share);
    await page.keyboard.press("Enter");
    await dialog.getByRole("alert").filter({ hasText: ANSWER_REQUIRED }).waitFor();
    expect(page.context().pages()).toHaveLength(1);
    expect((await leadsOf()).total).toBe(0);

    // The size: arrows move within the radio group.
    await size.getByRole("radio", { name: "1–49 employees" }).focus();
    await page.keyboard.press("ArrowDown");
    expect(await size.getByRole("radio", { name: "50–249 employees" }).isChecked()).toBe(true);
    await tabTo(page, share);
    const tab = await newTabFrom(page, () => page.keyboard.press("Enter"));
    expect(tab.url()).toBe(resourceUrl);
    await tab.close();
    await dialog.waitFor({ state: "detached" });

    await eventually(async () => (await leadsOf()).total).toBe(1);
    const [lead] = (await leadsOf()).leads;
    const [sizeId, toolsId] = (
      await adminGet<CampaignDetail>(`/campaigns/${campaignId}`)
    ).campaign.questions.map((q) => q.id);
    expect(lead?.answers).toEqual({ [sizeId ?? ""]: "50-249", [toolsId ?? ""]: ["Okta"] });
    expect(lead?.member.company_size).toBe("50-249");
    await page.context().close();
  }, 60_000);

  it("a member with their company size on file is asked only the other question, on a 375 px phone", async () => {
    const alan = await newMember("Alan", { company_size: "5000+" });
    const page = await openFeed(alan, PHONE);
    await card(page).getByRole("link").click();
    const dialog = await openDialog(page, DIALOG);
    const tools = dialog.getByRole("group", { name: new RegExp(`^${TOOLS_QUESTION}`) });
    await tools.waitFor();
    expect(await dialog.getByText(SIZE_QUESTION).count()).toBe(0);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await tabTo(page, tools.getByRole("checkbox", { name: "Zscaler" }));
    await page.keyboard.press("Space");
    const share = dialog.getByRole("button", { name: SHARE_AND_READ, exact: true });
    await tabTo(page, share);
    const tab = await newTabFrom(page, () => page.keyboard.press("Enter"));
    await tab.close();
    await eventually(async () => (await leadsOf()).total).toBe(2);
    const newest = (await leadsOf()).leads[0];
    expect(newest?.member.first_name).toBe("Alan");
    // The size came from the profile.
    const [sizeId, toolsId] = (
      await adminGet<CampaignDetail>(`/campaigns/${campaignId}`)
    ).campaign.questions.map((q) => q.id);
    expect(newest?.answers).toEqual({ [sizeId ?? ""]: "5000+", [toolsId ?? ""]: ["Zscaler"] });
    await page.context().close();
  }, 60_000);

  for (const [name, viewport] of [
    ["1280", DESKTOP],
    ["375", PHONE],
  ] as const) {
    it(`the admin sees both leads with their answers, rejects one with a reason and restores it, at ${name} px`, async () => {
      const page = await openAs(browser, server, admin.token, `/campaigns/${campaignId}`, viewport);
      const leads = page.getByRole("region", { name: "Leads", exact: true });
      const list = leads.getByRole("region", { name: "Lead list" });
      const rows = list.locator("tbody tr");
      await eventually(() => rows.count()).toBe(2);
      // Newest first: Alan (size from his profile), then Grace (size answered in the dialog).
      const alan = rows.nth(0);
      const grace = rows.nth(1);
      expect(await alan.textContent()).toContain(`${SIZE_QUESTION}: 5,000+ employees`);
      expect(await alan.textContent()).toContain(`${TOOLS_QUESTION}: Zscaler`);
      expect(await grace.textContent()).toContain(`${SIZE_QUESTION}: 50–249 employees`);
      expect(await grace.textContent()).toContain(`${TOOLS_QUESTION}: Okta`);
      expect(await grace.textContent()).toContain("Germany");
      const counts = leads.getByText(/\d+ accepted · \d+ rejected/);
      await eventually(() => counts.textContent()).toMatch(/^2 accepted · 0 rejected$/);
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      // Reject Grace's lead by keyboard: the reason from its group, a note, Enter.
      await leads.getByRole("button", { name: "Reject lead of Grace Lovelace" }).focus();
      await page.keyboard.press("Enter");
      const reject = await openDialog(page, "Reject lead");
      const reasons = reject.getByRole("group", { name: "Reason (required)" });
      await reasons.getByRole("radio", { name: "Duplicate" }).focus();
      await page.keyboard.press("Space");
      await typeInto(
        page,
        reject.getByRole("textbox", { name: "Note (optional)" }),
        "Same person as #12",
      );
      expect(await seriousViolations(page)).toEqual([]);
      await tabTo(page, reject.getByRole("button", { name: "Reject lead", exact: true }));
      await page.keyboard.press("Enter");
      await toastWith(page, "Lead rejected.").waitFor();
      await reject.waitFor({ state: "detached" });
      await eventually(() => counts.textContent()).toMatch(/^1 accepted · 1 rejected$/);
      await eventually(() => grace.textContent()).toContain("Rejected");
      expect(await grace.textContent()).toContain("Duplicate");
      const judged = (await leadsOf()).leads.find((l) => l.member.first_name === "Grace");
      expect(judged).toMatchObject({
        status: "rejected",
        reason: "duplicate",
        note: "Same person as #12",
      });

      // Restore it: the counts come back.
      await leads.getByRole("button", { name: "Restore lead of Grace Lovelace" }).click();
      await toastWith(page, "Lead restored.").waitFor();
      await eventually(() => counts.textContent()).toMatch(/^2 accepted · 0 rejected$/);
      await eventually(() => grace.textContent()).toContain("Delivered");
      expect(await overflowsSideways(page)).toBe(false);
      await page.context().close();
    }, 60_000);
  }
});
