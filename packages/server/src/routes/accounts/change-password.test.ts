import type { ChangePasswordResponse } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createMember,
  createStaff,
  expectNoLeaks,
  login,
  postJson,
} from "../../../test/fixtures";
import { mailsTo } from "../../../test/outbox";
import { expectLimited } from "../../../test/rate-limits-fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { can } from "../../auth/policy";
import { users } from "../../db/schema";
import { COMMON_PASSWORD, WRONG_CURRENT_PASSWORD } from "./messages";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE = "/api/user/protected/change-password";
const CHANGED_SUBJECT = "Your Sector Portal password was changed";
const NEW_PASSWORD = "orbital-mechanics-1962";

const change = (token: string | null, body: unknown, app = t) =>
  app.app.inject({
    method: "POST",
    url: CHANGE,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

const myProfileStatus = async (token: string) =>
  (
    await t.app.inject({
      method: "GET",
      url: "/api/user/protected/myprofile",
      headers: bearer(token),
    })
  ).statusCode;

const loginStatus = async (email: string, password: string) =>
  (await postJson(t, "/api/user/public/login", { email, password })).statusCode;

const storedHash = async (id: number) =>
  (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash;

const changedMails = async (email: string) => {
  await t.app.jobs.drain();
  return (await mailsTo(t.outboxDir, email)).filter((m) => m.subject === CHANGED_SUBJECT);
};

describe("POST /api/user/protected/change-password", () => {
  it("sets the new password, mails the owner, ends the other sessions and keeps this one", async () => {
    const member = await createMember(t);
    const email = member.registration.email;
    const elsewhere = await login(t, email, member.password);
    // An open reset link dies with the change too.
    await postJson(t, "/api/user/public/forgot-password", { email });
    // The link is made behind the answer (the reset request's job); it exists once that has run.
    await t.app.jobs.drain();
    const made = await t.db.query.passwordTokens.findMany({
      where: (p, { and, isNull }) => and(eq(p.userId, member.user.id), isNull(p.usedAt)),
    });
    expect(made).toHaveLength(1);

    const res = await change(member.token, {
      currentPassword: member.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    const body = res.json<ChangePasswordResponse>();
    expect(body.message).toBe("Password has been successfully changed!");

    // The session that changed it goes on with the fresh token; every other one has ended.
    expect(await myProfileStatus(body.token)).toBe(200);
    expect(await myProfileStatus(elsewhere.token)).toBe(401);
    expect(await myProfileStatus(member.token)).toBe(401);

    expect(await loginStatus(email, member.password)).toBe(401);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
    expect(await storedHash(member.user.id)).toMatch(/^\$argon2id\$/);
    const open = await t.db.query.passwordTokens.findMany({
      where: (p, { and, isNull }) => and(eq(p.userId, member.user.id), isNull(p.usedAt)),
    });
    expect(open).toEqual([]);

    const mails = await changedMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain("Hello Ada,");
    expect(mails[0]?.raw).toContain("Every other browser and device signed in to your account");
    expect(mails[0]?.raw).toMatch(/changed on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(mails[0]?.links).toContain("http://portal.test/forgot-password");
    // The mail carries no password, old or new.
    expect(mails[0]?.raw).not.toContain(NEW_PASSWORD);
    expect(mails[0]?.raw).not.toContain(member.password);
  });

  it("lets staff change their own password", async () => {
    for (const role of ["admin", "employee"] as const) {
      const staff = await createStaff(t, role);
      const res = await change(staff.token, {
        currentPassword: "member-password-1",
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode, role).toBe(200);
      expect(await loginStatus(staff.user.email, NEW_PASSWORD)).toBe(200);
    }
  });

  it("refuses a wrong current password with 400 and changes nothing", async () => {
    const member = await createMember(t);
    const before = await storedHash(member.user.id);
    const res = await change(member.token, {
      currentPassword: "not-my-password",
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: WRONG_CURRENT_PASSWORD,
      errors: { currentPassword: WRONG_CURRENT_PASSWORD },
    });
    expect(await storedHash(member.user.id)).toBe(before);
    expect(await myProfileStatus(member.token)).toBe(200);
    expect(await changedMails(member.registration.email)).toEqual([]);
  });

  it.each([["password1"], ["Password1"], ["  iloveyou1 "], ["QWERTYUIOP"]])(
    "refuses the common password %j with 400 and changes nothing",
    async (common) => {
      const member = await createMember(t);
      const before = await storedHash(member.user.id);
      const res = await change(member.token, {
        currentPassword: member.password,
        newPassword: common,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: COMMON_PASSWORD,
        errors: { newPassword: COMMON_PASSWORD },
      });
      expect(await storedHash(member.user.id)).toBe(before);
      expect(await myProfileStatus(member.token)).toBe(200);
      expect(await changedMails(member.registration.email)).toEqual([]);
    },
  );

  it.each([
    [
      "no current password",
      { newPassword: NEW_PASSWORD },
      "currentPassword",
      "Please enter your current password.",
    ],
    [
      "an empty current password",
      { currentPassword: "", newPassword: NEW_PASSWORD },
      "currentPassword",
      "Please enter your current password.",
    ],
    [
      "no new password",
      { currentPassword: "member-password-1" },
      "newPassword",
      "Password is required.",
    ],
    [
      "an empty new password",
      { currentPassword: "member-password-1", newPassword: "" },
      "newPassword",
      "Password is required.",
    ],
    [
      "a new password of 7 characters",
      { currentPassword: "member-password-1", newPassword: "k7#qz!w" },
      "newPassword",
      "Password must be at least 8 characters.",
    ],
    [
      "a new password that is not text",
      { currentPassword: "member-password-1", newPassword: 12345678 },
      "newPassword",
      "Password is required.",
    ],
  ])("refuses %s with the SPEC's message", async (_case, body, field, message) => {
    const member = await createMember(t);
    const before = await storedHash(member.user.id);
    const res = await change(member.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await storedHash(member.user.id)).toBe(before);
  });

  it("answers 401 without a token or with one that has ended", async () => {
    const body = { currentPassword: "member-password-1", newPassword: NEW_PASSWORD };
    expect((await change(null, body)).statusCode).toBe(401);
    expect((await change("not-a-token", body)).statusCode).toBe(401);
    const member = await createMember(t);
    await t.app.inject({
      method: "POST",
      url: "/api/user/protected/logout",
      headers: bearer(member.token),
    });
    const res = await change(member.token, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Please log in to continue." });
    expect(await loginStatus(member.registration.email, member.password)).toBe(200);
  });

  it("lets nobody, an admin included, change another member's password (403 in the policy)", () => {
    expect(
      can({ id: 7, role: "admin" }, { action: "change", subject: "password", ownerId: 8 }),
    ).toBe(false);
    expect(
      can({ id: 8, role: "user" }, { action: "change", subject: "password", ownerId: 8 }),
    ).toBe(true);
  });
});

describe("wrong current passwords", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimit: { loginFailuresPerPair: { max: 3, windowMs: 3_600_000 } },
    });
  });
  afterAll(() => limited?.close());

  it("count as failed sign-ins of the account: a stolen session guesses no faster", async () => {
    const member = await createMember(limited);
    const email = member.registration.email;
    const hashOf = async () =>
      (
        await limited.db
          .select({ hash: users.passwordHash })
          .from(users)
          .where(eq(users.id, member.user.id))
      )[0]?.hash;
    const before = await hashOf();
    const guess = (currentPassword: string) =>
      change(member.token, { currentPassword, newPassword: NEW_PASSWORD }, limited);
    for (let i = 0; i < 3; i++) expect((await guess(`guess-number-${i}`)).statusCode).toBe(400);
    // The fourth is refused before any check, even the right password, here and at sign-in.
    expectLimited(await guess(member.password), 3_600_000);
    const signIn = await postJson(limited, "/api/user/public/login", {
      email,
      password: member.password,
    });
    expectLimited(signIn, 3_600_000);
    expect(await hashOf()).toBe(before);
  });

  it("a right one gives its count back", async () => {
    const member = await createMember(limited);
    let token = member.token;
    let password = member.password;
    for (let i = 0; i < 5; i++) {
      const next = `${NEW_PASSWORD}-${i}`;
      const res = await change(token, { currentPassword: password, newPassword: next }, limited);
      expect(res.statusCode).toBe(200);
      token = res.json<ChangePasswordResponse>().token;
      password = next;
    }
  });
});
