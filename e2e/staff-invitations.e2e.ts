import {
  ADMIN_GRANT,
  ROLE_DESCRIPTIONS,
  STAFF_INVITATION_ACCEPTED,
  STAFF_INVITATION_USED,
} from "@sector/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo } from "../packages/server/test/outbox";
import { seriousViolations } from "./support/a11y";
import { api } from "./support/api";
import { launchBrowser } from "./support/browser";
import { adminSession, createMember, login } from "./support/members";
import { newPage, overflowsSideways, toastWith } from "./support/page-helpers";
import { type RunningServer, startServer } from "./support/server";
import { eventually, openAs, openDialog, PHONE } from "./support/ui";

const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = "a-strong-staff-password";

let server: RunningServer;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = (await adminSession(server)).token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** The newest invitation link mailed to `email`, once the mail queue has delivered it. */
const invitationLink = async (email: string): Promise<string> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = (await mailsTo(server.outboxDir, email))
      .flatMap((m) => m.links.filter((l) => l.startsWith(url("/staff-invitation/"))))
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no invitation was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Invites from the Users screen's dialog, as an admin would. */
const inviteFromUsers = async (page: Page, email: string, role: "employee" | "admin") => {
  await page.getByRole("button", { name: "Invite staff" }).click();
  const modal = await openDialog(page, "Invite staff");
  await modal.getByLabel("Email address").fill(email);
  await modal.getByRole("radio", { name: role }).click();
  return modal;
};

const acceptInvitation = async (page: Page, link: string) => {
  await page.goto(link);
  await page.getByRole("heading", { name: "Accept your invitation" }).waitFor();
  await page.getByLabel("First name").fill("Edsger");
  await page.getByLabel("Last name").fill("Dijkstra");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
};

