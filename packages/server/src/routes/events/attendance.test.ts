import { readFileSync } from "node:fs";
import type { AttendanceReport } from "@sector/shared";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvent } from "../../../test/events";
import { bearer, createStaff, loginAdmin } from "../../../test/fixtures";
import { multipart } from "../../../test/member-import-fixtures";
import { memberWithToken } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import { eventRegistrations } from "../../db/events-schema";
import { auditLog, users } from "../../db/schema";
import { webhookDeliveries, webhookEndpoints } from "../../db/webhooks-schema";
import { ATTENDANCE_NO_HEADER, ATTENDANCE_NO_ROWS } from "../../events/attendance-csv";
import { ATTENDANCE_NOT_MULTIPART, ATTENDANCE_TOO_LARGE } from "./attendance-import";

let t: TestApp;
let admin: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  receiver = await startWebhookReceiver();
  await t.db.insert(webhookEndpoints).values({
    url: receiver.url,
    events: ["event.attended"],
    secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const cioMember = (name: string) =>
  memberWithToken(t, name, [{ code: "CIO", topics: ["Cloud Computing"], newsletter: true }]);

type Member = Awaited<ReturnType<typeof cioMember>>;

/** An event of CIO with Ada, Brian and Carl registered and Wendy on the waitlist. */
const eventWithRegistrants = async (title: string) => {
  const eventId = await addEvent(t, "CIO", title, { capacity: 3 });
  const [ada, brian, carl, wendy] = await Promise.all(
    ["Ada", "Brian", "Carl", "Wendy"].map((name) => cioMember(name)),
  );
  const people = { ada, brian, carl, wendy } as Record<string, Member>;
  for (const [name, member] of Object.entries(people)) {
    await t.db.insert(eventRegistrations).values({
      resourceId: eventId,
      userId: member.id,
      status: name === "wendy" ? "waitlisted" : "registered",
    });
  }
  return {
    eventId,
    ada: ada as Member,
    brian: brian as Member,
    carl: carl as Member,
    wendy: wendy as Member,
  };
};

type Registrants = Awaited<ReturnType<typeof eventWithRegistrants>>;

/** A sample export with the registrants' addresses in it (Brian's as the tool wrote it). */
const sample = (name: string, r: Registrants) =>
  readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url), "utf8")
    .replaceAll("{{ada}}", r.ada.email)
    .replaceAll("{{BRIAN}}", r.brian.email.toUpperCase())
    .replaceAll("{{carl}}", r.carl.email)
    .replaceAll("{{wendy}}", r.wendy.email);

const upload = (
  token: string | null,
  eventId: number,
  content: string | Buffer,
  name = "participants.csv",
) => {
  const body = multipart({}, { name, content });
  return t.app.inject({
    method: "POST",
    url: `/api/events/${eventId}/attendance`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
};

const marksOf = async (eventId: number) => {
  const rows = await t.db
    .select({
      userId: eventRegistrations.userId,
      attendance: eventRegistrations.attendance,
      minutes: eventRegistrations.attendedMinutes,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.resourceId, eventId))
    .orderBy(asc(eventRegistrations.id));
  return new Map(rows.map((r) => [r.userId, { attendance: r.attendance, minutes: r.minutes }]));
};

const attendedWebhooks = async (memberIds: number[]) => {
  const rows = await t.db
    .select({ memberId: webhookDeliveries.memberId, body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventType, "event.attended"));
  return rows.filter((r) => r.memberId !== null && memberIds.includes(r.memberId));
};

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n;
const importAudits = async (eventId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, "event.attendance_import"), eq(auditLog.targetId, String(eventId))),
    );

