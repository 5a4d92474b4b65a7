import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companyByCode,
  createMember,
  expectNoLeaks,
  postJson,
  registrationFor,
  userRowByEmail,
} from "../../../test/fixtures";
import { mailsTo, readOutbox } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  membershipRequests,
  memberships,
  passwordTokens,
  userPreferences,
  users,
} from "../../db/schema";
import { REGISTER_ANSWER } from "./messages";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REGISTER = "/api/user/public/register";

const countRows = async (table: typeof users | typeof userPreferences | typeof passwordTokens) => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

/**
 * Everything stored about one user: the row, its preference ids, its set-password tokens, its
 * brands and its requests to join one.
 */
const snapshotOf = async (userId: number) => ({
  memberships: await t.db.query.memberships.findMany({ where: eq(memberships.userId, userId) }),
  requests: await t.db.query.membershipRequests.findMany({
    where: eq(membershipRequests.userId, userId),
  }),
  user: await t.db.query.users.findFirst({ where: eq(users.id, userId) }),
  preferences: await t.db.query.userPreferences.findMany({
    where: eq(userPreferences.userId, userId),
  }),
  tokens: await t.db.query.passwordTokens.findMany({ where: eq(passwordTokens.userId, userId) }),
});

describe("POST /api/user/public/register: a new member", () => {
  it("answers 201 and stores the member, its preferences and a welcome token", async () => {
    const cio = await companyByCode(t, "CIO");
    const chosen = [cio.preferences[1], cio.preferences[3]].map((p) => ({
      id: p?.id ?? 0,
      name: p?.name ?? "",
    }));
    const body = await registrationFor(t, "CIO", {
      firstname: "  Grace ",
      lastname: " Hopper ",
      email: " Grace.Hopper@Example.ORG ",
      preferences: chosen,
      newsletter_flag: false,
      resources_flag: true,
      partners_flag: true,
      job_title: "Rear Admiral",
      user_company: "US Navy",
    });
    const res = await postJson(t, REGISTER, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(REGISTER_ANSWER);
    expectNoLeaks(res.body);

    const stored = await userRowByEmail(t, "grace.hopper@example.org");
    expect(stored).toMatchObject({
      firstname: "Grace",
      lastname: "Hopper",
      email: "grace.hopper@example.org",
      mobileNumber: body.mobile_number,
      role: "user",
      joinedThru: cio.id,
      jobTitle: "Rear Admiral",
      userCompany: "US Navy",
      newsletterFlag: false,
      resourcesFlag: true,
      partnersFlag: true,
      passwordHash: null,
      tokenVersion: 0,
    });
    const { preferences, tokens } = await snapshotOf(stored?.id ?? 0);
    expect(preferences.map((p) => p.preferenceId).sort()).toEqual(chosen.map((p) => p.id).sort());
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: "welcome", usedAt: null });
    // Its first membership, in the same transaction: the brand joined through.
    const brands = await t.db.query.memberships.findMany({
      where: eq(memberships.userId, stored?.id ?? 0),
    });
    expect(brands).toEqual([
      { userId: stored?.id, companyId: cio.id, source: "registration", joinedAt: expect.any(Date) },
    ]);
  });

  it("accepts preference ids as well as preference objects, and ignores repeats", async () => {
    const cmo = await companyByCode(t, "CMO");
    const id = cmo.preferences[0]?.id ?? 0;
    const body = await registrationFor(t, "CMO", { preferences: [id, { id }, id] });
    expect((await postJson(t, REGISTER, body)).statusCode).toBe(201);
    const stored = await userRowByEmail(t, body.email);
    expect(stored?.joinedThru).toBe(cmo.id);
    const { preferences } = await snapshotOf(stored?.id ?? 0);
    expect(preferences.map((p) => p.preferenceId)).toEqual([id]);
  });

  it("mails a welcome with the brand, a text and an html part and a set-password link", async () => {
    const body = await registrationFor(t, "CIO");
    await postJson(t, REGISTER, body);
    await t.app.jobs.drain();
    const mails = await mailsTo(t.outboxDir, body.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain("CIO");
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail?.raw).toContain("Hello Ada,");
    const link = mail?.links.find((l) => l.includes("/reset-password/"));
    expect(link).toMatch(/^http:\/\/portal\.test\/reset-password\/[A-Za-z0-9_-]{22,}$/);
  });

  it("rolls everything back when part of the registration cannot be stored", async () => {
    // A trigger makes the user_preferences insert fail after the user row was inserted.
    await t.db.execute(
      sql.raw(`create function refuse_user_preferences() returns trigger language plpgsql
        as $$ begin raise exception 'refused by test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_user_preferences before insert on user_preferences
        for each row execute function refuse_user_preferences()`),
    );
    try {
      const [usersBefore, tokensBefore] = [await countRows(users), await countRows(passwordTokens)];
      const body = await registrationFor(t, "CHRO");
      const res = await postJson(t, REGISTER, body);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: "Something went wrong. Please try again." });
      expectNoLeaks(res.body);
      expect(res.body).not.toContain("refused by test");
      expect(await userRowByEmail(t, body.email)).toBeUndefined();
      expect(await countRows(users)).toBe(usersBefore);
      expect(await countRows(passwordTokens)).toBe(tokensBefore);
      // Nor its welcome mail: it was queued in the transaction that rolled back.
      await t.app.jobs.drain();
      expect(await mailsTo(t.outboxDir, body.email)).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw("drop trigger refuse_user_preferences on user_preferences"));
      await t.db.execute(sql.raw("drop function refuse_user_preferences()"));
    }
  });
});

