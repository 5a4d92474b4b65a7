import type { NewsletterAudience, NewsletterWithCounts } from "@sector/shared";
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
  type SessionUser,
} from "./support/members";
import { overflowsSideways } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, PHONE } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: SessionUser };
let cio: { id: number; name: string };
let members: Account[];
let editionId: number;

const SUBJECT = "Audience check";

/** Sets one member's CIO newsletter consent through their own profile call. */
const consent = async (member: Account, granted: boolean) => {
  const res = await api(
    server.baseUrl,
    "PUT",
    "/user/protected/consents",
    { company_id: cio.id, purpose: "newsletter", granted },
    member.token,
  );
  expect(res.status).toBe(200);
};

const call = async <T>(path: string) =>
  (await api<T>(server.baseUrl, "GET", path, undefined, admin.token)).body;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  cio = await companyByCode(server, "CIO");
  members = [];
  for (const name of ["Ida", "Jon", "Kim"]) {
    const member = await createMember(server, {
      email: `${name.toLowerCase()}.audience@example.org`,
      firstname: name,
      lastname: "Reader",
    });
    await consent(member, true);
    members.push(member);
  }
  const created = await api<{ newsletter: NewsletterWithCounts }>(
    server.baseUrl,
    "POST",
    "/newsletters",
    { company_id: cio.id, subject: SUBJECT },
    admin.token,
  );
  expect(created.status).toBe(201);
  editionId = created.body.newsletter.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const membersText = (n: number) => `Will go to ${n} ${n === 1 ? "member" : "members"}`;

/** The Newsletters screen at CIO's draft, at `viewport`'s width. */
const openDraft = async (viewport?: { width: number; height: number }) => {
  const page = await openAs(browser, server, admin.token, "/newsletters", viewport);
  await page.getByRole("button", { name: /^Brand/ }).click();
  await page.getByRole("option", { name: cio.name, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
  await page.getByRole("button", { name: `Open ${SUBJECT}` }).click();
  const edition = page.getByRole("article", { name: SUBJECT });
  await edition.waitFor();
  return { page, edition };
};

const top = async (page: Page, name: string) =>
  (await page.getByRole("button", { name, exact: true }).boundingBox())?.y ?? Number.NaN;

/** The draft's audience as the API counts it, before any withdrawal. */
let before: number;

describe("a draft's audience", () => {
  for (const [name, viewport] of [
    ["1280", undefined],
    ["375", PHONE],
  ] as const) {
    it(`says whom it will go to, after Preview and Send test, at ${name} px`, async () => {
      before ??= (await call<NewsletterAudience>(`/newsletters/${editionId}/audience`)).members;
      expect(before).toBeGreaterThanOrEqual(3);
      const { page, edition } = await openDraft(viewport);
      await edition.getByText(membersText(before), { exact: true }).waitFor();
      await edition
        .getByText(
          `${before} consenting members get the newsletter; any member of the brand can be previewed.`,
        )
        .waitFor();
      // Preview and Send test come before Send now.
      expect(await top(page, "Send test")).toBeLessThan(await top(page, "Send now"));
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it("counts one fewer once a member withdraws, says it before sending, and sends to exactly them", async () => {
    before ??= (await call<NewsletterAudience>(`/newsletters/${editionId}/audience`)).members;
    const [ida] = members;
    if (!ida) throw new Error("no member");
    await consent(ida, false);
    const { page, edition } = await openDraft();
    await edition.getByText(membersText(before - 1), { exact: true }).waitFor();

    // The confirmation repeats it; sending freezes exactly that many.
    await edition.getByRole("button", { name: "Send now", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Send this edition now?" });
    await dialog.getByText(`${membersText(before - 1)}.`, { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Send now" }).click();
    await eventually(
      async () =>
        (await call<{ newsletter: NewsletterWithCounts }>(`/newsletters/${editionId}`)).newsletter
          .counts.recipients,
      20_000,
    ).toBe(before - 1);
    await page.context().close();
  });
});
