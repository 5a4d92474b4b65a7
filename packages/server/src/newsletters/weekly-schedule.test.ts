import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../test/fixtures";
import { addMember, addResource, deliveriesOf, newsletterCall } from "../../test/newsletters";
import { createPeerApp, createTestApp, type TestApp } from "../../test/test-app";
import { newsletterSettings, newsletters } from "../db/newsletters-schema";
import { auditLog } from "../db/schema";

const ZONE = "Asia/Tokyo";
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let peer: FastifyInstance;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  peer = await createPeerApp(t);
  admin = (await loginAdmin(t)).token;
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

/** The ISO weekday (1 Monday … 7 Sunday) and hour it is now in ZONE. */
const nowIn = () => {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    weekday: "short",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date());
  const day = parts.find((p) => p.type === "weekday")?.value ?? "";
  const hour = Number(parts.find((p) => p.type === "hour")?.value);
  return { weekday: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(day) + 1, hour };
};

const schedule = async (code: string, weekday: number, hour: number, activeDaysAgo: number) => {
  const brand = await companyByCode(t, code);
  const res = await newsletterCall(t, admin, "PUT", `/company/${brand.id}/newsletter`, {
    enabled: true,
    weekday,
    hour,
    timezone: ZONE,
    from_name: `${code} Weekly`,
    max_items: 10,
  });
  expect(res.statusCode, res.body).toBe(200);
  // As if it had been turned on `activeDaysAgo` days ago.
  await t.db
    .update(newsletterSettings)
    .set({ activeSince: new Date(Date.now() - activeDaysAgo * DAY) })
    .where(eq(newsletterSettings.companyId, brand.id));
  return brand.id;
};

const weeklyEditions = () =>
  t.db
    .select({ id: newsletters.id, companyId: newsletters.companyId, week: newsletters.week })
    .from(newsletters)
    .where(isNotNull(newsletters.week));

describe("the weekly edition", () => {
  it("is made and sent once when its hour has come, however many processes look", async () => {
    const { weekday, hour } = nowIn();
    // CIO: this hour, today, on for a week. CMO: the same moment, but turned on just now (after
    // it had passed): next week. CHRO: later this week (when the week has a later hour left).
    const cio = await schedule("CIO", weekday, hour, 8);
    const cmo = await schedule("CMO", weekday, hour, 0);
    const later =
      weekday < 7 ? { weekday: weekday + 1, hour } : hour < 23 ? { weekday, hour: hour + 1 } : null;
    const chro = later ? await schedule("CHRO", later.weekday, later.hour, 8) : null;
    await addResource(t, "CIO", "This week in IT", ["IT Leadership"], new Date(Date.now() - DAY));
    const reader = await addMember(t, "Wes", [
      { code: "CIO", topics: ["IT Leadership"], newsletter: true },
    ]);

    // Two processes look at once, several times (each at its minute, restarts included).
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        t.app.newsletterSchedule.check(),
        peer.newsletterSchedule.check(),
        t.app.newsletterSchedule.check(),
        peer.newsletterSchedule.check(),
      ]);
    }
    const made = await weeklyEditions();
    expect(made).toHaveLength(1);
    expect(made[0]?.companyId).toBe(cio);
    expect(made[0]?.week).toMatch(/^\d{4}-W\d{2}$/);
    expect(made.some((e) => e.companyId === cmo || e.companyId === chro)).toBe(false);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "newsletter.send"), eq(auditLog.targetId, String(made[0]?.id))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBeNull();

    // It goes out like any edition: the subject, the member's items, sent.
    await t.app.jobs.drain();
    await peer.jobs.drain();
    const res = await newsletterCall(t, admin, "GET", `/newsletters/${made[0]?.id}`);
    expect(
      res.json<{ newsletter: { status: string; subject: string } }>().newsletter,
    ).toMatchObject({
      status: "sent",
      subject: "The CIO week",
    });
    expect((await deliveriesOf(t, made[0]?.id ?? 0)).get(reader.id)?.status).toBe("sent");

    // The week's key stands for the week: looking again (a restart) makes nothing more.
    await Promise.all([t.app.newsletterSchedule.check(), peer.newsletterSchedule.check()]);
    expect(await weeklyEditions()).toHaveLength(1);
    // The database itself refuses a second edition of a brand's week.
    await expect(
      t.db.insert(newsletters).values({
        companyId: cio,
        subject: "Again",
        windowStart: sql`now()`,
        week: made[0]?.week ?? "",
      }),
    ).rejects.toThrow();
  });
});
