import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Deployment,
  request,
  signedInMember,
  sleep,
  startDeployment,
  waitFor,
} from "../../test/chaos/deployment";

// The server as its own process (from source: unit tests run before any build), killed with
// SIGKILL while an event's reminder is queued, down when it falls due, then started again on
// the same database: the reminder goes, once to each registrant holding a seat.
let deployment: Deployment;
beforeAll(async () => {
  deployment = await startDeployment({
    postgresUrl: process.env.TEST_DATABASE_URL ?? null,
    fromSource: true,
    env: { EVENT_REMINDERS: "5m", JOB_POLL_MS: "500" },
  });
}, 180_000);
afterAll(() => deployment?.close());

const authed = async (
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; text: string }> => {
  const res = await fetch(`${deployment.server.baseUrl}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
};

const remindersTo = (email: string) =>
  deployment.smtp.to(email).filter((mail) => /^Subject: Reminder: /m.test(mail.raw));

describe("event reminders across a kill -9", () => {
  it("sends each registrant holding a seat the reminder once, after a restart, and none to a cancelled one", async () => {
    const { baseUrl } = deployment.server;
    const login = await request(baseUrl, "POST", "/user/public/login", {
      email: "admin@example.com",
      password: "chaos-admin-password",
    });
    const admin = (JSON.parse(login.text) as { token: string }).token;
    const members = [];
    for (let i = 0; i < 3; i += 1) members.push(await signedInMember(deployment));
    const emails = members.map((member) => member.email);
    const companyId = members[0]?.companyId ?? 0;
    const topics = JSON.parse(
      (await request(baseUrl, "POST", "/preferences/fetch", { company_id: companyId })).text,
    ) as { preferences: { id: number }[] };

    // Starts in 5 minutes 20 s: its 5-minute reminder falls due 20 s from now (and would be
    // skipped only if the restart took more than 5 minutes).
    const lead = 5 * 60_000;
    const startsAt = Date.now() + lead + 20_000;
    const created = await authed(admin, "POST", "/resources", {
      title: "Restart-proof webinar",
      resource_url: "https://example.com/webinar",
      image_bg: "https://img.example.com/webinar.png",
      company_id: companyId,
      preference_ids: topics.preferences.slice(0, 1).map((p) => p.id),
      event: {
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(startsAt + 3_600_000).toISOString(),
        timezone: "America/New_York",
        join_url: "https://meet.example.com/j/restart",
      },
    });
    expect(created.status, created.text).toBe(201);
    const eventId = (JSON.parse(created.text) as { resource: { id: number } }).resource.id;
    for (const member of members) {
      expect((await authed(member.token, "POST", `/events/${eventId}/registrations`)).status).toBe(
        201,
      );
    }
    const [, , leaving] = members;
    expect(
      (await authed(leaving?.token ?? "", "DELETE", `/events/${eventId}/registrations`)).status,
    ).toBe(200);

    await deployment.server.kill();
    // Down when the reminder falls due (late by less than its lead time: it still goes).
    await sleep(Math.max(0, startsAt - lead - Date.now() + 2_000));
    await deployment.restart();

    const arrived = await waitFor(
      () => remindersTo(emails[0] ?? "").length > 0 && remindersTo(emails[1] ?? "").length > 0,
      30_000,
    );
    expect(arrived, "the reminders arrive after the restart").toBe(true);
    // Give a second run, if there were one, the time to send twice.
    await sleep(3_000);
    expect(remindersTo(emails[0] ?? "")).toHaveLength(1);
    expect(remindersTo(emails[1] ?? "")).toHaveLength(1);
    expect(remindersTo(emails[2] ?? "")).toHaveLength(0);
    expect(remindersTo(emails[0] ?? "")[0]?.raw).toContain("BEGIN:VCALENDAR");
  }, 180_000);
});
