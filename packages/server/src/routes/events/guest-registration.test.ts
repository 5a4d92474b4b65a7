import {
  type EventRegistration,
  fieldOptions,
  type PublicEvent,
  type RegisterInput,
} from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvent } from "../../../test/events";
import {
  bearer,
  companyByCode,
  createMember,
  loginAdmin,
  registrationFor,
  userRowByEmail,
} from "../../../test/fixtures";
import { addResource } from "../../../test/newsletters";
import { mailsTo, type SentMail, waitForMailsTo } from "../../../test/outbox";
import { addCampaign, addSponsor, addSponsoredResource } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { eventRegistrations, events } from "../../db/events-schema";
import { consentEvents, memberships, resources, users } from "../../db/schema";
import { campaigns, leads } from "../../db/sponsors-schema";
import { webhookDeliveries, webhookEndpoints } from "../../db/webhooks-schema";
import { redactSecrets } from "../../lib/secret-redaction";
import { CONFIRM_LINK_INVALID, GUEST_REGISTRATION_ANSWER, OTHER_BRAND } from "./guest-messages";
import { EVENT_STARTED } from "./messages";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  // Webhooks are written only for a subscribed endpoint; this one is never reached.
  const res = await t.app.inject({
    method: "POST",
    url: "/api/webhooks",
    headers: bearer(admin),
    payload: { url: "http://127.0.0.1:9/hook", events: ["member.created", "event.registered"] },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

const hour = 3_600_000;

const guestRegister = (eventId: number, body: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/events/${eventId}/guest-registrations`,
    payload: body,
  });

const confirm = (eventId: number, token: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/events/${eventId}/guest-registrations/confirm`,
    payload: { token },
  });

const registrationsOf = (eventId: number) =>
  t.db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.resourceId, eventId))
    .orderBy(eventRegistrations.id);

const usersWithEmail = async (email: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.n ?? 0;
};

const countRows = async (
  table: typeof users | typeof eventRegistrations | typeof consentEvents,
) => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

/** The confirm token of the last confirm link mailed to `to` for the event. */
const confirmTokenIn = (mails: SentMail[], eventId: number): string => {
  const prefix = `${t.config.publicUrl}/events/${eventId}?confirm_token=`;
  for (const mail of [...mails].reverse()) {
    const link = mail.links.find((l) => l.startsWith(prefix));
    if (link) return decodeURIComponent(link.slice(prefix.length));
  }
  throw new Error("no confirm link was mailed");
};

const webhooksOf = (memberId: number) =>
  t.db
    .select({ type: webhookDeliveries.eventType })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.memberId, memberId))
    .orderBy(webhookDeliveries.id);