describe("staff invitations", () => {
  it("an admin invites an employee; the mailed link sets a password; the employee signs in and lands on My Profile", async () => {
    const email = "edsger@example.org";
    const page = await openAs(browser, server, admin, "/users", DESKTOP);
    const modal = await inviteFromUsers(page, email, "employee");
    // Each role says what it can do.
    await modal.getByText(ROLE_DESCRIPTIONS.employee).waitFor();
    await modal.getByText(ROLE_DESCRIPTIONS.admin).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole("button", { name: "Send invitation" }).click();
    await toastWith(page, `Invitation sent to ${email}.`).waitFor();
    await modal.waitFor({ state: "detached" });

    const open = page.getByRole("region", { name: "Open invitations" });
    await open.getByText(email).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);

    // Opened from the mailbox: a browser where nobody is signed in.
    const link = await invitationLink(email);
    const mailbox = await newPage(browser, DESKTOP);
    await mailbox.goto(link);
    await mailbox.getByRole("heading", { name: "Accept your invitation" }).waitFor();
    await mailbox.getByText(email).waitFor();
    expect(await seriousViolations(mailbox)).toEqual([]);
    // The set-password rules, before the server is asked.
    await mailbox.getByRole("button", { name: "Create my account" }).click();
    await mailbox.getByText("First name is required.").first().waitFor();
    await acceptInvitation(mailbox, link);
    await toastWith(mailbox, STAFF_INVITATION_ACCEPTED).waitFor();
    await mailbox.waitForURL(url("/login"));

    await mailbox.getByLabel("Email").fill(email);
    await mailbox.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await mailbox.getByRole("button", { name: "Login" }).click();
    // An employee's home is My Profile (SPEC section 6).
    await mailbox.waitForURL(url("/myprofile"));
    await mailbox.getByRole("heading", { level: 1, name: "My Profile" }).waitFor();
    const nav = mailbox.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Uploads" }).waitFor();
    expect(await nav.getByRole("link", { name: "Users" }).count()).toBe(0);

    // Used: gone from the admin's list, and the link says so.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Users" }).waitFor();
    await eventually(() => page.getByRole("region", { name: "Open invitations" }).count()).toBe(0);
    const again = await newPage(browser, DESKTOP);
    await again.goto(link);
    await again.getByRole("alert").filter({ hasText: STAFF_INVITATION_USED }).waitFor();
    await again.context().close();
    await mailbox.context().close();
    await page.context().close();
    // A whole journey in two browsers: room for a loaded machine.
  }, 120_000);

  it("an admin revokes an open invitation; its link stops working", async () => {
    const email = "revoked@example.org";
    const page = await openAs(browser, server, admin, "/users", DESKTOP);
    const modal = await inviteFromUsers(page, email, "admin");
    await modal.getByRole("button", { name: "Send invitation" }).click();
    await modal.waitFor({ state: "detached" });
    const link = await invitationLink(email);
    await page.getByRole("button", { name: `Revoke the invitation of ${email}` }).click();
    const confirm = await openDialog(page, `Revoke the invitation of ${email}?`);
    await confirm.getByRole("button", { name: "Yes, revoke" }).click();
    await toastWith(page, `The invitation of ${email} was revoked.`).waitFor();
    const mailbox = await newPage(browser, DESKTOP);
    await mailbox.goto(link);
    await mailbox.getByRole("heading", { name: "This invitation cannot be used" }).waitFor();
    await mailbox.context().close();
    await page.context().close();
  });

  it("the role dialog explains each role and asks again before making an admin", async () => {
    const member = await createMember(server, {
      email: "barbara@example.org",
      firstname: "Barbara",
      lastname: "Liskov",
    });
    const page = await openAs(browser, server, admin, "/users?search=barbara", DESKTOP);
    await page.getByRole("button", { name: "Change role of Barbara Liskov: user" }).click();
    const modal = await openDialog(page, "Edit User Role");
    for (const role of ["user", "employee", "admin"] as const) {
      await modal.getByText(ROLE_DESCRIPTIONS[role]).waitFor();
    }
    await modal.getByRole("radio", { name: "admin" }).click();
    await modal.getByRole("button", { name: "Confirm" }).click();
    const ask = await openDialog(page, "Make Barbara Liskov an admin?");
    await ask.getByText(ADMIN_GRANT).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // No: nothing saved, the role dialog stays.
    await ask.getByRole("button", { name: "No, cancel" }).click();
    await ask.waitFor({ state: "detached" });
    const before = await login(server, member.email, member.password);
    expect(before.user.role).toBe("user");

    await modal.getByRole("button", { name: "Confirm" }).click();
    const again = await openDialog(page, "Make Barbara Liskov an admin?");
    await again.getByRole("button", { name: "Yes, make admin" }).click();
    await toastWith(page, "User role successfully updated!").waitFor();
    await modal.waitFor({ state: "detached" });
    const after = await login(server, member.email, member.password);
    expect(after.user.role).toBe("admin");
    await page.context().close();
  });

  it("fits a phone: the Users screen, the invite dialog and the invitation page, with no sideways scrolling", async () => {
    const email = "phone-staff@example.org";
    const page = await openAs(browser, server, admin, "/users", PHONE);
    const modal = await inviteFromUsers(page, email, "employee");
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await modal.getByRole("button", { name: "Send invitation" }).click();
    await modal.waitFor({ state: "detached" });
    await page.getByRole("region", { name: "Open invitations" }).getByText(email).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);

    const link = await invitationLink(email);
    const mailbox = await newPage(browser, PHONE);
    await mailbox.goto(link);
    await mailbox.getByRole("heading", { name: "Accept your invitation" }).waitFor();
    expect(await seriousViolations(mailbox)).toEqual([]);
    expect(await overflowsSideways(mailbox)).toBe(false);
    await acceptInvitation(mailbox, link);
    await mailbox.waitForURL(url("/login"));
    const session = await login(server, email, PASSWORD);
    expect(session.user.role).toBe("employee");
    const profile = await api<{ user: { firstname: string } }>(
      server.baseUrl,
      "GET",
      "/user/protected/myprofile",
      undefined,
      session.token,
    );
    expect(profile.body.user.firstname).toBe("Edsger");
    await mailbox.context().close();
    await page.context().close();
  });
});
