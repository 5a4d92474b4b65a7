import type { Browser, Locator, Page } from "playwright-core";
import type { RunningServer } from "../../e2e/support/server";
import { DESKTOP, openPage, PHONE } from "./capture";
import { CAMPAIGN, DRAFT_SUBJECT, MEMBER, type Portal, SPONSOR, SPONSORED_TITLE } from "./portal";

/**
 * The documentation's screenshots, one entry each: its file name (kebab-case, no extension),
 * what it shows, and how to reach that screen. `open` returns the page at the state to
 * capture, and the part of it to crop to when not the whole viewport. They run in this order:
 * the audit log comes before the screens whose actions it records (a preview, a dry run), so
 * it reads the same whichever screens are retaken.
 */

export interface ShotContext {
  browser: Browser;
  server: RunningServer;
  portal: Portal;
}

export interface Shot {
  name: string;
  shows: string;
  open(context: ShotContext): Promise<{ page: Page; part?: Locator; margin?: number }>;
}

const asAdmin = (c: ShotContext, pathname: string, viewport = DESKTOP) =>
  openPage(c.browser, c.server, c.portal.adminToken, pathname, viewport);
const asMember = (c: ShotContext, pathname: string, viewport = DESKTOP) =>
  openPage(c.browser, c.server, c.portal.member.token, pathname, viewport);

const heading = (page: Page, name: string, level = 1) =>
  page.getByRole("heading", { name, level }).first().waitFor();

/** Picks `option` in the listbox button labelled `label` (Headless UI's Listbox). */
const choose = async (page: Page, label: RegExp, option: string) => {
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
};

/** The Newsletters screen on CIO, the brand of the demo's sent edition and of the draft. */
const cioNewsletters = async (c: ShotContext) => {
  const page = await asAdmin(c, "/newsletters");
  await heading(page, "Newsletters");
  await choose(page, /^Brand/, "CIO");
  await page
    .getByRole("region", { name: "Editions" })
    .getByRole("cell", { name: DRAFT_SUBJECT, exact: true })
    .waitFor();
  return page;
};

/** A member-import sheet as an event's sign-up list names its columns. */
const IMPORT_CSV = [
  "First Name,Surname,E-mail,Mobile,Organisation,Job Title,Community,Interests,Newsletter opt-in,Newsletter consent date,Newsletter consent source",
  "Grace,Hopper,grace.hopper@example.org,+1 555 123 4567,US Navy,CTO,CIO,Cloud Computing;DevOps,yes,2026-04-01,Spring summit",
  "Alan,Turing,alan.turing@example.org,,Bletchley Analytics,Head of Data,CIO,Data & Analytics,yes,2026-04-01,Spring summit",
  "Katherine,Johnson,katherine.johnson@example.org,,Orbital Systems,CIO,CIO,Artificial Intelligence,no,,",
  "Jordan,Reyes,jordan.reyes@example.org,,,,CIO,DevOps,,,",
  "Frank,Finance,frank.finance@example.org,,,,CFO,,,,",
].join("\n");

/** Import members with IMPORT_CSV chosen: the mapping guessed from its header row. */
const importWithFile = async (c: ShotContext) => {
  const page = await asAdmin(c, "/import-members");
  await heading(page, "Import members");
  await page.getByLabel(/^CSV file/).setInputFiles({
    name: "spring-summit.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(IMPORT_CSV),
  });
  await page.getByRole("button", { name: /^Email\b/ }).waitFor();
  return page;
};