describe("POST /api/events/{id}/guest-registrations: a new address", () => {
  it("creates the member and membership as registration does, and registers them, in one go", async () => {
    const eventId = await addEvent(t, "CIO", "CIO roundtable: cloud budgets", {
      location: "London",
    });
    const body = await registrationFor(t, "CIO", {
      newsletter_flag: true,
      resources_flag: false,
      partners_flag: true,
    });
    const res = await guestRegister(eventId, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual(GUEST_REGISTRATION_ANSWER);

    const user = await userRowByEmail(t, body.email);
    const cio = await companyByCode(t, "CIO");
    expect(user).toMatchObject({
      firstname: "Ada",
      role: "user",
      joinedThru: cio.id,
      passwordHash: null,
      newsletterFlag: true,
      resourcesFlag: false,
      partnersFlag: true,
    });
    if (!user) throw new Error("no member");
    const membership = await t.db
      .select({ companyId: memberships.companyId, source: memberships.source })
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    expect(membership).toEqual([{ companyId: cio.id, source: "registration" }]);
    const consents = await t.db
      .select({
        purpose: consentEvents.purpose,
        granted: consentEvents.granted,
        source: consentEvents.source,
      })
      .from(consentEvents)
      .where(eq(consentEvents.userId, user.id))
      .orderBy(consentEvents.purpose);
    expect(consents).toEqual([
      { purpose: "newsletter", granted: true, source: "registration" },
      { purpose: "partners", granted: true, source: "registration" },
      { purpose: "resources", granted: false, source: "registration" },
    ]);
    const [registration, ...others] = await registrationsOf(eventId);
    expect(others).toEqual([]);
    expect(registration).toMatchObject({
      userId: user.id,
      status: "registered",
      source: "event_page",
    });

    const mails = await waitForMailsTo(t.outboxDir, body.email, 2);
    const welcome = mails.find((m) => m.subject === "Welcome to the CIO community");
    expect(welcome?.links.some((l) => l.startsWith(`${t.config.publicUrl}/reset-password/`))).toBe(
      true,
    );
    const confirmation = mails.find(
      (m) => m.subject === "You're registered: CIO roundtable: cloud budgets",
    );
    expect(confirmation?.raw).toContain("BEGIN:VCALENDAR");
    expect(confirmation?.raw).toContain("Where: London");
    expect((await webhooksOf(user.id)).map((w) => w.type)).toEqual([
      "member.created",
      "event.registered",
    ]);
  });

  it("puts a new address on the waitlist once the seats are taken", async () => {
    const eventId = await addEvent(t, "CIO", "CIO dinner", { capacity: 1 });
    const first = await registrationFor(t, "CIO");
    const second = await registrationFor(t, "CIO");
    expect((await guestRegister(eventId, first)).statusCode).toBe(201);
    const res = await guestRegister(eventId, second);
    expect(res.statusCode).toBe(201);
    // The same answer: a full event is no secret, but the answer stays one.
    expect(res.json()).toEqual(GUEST_REGISTRATION_ANSWER);
    const rows = await registrationsOf(eventId);
    expect(rows.map((r) => r.status)).toEqual(["registered", "waitlisted"]);
    const mails = await waitForMailsTo(t.outboxDir, second.email, 2);
    expect(mails.map((m) => m.subject)).toContain("You're on the waitlist: CIO dinner");

    // The public page's data counts the seats.
    const page = await t.app.inject({ method: "GET", url: `/api/events/${eventId}/page` });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ event: PublicEvent }>().event).toMatchObject({
      id: eventId,
      title: "CIO dinner",
      capacity: 1,
      seats_left: 0,
      waitlisted: 1,
      started: false,
      company: { name: "CIO" },
    });
    expect(page.body).not.toContain("meet.example.com");
  });
});