describe("register: an address that already has an account on the same brand", () => {
  it.each([
    ["the same address", (email: string) => email],
    ["another case", (email: string) => email.toUpperCase()],
    ["surrounding spaces", (email: string) => `  ${email}  `],
  ])(
    "with %s: same answer as a success, nothing created or changed, the owner is told",
    async (_case, variant) => {
      const member = await createMember(t, "CIO");
      const owner = member.registration;
      const before = await snapshotOf(member.user.id);
      const [usersBefore, prefsBefore] = [await countRows(users), await countRows(userPreferences)];
      const mailsBefore = (await mailsTo(t.outboxDir, owner.email)).length;

      // Other names, other choices: none of it may overwrite the account. (Another brand's
      // page mails a link to join that brand instead: src/routes/memberships/join.test.ts.)
      const again = await registrationFor(t, "CIO", {
        email: variant(owner.email),
        firstname: "Mallory",
        lastname: "Intruder",
        mobile_number: "9999999999",
        newsletter_flag: false,
        partners_flag: true,
      });
      const fresh = await registrationFor(t, "CIO");
      const success = await postJson(t, REGISTER, fresh);
      const res = await postJson(t, REGISTER, again);
      await t.app.jobs.drain();

      expect(res.statusCode).toBe(success.statusCode);
      expect(res.body).toBe(success.body);
      expectNoLeaks(res.body);
      expect(await countRows(users)).toBe(usersBefore + 1); // only `fresh`
      expect(await countRows(userPreferences)).toBe(prefsBefore + fresh.preferences.length);
      expect(await snapshotOf(member.user.id)).toEqual(before);

      const mails = await mailsTo(t.outboxDir, owner.email);
      expect(mails).toHaveLength(mailsBefore + 1);
      const notice = mails.at(-1);
      expect(notice?.subject).toContain("already a member");
      expect(notice?.links.some((l) => l.includes("/reset-password/"))).toBe(false);
      expect(notice?.links).toContain("http://portal.test/forgot-password");
    },
  );

  it("does not hand out a set-password link to a member without a password yet", async () => {
    const body = await registrationFor(t, "CRO");
    await postJson(t, REGISTER, body);
    await t.app.jobs.drain();
    const stored = await userRowByEmail(t, body.email);
    const before = await snapshotOf(stored?.id ?? 0);
    const outboxBefore = (await readOutbox(t.outboxDir)).length;

    const res = await postJson(t, REGISTER, { ...body, firstname: "Other" });
    await t.app.jobs.drain();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(REGISTER_ANSWER);
    // The welcome link of the first registration stays the only open one.
    expect(await snapshotOf(stored?.id ?? 0)).toEqual(before);
    const outbox = await readOutbox(t.outboxDir);
    expect(outbox).toHaveLength(outboxBefore + 1);
    expect(outbox.at(-1)?.links.some((l) => l.includes("/reset-password/"))).toBe(false);
  });
});
