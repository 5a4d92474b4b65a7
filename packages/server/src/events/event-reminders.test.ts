import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvent, register } from "../../test/events";
import { companyByCode, loginAdmin } from "../../test/fixtures";
import { mailsTo } from "../../test/outbox";
import { apiCall, memberWithToken } from "../../test/sponsors";
import { createTestApp, type TestApp } from "../../test/test-app";
import { jobs } from "../db/schema";
import { parseEventReminders } from "../lib/environment";
import { type EventReminderJob, eventReminderHandler, reminderVerdict } from "./event-reminders";

const minute = 60_000;
const hour = 60 * minute;
const reminders = parseEventReminders("24h,1h") ?? [];
const start = new Date("2027-01-10T15:00:00Z");
const job = (lead: string, leadMs: number): EventReminderJob => ({
  eventId: 1,
  reminder: lead,
  leadMs,
  startsAt: start.toISOString(),
});
const at = (msBeforeStart: number) => new Date(start.getTime() - msBeforeStart);

describe("EVENT_REMINDERS", () => {
  it("reads lead times, longest first, and refuses what is not one", () => {
    expect(parseEventReminders("1h, 24h")).toEqual([
      { name: "24h", leadMs: 24 * hour },
      { name: "1h", leadMs: hour },
    ]);
    expect(parseEventReminders("30m,2d")?.map((r) => r.name)).toEqual(["2d", "30m"]);
    expect(parseEventReminders("off")).toEqual([]);
    for (const bad of ["", "24", "1h,60m", "0m", "31d", "1w", "1h;2h"]) {
      expect(parseEventReminders(bad), bad).toBeNull();
    }
  });
});

describe("a reminder's verdict on the clock", () => {
  it("sends at its time and while late by less than its lead time", () => {
    expect(
      reminderVerdict(job("24h", 24 * hour), { startsAt: start }, reminders, at(24 * hour)),
    ).toBe("send");
    // The server was down for 20 hours past the 24-hour reminder: still 4 hours to go.
    expect(reminderVerdict(job("24h", 24 * hour), { startsAt: start }, [], at(4 * hour))).toBe(
      "send",
    );
    expect(reminderVerdict(job("1h", hour), { startsAt: start }, reminders, at(5 * minute))).toBe(
      "send",
    );
  });

  it("skips it when its time passed by more than its lead, when the event has begun, or moved", () => {
    expect(reminderVerdict(job("1h", hour), { startsAt: start }, reminders, at(-1))).toBe(
      "too_late",
    );
    expect(reminderVerdict(job("1h", hour), { startsAt: start }, reminders, at(0))).toBe(
      "too_late",
    );
    const moved = { startsAt: new Date(start.getTime() + hour) };
    expect(reminderVerdict(job("1h", hour), moved, reminders, at(hour))).toBe("moved");
    expect(reminderVerdict(job("1h", hour), null, reminders, at(hour))).toBe("moved");
  });

  it("lets the shorter reminder go alone when both are due (the server was down)", () => {
    expect(
      reminderVerdict(job("24h", 24 * hour), { startsAt: start }, reminders, at(30 * minute)),
    ).toBe("superseded");
    expect(reminderVerdict(job("1h", hour), { startsAt: start }, reminders, at(30 * minute))).toBe(
      "send",
    );
  });
});

describe("the reminder's job", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ eventReminders: reminders });
  });
  afterAll(() => t.close());

  it("is queued at each reminder's time when the event is entered, and again when it moves", async () => {
    const { token } = await loginAdmin(t);
    const cio = await companyByCode(t, "CIO");
    const topics = cio.preferences;
    const startsAt = new Date(Date.now() + 3 * 24 * hour);
    const created = await apiCall(t, token, "POST", "/resources", {
      title: "Queued reminders",
      resource_url: "https://example.com/queued",
      image_bg: "https://img.example.com/queued.png",
      company_id: cio.id,
      preference_ids: topics.slice(0, 1).map((p) => p.id),
      event: {
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + hour).toISOString(),
        timezone: "UTC",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const queued = await t.db
      .select({ runAt: jobs.runAt, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, "event-reminder"));
    expect(queued.map((j) => j.runAt.getTime()).sort()).toEqual([
      startsAt.getTime() - 24 * hour,
      startsAt.getTime() - hour,
    ]);
  });

  it("mails each seat once whatever runs twice, and never a cancelled or waitlisted registration", async () => {
    const startsAt = new Date(Date.now() + 26 * hour);
    const eventId = await addEvent(t, "CIO", "Reminded roundtable", { startsAt, capacity: 2 });
    const members = [];
    for (const name of ["Ann", "Ben", "Cid"]) {
      members.push(
        await memberWithToken(t, name, [
          { code: "CIO", topics: ["Cloud Computing"], newsletter: true },
        ]),
      );
    }
    for (const m of members) expect((await register(t, m.token, eventId)).statusCode).toBe(201);
    const [ann, ben, cid] = members;
    // Ben leaves: Cid, waitlisted, takes the seat.
    await apiCall(t, ben?.token ?? "", "DELETE", `/events/${eventId}/registrations`);
    await t.app.jobs.drain();

    const context = { publicUrl: t.config.publicUrl, fromAddress: t.app.mailer.fromAddress };
    // The fake clock: the 24-hour reminder's time, 10 minutes late.
    const now = () => new Date(startsAt.getTime() - 24 * hour + 10 * minute);
    const run = eventReminderHandler({ db: t.db, context, reminders, now });
    const payload = {
      eventId,
      reminder: "24h",
      leadMs: 24 * hour,
      startsAt: startsAt.toISOString(),
    };
    await Promise.all([run(payload), run(payload)]);
    await run(payload);
    await t.app.jobs.drain();
    const reminded = async (email: string) =>
      (await mailsTo(t.outboxDir, email)).filter((m) => m.subject.startsWith("Reminder:"));
    expect(await reminded(ann?.email ?? "")).toHaveLength(1);
    expect(await reminded(cid?.email ?? "")).toHaveLength(1);
    expect(await reminded(ben?.email ?? "")).toHaveLength(0);
    expect((await reminded(ann?.email ?? ""))[0]?.subject).toBe(
      "Reminder: Reminded roundtable starts in 24 hours",
    );

    // Two days late (the server was down): skipped, not sent late.
    const late = eventReminderHandler({
      db: t.db,
      context,
      reminders,
      now: () => new Date(startsAt.getTime() + minute),
    });
    await late({ ...payload, reminder: "1h", leadMs: hour });
    await t.app.jobs.drain();
    expect(await reminded(ann?.email ?? "")).toHaveLength(1);
  });
});
