import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, expectNoLeaks, postJson, registrationFor } from "../../../test/fixtures";
import { lastSlugFor } from "../../../test/outbox";
import { expectLimited } from "../../../test/rate-limits-fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { hashSlug } from "../../auth/slugs";
import { passwordTokens, users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHECK = "/api/user/public/reset-password/check";
const RESET = "/api/user/public/reset-password";
const FORGOT = "/api/user/public/forgot-password";

/** Registers a visitor (no password yet) and returns the address and its welcome slug. */
const newVisitor = async () => {
  const body = await registrationFor(t, "CIO");
  const res = await postJson(t, "/api/user/public/register", body);
  expect(res.statusCode).toBe(201);
  await t.app.jobs.drain();
  return { email: body.email, slug: await lastSlugFor(t.outboxDir, body.email) };
};

const check = (slug: string) => postJson(t, CHECK, { slug });

const tokenRows = () =>
  t.db
    .select({ n: sql<number>`count(*)::int`, used: sql<number>`count(used_at)::int` })
    .from(passwordTokens);

describe("POST /api/user/public/reset-password/check", () => {
  it("calls a fresh welcome link valid, for setting a first password, and spends nothing", async () => {
    const { slug } = await newVisitor();
    const before = await tokenRows();
    const res = await check(slug);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, purpose: "welcome" });
    expectNoLeaks(res.body);
    expect(await tokenRows()).toEqual(before);
    // Checking twice changes nothing either: the link still sets the password afterwards.
    expect((await check(slug)).json()).toEqual({ valid: true, purpose: "welcome" });
    const set = await postJson(t, RESET, { slug, newPassword: "a-first-password-9" });
    expect(set.statusCode).toBe(200);
  });

  it("calls a forgot-password link of a member with a password a reset", async () => {
    const member = await createMember(t);
    const email = member.registration.email;
    expect((await postJson(t, FORGOT, { email })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const res = await check(await lastSlugFor(t.outboxDir, email));
    expect(res.json()).toEqual({ valid: true, purpose: "reset" });
  });

  it("calls a new link asked for before any password was chosen a welcome", async () => {
    const { email } = await newVisitor();
    expect((await postJson(t, FORGOT, { email })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const slug = await lastSlugFor(t.outboxDir, email);
    const [token] = await t.db
      .select({ purpose: passwordTokens.purpose })
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashSlug(slug)));
    expect(token?.purpose).toBe("reset");
    expect((await check(slug)).json()).toEqual({ valid: true, purpose: "welcome" });
  });

  it("answers a used, an expired, a replaced and an unknown link alike: { valid: false }", async () => {
    const used = await newVisitor();
    expect(
      (await postJson(t, RESET, { slug: used.slug, newPassword: "used-up-pass-77" })).statusCode,
    ).toBe(200);

    const expired = await newVisitor();
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordTokens.tokenHash, hashSlug(expired.slug)));

    // A second link retires the first.
    const replaced = await newVisitor();
    expect((await postJson(t, FORGOT, { email: replaced.email })).statusCode).toBe(200);
    await t.app.jobs.drain();

    const answers = await Promise.all(
      [used.slug, expired.slug, replaced.slug, "no-such-link-at-all-0000000"].map(check),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expectNoLeaks(res.body);
    }
    // Byte for byte the same answer: nothing tells one dead link (or its owner) from another.
    expect(new Set(answers.map((res) => res.body))).toEqual(new Set(['{"valid":false}']));
    // The expired member still has no password: the check set nothing.
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, expired.email));
    expect(row?.hash).toBeNull();
  });

  it("refuses a missing or empty slug with a 400 and a message", async () => {
    for (const body of [{}, { slug: "" }, { slug: 42 }, { slug: "x".repeat(201) }]) {
      const res = await postJson(t, CHECK, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe("rate limit of the link check", () => {
  it("counts per client address and answers 429 with Retry-After past the limit", async () => {
    const limited = await createTestApp({
      rateLimit: { signupsPerIp: { max: 3, windowMs: 60_000 } },
    });
    try {
      const from = (ip: string) => postJson(limited, CHECK, { slug: "some-slug-value" }, { ip });
      for (let i = 0; i < 3; i++) expect((await from("203.0.113.7")).statusCode).toBe(200);
      expectLimited(await from("203.0.113.7"), 60_000);
      // Another address is not held back by the first one's attempts.
      expect((await from("203.0.113.8")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
