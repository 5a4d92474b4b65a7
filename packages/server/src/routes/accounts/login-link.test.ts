import {
  isMfaRequired,
  LOGIN_LINK_DEAD,
  LOGIN_LINK_SENT,
  type LoginResponse,
  type SignInAnswer,
} from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, createStaff, expectNoLeaks, postJson } from "../../../test/fixtures";
import { mailsTo, readOutbox } from "../../../test/outbox";
import { expectLimited } from "../../../test/rate-limits-fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { hashSlug } from "../../auth/slugs";
import { loginLinks, mfaChallenges } from "../../db/identity-schema";
import { companies, memberships, users } from "../../db/schema";
import { enrol } from "../two-factor/two-factor-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUEST = "/api/user/public/login-link";
const REDEEM = "/api/user/public/login-link/redeem";
const LINK = /^http:\/\/portal\.test\/login\/link\/([A-Za-z0-9_-]{43})$/;

/** Asks for a link for `email` and waits for the mail queue to deliver what it queued. */
const askForLink = async (email: string, ip?: string) => {
  const res = await postJson(t, REQUEST, { email }, { ip });
  await t.app.jobs.drain();
  return res;
};

/** The token of the newest sign-in link mailed to `email`. */
const lastLinkTokenFor = async (email: string) => {
  const mail = (await mailsTo(t.outboxDir, email)).at(-1);
  const link = mail?.links.find((l) => LINK.test(l));
  if (!link) throw new Error(`no sign-in link was mailed to ${email}`);
  return { mail, token: LINK.exec(link)?.[1] ?? "" };
};

const redeem = (token: unknown) => postJson(t, REDEEM, { token });

const profileStatus = async (token: string) =>
  (
    await t.app.inject({
      method: "GET",
      url: "/api/user/protected/myprofile",
      headers: bearer(token),
    })
  ).statusCode;

const linkCount = async () => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(loginLinks);
  return row?.n ?? 0;
};

