import { createHash } from "node:crypto";
import type { JoinPreview, MemberData, PublicUser } from "@sector/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  expectNoLeaks,
  loginAdmin,
  postJson,
  registrationFor,
} from "../../../test/fixtures";
import { joinBrand, lastJoinSlugFor } from "../../../test/memberships";
import { mailsTo } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { addConsentTextVersion } from "../../consent/consent-texts";
import {
  consentEvents,
  consentTexts,
  membershipRequests,
  memberships,
  userPreferences,
  users,
} from "../../db/schema";
import { REGISTER_ANSWER } from "../accounts/messages";
import { JOIN_LINK_MESSAGES } from "./messages";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REGISTER = "/api/user/public/register";
const JOIN = "/api/user/public/join";
const PREVIEW = "/api/user/public/join/preview";
const AGENT = { "user-agent": "JoinTest/1.0 (second brand)" };

/** Everything a confirmation may change about a member. */
const stateOf = async (userId: number) => ({
  user: await t.db.query.users.findFirst({ where: eq(users.id, userId) }),
  memberships: await t.db
    .select({ companyId: memberships.companyId, source: memberships.source })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.joinedAt)),
  topics: (
    await t.db
      .select({ id: userPreferences.preferenceId })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId))
  )
    .map((p) => p.id)
    .sort((a, b) => a - b),
  events: await t.db
    .select({
      companyId: consentEvents.companyId,
      purpose: consentEvents.purpose,
      granted: consentEvents.granted,
      source: consentEvents.source,
      version: consentTexts.version,
      ip: consentEvents.ip,
      userAgent: consentEvents.userAgent,
    })
    .from(consentEvents)
    .innerJoin(consentTexts, eq(consentTexts.id, consentEvents.textId))
    .where(eq(consentEvents.userId, userId))
    .orderBy(asc(consentEvents.id)),
});

const requestsOf = (userId: number) =>
  t.db.query.membershipRequests.findMany({ where: eq(membershipRequests.userId, userId) });

/** A CIO member registering on CMO's page with CMO's first and third topics. */
const registerOnCmo = async (email: string) => {
  const cmo = await companyByCode(t, "CMO");
  const topics = [cmo.preferences[0], cmo.preferences[2]].map((p) => ({
    id: p?.id ?? 0,
    name: p?.name ?? "",
  }));
  const body = await registrationFor(t, "CMO", {
    email,
    firstname: "Someone",
    lastname: "Else",
    preferences: topics,
    newsletter_flag: true,
    resources_flag: false,
    partners_flag: true,
    consent_versions: { newsletter: 1, resources: 1, partners: 1 },
  });
  const res = await postJson(t, REGISTER, body, { headers: AGENT });
  await t.app.jobs.drain();
  return { cmo, topics, res };
};

