import {
  EVENT_ENDS_MESSAGE,
  EVENT_TIMEZONE_MESSAGE,
  type EventRegistrant,
  type MyEvent,
  type Resource,
  type StaffEvent,
} from "@sector/shared";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvent, register, registrationOf } from "../../../test/events";
import { companyByCode, createStaff, loginAdmin } from "../../../test/fixtures";
import { mailsTo, waitForMailsTo } from "../../../test/outbox";
import { apiCall, memberWithToken } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { eventRegistrations, events } from "../../db/events-schema";
import { auditLog } from "../../db/schema";
import { EVENT_STARTED, NOT_A_MEMBER } from "./messages";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const hour = 3_600_000;
const cioTopics = async () =>
  (await companyByCode(t, "CIO")).preferences.slice(0, 1).map((p) => p.id);
const cioMember = (name: string) =>
  memberWithToken(t, name, [{ code: "CIO", topics: ["Cloud Computing"], newsletter: true }]);

const statusesOf = async (eventId: number) =>
  t.db
    .select({ userId: eventRegistrations.userId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.resourceId, eventId))
    .orderBy(eventRegistrations.id);

/** The iCalendar attachment of a mail, parsed back. */
const inviteIn = (raw: string) => {
  const start = raw.indexOf("BEGIN:VCALENDAR");
  const end = raw.indexOf("END:VCALENDAR", start);
  expect(start, "the mail carries an invite").toBeGreaterThan(-1);
  const text = raw.slice(start, end + "END:VCALENDAR".length).replace(/\r?\n[ \t]/g, "");
  return new ICAL.Component(ICAL.parse(text));
};

