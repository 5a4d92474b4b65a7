import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, postJson, registrationFor } from "../../../test/fixtures";
import { lastSlugFor, mailsTo } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { commonPasswords } from "../../auth/common-passwords";
import { users } from "../../db/schema";
import { COMMON_PASSWORD } from "./messages";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESET = "/api/user/public/reset-password";
const CHANGED_SUBJECT = "Your Sector Portal password was changed";

const changedMails = async (email: string) => {
  await t.app.jobs.drain();
  return (await mailsTo(t.outboxDir, email)).filter((m) => m.subject === CHANGED_SUBJECT);
};

const storedHash = async (email: string) =>
  (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]
    ?.hash;

/** A member with a password, and the slug of a reset link just mailed to them. */
const withResetLink = async () => {
  const member = await createMember(t);
  const email = member.registration.email;
  await postJson(t, "/api/user/public/forgot-password", { email });
  await t.app.jobs.drain();
  return { member, email, slug: await lastSlugFor(t.outboxDir, email) };
};

describe("a password set through an emailed link", () => {
  it("by a reset link: the owner is mailed that it changed, and every session ends", async () => {
    const { member, email, slug } = await withResetLink();
    expect(await changedMails(email)).toEqual([]);
    const res = await postJson(t, RESET, { slug, newPassword: "orbital-mechanics-1962" });
    expect(res.statusCode).toBe(200);

    const mails = await changedMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.links).toContain("http://portal.test/forgot-password");
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/user/protected/myprofile",
      headers: bearer(member.token),
    });
    expect(profile.statusCode).toBe(401);
  });

  it("by the welcome link (a member's first password): no change to tell of, no mail", async () => {
    const body = await registrationFor(t);
    await postJson(t, "/api/user/public/register", body);
    const slug = await lastSlugFor(t.outboxDir, body.email);
    expect(
      (await postJson(t, RESET, { slug, newPassword: "orbital-mechanics-1962" })).statusCode,
    ).toBe(200);
    expect(await changedMails(body.email)).toEqual([]);
  });

  it.each([
    ["welcome", "password123"],
    ["welcome", "Sunshine1"],
    ["reset", "qwertyuiop"],
    ["reset", " LetMeIn123 "],
  ])(
    "by a %s link: refuses the common password %j, and the link stays usable",
    async (kind, common) => {
      let email: string;
      let slug: string;
      if (kind === "welcome") {
        const body = await registrationFor(t);
        await postJson(t, "/api/user/public/register", body);
        email = body.email;
        slug = await lastSlugFor(t.outboxDir, email);
      } else {
        ({ email, slug } = await withResetLink());
      }
      const before = await storedHash(email);
      const res = await postJson(t, RESET, { slug, newPassword: common });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: COMMON_PASSWORD,
        errors: { newPassword: COMMON_PASSWORD },
      });
      expect(await storedHash(email)).toBe(before);
      expect(await changedMails(email)).toEqual([]);
      // Nothing was spent: the same link then sets an uncommon password.
      expect(
        (await postJson(t, RESET, { slug, newPassword: "orbital-mechanics-1962" })).statusCode,
      ).toBe(200);
    },
  );
});

describe("the common-password list", () => {
  it("holds at least 100,000 passwords of the minimum length or more, lower-cased", async () => {
    const list = await commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(100_000);
    const outOfRule = [...list].filter((p) => p.length < 8 || p !== p.toLowerCase());
    expect(outOfRule).toEqual([]);
    for (const common of ["password", "12345678", "iloveyou", "qwertyuiop", "password1"]) {
      expect(list.has(common), common).toBe(true);
    }
    expect(list.has("orbital-mechanics-1962")).toBe(false);
  });

  it("is read once per process", async () => {
    expect(await commonPasswords()).toBe(await commonPasswords());
  });
});