export const SHOTS: Shot[] = [
  {
    name: "member-feed",
    shows: "a member's dashboard: the feed of their topics' resources, a sponsored one first",
    async open(c) {
      const page = await asMember(c, "/");
      await page.getByRole("heading", { name: SPONSORED_TITLE }).waitFor();
      return { page };
    },
  },
  {
    name: "member-feed-phone",
    shows: "the same feed on a 375 px phone",
    async open(c) {
      const page = await asMember(c, "/", PHONE);
      await page.getByRole("heading", { name: SPONSORED_TITLE }).waitFor();
      return { page };
    },
  },
  {
    name: "brand-registration",
    shows: "CIO's registration page (/cio-register) as a visitor sees it",
    async open(c) {
      const page = await openPage(c.browser, c.server, null, "/cio-register");
      await page.getByRole("heading", { name: "Become a Member" }).waitFor();
      return { page };
    },
  },
  {
    name: "brand-registration-phone",
    shows: "the registration page on a 375 px phone",
    async open(c) {
      const page = await openPage(c.browser, c.server, null, "/cio-register", PHONE);
      await page.getByRole("heading", { name: "Become a Member" }).waitFor();
      return { page };
    },
  },
  {
    name: "admin-dashboard",
    shows: "the admin's dashboard as it opens: the demo content notice and the insights' filters",
    async open(c) {
      const page = await asAdmin(c, "/admin-dashboard");
      await page.getByRole("region", { name: "This portal shows demo content" }).waitFor();
      await page.locator(".recharts-surface").first().waitFor();
      return { page };
    },
  },
  {
    name: "admin-dashboard-insights",
    shows:
      "the admin dashboard's insights: new members, top resources, opens by topic, consent rates",
    async open(c) {
      const page = await asAdmin(c, "/admin-dashboard");
      const insights = page.getByRole("heading", { name: "Insights", level: 2 });
      await insights.waitFor();
      await page.locator(".recharts-surface").first().waitFor();
      return { page, part: page.locator("section", { has: insights }).first() };
    },
  },
  {
    name: "users",
    shows: "the Users screen: members, their roles and brands",
    async open(c) {
      const page = await asAdmin(c, "/users");
      await heading(page, "Users");
      await page
        .getByRole("cell", { name: /Jordan/ })
        .first()
        .waitFor();
      return { page };
    },
  },
  {
    name: "audit-log",
    shows: "the audit log of staff actions",
    async open(c) {
      const page = await asAdmin(c, "/audit");
      await heading(page, "Audit log");
      await page
        .getByRole("cell", { name: /suppressed/ })
        .first()
        .waitFor();
      return { page };
    },
  },
  {
    name: "newsletters",
    shows: "the Newsletters screen: the editions and the weekly schedule",
    async open(c) {
      const page = await cioNewsletters(c);
      await page.getByRole("heading", { name: "Weekly schedule" }).waitFor();
      return { page };
    },
  },
  {
    name: "newsletter-edition-preview",
    shows: "a draft edition opened, previewed for a member (their own items)",
    async open(c) {
      const page = await cioNewsletters(c);
      const edition = page.getByRole("article", { name: DRAFT_SUBJECT });
      if ((await edition.count()) === 0) {
        await page.getByRole("button", { name: `Open ${DRAFT_SUBJECT}` }).click();
      }
      await edition.waitFor();
      await edition.getByRole("searchbox", { name: "Find a member" }).fill(MEMBER.firstname);
      await edition
        .getByRole("button", { name: `${MEMBER.firstname} ${MEMBER.lastname}`, exact: true })
        .click();
      await edition.getByTitle(`Newsletter for ${MEMBER.firstname} ${MEMBER.lastname}`).waitFor();
      return { page, part: edition.getByRole("region", { name: "Preview" }) };
    },
  },
  {
    name: "sponsors",
    shows: "the Sponsors screen with a sponsor and its campaigns",
    async open(c) {
      const page = await asAdmin(c, "/sponsors");
      await heading(page, "Sponsors");
      await page.getByRole("cell", { name: SPONSOR }).first().click();
      await page.getByRole("heading", { name: `Campaigns of ${SPONSOR}` }).waitFor();
      await page.getByRole("link", { name: CAMPAIGN, exact: true }).waitFor();
      return { page };
    },
  },
  {
    name: "campaign",
    shows: "a running campaign: its progress towards the lead cap and its leads charted",
    async open(c) {
      const page = await asAdmin(c, `/campaigns/${c.portal.campaignId}`);
      await heading(page, CAMPAIGN);
      await page.getByRole("region", { name: "Campaign overview" }).waitFor();
      await page.locator(".recharts-surface").first().waitFor();
      // The screen's whole content, without the bars: main has room of its own around it.
      return { page, part: page.getByRole("main"), margin: 0 };
    },
  },
  {
    name: "suppressions",
    shows: "the Suppressions screen: a hard bounce, a complaint and an address added by hand",
    async open(c) {
      const page = await asAdmin(c, "/suppressions");
      await heading(page, "Suppressions");
      await page.getByRole("cell", { name: "left.company@example.org", exact: true }).waitFor();
      return { page };
    },
  },
  {
    name: "import-members-mapping",
    shows: "Import members with a CSV file chosen: each field mapped to a column of the file",
    async open(c) {
      return { page: await importWithFile(c) };
    },
  },
  {
    name: "import-members-dry-run",
    shows: "the dry run's report of that file: who would be created, merged or refused, and why",
    async open(c) {
      const page = await importWithFile(c);
      await page.getByRole("button", { name: "Dry run" }).click();
      const report = page.getByRole("region", { name: "Dry run report" });
      await report.waitFor();
      return { page, part: report };
    },
  },
  {
    name: "search-results",
    shows: "a member's search for 'cloud': the matching resources with the word marked",
    async open(c) {
      const page = await asMember(c, "/search?q=cloud");
      await page.getByRole("region", { name: "Search results" }).locator("mark").first().waitFor();
      return { page };
    },
  },
  {
    name: "my-profile-communication",
    shows: "a member's My Profile, Communication tab: their consents per brand and purpose",
    async open(c) {
      const page = await asMember(c, "/myprofile");
      await heading(page, "My Profile");
      await page.getByRole("tab", { name: "Communication" }).click();
      return { page };
    },
  },
  {
    name: "my-profile-your-data",
    shows: "a member's My Profile, lower part: details shared with sponsors and Your data",
    async open(c) {
      const page = await asMember(c, "/myprofile");
      const yourData = page.getByRole("region", { name: "Your data" });
      await yourData.getByRole("button", { name: "Download my data" }).waitFor();
      await yourData.scrollIntoViewIfNeeded();
      return { page };
    },
  },
];
