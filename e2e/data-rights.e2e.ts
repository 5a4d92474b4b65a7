import { readFile } from "node:fs/promises";
import type { AuditEntry, MemberData, PublicUser } from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo, waitForMailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import {
  adminSession,
  companyByCode,
  createMember,
  login,
  myProfile,
  type Preference,
  preferencesOf,
} from "./support/members";
import { overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, PHONE, tableRows } from "./support/ui";

let server: RunningServer;
let browser: Browser;
let admin: { token: string; user: { id: number } };
let cioPreferences: Preference[];

const LAST_ADMIN = "The last admin cannot be erased. Make another user an admin first.";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminSession(server);
  cioPreferences = await preferencesOf(server, (await companyByCode(server, "CIO")).id);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits for the download `start` causes and reads it as the JSON it must be. */
const downloadJson = async (page: Page, start: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent("download"), start()]);
  const file = await download.path();
  return {
    name: download.suggestedFilename(),
    data: JSON.parse(await readFile(file, "utf8")) as MemberData,
  };
};

/** Every user the admin's Users list holds (up to 100), as the API lists them. */
const listedUsers = async () =>
  (
    await api<{ users: PublicUser[] }>(
      server.baseUrl,
      "GET",
      "/user/protected/fetchusers?page=1&pageSize=100",
      undefined,
      admin.token,
    )
  ).body.users;

const auditEntries = async () =>
  (
    await api<{ entries: AuditEntry[] }>(
      server.baseUrl,
      "GET",
      "/audit?page=1&pageSize=100",
      undefined,
      admin.token,
    )
  ).body.entries;

/** Registers `email` again through the public API, as the CIO registration page does. */
const registerAgain = async (email: string) => {
  const company = await companyByCode(server, "CIO");
  const res = await api(server.baseUrl, "POST", "/user/public/register", {
    firstname: "Lise",
    lastname: "Meitner",
    email,
    mobile_number: "0123456789",
    preferences: cioPreferences.slice(0, 1),
    company_id: company.id,
  });
  expect(res.status).toBe(201);
};

const actionsOf = (page: Page, name: string) =>
  page.getByRole("button", { name: `Data actions for ${name}`, exact: true });

/** Opens a row's data menu and picks `item` ('Export data' or 'Erase member'). */
const pickAction = async (page: Page, name: string, item: string) => {
  await actionsOf(page, name).click();
  await page.getByRole("menuitem", { name: item }).click();
};