describe("POST /api/events/:id/attendance", () => {
  it("marks the registered from Zoom's report, reports the unknown, queues event.attended once", async () => {
    const r = await eventWithRegistrants("Zoom webinar");
    const usersBefore = await userCount();

    const res = await upload(admin, r.eventId, sample("attendance-zoom.csv", r));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ report: AttendanceReport }>().report).toEqual({
      format: "zoom",
      rows: 7,
      attended: 2,
      no_show: 1,
      // Wendy is on the waitlist: listed, not marked.
      unknown: ["host@sector.test", "walk.in@example.net", r.wendy.email].sort(),
    });
    const marks = await marksOf(r.eventId);
    // Ada's two joins summed; Brian's address matched whatever its case.
    expect(marks.get(r.ada.id)).toEqual({ attendance: "attended", minutes: 56 });
    expect(marks.get(r.brian.id)).toEqual({ attendance: "attended", minutes: 40 });
    expect(marks.get(r.carl.id)).toEqual({ attendance: "no_show", minutes: null });
    expect(marks.get(r.wendy.id)).toEqual({ attendance: null, minutes: null });
    expect(await userCount()).toBe(usersBefore);

    const hooks = await attendedWebhooks([r.ada.id, r.brian.id, r.carl.id, r.wendy.id]);
    expect(hooks.map((h) => h.memberId).sort()).toEqual([r.ada.id, r.brian.id].sort());
    const adaHook = JSON.parse(hooks.find((h) => h.memberId === r.ada.id)?.body ?? "{}");
    expect(adaHook).toMatchObject({
      type: "event.attended",
      data: { event: { id: r.eventId, title: "Zoom webinar" }, attended_minutes: 56 },
    });

    const [audit] = await importAudits(r.eventId);
    expect(audit?.summary).toBe(
      'attendance of "Zoom webinar" from a zoom file: 2 attended, 1 no-show, 3 unknown addresses',
    );

    // The same file again changes nothing and tells no one twice.
    const again = await upload(admin, r.eventId, sample("attendance-zoom.csv", r));
    expect(again.statusCode).toBe(200);
    expect(await marksOf(r.eventId)).toEqual(marks);
    expect(await attendedWebhooks([r.ada.id, r.brian.id])).toHaveLength(2);
  });

  it("reads Teams' UTF-16 report (participants, not the activities); a later file replaces", async () => {
    const r = await eventWithRegistrants("Teams town hall");
    const teams = sample("attendance-teams.tsv", r);
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(teams, "utf16le")]);
    // Registrants' attendance is the admins' (as every member list): employees get 403.
    const employee = await createStaff(t, "employee");
    const refused = await upload(employee.token, r.eventId, bytes, "attendance.csv");
    expect(refused.statusCode).toBe(403);

    const res = await upload(
      admin,
      r.eventId,
      bytes,
      "Cloud costs webinar - Attendance report 11-20-26.csv",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ report: AttendanceReport }>().report).toEqual({
      format: "teams",
      rows: 5,
      attended: 2,
      no_show: 1,
      unknown: ["host@sector.test", "walk.in@example.net"],
    });
    const marks = await marksOf(r.eventId);
    expect(marks.get(r.ada.id)).toEqual({ attendance: "attended", minutes: 65 });
    expect(marks.get(r.brian.id)).toEqual({ attendance: "attended", minutes: 45 });
    // Carl is only in "3. In-Meeting Activities", which is not read.
    expect(marks.get(r.carl.id)).toEqual({ attendance: "no_show", minutes: null });

    // A corrected list (a plain CSV): Carl came after all, Brian did not.
    const fixed = `Name,Email,In-Meeting Duration\nAda,${r.ada.email},1h 5m 3s\nCarl,${r.carl.email},20m 40s\n`;
    const later = await upload(admin, r.eventId, fixed);
    expect(later.json<{ report: AttendanceReport }>().report).toMatchObject({
      attended: 2,
      no_show: 1,
      unknown: [],
    });
    const now = await marksOf(r.eventId);
    expect(now.get(r.carl.id)).toEqual({ attendance: "attended", minutes: 21 });
    expect(now.get(r.brian.id)).toEqual({ attendance: "no_show", minutes: null });
    // Carl newly attended: told; Ada was already.
    const hooks = await attendedWebhooks([r.ada.id, r.brian.id, r.carl.id]);
    expect(hooks.map((h) => h.memberId).sort()).toEqual([r.ada.id, r.brian.id, r.carl.id].sort());
  });

  it("is for staff only: a guest 401, a member 403", async () => {
    const r = await eventWithRegistrants("Staff only");
    const content = sample("attendance-zoom.csv", r);
    expect((await upload(null, r.eventId, content)).statusCode).toBe(401);
    expect((await upload(r.ada.token, r.eventId, content)).statusCode).toBe(403);
    const marks = await marksOf(r.eventId);
    expect([...marks.values()].every((m) => m.attendance === null)).toBe(true);
    expect(await importAudits(r.eventId)).toHaveLength(0);
  });

  it("refuses a bad file with 400 and a reason, changing nothing", async () => {
    const r = await eventWithRegistrants("Bad files");
    expect((await upload(admin, r.eventId, sample("attendance-zoom.csv", r))).statusCode).toBe(200);
    const marks = await marksOf(r.eventId);
    const audits = (await importAudits(r.eventId)).length;

    const noEmail = await upload(admin, r.eventId, "Name,Company\nAda,Acme\n");
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json<{ message: string }>().message).toBe(ATTENDANCE_NO_HEADER);
    const noRows = await upload(admin, r.eventId, "Name,Email\n");
    expect(noRows.json<{ message: string }>().message).toBe(ATTENDANCE_NO_ROWS);
    const badDuration = await upload(admin, r.eventId, `Email,Duration\n${r.ada.email},later\n`);
    expect(badDuration.statusCode).toBe(400);
    expect(badDuration.json<{ message: string }>().message).toMatch(
      /^Line 2: the duration "later"/,
    );
    const json = await t.app.inject({
      method: "POST",
      url: `/api/events/${r.eventId}/attendance`,
      headers: bearer(admin),
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ message: string }>().message).toBe(ATTENDANCE_NOT_MULTIPART);
    const tooLarge = await upload(admin, r.eventId, Buffer.alloc(5 * 1024 * 1024 + 1, "a"));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe(ATTENDANCE_TOO_LARGE);

    expect(await marksOf(r.eventId)).toEqual(marks);
    expect(await importAudits(r.eventId)).toHaveLength(audits);
    expect((await upload(admin, 999_999, sample("attendance-zoom.csv", r))).statusCode).toBe(404);
  });
});
