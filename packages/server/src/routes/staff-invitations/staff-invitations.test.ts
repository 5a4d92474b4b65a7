import {
  type LoginResponse,
  STAFF_INVITATION_ACCEPTED,
  STAFF_INVITATION_ACCOUNT_EXISTS,
  STAFF_INVITATION_ALREADY_MEMBER,
  STAFF_INVITATION_ALREADY_STAFF,
  STAFF_INVITATION_EXPIRED,
  STAFF_INVITATION_INVALID,
  STAFF_INVITATION_NOT_FOUND,
  STAFF_INVITATION_ROLE_MESSAGE,
  STAFF_INVITATION_USED,
  type StaffInvitation,
} from "@sector/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, login, loginAdmin, registrationFor } from "../../../test/fixtures";
import { staffLogin } from "../../../test/newsletters";
import { waitForMailsTo } from "../../../test/outbox";
import { apiCall } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { hashSlug } from "../../auth/slugs";
import { auditLog, consents, memberships, users } from "../../db/schema";
import { staffInvitations } from "../../db/staff-invitations-schema";

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const session = await loginAdmin(t);
  admin = session.token;
  adminId = session.user.id;
});
afterAll(() => t.close());

let seq = 0;
const newAddress = () => {
  seq += 1;
  return `staff${seq}-${Date.now()}@example.org`;
};

const invite = (email: string, role: string = "employee", token = admin) =>
  apiCall(t, token, "POST", "/staff-invitations", { email, role });

/** Invites `email` and returns the token of the link mailed for it (the `nth` mail to it). */
const invited = async (email: string, role: "employee" | "admin" = "employee", nth = 1) => {
  const res = await invite(email, role);
  expect(res.statusCode, res.body).toBe(201);
  const mails = await waitForMailsTo(t.outboxDir, email, nth);
  const link = mails[nth - 1]?.links.find((l) => l.includes("/staff-invitation/")) ?? "";
  expect(link).toMatch(/^http:\/\/portal\.test\/staff-invitation\/[A-Za-z0-9_-]{43}$/);
  return {
    invitation: res.json<{ invitation: StaffInvitation }>().invitation,
    token: link.split("/staff-invitation/")[1] ?? "",
    mail: mails[nth - 1],
  };
};

const accept = (token: string, password = "a-strong-staff-password", names = {}) =>
  apiCall(t, null, "POST", `/staff-invitations/${token}/accept`, {
    firstname: "Grace",
    lastname: "Hopper",
    password,
    ...names,
  });