describe("a member's own data", () => {
  it("downloads my-data.json with their email and topics", async () => {
    const [p0, p1] = cioPreferences as [Preference, Preference];
    const member = await createMember(server, {
      email: "rosalind@example.org",
      firstname: "Rosalind",
      lastname: "Franklin",
      preferenceNames: [p0.name, p1.name],
    });
    const page = await openAs(browser, server, member.token, "/myprofile");
    const section = page.getByRole("region", { name: "Your data" });
    await section.getByRole("button", { name: "Download my data" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const { name, data } = await downloadJson(page, () =>
      section.getByRole("button", { name: "Download my data" }).click(),
    );
    expect(name).toBe("my-data.json");
    expect(data.profile).toMatchObject({
      id: member.user.id,
      email: "rosalind@example.org",
      firstname: "Rosalind",
      lastname: "Franklin",
    });
    expect(data.topics.map((topic) => topic.name).sort()).toEqual([p0.name, p1.name].sort());
    await page.context().close();
  });

  it("deletes the account after the password and DELETE; the email can register again", async () => {
    const email = "lise@example.org";
    const member = await createMember(server, {
      email,
      firstname: "Lise",
      lastname: "Meitner",
      password: "lise-password-1",
    });
    const page = await openAs(browser, server, member.token, "/myprofile");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = await openDialog(page, "Delete your account?");
    await dialog.getByText(/consents you gave or withdrew are kept/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
    const typed = dialog.getByLabel("Type DELETE to confirm");
    await typed.fill("delete");
    await eventually(() => confirm.isDisabled()).toBe(true);
    await typed.fill("DELETE");
    await eventually(() => confirm.isEnabled()).toBe(true);

    // A wrong password: the server's answer under the field, still signed in.
    await confirm.click();
    await dialog.getByRole("alert").filter({ hasText: "The password is not correct." }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect((await login(server, email, "lise-password-1")).user.id).toBe(member.user.id);

    await dialog.getByLabel("Password", { exact: true }).fill("lise-password-1");
    await confirm.click();
    await toastWith(page, "Your account has been deleted.").waitFor();
    await page.waitForURL(`${server.baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // Every token of the account is dead, and the account can no longer sign in.
    const profile = await api(
      server.baseUrl,
      "GET",
      "/user/protected/myprofile",
      undefined,
      member.token,
    );
    expect(profile.status).toBe(401);
    const signIn = await api(server.baseUrl, "POST", "/user/public/login", {
      email,
      password: "lise-password-1",
    });
    expect(signIn.status).not.toBe(200);

    // The address is free: registering it again mails a new set-password link (not the
    // "already registered" notice), which makes a new account.
    const before = (await mailsTo(server.outboxDir, email)).length;
    await registerAgain(email);
    const mails = await waitForMailsTo(server.outboxDir, email, before + 1);
    const link = mails.at(-1)?.links.find((href) => href.includes("/reset-password/"));
    expect(link).toBeDefined();
    const reset = await api(server.baseUrl, "POST", "/user/public/reset-password", {
      slug: link?.split("/reset-password/")[1],
      newPassword: "lise-password-2",
    });
    expect(reset.status).toBe(200);
    const again = await login(server, email, "lise-password-2");
    expect(again.user.id).not.toBe(member.user.id);
    expect((await myProfile(server, again.token)).email).toBe(email);
    await page.context().close();
  });
});

describe("data rights from Users (admin)", () => {
  it("exports a member's data and erases them; they leave the list", async () => {
    const member = await createMember(server, {
      email: "katherine@example.org",
      firstname: "Katherine",
      lastname: "Johnson",
    });
    const name = "Katherine Johnson";
    const page = await openAs(browser, server, admin.token, "/users");
    await actionsOf(page, name).waitFor();
    const before = await tableRows(page, "Users");
    // The specification's columns stay as they were (the name cell shows the member's brands
    // and work details, here derived from "Chief Information Officer", under the name): the
    // menu adds no visible text.
    expect(before).toContain(
      `${name} CIO C-level · IT | katherine@example.org | 0123456789 | user`,
    );

    // Export: a reason first, then the file.
    await pickAction(page, name, "Export data");
    const exporting = await openDialog(page, "Export data");
    expect(await seriousViolations(page)).toEqual([]);
    await exporting.getByRole("button", { name: "Download data" }).click();
    await exporting.getByRole("alert").filter({ hasText: "Please give a reason." }).waitFor();
    await exporting.getByLabel("Reason").fill("Subject access request by email");
    const { name: fileName, data } = await downloadJson(page, () =>
      exporting.getByRole("button", { name: "Download data" }).click(),
    );
    expect(fileName).toBe(`member-${member.user.id}-data.json`);
    expect(data.profile).toMatchObject({ id: member.user.id, email: "katherine@example.org" });
    await exporting.waitFor({ state: "detached" });
    const exported = (await auditEntries()).find(
      (entry) => entry.action === "member.export" && entry.target_id === String(member.user.id),
    );
    expect(exported?.summary).toContain("Subject access request by email");

    // Erase: a reason, then a confirmation.
    await pickAction(page, name, "Erase member");
    const erasing = await openDialog(page, "Erase member");
    await erasing.getByLabel("Reason").fill("Asked to be forgotten");
    await erasing.getByRole("button", { name: "Erase member" }).click();
    const confirm = await openDialog(page, `Erase ${name}?`);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Yes, erase" }).click();
    await toastWith(page, "Member erased.").waitFor();
    await erasing.waitFor({ state: "detached" });

    await eventually(async () =>
      (await tableRows(page, "Users")).some((row) => row.includes("katherine@example.org")),
    ).toBe(false);
    expect((await listedUsers()).map((user) => user.id)).not.toContain(member.user.id);
    const erasedToken = await api(
      server.baseUrl,
      "GET",
      "/user/protected/myprofile",
      undefined,
      member.token,
    );
    expect(erasedToken.status).toBe(401);
    await page.context().close();
  });

  it("on a phone: the row's actions are within reach, and the last admin is refused", async () => {
    const self = await myProfile(server, admin.token);
    const name = `${self.firstname} ${self.lastname}`.trim() || self.email;
    const page = await openAs(browser, server, admin.token, "/users", PHONE);
    const actions = actionsOf(page, name);
    await actions.waitFor();
    expect(await overflowsSideways(page)).toBe(false);

    await pickAction(page, name, "Erase member");
    const erasing = await openDialog(page, "Erase member");
    expect(await overflowsSideways(page)).toBe(false);
    await erasing.getByLabel("Reason").fill("Testing the last-admin rule");
    await erasing.getByRole("button", { name: "Erase member" }).click();
    const confirm = await openDialog(page, `Erase ${name}?`);
    await confirm.getByRole("button", { name: "Yes, erase" }).click();
    await erasing.getByRole("alert").filter({ hasText: LAST_ADMIN }).waitFor();
    await toastWith(page, LAST_ADMIN).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await erasing.getByRole("button", { name: "Cancel" }).click();
    await erasing.waitFor({ state: "detached" });
    expect((await myProfile(server, admin.token)).email).toBe(self.email);
    await page.context().close();
  });
});