describe("registering on another brand's page with a member's address", () => {
  it("answers exactly as a new registration and changes nothing until the emailed link is confirmed", async () => {
    const member = await createMember(t, "CIO");
    const before = await stateOf(member.user.id);
    const fresh = await postJson(t, REGISTER, await registrationFor(t, "CMO"));
    const { cmo, topics, res } = await registerOnCmo(member.registration.email);

    expect(res.statusCode).toBe(201);
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.body).toBe(fresh.body);
    expect(res.json()).toEqual(REGISTER_ANSWER);
    expectNoLeaks(res.body);
    // No membership, topic, consent or change to the account yet.
    expect(await stateOf(member.user.id)).toEqual(before);
    expect(before.memberships).toEqual([
      { companyId: member.user.joined_thru, source: "registration" },
    ]);

    const mails = await mailsTo(t.outboxDir, member.registration.email);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe("Confirm joining the CMO community");
    expect(mail?.raw).toContain("Hello Ada,");
    for (const topic of topics) expect(mail?.raw).toContain(topic.name);
    expect(mail?.raw).toContain("Yes, I would like to receive the weekly CMO newsletter.");
    expect(mail?.raw).not.toContain("resources, reports and event invitations from CMO");
    const link = mail?.links.find((l) => l.includes("/join/"));
    expect(link).toMatch(/^http:\/\/portal\.test\/join\/[A-Za-z0-9_-]{22,}$/);
    expect(mail?.links.some((l) => l.includes("/reset-password/"))).toBe(false);

    const slug = link?.split("/join/")[1] ?? "";
    const [request, ...others] = await requestsOf(member.user.id);
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      companyId: cmo.id,
      tokenHash: createHash("sha256").update(slug).digest("hex"),
      preferenceIds: topics.map((p) => p.id),
      consents: {
        granted: { newsletter: true, resources: false, partners: true },
        versions: { newsletter: 1, resources: 1, partners: 1 },
      },
      ip: "127.0.0.1",
      userAgent: AGENT["user-agent"],
      usedAt: null,
    });
    const ttl = (request?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect(JSON.stringify(request)).not.toContain(slug);
  });

  it("previews the brand, topics and consents without changing anything", async () => {
    const member = await createMember(t, "CIO");
    const { cmo, topics } = await registerOnCmo(member.registration.email);
    const slug = await lastJoinSlugFor(t, member.registration.email);
    const before = await stateOf(member.user.id);

    const res = await postJson(t, PREVIEW, { slug });
    expect(res.statusCode).toBe(200);
    const preview = res.json<JoinPreview>();
    expect(preview).toEqual({
      company_id: cmo.id,
      company_name: "CMO",
      topics: topics.map((p) => p.name).sort(),
      consents: [
        {
          purpose: "newsletter",
          granted: true,
          text: "Yes, I would like to receive the weekly CMO newsletter.",
        },
        { purpose: "resources", granted: false, text: expect.stringContaining("CMO") },
        { purpose: "partners", granted: true, text: expect.stringContaining("CMO") },
      ],
      expires_at: expect.any(String),
    });
    // Nothing about the person: no name, address or phone.
    expect(res.body).not.toContain(member.registration.email);
    expect(res.body).not.toContain("Ada");
    expect(await stateOf(member.user.id)).toEqual(before);
    expect((await requestsOf(member.user.id))[0]?.usedAt).toBeNull();
    // A GET (a mail scanner following the link) confirms nothing: there is no such call.
    expect((await t.app.inject({ method: "GET", url: `${JOIN}?slug=${slug}` })).statusCode).toBe(
      404,
    );
    expect(await stateOf(member.user.id)).toEqual(before);
  });

  it("joins on confirmation: membership, topics and consent events to the wording shown, once", async () => {
    const admin = await loginAdmin(t);
    const member = await createMember(t, "CIO");
    const { cmo, topics } = await registerOnCmo(member.registration.email);
    const slug = await lastJoinSlugFor(t, member.registration.email);
    // The brand's newsletter wording changes between the registration and the confirmation:
    // the ledger must still name version 1, the one the page showed.
    await addConsentTextVersion(t.db, {
      companyId: cmo.id,
      purpose: "newsletter",
      text: "A reworded CMO newsletter consent.",
      createdBy: admin.user.id,
    });
    const before = await stateOf(member.user.id);

    const res = await postJson(t, JOIN, { slug }, { ip: "203.0.113.9" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "You have joined the CMO community.",
      company_id: cmo.id,
      company_name: "CMO",
    });

    const after = await stateOf(member.user.id);
    expect(after.memberships).toEqual([
      { companyId: member.user.joined_thru, source: "registration" },
      { companyId: cmo.id, source: "registration" },
    ]);
    expect(after.topics).toEqual(
      [...before.topics, ...topics.map((p) => p.id)].sort((a, b) => a - b),
    );
    // The registration's address and browser, not the confirming request's.
    const ledger = { source: "registration", version: 1, ip: "127.0.0.1" };
    expect(after.events.slice(before.events.length)).toEqual([
      {
        companyId: cmo.id,
        purpose: "newsletter",
        granted: true,
        ...ledger,
        userAgent: AGENT["user-agent"],
      },
      {
        companyId: cmo.id,
        purpose: "resources",
        granted: false,
        ...ledger,
        userAgent: AGENT["user-agent"],
      },
      {
        companyId: cmo.id,
        purpose: "partners",
        granted: true,
        ...ledger,
        userAgent: AGENT["user-agent"],
      },
    ]);
    // joined_thru stays the first brand; its flags are the first brand's consents.
    expect(after.user).toEqual(before.user);
    expect((await requestsOf(member.user.id))[0]?.usedAt).toBeInstanceOf(Date);

    // The signed-in member sees both brands at once (the cached sign-in heard of the change).
    const profile = await t.app.inject({
      url: "/api/user/protected/myprofile",
      headers: bearer(member.token),
    });
    expect(profile.json<{ user: PublicUser }>().user.brands).toEqual([
      { id: member.user.joined_thru, name: "CIO" },
      { id: cmo.id, name: "CMO" },
    ]);

    // Single use: a second confirmation and a preview are refused and change nothing.
    const again = await postJson(t, JOIN, { slug });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: JOIN_LINK_MESSAGES.used,
      errors: { slug: JOIN_LINK_MESSAGES.used },
    });
    expect((await postJson(t, PREVIEW, { slug })).json().message).toBe(JOIN_LINK_MESSAGES.used);
    expect(await stateOf(member.user.id)).toEqual(after);
  });

  it("lets only one of two simultaneous confirmations through", async () => {
    const member = await createMember(t, "CIO");
    await registerOnCmo(member.registration.email);
    const slug = await lastJoinSlugFor(t, member.registration.email);
    const answers = await Promise.all([postJson(t, JOIN, { slug }), postJson(t, JOIN, { slug })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const after = await stateOf(member.user.id);
    expect(after.memberships).toHaveLength(2);
    expect(after.events.filter((e) => e.companyId !== member.user.joined_thru)).toHaveLength(3);
  });

  it("refuses an expired link and an unknown one, changing nothing", async () => {
    const member = await createMember(t, "CIO");
    await registerOnCmo(member.registration.email);
    const slug = await lastJoinSlugFor(t, member.registration.email);
    await t.db
      .update(membershipRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(membershipRequests.userId, member.user.id));
    const before = await stateOf(member.user.id);

    for (const url of [JOIN, PREVIEW]) {
      const expired = await postJson(t, url, { slug });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(JOIN_LINK_MESSAGES.expired);
      const unknown = await postJson(t, url, { slug: `${slug.slice(0, -2)}xx` });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(JOIN_LINK_MESSAGES.unknown);
      const missing = await postJson(t, url, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ slug: JOIN_LINK_MESSAGES.unknown });
    }
    expect(await stateOf(member.user.id)).toEqual(before);
    expect((await requestsOf(member.user.id))[0]?.usedAt).toBeNull();
  });

  it("keeps only the latest link of the same brand working", async () => {
    const member = await createMember(t, "CIO");
    await registerOnCmo(member.registration.email);
    const first = await lastJoinSlugFor(t, member.registration.email);
    await registerOnCmo(member.registration.email);
    const second = await lastJoinSlugFor(t, member.registration.email);
    expect(second).not.toBe(first);
    expect((await postJson(t, JOIN, { slug: first })).json().message).toBe(
      JOIN_LINK_MESSAGES.unknown,
    );
    expect((await postJson(t, JOIN, { slug: second })).statusCode).toBe(200);
  });

  it("only tells a member of that brand, and staff, that they have an account", async () => {
    const member = await createMember(t, "CIO");
    await joinBrand(t, member.registration.email, "CMO");
    const employee = await createMember(t, "CRO");
    await t.db.update(users).set({ role: "employee" }).where(eq(users.id, employee.user.id));

    for (const [email, userId] of [
      [member.registration.email, member.user.id],
      [employee.registration.email, employee.user.id],
    ] as const) {
      const requestsBefore = await requestsOf(userId);
      const res = await postJson(t, REGISTER, await registrationFor(t, "CMO", { email }));
      await t.app.jobs.drain();
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(REGISTER_ANSWER);
      expect(await requestsOf(userId)).toEqual(requestsBefore);
      const notice = (await mailsTo(t.outboxDir, email)).at(-1);
      expect(notice?.subject).toBe("You are already a member of the CMO community");
      expect(notice?.links.some((l) => l.includes("/join/"))).toBe(false);
    }
  });
});