const auditsOf = (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe("inviting staff", () => {
  it("mails a single-use link; accepting it makes an employee with no membership who signs in", async () => {
    const email = newAddress();
    const { invitation, token, mail } = await invited(email, "employee");
    expect(invitation).toMatchObject({ email, role: "employee", invited_by: "Site Admin" });
    expect(mail?.subject).toBe("You are invited to Sector Portal as an employee");
    expect(mail?.raw).toContain("expires in 7 days");
    const expires = Date.parse(invitation.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(7 * 86_400_000);

    // Stored only as a hash; never in the answer nor the list.
    const [stored] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitation.id));
    expect(stored?.tokenHash).toBe(hashSlug(token));
    expect(stored?.invitedBy).toBe(adminId);
    const list = await apiCall(t, admin, "GET", "/staff-invitations");
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(hashSlug(token));
    expect(list.json<{ invitations: StaffInvitation[] }>().invitations).toContainEqual(invitation);

    const [created] = await auditsOf("staff_invitation.create");
    expect(created).toMatchObject({
      actorId: adminId,
      targetType: "staff_invitation",
      targetId: String(invitation.id),
      summary: `invited ${email} as employee`,
    });

    const preview = await apiCall(t, null, "GET", `/staff-invitations/${token}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      invitation: { email, role: "employee", expires_at: invitation.expires_at },
    });

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ message: STAFF_INVITATION_ACCEPTED });

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: "employee", firstname: "Grace", lastname: "Hopper" });
    expect(user?.joinedThru).toBeNull();
    if (!user) throw new Error("no user");
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(consents).where(eq(consents.userId, user.id))).toEqual([]);
    const [used] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitation.id));
    expect(used?.usedAt).not.toBeNull();
    expect(used?.userId).toBe(user.id);
    const [acceptedAudit] = await auditsOf("staff_invitation.accept");
    expect(acceptedAudit).toMatchObject({ actorId: user.id, targetId: String(user.id) });

    const session: LoginResponse = await login(t, email, "a-strong-staff-password");
    expect(session.user.role).toBe("employee");
    // An employee reaches the archive, not the users list.
    expect((await apiCall(t, session.token, "GET", "/resources")).statusCode).toBe(200);
    expect((await apiCall(t, session.token, "GET", "/user/protected/fetchusers")).statusCode).toBe(
      403,
    );

    // Used: no longer listed, and a second use says so.
    const after = await apiCall(t, admin, "GET", "/staff-invitations");
    expect(
      after.json<{ invitations: StaffInvitation[] }>().invitations.map((i) => i.id),
    ).not.toContain(invitation.id);
    const again = await accept(token, "another-strong-password");
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(STAFF_INVITATION_USED);
    expect((await apiCall(t, null, "GET", `/staff-invitations/${token}`)).json().message).toBe(
      STAFF_INVITATION_USED,
    );
    await login(t, email, "a-strong-staff-password");
  });

  it("makes an admin when invited as one", async () => {
    const email = newAddress();
    const { token, mail } = await invited(email, "admin");
    expect(mail?.subject).toBe("You are invited to Sector Portal as an admin");
    expect((await accept(token)).statusCode).toBe(201);
    const session = await login(t, email, "a-strong-staff-password");
    expect(session.user.role).toBe("admin");
    expect((await apiCall(t, session.token, "GET", "/staff-invitations")).statusCode).toBe(200);
  });

  it("only admins invite, list and revoke", async () => {
    const employee = await staffLogin(t, "employee");
    const member = await staffLogin(t, "user");
    for (const token of [employee.token, member.token]) {
      expect((await invite(newAddress(), "employee", token)).statusCode).toBe(403);
      expect((await apiCall(t, token, "GET", "/staff-invitations")).statusCode).toBe(403);
      expect((await apiCall(t, token, "DELETE", "/staff-invitations/1")).statusCode).toBe(403);
    }
    expect((await invite(newAddress(), "employee", "")).statusCode).toBe(401);
    expect((await apiCall(t, null, "GET", "/staff-invitations")).statusCode).toBe(401);
  });

  it("refuses a bad address or role with a clear 400", async () => {
    const bad = await invite("not-an-address", "employee");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe("Please enter a valid email address.");
    const missing = await apiCall(t, admin, "POST", "/staff-invitations", { role: "admin" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.email).toBe("Email is required.");
    for (const role of ["user", "owner", 3]) {
      const res = await invite(newAddress(), role as string);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.role).toBe(STAFF_INVITATION_ROLE_MESSAGE);
    }
  });

  it("refuses an address that already has an account: staff, or a member whose role is changed instead", async () => {
    const staff = await invite("ADMIN@example.com", "admin");
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toBe(STAFF_INVITATION_ALREADY_STAFF);
    const member = await createMember(t, "CIO");
    const res = await invite(member.registration.email.toUpperCase(), "employee");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: STAFF_INVITATION_ALREADY_MEMBER,
      errors: { email: STAFF_INVITATION_ALREADY_MEMBER },
    });
  });

  it("inviting an address again replaces its open invitation: the old link stops working", async () => {
    const email = newAddress();
    const first = await invited(email, "admin");
    const second = await invited(email, "employee", 2);
    const old = await apiCall(t, null, "GET", `/staff-invitations/${first.token}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(STAFF_INVITATION_INVALID);
    expect((await accept(first.token)).statusCode).toBe(404);
    const open = (await apiCall(t, admin, "GET", "/staff-invitations")).json<{
      invitations: StaffInvitation[];
    }>().invitations;
    expect(open.filter((i) => i.email === email).map((i) => i.id)).toEqual([second.invitation.id]);
    expect((await auditsOf("staff_invitation.create"))[0]?.summary).toBe(
      `invited ${email} as employee (replaces invitation ${first.invitation.id})`,
    );
    expect((await accept(second.token)).statusCode).toBe(201);
    expect((await login(t, email, "a-strong-staff-password")).user.role).toBe("employee");
  });

  it("an expired link says so and makes nothing", async () => {
    const email = newAddress();
    const { invitation, token } = await invited(email);
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvitations.id, invitation.id));
    const preview = await apiCall(t, null, "GET", `/staff-invitations/${token}`);
    expect(preview.statusCode).toBe(410);
    expect(preview.json().message).toBe(STAFF_INVITATION_EXPIRED);
    const res = await accept(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(STAFF_INVITATION_EXPIRED);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Expired ones are not listed as open, and an admin can invite the address again.
    const open = (await apiCall(t, admin, "GET", "/staff-invitations")).json<{
      invitations: StaffInvitation[];
    }>().invitations;
    expect(open.map((i) => i.id)).not.toContain(invitation.id);
    expect((await invite(email)).statusCode).toBe(201);
  });

  it("an unknown token is a 404 with the one message", async () => {
    for (const token of ["nope", "x".repeat(43)]) {
      const res = await apiCall(t, null, "GET", `/staff-invitations/${token}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(STAFF_INVITATION_INVALID);
      expect((await accept(token)).statusCode).toBe(404);
    }
  });

  it("accepting checks the name and the set-password rules", async () => {
    const email = newAddress();
    const { token } = await invited(email);
    const short = await accept(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe("Password must be at least 8 characters.");
    const common = await accept(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toMatch(/too common/);
    const noName = await accept(token, "a-strong-staff-password", { firstname: " " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.firstname).toBe("First name is required.");
    // None of those spent the link.
    expect((await accept(token)).statusCode).toBe(201);
  });

  it("an address that got an account meanwhile is a clear 409, and the link stays unused", async () => {
    const email = newAddress();
    const { invitation, token } = await invited(email);
    const registered = await apiCall(
      t,
      null,
      "POST",
      "/user/public/register",
      await registrationFor(t, "CIO", { email }),
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STAFF_INVITATION_ACCOUNT_EXISTS);
    const [row] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitation.id));
    expect(row?.usedAt).toBeNull();
  });

  it("an admin revokes an open invitation (audited); its link stops working", async () => {
    const email = newAddress();
    const { invitation, token } = await invited(email, "admin");
    const res = await apiCall(t, admin, "DELETE", `/staff-invitations/${invitation.id}`);
    expect(res.statusCode).toBe(204);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "staff_invitation.revoke"),
          eq(auditLog.targetId, String(invitation.id)),
        ),
      );
    expect(audit).toMatchObject({
      actorId: adminId,
      summary: `revoked the invitation of ${email} as admin`,
    });
    expect((await apiCall(t, null, "GET", `/staff-invitations/${token}`)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
    const twice = await apiCall(t, admin, "DELETE", `/staff-invitations/${invitation.id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(STAFF_INVITATION_NOT_FOUND);
    expect((await apiCall(t, admin, "DELETE", "/staff-invitations/abc")).statusCode).toBe(400);
  });
});