describe("POST /api/user/public/login-link and /redeem", () => {
  it("mails a member a branded one-time link that signs them in", async () => {
    const member = await createMember(t, "CMO");
    const email = member.registration.email;
    const before = (await mailsTo(t.outboxDir, email)).length;

    const res = await askForLink(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LOGIN_LINK_SENT });

    const mails = await mailsTo(t.outboxDir, email);
    expect(mails).toHaveLength(before + 1);
    const { mail, token } = await lastLinkTokenFor(email);
    expect(mail?.subject).toBe("Your sign-in link for CMO");
    expect(mail?.raw).toContain(`Hello ${member.registration.firstname},`);

    // Stored hashed, for 15 minutes, branded as the member's first brand.
    const [row] = await t.db.select().from(loginLinks).where(eq(loginLinks.userId, member.user.id));
    expect(row?.tokenHash).toBe(hashSlug(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const cmo = await t.db.query.companies.findFirst({ where: eq(companies.name, "CMO") });
    expect(row?.companyId).toBe(cmo?.id);
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 1000);

    const signedIn = await redeem(token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expectNoLeaks(signedIn.body);
    const session = signedIn.json<LoginResponse>();
    expect(session.user.email).toBe(email);
    expect(await profileStatus(session.token)).toBe(200);
  });

  it("brands a staff account without a brand as the portal", async () => {
    const staff = await createStaff(t, "employee");
    await t.db.delete(memberships).where(eq(memberships.userId, staff.user.id));
    await t.db.update(users).set({ joinedThru: null }).where(eq(users.id, staff.user.id));
    expect((await askForLink(staff.user.email)).statusCode).toBe(200);
    const { mail, token } = await lastLinkTokenFor(staff.user.email);
    expect(mail?.subject).toBe("Your sign-in link for Sector Portal");
    const res = await redeem(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LoginResponse>().user.role).toBe("employee");
  });

  it("asks a staff account with two-factor on for its code: no session from the link alone", async () => {
    const staff = await createStaff(t, "admin");
    await enrol(t, staff.token);
    await askForLink(staff.user.email);
    const { token } = await lastLinkTokenFor(staff.user.email);
    const res = await redeem(token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<SignInAnswer>();
    expect(Object.keys(answer).sort()).toEqual(["mfa_required", "mfa_token"]);
    if (!isMfaRequired(answer)) throw new Error("expected the second step");
    // The half-done sign-in keeps no "remember me": a link is none.
    const [challenge] = await t.db
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.tokenHash, hashSlug(answer.mfa_token)));
    expect(challenge).toMatchObject({ userId: staff.user.id, remember: false });
    expect((await redeem(token)).statusCode).toBe(400);
  });

  it("answers an unknown address exactly like a member's, and mails nobody", async () => {
    const member = await createMember(t);
    const known = await askForLink(member.registration.email);
    const [mailsBefore, linksBefore] = [(await readOutbox(t.outboxDir)).length, await linkCount()];
    const unknown = await askForLink("nobody-here@example.org");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    expect(await readOutbox(t.outboxDir)).toHaveLength(mailsBefore);
    expect(await linkCount()).toBe(linksBefore);
  });

  it("works once: a second redeem of the same link is refused", async () => {
    const member = await createMember(t);
    await askForLink(member.registration.email);
    const { token } = await lastLinkTokenFor(member.registration.email);
    expect((await redeem(token)).statusCode).toBe(200);
    const again = await redeem(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: LOGIN_LINK_DEAD });
  });

  it("a sign-in retires the member's other open links", async () => {
    const member = await createMember(t);
    await askForLink(member.registration.email);
    const { token: first } = await lastLinkTokenFor(member.registration.email);
    await askForLink(member.registration.email);
    const { token: second } = await lastLinkTokenFor(member.registration.email);
    expect(second).not.toBe(first);
    expect((await redeem(second)).statusCode).toBe(200);
    expect((await redeem(first)).json()).toEqual({ message: LOGIN_LINK_DEAD });
  });

  it("refuses an expired link and an unknown one with the same answer", async () => {
    const member = await createMember(t);
    await askForLink(member.registration.email);
    const { token } = await lastLinkTokenFor(member.registration.email);
    await t.db
      .update(loginLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginLinks.tokenHash, hashSlug(token)));
    const expired = await redeem(token);
    const unknown = await redeem("A".repeat(43));
    for (const res of [expired, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: LOGIN_LINK_DEAD });
    }
    expect(expired.body).toBe(unknown.body);
  });

  it("lets exactly one of two simultaneous redeems of a link succeed", async () => {
    const member = await createMember(t);
    await askForLink(member.registration.email);
    const { token } = await lastLinkTokenFor(member.registration.email);
    const results = await Promise.all([redeem(token), redeem(token), redeem(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("sends an erased member nothing, and erasure ends their open links", async () => {
    const member = await createMember(t);
    await askForLink(member.registration.email);
    const { token } = await lastLinkTokenFor(member.registration.email);
    const erase = await t.app.inject({
      method: "POST",
      url: "/api/user/protected/delete-account",
      headers: bearer(member.token),
      payload: { password: member.password },
    });
    expect(erase.statusCode, erase.body).toBe(204);
    const left = await t.db.select().from(loginLinks).where(eq(loginLinks.userId, member.user.id));
    expect(left).toEqual([]);
    expect((await redeem(token)).statusCode).toBe(400);

    const row = await t.db.query.users.findFirst({ where: eq(users.id, member.user.id) });
    const mailsBefore = (await readOutbox(t.outboxDir)).length;
    const res = await askForLink(row?.email ?? "");
    expect(res.json()).toEqual({ message: LOGIN_LINK_SENT });
    expect(await readOutbox(t.outboxDir)).toHaveLength(mailsBefore);
  });

  it.each([
    ["missing", {}, "Email is required."],
    ["empty", { email: "" }, "Email is required."],
    ["not text", { email: 12 }, "Email is required."],
    ["without @", { email: "someone.example.org" }, "Please enter a valid email address."],
  ])("request: email %s → 400 '%s'", async (_case, body, message) => {
    const mailsBefore = (await readOutbox(t.outboxDir)).length;
    const res = await postJson(t, REQUEST, body);
    await t.app.jobs.drain();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { email: message } });
    expect(await readOutbox(t.outboxDir)).toHaveLength(mailsBefore);
  });

  it.each([
    ["missing", {}, LOGIN_LINK_DEAD],
    ["empty", { token: "" }, LOGIN_LINK_DEAD],
    ["not text", { token: 42 }, LOGIN_LINK_DEAD],
    ["too long", { token: "x".repeat(201) }, "Must be at most 200 characters."],
  ])("redeem: token %s → 400", async (_case, body, message) => {
    const res = await postJson(t, REDEEM, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expectNoLeaks(res.body);
  });
});

describe("rate limits of POST /api/user/public/login-link", () => {
  const HOUR = 3_600_000;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimit: {
        signupsPerIp: { max: 3, windowMs: HOUR },
        signupsPerEmail: { max: 2, windowMs: HOUR },
      },
    });
  });
  afterAll(() => limited?.close());

  it("refuses the same email after 2 calls and one client address after 3", async () => {
    const ask = (email: string, ip: string) => postJson(limited, REQUEST, { email }, { ip });
    for (const ip of ["10.9.0.1", "10.9.0.2"])
      expect((await ask("target@example.org", ip)).statusCode).toBe(200);
    expectLimited(await ask("target@example.org", "10.9.0.3"), HOUR);

    for (const email of ["a@example.org", "b@example.org", "c@example.org"])
      expect((await ask(email, "10.9.1.1")).statusCode).toBe(200);
    expectLimited(await ask("d@example.org", "10.9.1.1"), HOUR);
    // Counted apart from forgot-password.
    const forgot = await postJson(
      limited,
      "/api/user/public/forgot-password",
      { email: "target@example.org" },
      { ip: "10.9.2.1" },
    );
    expect(forgot.statusCode).toBe(200);
  });
});
