import type { Insights } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvent } from "../../../test/events";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import { apiCall, memberWithToken } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { eventRegistrations } from "../../db/events-schema";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const hour = 3_600_000;

describe("insights: events", () => {
  it("counts each brand's events of the period, their seats, attended and no-shows", async () => {
    const held = await addEvent(t, "CIO", "Held last week", {
      startsAt: new Date(Date.now() - 7 * 24 * hour),
    });
    // Upcoming and long past events are not of the period's.
    await addEvent(t, "CIO", "Upcoming");
    await addEvent(t, "CIO", "Two years ago", { startsAt: new Date(Date.now() - 730 * 24 * hour) });
    const members = [];
    for (const name of ["Ida", "Jon", "Kim"]) {
      members.push(
        await memberWithToken(t, name, [
          { code: "CIO", topics: ["Cloud Computing"], newsletter: true },
        ]),
      );
    }
    // Registrations of an event held already are written as an import would find them.
    await t.db.insert(eventRegistrations).values(
      members.map((m, i) => ({
        resourceId: held,
        userId: m.id,
        status: "registered" as const,
        attendance: i < 2 ? ("attended" as const) : ("no_show" as const),
      })),
    );
    const res = await apiCall(t, admin, "GET", "/insights?period=30d");
    expect(res.statusCode).toBe(200);
    const cio = await companyByCode(t, "CIO");
    expect(res.json<Insights>().events).toEqual([
      { company_id: cio.id, events: 1, registrations: 3, attended: 2, no_show: 1 },
    ]);
    const cmo = await companyByCode(t, "CMO");
    const other = await apiCall(t, admin, "GET", `/insights?period=30d&company_id=${cmo.id}`);
    expect(other.json<Insights>().events).toEqual([]);
  });
});
