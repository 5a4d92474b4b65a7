import { CONSENT_PURPOSES, type ConsentEvent, defaultConsentWording } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  loginAdmin,
  postJson,
  registrationFor,
  userRowByEmail,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { consentEvents, consents, consentTexts } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const eventsOf = (userId: number) =>
  t.db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.id);

describe("the consent ledger", () => {
  it("refuses UPDATE and DELETE: history cannot be rewritten, even by SQL", async () => {
    const member = await createMember(t);
    const [event] = await eventsOf(member.user.id);
    expect(event).toBeDefined();
    await expect(
      t.db.execute(sql`update consent_events set granted = not granted where id = ${event?.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from consent_events where id = ${event?.id}`),
    ).rejects.toThrow();
    // Redacting the address is for erased members only (src/privacy/erase-member.ts).
    await expect(
      t.db.execute(
        sql`update consent_events set ip = null, user_agent = null where id = ${event?.id}`,
      ),
    ).rejects.toThrow();
    const [after] = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.id, event?.id ?? 0));
    expect(after).toEqual(event);
  });

  it("gives every new company version 1 of each wording, the sentences the pages showed", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/company",
      headers: bearer(adminToken),
      payload: {
        name: "CFO",
        base_url: "https://cfo.example.com",
        logo_url: "https://cfo.example.com/l.png",
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ company: { id: number } }>().company.id;
    const texts = await t.app.inject({ method: "GET", url: `/api/company/${id}/consent-texts` });
    expect(texts.json()).toEqual({
      texts: CONSENT_PURPOSES.map((purpose) => ({
        purpose,
        version: 1,
        text: defaultConsentWording(purpose, "CFO"),
      })),
    });
  });
});

describe("registration", () => {
  it("records one event per purpose, granted or not, with the wording the page showed", async () => {
    const cmo = await companyByCode(t, "CMO");
    // An admin rewords the newsletter consent while a visitor has the old page open.
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/company/${cmo.id}/consent-texts`,
      headers: bearer(adminToken),
      payload: { purpose: "newsletter", text: "Send me the CMO weekly, please." },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      text: { purpose: "newsletter", version: 2, text: "Send me the CMO weekly, please." },
    });

    const oldPage = await registrationFor(t, "CMO", {
      newsletter_flag: true,
      resources_flag: false,
      partners_flag: true,
      consent_versions: { newsletter: 1, resources: 1, partners: 1 },
    });
    const newPage = await registrationFor(t, "CMO", { newsletter_flag: true });
    for (const body of [oldPage, newPage]) {
      const res = await postJson(t, "/api/user/public/register", body, {
        headers: { "user-agent": "Consent test browser" },
        ip: "203.0.113.7",
      });
      expect(res.statusCode).toBe(201);
    }

    const stored = await userRowByEmail(t, oldPage.email);
    const events = await t.db
      .select({
        purpose: consentEvents.purpose,
        granted: consentEvents.granted,
        source: consentEvents.source,
        ip: consentEvents.ip,
        userAgent: consentEvents.userAgent,
        actorId: consentEvents.actorId,
        version: consentTexts.version,
        text: consentTexts.text,
      })
      .from(consentEvents)
      .innerJoin(consentTexts, eq(consentTexts.id, consentEvents.textId))
      .where(eq(consentEvents.userId, stored?.id ?? 0))
      .orderBy(consentEvents.id);
    expect(events).toEqual([
      {
        purpose: "newsletter",
        granted: true,
        source: "registration",
        ip: "203.0.113.7",
        userAgent: "Consent test browser",
        actorId: null,
        version: 1,
        text: defaultConsentWording("newsletter", "CMO"),
      },
      expect.objectContaining({ purpose: "resources", granted: false, version: 1 }),
      expect.objectContaining({ purpose: "partners", granted: true, version: 1 }),
    ]);
    const fresh = await userRowByEmail(t, newPage.email);
    const [newsletter] = await eventsOf(fresh?.id ?? 0);
    const [text] = await t.db
      .select()
      .from(consentTexts)
      .where(eq(consentTexts.id, newsletter?.textId ?? 0));
    expect(text?.version).toBe(2);
    // The current state matches the ledger.
    const current = await t.db
      .select()
      .from(consents)
      .where(eq(consents.userId, stored?.id ?? 0));
    expect(current.map((c) => [c.purpose, c.granted]).sort()).toEqual([
      ["newsletter", true],
      ["partners", true],
      ["resources", false],
    ]);
  });

  it("writes nothing to the ledger when the registration is refused or the address exists", async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(consentEvents))[0]?.n;
    const member = await createMember(t);
    const afterMember = (
      await t.db.select({ n: sql<number>`count(*)::int` }).from(consentEvents)
    )[0]?.n;
    expect(afterMember).toBe((before ?? 0) + 3);
    const again = await registrationFor(t, "CIO", { email: member.registration.email });
    expect((await postJson(t, "/api/user/public/register", again)).statusCode).toBe(201);
    const bad = await registrationFor(t, "CIO", { mobile_number: "12" });
    expect((await postJson(t, "/api/user/public/register", bad)).statusCode).toBe(400);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(consentEvents))[0]?.n;
    expect(after).toBe(afterMember);
  });
});

describe("GET /api/user/protected/consent-events", () => {
  it("shows a member their history newest first, and an admin anyone's with unsubscribe links", async () => {
    const member = await createMember(t, "CRO", { newsletter_flag: true });
    const own = await t.app.inject({
      method: "GET",
      url: "/api/user/protected/consent-events",
      headers: bearer(member.token),
    });
    expect(own.statusCode).toBe(200);
    const body = own.json<{ events: ConsentEvent[]; unsubscribe_urls?: unknown }>();
    expect(body.events).toHaveLength(3);
    expect(body.unsubscribe_urls).toBeUndefined();
    expect(body.events[0]).toMatchObject({
      company_name: "CRO",
      source: "registration",
      text_version: 1,
    });

    const staff = await t.app.inject({
      method: "GET",
      url: `/api/user/protected/consent-events?user_id=${member.user.id}`,
      headers: bearer(adminToken),
    });
    expect(staff.statusCode).toBe(200);
    const urls = staff.json<{ unsubscribe_urls: { purpose: string; url: string }[] }>()
      .unsubscribe_urls;
    expect(urls.map((u) => u.purpose)).toEqual(["newsletter", "resources", "partners"]);
    for (const { url } of urls)
      expect(url).toMatch(/^http:\/\/portal\.test\/unsubscribe\/[\w-]+\.[\w-]+$/);
  });

  it("refuses another member's history (403) and an unknown member (404)", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const peek = await t.app.inject({
      method: "GET",
      url: `/api/user/protected/consent-events?user_id=${b.user.id}`,
      headers: bearer(a.token),
    });
    expect(peek.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/user/protected/consent-events?user_id=999999",
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user/protected/consent-events" })).statusCode,
    ).toBe(401);
  });
});
