import type { Consent, PublicUser } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember, loginAdmin } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { unsubscribeToken } from "../../consent/unsubscribe-token";
import { consentEvents } from "../../db/schema";
import { NOT_A_MEMBER_OF_BRAND } from "./update-consent";

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

const eventsOf = (userId: number) =>
  t.db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.id);

const consentsOf = async (token: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/user/protected/consents",
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ consents: Consent[] }>().consents;
};

const putConsent = (token: string, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: "/api/user/protected/consents",
    headers: bearer(token),
    payload,
  });

const profileOf = async (token: string) =>
  (
    await t.app.inject({
      method: "GET",
      url: "/api/user/protected/myprofile",
      headers: bearer(token),
    })
  ).json<{ user: PublicUser }>().user;

const tokenFor = (
  userId: number,
  companyId: number,
  purpose: "newsletter" | "resources" | "partners",
) => unsubscribeToken(t.config.unsubscribeSecret, { userId, companyId, purpose });

describe("a member's own consents", () => {
  it("lists the three consents of the member's brand with their wording", async () => {
    const member = await createMember(t, "CHRO", { newsletter_flag: true, partners_flag: false });
    const list = await consentsOf(member.token);
    expect(list.map((c) => [c.company_name, c.purpose, c.granted])).toEqual([
      ["CHRO", "newsletter", true],
      ["CHRO", "resources", false],
      ["CHRO", "partners", false],
    ]);
    expect(list[0]?.text).toBe("Yes, I would like to receive the weekly CHRO newsletter.");
    expect(list[0]?.updated_at).toEqual(expect.any(String));
  });

  it("changes one at once, writes one 'profile' event, and keeps the profile's flag in step", async () => {
    const member = await createMember(t, "CIO", { newsletter_flag: true });
    const cio = await companyByCode(t, "CIO");
    const before = (await eventsOf(member.user.id)).length;

    const res = await putConsent(member.token, {
      company_id: cio.id,
      purpose: "newsletter",
      granted: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ consent: Consent }>().consent).toMatchObject({
      company_id: cio.id,
      purpose: "newsletter",
      granted: false,
    });
    const events = await eventsOf(member.user.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ source: "profile", granted: false, actorId: null });
    expect((await profileOf(member.token)).newsletter_flag).toBe(false);

    // The same again records nothing more.
    expect(
      (
        await putConsent(member.token, {
          company_id: cio.id,
          purpose: "newsletter",
          granted: false,
        })
      ).statusCode,
    ).toBe(200);
    expect(await eventsOf(member.user.id)).toHaveLength(before + 1);
  });

  it("refuses an unknown purpose and a brand the member does not belong to (400), changing nothing", async () => {
    const member = await createMember(t, "CIO");
    const cmo = await companyByCode(t, "CMO");
    const cio = await companyByCode(t, "CIO");
    const before = await eventsOf(member.user.id);
    const purpose = await putConsent(member.token, {
      company_id: cio.id,
      purpose: "sms",
      granted: true,
    });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().message).toBe("Purpose must be one of newsletter, resources, partners.");
    const brand = await putConsent(member.token, {
      company_id: cmo.id,
      purpose: "newsletter",
      granted: true,
    });
    expect(brand.statusCode).toBe(400);
    expect(brand.json()).toEqual({
      message: NOT_A_MEMBER_OF_BRAND,
      errors: { company_id: NOT_A_MEMBER_OF_BRAND },
    });
    expect(await eventsOf(member.user.id)).toEqual(before);
  });

  it("lets no member change another member's consents (403)", async () => {
    const a = await createMember(t, "CIO");
    const b = await createMember(t, "CIO", { newsletter_flag: true });
    const cio = await companyByCode(t, "CIO");
    const before = await eventsOf(b.user.id);
    const res = await putConsent(a.token, {
      company_id: cio.id,
      purpose: "newsletter",
      granted: false,
      user_id: b.user.id,
    });
    expect(res.statusCode).toBe(403);
    expect(await eventsOf(b.user.id)).toEqual(before);
  });
});

describe("a change by staff", () => {
  it("is recorded with source 'staff' and the admin as actor", async () => {
    const member = await createMember(t, "CIO", { partners_flag: true });
    const cio = await companyByCode(t, "CIO");
    const res = await putConsent(adminToken, {
      company_id: cio.id,
      purpose: "partners",
      granted: false,
      user_id: member.user.id,
    });
    expect(res.statusCode).toBe(200);
    const last = (await eventsOf(member.user.id)).at(-1);
    expect(last).toMatchObject({
      source: "staff",
      granted: false,
      actorId: adminId,
      purpose: "partners",
    });
    expect((await consentsOf(member.token)).find((c) => c.purpose === "partners")?.granted).toBe(
      false,
    );
  });
});

describe("one-click unsubscribe", () => {
  it("withdraws the consent its link names, without sign-in, once however often it is used", async () => {
    const member = await createMember(t, "CRO", { newsletter_flag: true, resources_flag: true });
    const cro = await companyByCode(t, "CRO");
    const token = tokenFor(member.user.id, cro.id, "newsletter");
    const before = (await eventsOf(member.user.id)).length;

    const info = await t.app.inject({ method: "GET", url: `/api/unsubscribe/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      company_name: "CRO",
      purpose: "newsletter",
      text: "Yes, I would like to receive the weekly CRO newsletter.",
      granted: true,
    });

    // RFC 8058: what a mail client sends.
    const oneClick = await t.app.inject({
      method: "POST",
      url: `/api/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    // The web page's button: an empty JSON body. Again, and again: one event in all.
    for (let i = 0; i < 2; i++) {
      const again = await t.app.inject({
        method: "POST",
        url: `/api/unsubscribe/${token}`,
        headers: { "content-type": "application/json" },
        payload: "{}",
      });
      expect(again.statusCode).toBe(200);
    }
    const events = await eventsOf(member.user.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      source: "unsubscribe",
      granted: false,
      purpose: "newsletter",
    });
    const now = await consentsOf(member.token);
    expect(now.find((c) => c.purpose === "newsletter")?.granted).toBe(false);
    expect(now.find((c) => c.purpose === "resources")?.granted).toBe(true);
    expect((await profileOf(member.token)).newsletter_flag).toBe(false);
  });

  it("changes nothing for a tampered, foreign or malformed token", async () => {
    const member = await createMember(t, "CIO", { newsletter_flag: true });
    const cio = await companyByCode(t, "CIO");
    const good = tokenFor(member.user.id, cio.id, "newsletter");
    const [payload = "", mac = ""] = good.split(".");
    // Another member's id with this member's signature.
    const otherPayload = Buffer.from(`${member.user.id + 1}.${cio.id}.0`).toString("base64url");
    const foreign = unsubscribeToken("some-other-servers-secret-key-123", {
      userId: member.user.id,
      companyId: cio.id,
      purpose: "newsletter",
    });
    const before = await eventsOf(member.user.id);
    for (const token of [
      `${otherPayload}.${mac}`,
      `${payload}.${mac.slice(0, -2)}AA`,
      foreign,
      "not-a-token",
      `${payload}.${mac}.extra`,
      tokenFor(999_999, cio.id, "newsletter"),
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/unsubscribe/${token}`,
        payload: {},
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await eventsOf(member.user.id)).toEqual(before);
  });
});
