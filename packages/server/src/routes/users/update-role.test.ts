import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createMember,
  createStaff,
  expectNoLeaks,
  login,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { users } from "../../db/schema";
import { ConflictError } from "../../lib/errors";
import { changeUserRole } from "./change-user-role";

let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAdmin(t);
  adminToken = admin.token;
  adminId = admin.user.id;
});
afterAll(() => t.close());

const updateRole = (
  id: number | string,
  payload: unknown,
  headers: Record<string, string> = bearer(adminToken),
) =>
  t.app.inject({
    method: "PUT",
    url: `/api/user/protected/updaterole/${id}`,
    payload: payload as object,
    headers,
  });

const myProfile = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/user/protected/myprofile", headers: bearer(token) });

const stored = (id: number) => t.db.query.users.findFirst({ where: eq(users.id, id) });

const LAST_ADMIN = "The last admin cannot be demoted. Make another user an admin first.";

describe("PUT /api/user/protected/updaterole/{id}", () => {
  it("changes the role, answers { user } and signs out the user's old tokens", async () => {
    const member = await createMember(t, "CHRO");
    const before = await stored(member.user.id);
    const res = await updateRole(member.user.id, { role: "employee" });
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    expect(res.json()).toEqual({ user: { ...member.user, role: "employee" } });
    expect(await stored(member.user.id)).toMatchObject({
      role: "employee",
      tokenVersion: (before?.tokenVersion ?? 0) + 1,
    });

    const old = await myProfile(member.token);
    expect(old.statusCode).toBe(401);
    const fresh = await login(t, member.registration.email, member.password);
    expect(fresh.user.role).toBe("employee");
    expect((await myProfile(fresh.token)).statusCode).toBe(200);
  });

  it("keeps tokens working when the role does not actually change", async () => {
    const member = await createMember(t);
    const before = await stored(member.user.id);
    const res = await updateRole(member.user.id, { role: "user" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe("user");
    expect((await stored(member.user.id))?.tokenVersion).toBe(before?.tokenVersion);
    expect((await myProfile(member.token)).statusCode).toBe(200);
  });

  it("never demotes the last admin, and demotes one of two", async () => {
    const alone = await updateRole(adminId, { role: "user" });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual({ message: LAST_ADMIN });
    expect((await stored(adminId))?.role).toBe("admin");
    expect((await myProfile(adminToken)).statusCode).toBe(200);

    const second = await createStaff(t, "admin");
    const demoted = await updateRole(second.user.id, { role: "employee" });
    expect(demoted.statusCode).toBe(200);
    expect((await stored(second.user.id))?.role).toBe("employee");
    expect((await updateRole(adminId, { role: "employee" })).statusCode).toBe(409);
  });

  it("promotes to admin, after which the old last admin may step down", async () => {
    const member = await createMember(t);
    expect((await updateRole(member.user.id, { role: "admin" })).statusCode).toBe(200);
    const promoted = await login(t, member.registration.email, member.password);
    const stepDown = await updateRole(adminId, { role: "user" }, bearer(promoted.token));
    expect(stepDown.statusCode).toBe(200);
    expect((await myProfile(adminToken)).statusCode).toBe(401);
    // Restore the seeded admin for the tests that follow.
    expect((await updateRole(adminId, { role: "admin" }, bearer(promoted.token))).statusCode).toBe(
      200,
    );
    adminToken = (await loginAdmin(t)).token;
  });

  it("keeps one admin when two demotions race", async () => {
    const BY_ADMIN = { actorId: adminId, ip: null };
    const other = await createStaff(t, "admin");
    const admins = await t.db.select().from(users).where(eq(users.role, "admin"));
    // Every admin but the seeded one and `other` steps down first, so exactly two remain.
    for (const admin of admins) {
      if (admin.id !== adminId && admin.id !== other.user.id) {
        await changeUserRole(t.db, admin.id, "user", BY_ADMIN);
      }
    }
    // Several rounds: without the row locks both demotions read "two admins" often enough
    // that at least one round would end with none (on PostgreSQL; PGlite runs them in turn).
    for (let round = 0; round < 6; round++) {
      const results = await Promise.allSettled([
        changeUserRole(t.db, adminId, "user", BY_ADMIN),
        changeUserRole(t.db, other.user.id, "user", BY_ADMIN),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const [failure] = results.filter((r) => r.status === "rejected");
      expect(failure?.status === "rejected" && failure.reason).toBeInstanceOf(ConflictError);
      expect(await t.db.select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
      await changeUserRole(t.db, adminId, "admin", BY_ADMIN);
      await changeUserRole(t.db, other.user.id, "admin", BY_ADMIN);
    }
    await changeUserRole(t.db, other.user.id, "user", BY_ADMIN);
    adminToken = (await loginAdmin(t)).token;
  });

  it("answers 404 for an unknown user and 400 for a malformed id", async () => {
    const missing = await updateRole(999_999, { role: "user" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "User not found." });
    for (const id of ["abc", "0", "-1", "7.5"]) {
      const res = await updateRole(id, { role: "user" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Invalid user id.",
        errors: { id: "Invalid user id." },
      });
    }
  });

  it("rejects a role outside user, admin, employee", async () => {
    const member = await createMember(t);
    const message = "Role must be one of user, admin, employee.";
    for (const payload of [
      {},
      { role: "superuser" },
      { role: "Admin" },
      { role: 1 },
      { role: null },
    ]) {
      const res = await updateRole(member.user.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { role: message } });
    }
    expect((await stored(member.user.id))?.role).toBe("user");
  });

  it("answers 401 to a guest and 403 to a member and an employee, changing nothing", async () => {
    const member = await createMember(t);
    const employee = await createStaff(t, "employee");
    expect((await updateRole(member.user.id, { role: "admin" }, {})).statusCode).toBe(401);
    for (const token of [member.token, employee.token]) {
      const res = await updateRole(member.user.id, { role: "admin" }, bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this." });
    }
    expect((await stored(member.user.id))?.role).toBe("user");
  });
});