describe("an event as a resource", () => {
  it("is entered with the resource, answered on it and validated (400, nothing written)", async () => {
    const cio = await companyByCode(t, "CIO");
    const body = {
      title: "CIO roundtable: AI budgets",
      resource_url: "https://example.com/roundtable",
      image_bg: "https://img.example.com/roundtable.png",
      company_id: cio.id,
      preference_ids: await cioTopics(),
      event: {
        starts_at: "2027-03-28T09:00:00Z",
        ends_at: "2027-03-28T10:30:00Z",
        timezone: "Europe/London",
        location: "Online",
        join_url: "https://meet.example.com/j/roundtable",
        capacity: 40,
      },
    };
    const zone = await apiCall(t, admin, "POST", "/resources", {
      ...body,
      event: { ...body.event, timezone: "Mars/Olympus" },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json<{ message: string }>().message).toBe(EVENT_TIMEZONE_MESSAGE);
    const order = await apiCall(t, admin, "POST", "/resources", {
      ...body,
      event: { ...body.event, ends_at: "2027-03-28T08:00:00Z" },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json<{ message: string }>().message).toBe(EVENT_ENDS_MESSAGE);
    const before = (await t.db.select().from(events)).length;

    const res = await apiCall(t, admin, "POST", "/resources", body);
    expect(res.statusCode, res.body).toBe(201);
    const { resource } = res.json<{ resource: Resource }>();
    // The join link is for registrants: never on the resource.
    expect(resource.event).toEqual({
      starts_at: "2027-03-28T09:00:00.000Z",
      ends_at: "2027-03-28T10:30:00.000Z",
      timezone: "Europe/London",
      location: "Online",
      capacity: 40,
    });
    expect(res.body).not.toContain("meet.example.com");

    expect((await t.db.select().from(events)).length).toBe(before + 1);
    const [row] = await t.db.select().from(events).where(eq(events.resourceId, resource.id));
    expect(row?.joinUrl).toBe("https://meet.example.com/j/roundtable");

    // A resource without an event is answered with event null; a SPEC body stays valid.
    const plain = await apiCall(t, admin, "POST", "/resources", { ...body, event: undefined });
    expect(plain.statusCode).toBe(201);
    expect(plain.json<{ resource: Resource }>().resource.event).toBeNull();
  });
});

describe("registration", () => {
  it("registers once (201 then 200), mails the invite, lists it in My events and cancels", async () => {
    const eventId = await addEvent(t, "CIO", "Cloud costs webinar", { capacity: 10 });
    const ada = await cioMember("Ada");
    const first = await register(t, ada.token, eventId);
    expect(first.statusCode, first.body).toBe(201);
    expect(registrationOf(first)).toMatchObject({ event_id: eventId, status: "registered" });
    const again = await register(t, ada.token, eventId);
    expect(again.statusCode).toBe(200);
    expect(registrationOf(again).id).toBe(registrationOf(first).id);

    const [mail] = await waitForMailsTo(t.outboxDir, ada.email);
    expect(mail?.subject).toBe("You're registered: Cloud costs webinar");
    expect(mail?.raw).toContain("calendar.google.com");
    const invite = inviteIn(mail?.raw ?? "");
    expect(invite.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = invite.getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("uid")).toBe(`event-${eventId}@portal.test`);
    expect(vevent?.getFirstPropertyValue("sequence")).toBe(0);

    const mine = await apiCall(t, ada.token, "GET", "/user/protected/events");
    const [listed] = mine.json<{ events: MyEvent[] }>().events;
    expect(listed).toMatchObject({
      event_id: eventId,
      status: "registered",
      event: { title: "Cloud costs webinar", join_url: "https://meet.example.com/j/123" },
    });

    const cancel = await apiCall(t, ada.token, "DELETE", `/events/${eventId}/registrations`);
    expect(cancel.statusCode).toBe(200);
    expect(registrationOf(cancel).status).toBe("cancelled");
    const mails = await waitForMailsTo(t.outboxDir, ada.email, 2);
    const cancelled = mails.find((m) => m.subject.startsWith("Cancelled"));
    expect(inviteIn(cancelled?.raw ?? "").getFirstPropertyValue("method")).toBe("CANCEL");
    // No join link once the seat is given back.
    const after = await apiCall(t, ada.token, "GET", "/user/protected/events");
    expect(after.json<{ events: MyEvent[] }>().events[0]?.event.join_url).toBeNull();
    const ics = await apiCall(t, ada.token, "GET", `/events/${eventId}/calendar.ics`);
    expect(ics.statusCode).toBe(404);
  });

  it("fills the seats and queues the rest: 50 at once for 20 seats, promotion in queue order", async () => {
    const eventId = await addEvent(t, "CIO", "Twenty seats", { capacity: 20 });
    const members = await Promise.all(Array.from({ length: 50 }, (_, i) => cioMember(`Seat${i}`)));
    const answers = await Promise.all(members.map((m) => register(t, m.token, eventId)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const rows = await statusesOf(eventId);
    expect(rows.filter((r) => r.status === "registered")).toHaveLength(20);
    expect(rows.filter((r) => r.status === "waitlisted")).toHaveLength(30);

    const waiting = await t.db
      .select({ userId: eventRegistrations.userId })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.resourceId, eventId),
          eq(eventRegistrations.status, "waitlisted"),
        ),
      )
      .orderBy(eventRegistrations.queuedAt, eventRegistrations.id);
    const seated = members.filter((m) =>
      rows.some((r) => r.userId === m.id && r.status === "registered"),
    );
    for (const leaving of seated.slice(0, 3)) {
      const res = await apiCall(t, leaving.token, "DELETE", `/events/${eventId}/registrations`);
      expect(res.statusCode).toBe(200);
    }
    const now = await statusesOf(eventId);
    expect(now.filter((r) => r.status === "registered")).toHaveLength(20);
    const promoted = waiting.slice(0, 3).map((w) => w.userId);
    for (const userId of promoted) {
      expect(now.find((r) => r.userId === userId)?.status).toBe("registered");
    }
    expect(now.find((r) => r.userId === waiting[3]?.userId)?.status).toBe("waitlisted");
    const first = members.find((m) => m.id === promoted[0]);
    const mails = await waitForMailsTo(t.outboxDir, first?.email ?? "", 2);
    expect(mails.map((m) => m.subject)).toContain(
      "A seat opened up: you're registered for Twenty seats",
    );
  });

  it("refuses once the event has started (409), other brands' members (403), staff and guests", async () => {
    const started = await addEvent(t, "CIO", "Already on", {
      startsAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() + hour),
    });
    const bob = await cioMember("Bob");
    const late = await register(t, bob.token, started);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(EVENT_STARTED);

    const cmoEvent = await addEvent(t, "CMO", "CMO only");
    const foreign = await register(t, bob.token, cmoEvent);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ message: string }>().message).toBe(NOT_A_MEMBER("CMO"));

    expect((await register(t, admin, cmoEvent)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: "POST",
      url: `/api/events/${cmoEvent}/registrations`,
    });
    expect(guest.statusCode).toBe(401);
    expect(await statusesOf(started)).toEqual([]);
    expect(await statusesOf(cmoEvent)).toEqual([]);
    expect((await register(t, bob.token, 999_999)).statusCode).toBe(404);
  });
});

