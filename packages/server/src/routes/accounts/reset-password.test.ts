import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createMember,
  expectNoLeaks,
  postJson,
  registrationFor,
  userRowByEmail,
} from "../../../test/fixtures";
import { lastSlugFor } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { hashPassword } from "../../auth/password";
import { passwordTokens } from "../../db/schema";
import { INVALID_LINK } from "./messages";

// The real hashing, watched: an unusable slug must not cost an argon2 hash.
vi.mock("../../auth/password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../auth/password")>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESET = "/api/user/public/reset-password";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CHANGED = { message: "Password has been successfully changed!" };

const reset = (slug: unknown, newPassword: unknown) => postJson(t, RESET, { slug, newPassword });
const loginStatus = async (email: string, password: string) =>
  (await postJson(t, "/api/user/public/login", { email, password })).statusCode;

/** Registers a member (no password yet) and returns the emailed welcome slug. */
const registered = async () => {
  const body = await registrationFor(t);
  await postJson(t, "/api/user/public/register", body);
  return { email: body.email, slug: await lastSlugFor(t.outboxDir, body.email) };
};

/** Asks for a reset link and returns its slug. */
const forgot = async (email: string) => {
  await postJson(t, "/api/user/public/forgot-password", { email });
  await t.app.jobs.drain();
  return lastSlugFor(t.outboxDir, email);
};

const tokensOf = async (email: string) => {
  const user = await userRowByEmail(t, email);
  return t.db.query.passwordTokens.findMany({
    where: eq(passwordTokens.userId, user?.id ?? 0),
    orderBy: passwordTokens.id,
  });
};

describe("POST /api/user/public/reset-password", () => {
  it("sets the password once: the slug is spent afterwards", async () => {
    const { email, slug } = await registered();
    const first = await reset(slug, "first-password-1");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(CHANGED);
    expectNoLeaks(first.body);
    const stored = await userRowByEmail(t, email);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const second = await reset(slug, "second-password-2");
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: INVALID_LINK, errors: { slug: INVALID_LINK } });
    expect((await userRowByEmail(t, email))?.passwordHash).toBe(stored?.passwordHash);
    expect(await loginStatus(email, "first-password-1")).toBe(200);
    expect(await loginStatus(email, "second-password-2")).toBe(401);
  });

  it("sets the password only once when the same slug is sent twice at the same time", async () => {
    const { email, slug } = await registered();
    const answers = await Promise.all([
      reset(slug, "concurrent-one-1"),
      reset(slug, "concurrent-two-2"),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? "concurrent-one-1" : "concurrent-two-2";
    const loser = winner === "concurrent-one-1" ? "concurrent-two-2" : "concurrent-one-1";
    expect(await loginStatus(email, winner)).toBe(200);
    expect(await loginStatus(email, loser)).toBe(401);
  });

  it("spends no password hashing on a slug that cannot work", async () => {
    const { slug } = await registered();
    expect((await reset(slug, "first-password-1")).statusCode).toBe(200);
    vi.mocked(hashPassword).mockClear();
    expect((await reset(slug, "second-password-2")).statusCode).toBe(400);
    expect((await reset("B".repeat(43), "third-password-3")).statusCode).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it("refuses an expired slug and leaves the password alone", async () => {
    const member = await createMember(t, "CIO", {}, "kept-password-1");
    const email = member.registration.email;
    const slug = await forgot(email);
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, member.user.id));
    const res = await reset(slug, "new-password-1");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_LINK);
    expect(await loginStatus(email, "kept-password-1")).toBe(200);
    expect(await loginStatus(email, "new-password-1")).toBe(401);
  });

  it.each([
    ["unknown", "A".repeat(43)],
    ["short", "abc"],
    ["odd characters", "../../etc/passwd?x=1"],
  ])("refuses an %s slug with 400", async (_case, slug) => {
    const res = await reset(slug, "whatever-password");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_LINK);
    expectNoLeaks(res.body);
  });

  it("stores slugs hashed; a slug carries at least 128 random bits", async () => {
    const { email, slug } = await registered();
    expect(slug).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(slug, "base64url").length).toBeGreaterThanOrEqual(16);
    const [token] = await tokensOf(email);
    expect(token?.tokenHash).toBeTruthy();
    expect(token?.tokenHash).not.toBe(slug);
    expect(token?.tokenHash).not.toContain(slug);
    const other = await registered();
    expect(other.slug).not.toBe(slug);
  });

  it("makes a welcome link valid for 7 days and a reset link for 1 hour", async () => {
    const started = Date.now();
    const { email } = await registered();
    await forgot(email);
    const ended = Date.now();
    const [welcome, resetToken] = await tokensOf(email);
    expect(welcome?.purpose).toBe("welcome");
    expect(resetToken?.purpose).toBe("reset");
    const slack = 5000;
    expect(welcome?.expiresAt.getTime()).toBeGreaterThanOrEqual(started + 7 * DAY - slack);
    expect(welcome?.expiresAt.getTime()).toBeLessThanOrEqual(ended + 7 * DAY + slack);
    expect(resetToken?.expiresAt.getTime()).toBeGreaterThanOrEqual(started + HOUR - slack);
    expect(resetToken?.expiresAt.getTime()).toBeLessThanOrEqual(ended + HOUR + slack);
  });

  it("invalidates older unused links when a new one is issued", async () => {
    const { email, slug: welcomeSlug } = await registered();
    const firstReset = await forgot(email);
    const latest = await forgot(email);
    expect((await reset(welcomeSlug, "password-from-welcome")).statusCode).toBe(400);
    expect((await reset(firstReset, "password-from-first")).statusCode).toBe(400);
    expect((await reset(latest, "password-from-latest")).statusCode).toBe(200);
    expect(await loginStatus(email, "password-from-latest")).toBe(200);
    expect((await tokensOf(email)).every((token) => token.usedAt !== null)).toBe(true);
  });

  it("lets the member log in with the new password and not with the old one", async () => {
    const member = await createMember(t, "CMO", {}, "old-password-1");
    const email = member.registration.email;
    const slug = await forgot(email);
    expect((await reset(slug, "new-password-22")).statusCode).toBe(200);
    expect(await loginStatus(email, "new-password-22")).toBe(200);
    expect(await loginStatus(email, "old-password-1")).toBe(401);
  });

  it.each([
    ["too short", "seven77", "Password must be at least 8 characters."],
    ["missing", undefined, "Password is required."],
    ["empty", "", "Password is required."],
    ["not text", 12345678, "Password is required."],
  ])("password %s → 400 '%s', and the slug stays usable", async (_case, newPassword, message) => {
    const { email, slug } = await registered();
    const res = await reset(slug, newPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { newPassword: message } });
    expectNoLeaks(res.body);
    expect((await userRowByEmail(t, email))?.passwordHash).toBeNull();
    expect((await reset(slug, "good-password-1")).statusCode).toBe(200);
  });

  it("accepts exactly 8 characters", async () => {
    const { email, slug } = await registered();
    // Not a common one: "12345678" is on the common-password list (common-passwords.test.ts).
    expect((await reset(slug, "k7#qz!w2")).statusCode).toBe(200);
    expect(await loginStatus(email, "k7#qz!w2")).toBe(200);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not text", 42],
  ])("slug %s → 400 with a message", async (_case, slug) => {
    const res = await reset(slug, "good-password-1");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty("slug");
    expect(res.json().message).toEqual(expect.any(String));
  });
});
