import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, postJson } from "../../../test/fixtures";
import { expectLimited } from "../../../test/rate-limits-fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { users } from "../../db/schema";
import { WRONG_PASSWORD } from "./messages";

// A small pair limit, so the lock shows in a few requests; a window that cannot end mid-test.
const HOUR = 3_600_000;
const PAIR = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { loginFailuresPerPair: { max: PAIR, windowMs: HOUR } } });
});
afterAll(() => t?.close());

const deleteAccount = (token: string, password: string) =>
  postJson(t, "/api/user/protected/delete-account", { password }, { headers: bearer(token) });

describe("wrong passwords at delete-account", () => {
  it("count as failed sign-ins of the account, as at change-password: a stolen session guesses no faster", async () => {
    const member = await createMember(t);
    for (let i = 0; i < PAIR; i++) {
      const res = await deleteAccount(member.token, `guess-number-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { password: WRONG_PASSWORD } });
    }
    // Refused before any check, even the right password: here, at change-password, at sign-in.
    expectLimited(await deleteAccount(member.token, member.password), HOUR);
    const change = await postJson(
      t,
      "/api/user/protected/change-password",
      { currentPassword: member.password, newPassword: "another-password-2" },
      { headers: bearer(member.token) },
    );
    expectLimited(change, HOUR);
    const signIn = await postJson(t, "/api/user/public/login", {
      email: member.registration.email,
      password: member.password,
    });
    expectLimited(signIn, HOUR);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.erasedAt).toBeNull();
    expect(row?.email).toBe(member.registration.email);
  });

  it("a right one gives its count back and erases the account", async () => {
    const member = await createMember(t);
    for (let i = 0; i < PAIR - 1; i++) {
      expect((await deleteAccount(member.token, `guess-number-${i}`)).statusCode).toBe(400);
    }
    const res = await deleteAccount(member.token, member.password);
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.erasedAt).not.toBeNull();
  });
});