describe("POST /api/events/{id}/guest-registrations: an address that has an account", () => {
  it("answers the same, creates nothing, and mails a link that registers its owner", async () => {
    const eventId = await addEvent(t, "CIO", "CIO breakfast");
    const member = await createMember(t, "CIO");
    const email = member.registration.email;
    const before = (await mailsTo(t.outboxDir, email)).length;
    const usersBefore = await countRows(users);

    const body = await registrationFor(t, "CIO", { email: email.toUpperCase(), firstname: "Eve" });
    const res = await guestRegister(eventId, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual(GUEST_REGISTRATION_ANSWER);
    await t.app.jobs.drain();
    expect(await usersWithEmail(email)).toBe(1);
    expect(await countRows(users)).toBe(usersBefore);
    expect((await userRowByEmail(t, email))?.firstname).toBe("Ada");
    expect(await registrationsOf(eventId)).toEqual([]);

    const mails = (await waitForMailsTo(t.outboxDir, email, before + 1)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your registration: CIO breakfast"]);
    const token = confirmTokenIn(mails, eventId);
    // A secret: what logs keep of the link leaves it out.
    const link = mails[0]?.links.find((l) => l.includes("confirm_token=")) ?? "";
    expect(redactSecrets(link)).not.toContain(token.slice(0, 20));

    // A forged or foreign token registers nobody.
    const forged = await confirm(eventId, `${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toBe(CONFIRM_LINK_INVALID);
    const otherEvent = await addEvent(t, "CIO", "Another CIO event");
    expect((await confirm(otherEvent, token)).statusCode).toBe(400);

    const confirmed = await confirm(eventId, token);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json<{ registration: EventRegistration }>().registration).toMatchObject({
      event_id: eventId,
      status: "registered",
    });
    const [registration] = await registrationsOf(eventId);
    expect(registration).toMatchObject({
      userId: member.user.id,
      status: "registered",
      source: "event_page",
    });
    await t.app.jobs.drain();
    const after = (await mailsTo(t.outboxDir, email)).slice(before).map((m) => m.subject);
    expect(after).toContain("You're registered: CIO breakfast");

    // Opened again: the same registration, nothing new.
    const again = await confirm(eventId, token);
    expect(again.statusCode).toBe(200);
    expect(await registrationsOf(eventId)).toHaveLength(1);

    // Cancelled since: the old link does not take it back.
    const cancelled = await t.app.inject({
      method: "DELETE",
      url: `/api/events/${eventId}/registrations`,
      headers: bearer(member.token),
    });
    expect(cancelled.statusCode).toBe(200);
    const stale = await confirm(eventId, token);
    expect(stale.statusCode).toBe(400);
    expect((await registrationsOf(eventId))[0]?.status).toBe("cancelled");
  });

  it("joins a member of another brand to the event's brand with what they chose, on confirming", async () => {
    const eventId = await addEvent(t, "CIO", "CIO summit");
    const member = await createMember(t, "CMO");
    const email = member.registration.email;
    const cio = await companyByCode(t, "CIO");
    const body = await registrationFor(t, "CIO", { email, newsletter_flag: true });
    expect((await guestRegister(eventId, body)).statusCode).toBe(201);
    await t.app.jobs.drain();
    const inCio = () =>
      t.db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.userId, member.user.id), eq(memberships.companyId, cio.id)));
    expect(await inCio()).toEqual([]);

    const mails = await mailsTo(t.outboxDir, email);
    const mail = mails.find((m) => m.subject === "Confirm your registration: CIO summit");
    expect(mail?.raw).toContain("also adds the CIO community to your account");
    const confirmed = await confirm(eventId, confirmTokenIn(mails, eventId));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await inCio()).toHaveLength(1);
    expect((await registrationsOf(eventId)).map((r) => r.userId)).toEqual([member.user.id]);
    const newsletter = await t.db
      .select({ granted: consentEvents.granted })
      .from(consentEvents)
      .where(
        and(
          eq(consentEvents.userId, member.user.id),
          eq(consentEvents.companyId, cio.id),
          eq(consentEvents.purpose, "newsletter"),
        ),
      );
    expect(newsletter).toEqual([{ granted: true }]);
  });

  it("tells a member already registered so, instead of a link", async () => {
    const eventId = await addEvent(t, "CIO", "CIO webinar");
    const member = await createMember(t, "CIO");
    const email = member.registration.email;
    const own = await t.app.inject({
      method: "POST",
      url: `/api/events/${eventId}/registrations`,
      headers: bearer(member.token),
    });
    expect(own.statusCode).toBe(201);
    const res = await guestRegister(eventId, await registrationFor(t, "CIO", { email }));
    expect(res.json()).toEqual(GUEST_REGISTRATION_ANSWER);
    await t.app.jobs.drain();
    const subjects = (await mailsTo(t.outboxDir, email)).map((m) => m.subject);
    expect(subjects).toContain("You're already registered: CIO webinar");
    expect(subjects).not.toContain("Confirm your registration: CIO webinar");
  });
});

describe("POST /api/events/{id}/guest-registrations: refusals", () => {
  it("answers 409 once the event has started, and writes nothing", async () => {
    const eventId = await addEvent(t, "CIO", "CIO live", {
      startsAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() + hour),
    });
    const body = await registrationFor(t, "CIO");
    const res = await guestRegister(eventId, body);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(EVENT_STARTED);
    expect(await userRowByEmail(t, body.email)).toBeUndefined();
    expect(await registrationsOf(eventId)).toEqual([]);
  });

  it("answers 400 with the registration's own messages, and writes nothing", async () => {
    const eventId = await addEvent(t, "CIO", "CIO validation");
    const valid = await registrationFor(t, "CIO");
    const cmo = await companyByCode(t, "CMO");
    const cases: Partial<RegisterInput>[] = [
      { firstname: "" },
      { email: "not-an-address" },
      { mobile_number: "12ab" },
      { preferences: [] },
      { preferences: [{ id: cmo.preferences[0]?.id ?? 0, name: "x" }] },
    ];
    const usersBefore = await countRows(users);
    const consentsBefore = await countRows(consentEvents);
    for (const change of cases) {
      const body = { ...valid, ...change };
      const guest = await guestRegister(eventId, body);
      const brand = await t.app.inject({
        method: "POST",
        url: "/api/user/public/register",
        payload: body,
      });
      expect(guest.statusCode, JSON.stringify(change)).toBe(400);
      expect(brand.statusCode, JSON.stringify(change)).toBe(400);
      expect(guest.json(), JSON.stringify(change)).toEqual(brand.json());
    }
    // The brand's required work details, as on its page.
    await t.app.inject({
      method: "PUT",
      url: `/api/company/${valid.company_id}/registration-fields`,
      headers: bearer(admin),
      payload: { fields: { country: "required" } },
    });
    try {
      const guest = await guestRegister(eventId, valid);
      const brand = await t.app.inject({
        method: "POST",
        url: "/api/user/public/register",
        payload: valid,
      });
      expect(guest.statusCode).toBe(400);
      expect(guest.json()).toEqual(brand.json());
    } finally {
      await t.app.inject({
        method: "PUT",
        url: `/api/company/${valid.company_id}/registration-fields`,
        headers: bearer(admin),
        payload: { fields: {} },
      });
    }
    // Another brand's body on this brand's event.
    const other = await guestRegister(eventId, await registrationFor(t, "CMO"));
    expect(other.statusCode).toBe(400);
    expect(other.json<{ errors: Record<string, string> }>().errors).toEqual({
      company_id: OTHER_BRAND,
    });
    expect(await countRows(users)).toBe(usersBefore);
    expect(await countRows(consentEvents)).toBe(consentsBefore);
    expect(await registrationsOf(eventId)).toEqual([]);
  });

  it("answers 404 for a resource that is not an event, or none", async () => {
    const plain = await addResource(t, "CIO", "A whitepaper", [], new Date());
    const body = await registrationFor(t, "CIO");
    for (const id of [plain, 999_999]) {
      expect((await guestRegister(id, body)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: "GET", url: `/api/events/${id}/page` })).statusCode,
      ).toBe(404);
    }
    expect(await userRowByEmail(t, body.email)).toBeUndefined();
  });

  it("shows the sponsor on the page's data", async () => {
    const sponsor = await addSponsor(t, admin, "Acme Cloud");
    const id = await addSponsoredResource(t, "CIO", "Sponsored roundtable", [], sponsor.id);
    await t.db.insert(events).values({
      resourceId: id,
      startsAt: new Date(Date.now() + 24 * hour),
      endsAt: new Date(Date.now() + 25 * hour),
      timezone: "America/New_York",
    });
    const page = await t.app.inject({ method: "GET", url: `/api/events/${id}/page` });
    expect(page.json<{ event: PublicEvent }>().event).toMatchObject({
      sponsor: { id: sponsor.id, name: "Acme Cloud" },
      timezone: "America/New_York",
      seats_left: null,
    });
  });
});

describe("POST /api/events/{id}/guest-registrations: a sponsored event", () => {
  const industry = fieldOptions("industry")[0] ?? "";

  /** An event of its sponsor's running campaign, asking a budget and the guest's industry. */
  const sponsoredEvent = async (title: string) => {
    const sponsor = await addSponsor(t, admin, `Sponsor of ${title}`);
    const eventId = await addEvent(t, "CIO", title);
    await t.db.update(resources).set({ sponsorId: sponsor.id }).where(eq(resources.id, eventId));
    const campaign = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [eventId],
      name: title,
      questions: [
        {
          id: "budget",
          label: "Budget this year",
          kind: "single",
          options: ["Under $10k", "Over $10k"],
          required: true,
        },
        {
          id: "sector",
          label: "Your industry",
          kind: "single",
          required: true,
          profile_field: "industry",
        },
      ],
    });
    await t.sync();
    return { sponsor, eventId, campaign };
  };

  const pageOf = async (eventId: number) =>
    (await t.app.inject({ method: "GET", url: `/api/events/${eventId}/page` })).json<{
      event: PublicEvent;
    }>().event;

  const leadsOfEmail = (email: string) =>
    t.db
      .select({
        resourceId: leads.resourceId,
        campaignId: leads.campaignId,
        answers: leads.answers,
      })
      .from(leads)
      .innerJoin(users, eq(users.id, leads.userId))
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

  it("gives the page the sponsor's question only while its campaign runs", async () => {
    const { sponsor, eventId, campaign } = await sponsoredEvent("Asking webinar");
    const question = (await pageOf(eventId)).sponsor_question;
    expect(question).toMatchObject({
      resource_id: eventId,
      campaign_id: campaign.id,
      sponsor: { id: sponsor.id, name: sponsor.name },
      wording: { version: 1 },
    });
    expect(question?.wording.text).toContain(sponsor.name);
    expect(question?.questions.map((q) => q.id)).toEqual(["budget", "sector"]);
    expect(question?.questions[1]?.options).toEqual(fieldOptions("industry"));

    await t.db.update(campaigns).set({ endedAt: new Date() }).where(eq(campaigns.id, campaign.id));
    expect((await pageOf(eventId)).sponsor_question).toBeNull();
    // Sponsored without a campaign: never asked.
    const plain = await addEvent(t, "CIO", "Unasked event");
    await t.db.update(resources).set({ sponsorId: sponsor.id }).where(eq(resources.id, plain));
    expect((await pageOf(plain)).sponsor_question).toBeNull();
  });

  it("makes a new member's lead with the event and the answers, in the registration's transaction", async () => {
    const { eventId, campaign } = await sponsoredEvent("Sharing webinar");
    const version = (await pageOf(eventId)).sponsor_question?.wording.version;
    const body = { ...(await registrationFor(t, "CIO")), industry };
    const res = await guestRegister(eventId, {
      ...body,
      share: { version, answers: { budget: "Over $10k" } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual(GUEST_REGISTRATION_ANSWER);
    const user = await userRowByEmail(t, body.email);
    expect((await registrationsOf(eventId)).map((r) => r.userId)).toEqual([user?.id]);
    // The form's industry answers the question that fills it.
    expect(await leadsOfEmail(body.email)).toEqual([
      {
        resourceId: eventId,
        campaignId: campaign.id,
        answers: { budget: "Over $10k", sector: industry },
      },
    ]);
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/campaigns/${campaign.id}/leads.csv`,
      headers: bearer(admin),
    });
    expect(csv.body).toContain("Sharing webinar");
  });

  it("shares nothing on a registration alone", async () => {
    const { eventId } = await sponsoredEvent("Quiet webinar");
    const body = { ...(await registrationFor(t, "CIO")), industry };
    expect((await guestRegister(eventId, body)).statusCode).toBe(201);
    expect(await registrationsOf(eventId)).toHaveLength(1);
    expect(await leadsOfEmail(body.email)).toEqual([]);
  });

  it("answers a wrong answer 400 whatever the address, and writes nothing at all", async () => {
    const { eventId } = await sponsoredEvent("Strict webinar");
    const fresh = await registrationFor(t, "CIO");
    const known = await createMember(t, "CIO");
    await t.app.jobs.drain();
    const usersBefore = await countRows(users);
    const consentsBefore = await countRows(consentEvents);
    const mailsBefore = (await mailsTo(t.outboxDir, known.registration.email)).length;
    const answers = [
      { budget: "A million", sector: industry },
      { sector: industry },
      { budget: "Over $10k" },
    ];
    for (const given of answers) {
      const asNew = await guestRegister(eventId, { ...fresh, share: { answers: given } });
      const asKnown = await guestRegister(eventId, {
        ...fresh,
        email: known.registration.email,
        share: { answers: given },
      });
      expect(asNew.statusCode, JSON.stringify(given)).toBe(400);
      expect(asNew.json<{ errors: Record<string, string> }>().errors).toHaveProperty("answers");
      expect(asKnown.json()).toEqual(asNew.json());
    }
    await t.app.jobs.drain();
    expect(await userRowByEmail(t, fresh.email)).toBeUndefined();
    expect(await countRows(users)).toBe(usersBefore);
    expect(await countRows(consentEvents)).toBe(consentsBefore);
    expect(await registrationsOf(eventId)).toEqual([]);
    expect(await mailsTo(t.outboxDir, known.registration.email)).toHaveLength(mailsBefore);
  });

  it("answers a known address the same, and makes its lead once the link is confirmed", async () => {
    const { eventId, campaign } = await sponsoredEvent("Known sharer webinar");
    const member = await createMember(t, "CIO");
    const email = member.registration.email;
    const before = (await mailsTo(t.outboxDir, email)).length;
    const body = { ...(await registrationFor(t, "CIO", { email })), industry };
    const res = await guestRegister(eventId, {
      ...body,
      share: { answers: { budget: "Under $10k" } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual(GUEST_REGISTRATION_ANSWER);
    await t.app.jobs.drain();
    expect(await leadsOfEmail(email)).toEqual([]);
    expect(await registrationsOf(eventId)).toEqual([]);

    const mails = (await waitForMailsTo(t.outboxDir, email, before + 1)).slice(before);
    const confirmed = await confirm(eventId, confirmTokenIn(mails, eventId));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((await registrationsOf(eventId)).map((r) => r.userId)).toEqual([member.user.id]);
    expect(await leadsOfEmail(email)).toEqual([
      {
        resourceId: eventId,
        campaignId: campaign.id,
        answers: { budget: "Under $10k", sector: industry },
      },
    ]);
    // Opened again: the same registration and lead.
    expect((await confirm(eventId, confirmTokenIn(mails, eventId))).statusCode).toBe(200);
    expect(await leadsOfEmail(email)).toHaveLength(1);
  });

  it("registers a known address without a lead when the campaign ended before the link was opened", async () => {
    const { eventId, campaign } = await sponsoredEvent("Ended campaign webinar");
    const member = await createMember(t, "CIO");
    const email = member.registration.email;
    const before = (await mailsTo(t.outboxDir, email)).length;
    const body = { ...(await registrationFor(t, "CIO", { email })), industry };
    expect(
      (await guestRegister(eventId, { ...body, share: { answers: { budget: "Over $10k" } } }))
        .statusCode,
    ).toBe(201);
    await t.app.jobs.drain();
    const mails = (await waitForMailsTo(t.outboxDir, email, before + 1)).slice(before);
    await t.db.update(campaigns).set({ endedAt: new Date() }).where(eq(campaigns.id, campaign.id));
    const confirmed = await confirm(eventId, confirmTokenIn(mails, eventId));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((await registrationsOf(eventId)).map((r) => r.userId)).toEqual([member.user.id]);
    expect(await leadsOfEmail(email)).toEqual([]);
  });
});