describe("the invite", () => {
  it("is written in the event's zone across a daylight-saving change, and updated with a higher SEQUENCE", async () => {
    const cio = await companyByCode(t, "CIO");
    // 2027-03-28 01:00 UTC is when London moves to BST: 09:00 UTC is 10:00 local that day.
    const created = await apiCall(t, admin, "POST", "/resources", {
      title: "Spring forward",
      resource_url: "https://example.com/spring",
      image_bg: "https://img.example.com/spring.png",
      company_id: cio.id,
      preference_ids: await cioTopics(),
      event: {
        starts_at: "2027-03-28T09:00:00Z",
        ends_at: "2027-03-28T10:00:00Z",
        timezone: "Europe/London",
        join_url: "https://meet.example.com/j/spring",
      },
    });
    const eventId = created.json<{ resource: Resource }>().resource.id;
    const cara = await cioMember("Cara");
    expect((await register(t, cara.token, eventId)).statusCode).toBe(201);

    const ics = await apiCall(t, cara.token, "GET", `/events/${eventId}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = calendar.getFirstSubcomponent("vevent");
    const dtstart = vevent?.getFirstProperty("dtstart");
    expect(dtstart?.getParameter("tzid")).toBe("Europe/London");
    expect(ics.body).toContain("DTSTART;TZID=Europe/London:20270328T100000");
    // Read back through the VTIMEZONE it carries, the time is the instant entered.
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone") as ICAL.Component);
    const start = vevent?.getFirstPropertyValue("dtstart") as ICAL.Time;
    start.zone = zone;
    expect(start.toJSDate().toISOString()).toBe("2027-03-28T09:00:00.000Z");
    expect(vevent?.getFirstPropertyValue("organizer")).toBe("mailto:no-reply@localhost");

    // A week earlier (still GMT): the update goes to the registrant with SEQUENCE 1.
    const moved = await apiCall(t, admin, "PUT", `/resources/${eventId}`, {
      title: "Spring forward",
      resource_url: "https://example.com/spring",
      image_bg: "https://img.example.com/spring.png",
      preferences: await cioTopics(),
      event: {
        starts_at: "2027-03-21T09:00:00Z",
        ends_at: "2027-03-21T10:00:00Z",
        timezone: "Europe/London",
        join_url: "https://meet.example.com/j/spring",
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mails = await waitForMailsTo(t.outboxDir, cara.email, 2);
    const update = mails.find((m) => m.subject === "Updated: Spring forward");
    const updated = inviteIn(update?.raw ?? "").getFirstSubcomponent("vevent");
    expect(updated?.getFirstPropertyValue("sequence")).toBe(1);
    expect(updated?.getFirstPropertyValue("uid")).toBe(`event-${eventId}@portal.test`);
    expect(update?.raw).toContain("DTSTART;TZID=Europe/London:20270321T090000");

    // An edit that changes nothing of the invite sends nothing.
    const same = await apiCall(t, admin, "PUT", `/resources/${eventId}`, {
      title: "Spring forward",
      resource_url: "https://example.com/spring-page",
      image_bg: "https://img.example.com/spring.png",
      preferences: await cioTopics(),
    });
    expect(same.statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await mailsTo(t.outboxDir, cara.email)).toHaveLength(2);

    // It cannot stop being an event while someone holds a seat.
    const removal = await apiCall(t, admin, "PUT", `/resources/${eventId}`, {
      title: "Spring forward",
      resource_url: "https://example.com/spring",
      image_bg: "https://img.example.com/spring.png",
      preferences: await cioTopics(),
      event: null,
    });
    expect(removal.statusCode).toBe(400);
  });
});

describe("staff", () => {
  it("list events with counts, read registrants, export them (audited); employees the counts only", async () => {
    const eventId = await addEvent(t, "CIO", "Staff view", { capacity: 1 });
    const dan = await cioMember("Dan");
    const eve = await cioMember("Eve");
    await register(t, dan.token, eventId);
    await register(t, eve.token, eventId);

    const list = await apiCall(t, admin, "GET", "/events?when=upcoming");
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ events: StaffEvent[] }>().events.find((e) => e.id === eventId);
    expect(listed?.counts).toEqual({
      registered: 1,
      waitlisted: 1,
      cancelled: 0,
      attended: 0,
      no_show: 0,
    });
    expect(listed?.join_url).toBe("https://meet.example.com/j/123");

    const one = await apiCall(t, admin, "GET", `/events/${eventId}`);
    expect(
      one.json<{ registrations_per_day: { count: number }[] }>().registrations_per_day,
    ).toEqual([{ day: new Date().toISOString().slice(0, 10), count: 2 }]);

    const found = await apiCall(t, admin, "GET", `/events/${eventId}/registrants?search=eve`);
    const registrants = found.json<{ registrants: EventRegistrant[] }>().registrants;
    expect(registrants.map((r) => r.user.email)).toEqual([eve.email]);
    expect(registrants[0]?.status).toBe("waitlisted");

    const csv = await apiCall(t, admin, "GET", `/events/${eventId}/registrants.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\r\n")[0]).toContain("Email,First name");
    expect(csv.body).toContain(dan.email);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "event.registrants_export"));
    expect(audited).toHaveLength(1);

    // Employees see the events and their counts; who registered is the admins' (a member list).
    const employee = (await createStaff(t, "employee")).token;
    expect((await apiCall(t, employee, "GET", "/events")).statusCode).toBe(200);
    expect((await apiCall(t, employee, "GET", `/events/${eventId}`)).statusCode).toBe(200);
    for (const path of [`/events/${eventId}/registrants`, `/events/${eventId}/registrants.csv`]) {
      expect((await apiCall(t, employee, "GET", path)).statusCode, path).toBe(403);
    }
    expect((await apiCall(t, dan.token, "GET", "/events")).statusCode).toBe(403);
    expect(
      (await apiCall(t, dan.token, "GET", `/events/${eventId}/registrants.csv`)).statusCode,
    ).toBe(403);
  });
});