describe("the member's data", () => {
  it("lists the brands of the member's memberships in the export, first brand first", async () => {
    const member = await createMember(t, "CHRO");
    await joinBrand(t, member.registration.email, "CIO");
    const res = await t.app.inject({
      url: "/api/user/protected/my-data",
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    const [chro, cio] = await Promise.all([companyByCode(t, "CHRO"), companyByCode(t, "CIO")]);
    const data = res.json<MemberData>();
    expect(data.brands).toEqual([
      { company_id: chro.id, name: "CHRO", joined_at: expect.any(String), source: "registration" },
      { company_id: cio.id, name: "CIO", joined_at: expect.any(String), source: "registration" },
    ]);
    expect(data.topics.map((p) => p.company_name)).toEqual(["CHRO", "CHRO", "CIO", "CIO"]);
  });
});

describe("erasure", () => {
  it("removes the member's memberships and open requests to join a brand", async () => {
    const admin = await loginAdmin(t);
    const member = await createMember(t, "CIO");
    await joinBrand(t, member.registration.email, "CHRO");
    await registerOnCmo(member.registration.email);
    const count = async (table: typeof memberships | typeof membershipRequests) =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, member.user.id))
      )[0]?.n;
    expect(await count(memberships)).toBe(2);
    expect(await count(membershipRequests)).toBe(2);
    const slug = await lastJoinSlugFor(t, member.registration.email);

    const erased = await postJson(
      t,
      `/api/user/protected/members/${member.user.id}/erase`,
      { reason: "Asked by phone" },
      { headers: bearer(admin.token) },
    );
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await count(memberships)).toBe(0);
    expect(await count(membershipRequests)).toBe(0);
    // The mailed link no longer does anything.
    expect((await postJson(t, JOIN, { slug })).json().message).toBe(JOIN_LINK_MESSAGES.unknown);
    const events = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(consentEvents)
      .where(
        and(eq(consentEvents.userId, member.user.id), eq(consentEvents.source, "registration")),
      );
    // The ledger keeps its proof: CIO's three events and CHRO's three.
    expect(events[0]?.n).toBe(6);
  });
});

describe("rate limits", () => {
  it("counts previews and confirmations per client address like registrations", async () => {
    const limited = await createTestApp({
      rateLimit: { signupsPerIp: { max: 3, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (const url of [PREVIEW, JOIN, PREVIEW, JOIN]) {
        const res = await postJson(
          limited,
          url,
          { slug: "no-such-link-at-all" },
          { ip: "198.51.100.7" },
        );
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.headers["retry-after"]).toBeDefined();
      }
      // Preview and confirmation share one counter per client address.
      expect(statuses).toEqual([400, 400, 400, 429]);
      // Another address is not held back.
      const other = await postJson(limited, JOIN, { slug: "no-such-link" }, { ip: "198.51.100.8" });
      expect(other.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
