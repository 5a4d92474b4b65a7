import type { Segment, SegmentRulesInput } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvent } from "../../../test/events";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import { addMailingMember } from "../../../test/mailings";
import { newsletterCall } from "../../../test/newsletters";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { eventRegistrations } from "../../db/events-schema";

let t: TestApp;
let admin: string;
let cioId: number;
let webinar: number;
let roundtable: number;
let cmoEvent: number;

type Registration = typeof eventRegistrations.$inferInsert;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  cioId = (await companyByCode(t, "CIO")).id;
  webinar = await addEvent(t, "CIO", "Cloud costs webinar");
  roundtable = await addEvent(t, "CIO", "CIO roundtable");
  cmoEvent = await addEvent(t, "CMO", "Brand summit");

  const member = (name: string) => addMailingMember(t, name, "CIO", { resources: true });
  const [came, stayedAway, waiting, cancelled, later, none] = await Promise.all(
    ["Came", "Away", "Waiting", "Cancelled", "Later", "None"].map(member),
  );
  const rows: Registration[] = [
    {
      userId: came?.id ?? 0,
      resourceId: webinar,
      status: "registered",
      attendance: "attended",
      attendedMinutes: 50,
    },
    {
      userId: stayedAway?.id ?? 0,
      resourceId: webinar,
      status: "registered",
      attendance: "no_show",
    },
    { userId: waiting?.id ?? 0, resourceId: webinar, status: "waitlisted" },
    {
      userId: cancelled?.id ?? 0,
      resourceId: webinar,
      status: "cancelled",
      cancelledAt: new Date(),
    },
    { userId: later?.id ?? 0, resourceId: roundtable, status: "registered" },
    // Came to the webinar and registered for the roundtable too.
    { userId: came?.id ?? 0, resourceId: roundtable, status: "registered" },
  ];
  await t.db.insert(eventRegistrations).values(rows);
  expect(none).toBeDefined();
  await t.sync();
});
afterAll(() => t.close());

const count = async (rules: SegmentRulesInput) => {
  const query = new URLSearchParams({
    company_id: String(cioId),
    purpose: "resources",
    rules: JSON.stringify(rules),
  });
  const res = await newsletterCall(t, admin, "GET", `/segments/count?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number }>().count;
};

describe("segment rules on events", () => {
  it("match registrations (not waitlisted or cancelled), attendance and no-shows", async () => {
    expect(await count({})).toBe(6);
    expect(await count({ event_registered: [webinar] })).toBe(2);
    expect(await count({ event_registered: [webinar, roundtable] })).toBe(3);
    expect(await count({ event_registered: [roundtable] })).toBe(2);
    expect(await count({ event_attended: [webinar] })).toBe(1);
    expect(await count({ event_attended: [roundtable] })).toBe(0);
    expect(await count({ event_no_show: [webinar] })).toBe(1);
    expect(await count({ event_no_show: [webinar, roundtable] })).toBe(1);
    // ANDed: came to the webinar and registered for the roundtable.
    expect(await count({ event_attended: [webinar], event_registered: [roundtable] })).toBe(1);
    expect(await count({ event_no_show: [webinar], event_registered: [roundtable] })).toBe(0);
    // Another brand's event matches nobody of this one.
    expect(await count({ event_registered: [cmoEvent] })).toBe(0);
  });

  it("refuse bad lists with a 400 and its message", async () => {
    const bad = async (rules: string, message: string) => {
      const query = new URLSearchParams({ company_id: String(cioId), purpose: "resources", rules });
      const res = await newsletterCall(t, admin, "GET", `/segments/count?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad('{"event_registered":[]}', "Events must be a list of 1 to 200 event ids.");
    await bad('{"event_attended":["webinar"]}', "Events must be event ids.");
    await bad('{"event_no_show":[-1]}', "Events must be event ids.");
  });

  it("are saved with a segment, which must name the brand's own events", async () => {
    const wrong = await newsletterCall(t, admin, "POST", "/segments", {
      name: "Summit no-shows",
      company_id: cioId,
      rules: { event_no_show: [webinar, cmoEvent] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Choose events of this brand.");
    const made = await newsletterCall(t, admin, "POST", "/segments", {
      name: "Webinar no-shows",
      company_id: cioId,
      rules: { event_no_show: [webinar] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const segment = made.json<{ segment: Segment }>().segment;
    expect(segment.rules).toEqual({ event_no_show: [webinar] });
    const counted = await newsletterCall(
      t,
      admin,
      "GET",
      `/segments/${segment.id}/count?purpose=resources`,
    );
    expect(counted.json<{ count: number }>().count).toBe(1);
  });
});
