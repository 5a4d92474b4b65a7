import type { MemberData } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvent } from "../../../test/events";
import { bearer, createMember, loginAdmin } from "../../../test/fixtures";
import { mailsTo } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { eventRegistrations, eventReminderSends } from "../../db/events-schema";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

/** A CIO member registered for a webinar they attended, and cancelled from a roundtable. */
const memberWithRegistrations = async () => {
  const member = await createMember(t, "CIO");
  const webinar = await addEvent(t, "CIO", "Cloud costs webinar");
  const roundtable = await addEvent(t, "CIO", "CIO roundtable");
  const [attended] = await t.db
    .insert(eventRegistrations)
    .values([
      {
        resourceId: webinar,
        userId: member.user.id,
        status: "registered",
        attendance: "attended",
        attendedMinutes: 56,
        createdAt: new Date("2026-11-01T09:00:00Z"),
      },
      {
        resourceId: roundtable,
        userId: member.user.id,
        status: "cancelled",
        createdAt: new Date("2026-11-02T09:00:00Z"),
        cancelledAt: new Date("2026-11-03T10:30:00Z"),
      },
    ])
    .returning({ id: eventRegistrations.id });
  await t.db
    .insert(eventReminderSends)
    .values({ registrationId: attended?.id ?? 0, reminder: "24h" });
  return { member, webinar, roundtable, attendedId: attended?.id ?? 0 };
};

describe("a member's event registrations and their data rights", () => {
  it("are in the member's data download", async () => {
    const { member, webinar, roundtable } = await memberWithRegistrations();
    const res = await t.app.inject({
      method: "GET",
      url: "/api/user/protected/my-data",
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<MemberData>().event_registrations).toEqual([
      {
        event_id: webinar,
        title: "Cloud costs webinar",
        status: "registered",
        attendance: "attended",
        attended_minutes: 56,
        registered_at: "2026-11-01T09:00:00.000Z",
        cancelled_at: null,
      },
      {
        event_id: roundtable,
        title: "CIO roundtable",
        status: "cancelled",
        attendance: null,
        attended_minutes: null,
        registered_at: "2026-11-02T09:00:00.000Z",
        cancelled_at: "2026-11-03T10:30:00.000Z",
      },
    ]);
  });

  it("go with an erasure, the reminders sent with them", async () => {
    const { member, webinar, attendedId } = await memberWithRegistrations();
    const erased = await t.app.inject({
      method: "POST",
      url: `/api/user/protected/members/${member.user.id}/erase`,
      headers: bearer(admin),
      payload: { reason: "Asked by mail" },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const left = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, member.user.id));
    expect(left).toEqual([]);
    expect(
      await t.db
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.resourceId, webinar)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(eventReminderSends)
        .where(eq(eventReminderSends.registrationId, attendedId)),
    ).toEqual([]);
  });

  it("give a seat held for an event to come to the first on its waitlist, who is told", async () => {
    const eventId = await addEvent(t, "CIO", "One seat", { capacity: 1 });
    const holder = await createMember(t, "CIO");
    const waiting = await createMember(t, "CIO");
    for (const m of [holder, waiting]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/events/${eventId}/registrations`,
        headers: bearer(m.token),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const erased = await t.app.inject({
      method: "POST",
      url: `/api/user/protected/members/${holder.user.id}/erase`,
      headers: bearer(admin),
      payload: { reason: "Asked by mail" },
    });
    expect(erased.statusCode).toBe(204);
    // The seats' job, then the mail it queued.
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const [row] = await t.db
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, waiting.user.id));
    expect(row?.status).toBe("registered");
    const mails = await mailsTo(t.outboxDir, waiting.user.email);
    expect(mails.map((m) => m.subject)).toContain(
      "A seat opened up: you're registered for One seat",
    );
  });
});
