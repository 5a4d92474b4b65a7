import type { LoginResponse } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  expectNoLeaks,
  postJson,
  registrationFor,
  userRowByEmail,
} from "../../../test/fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../test/test-app";
import { users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = "/api/user/public/login";
const INVALID = { message: "Invalid email or password." };

/** The claims of a JWT, read without verifying it. */
const claimsOf = (token: string) => {
  const [, payload] = token.split(".");
  return JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
};

/** The keys of PublicUser: exactly what a user may look like on the wire. */
const PUBLIC_USER_KEYS = [
  "base_company",
  "brands",
  "company_size",
  "country",
  "createdAt",
  "email",
  "firstname",
  "id",
  "industry",
  "job_function",
  "job_function_source",
  "job_title",
  "joined_thru",
  "lastname",
  "mobile_number",
  "newsletter_flag",
  "partners_flag",
  "resources_flag",
  "role",
  "seniority",
  "seniority_source",
  "user_company",
].sort();

describe("POST /api/user/public/login", () => {
  it("returns { user, token } with the user presented and nothing secret", async () => {
    const member = await createMember(t, "CIO", {}, "right-password-1");
    const email = member.registration.email;
    const res = await postJson(t, LOGIN, { email, password: "right-password-1" });
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    const { user, token } = res.json<LoginResponse>();
    expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
    const stored = await userRowByEmail(t, email);
    expect(user).toMatchObject({
      id: stored?.id,
      firstname: "Ada",
      email,
      role: "user",
      joined_thru: stored?.joinedThru,
      base_company: "CIO",
      brands: [{ id: stored?.joinedThru, name: "CIO" }],
    });

    expect(token.split(".")).toHaveLength(3);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      sub: String(stored?.id),
      role: "user",
      ver: stored?.tokenVersion,
    });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("signs the admin in with its role in the token", async () => {
    const res = await postJson(t, LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    const { user, token } = res.json<LoginResponse>();
    expect(user.role).toBe("admin");
    expect(claimsOf(token)).toMatchObject({ sub: String(user.id), role: "admin" });
  });

  it("matches the email whatever its case and surrounding spaces", async () => {
    const member = await createMember(t, "CMO", {}, "right-password-1");
    const res = await postJson(t, LOGIN, {
      email: `  ${member.registration.email.toUpperCase()} `,
      password: "right-password-1",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<LoginResponse>().user.id).toBe(member.user.id);
  });

  it("answers a wrong password, an unknown email and a member without password alike", async () => {
    const member = await createMember(t, "CHRO", {}, "right-password-1");
    const pending = await registrationFor(t, "CHRO");
    await postJson(t, "/api/user/public/register", pending);
    expect((await userRowByEmail(t, pending.email))?.passwordHash).toBeNull();

    const answers = [
      await postJson(t, LOGIN, { email: member.registration.email, password: "wrong-password" }),
      await postJson(t, LOGIN, { email: "nobody@example.org", password: "right-password-1" }),
      await postJson(t, LOGIN, { email: pending.email, password: "right-password-1" }),
      await postJson(t, LOGIN, { email: ADMIN_EMAIL, password: `${ADMIN_PASSWORD}x` }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
      expectNoLeaks(res.body);
    }
  });

  it("stores passwords as argon2id", async () => {
    const member = await createMember(t, "CRO", {}, "right-password-1");
    const rows = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(rows[0]?.hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.hash).not.toContain("right-password-1");
    expect((await userRowByEmail(t, ADMIN_EMAIL))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ["missing email", { password: "x" }, "email", "Email is required"],
    ["empty email", { email: "", password: "x" }, "email", "Email is required"],
    ["email not text", { email: 5, password: "x" }, "email", "Email is required"],
    ["malformed email", { email: "not-an-email", password: "x" }, "email", "Invalid email format"],
    ["email with a space", { email: "a b@c.de", password: "x" }, "email", "Invalid email format"],
    ["missing password", { email: "a@b.co" }, "password", "Password is required"],
    ["empty password", { email: "a@b.co", password: "" }, "password", "Password is required"],
    ["password not text", { email: "a@b.co", password: 1234 }, "password", "Password is required"],
  ])("%s → 400 '%s'", async (_case, body, field, message) => {
    const res = await postJson(t, LOGIN, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    expectNoLeaks(res.body);
  });

  it("accepts the remember flag, and refuses a non-boolean one", async () => {
    const ok = await postJson(t, LOGIN, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      remember: true,
    });
    expect(ok.statusCode).toBe(200);
    const bad = await postJson(t, LOGIN, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      remember: "yes",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty("remember");
  });
});
