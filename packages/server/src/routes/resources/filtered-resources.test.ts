import { FEED_PAGE_SIZE, type LoginResponse, type Resource } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, createMember, createStaff, loginAdmin } from "../../../test/fixtures";
import {
  deleteUsers,
  insertResources,
  minutesIn,
  postFeed,
  titlesOf,
} from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resourceEdits } from "../../db/schema";

let t: TestApp;
let admin: LoginResponse;
let employee: LoginResponse;
let member: LoginResponse;
let cio: Awaited<ReturnType<typeof companyByCode>>;
let cmo: Awaited<ReturnType<typeof companyByCode>>;
let cro: Awaited<ReturnType<typeof companyByCode>>;
const cioPref = (i: number) => cio.preferences[i]?.id ?? 0;

/** CIO: 15 resources, "CIO 1" oldest … "CIO 15" newest; odd ones tagged p0, even ones p1. */
const CIO_COUNT = 15;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  employee = await createStaff(t, "employee");
  member = await createMember(t, "CIO");
  cio = await companyByCode(t, "CIO");
  cmo = await companyByCode(t, "CMO");
  cro = await companyByCode(t, "CRO");
  await insertResources(
    t,
    Array.from({ length: CIO_COUNT }, (_, i) => ({
      companyId: cio.id,
      title: `CIO ${i + 1}`,
      createdAt: minutesIn(i),
      createdBy: admin.user.id,
      preferenceIds: [cioPref(i % 2 === 0 ? 0 : 1), cioPref(5)],
    })),
  );
  await insertResources(t, [{ companyId: cmo.id, title: "CMO only", createdAt: minutesIn(100) }]);
});
afterAll(() => t.close());

const cioTitles = (numbers: number[]) => numbers.map((n) => `CIO ${n}`);
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from > to ? from - i : from + i));

const feed = async (body: unknown, token = member.token) => {
  const res = await postFeed(t, token, body);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Resource[] }>().data;
};

describe("POST /api/resources/filtered", () => {
  it("pages all of a company's resources newest first, 12 a page", async () => {
    expect(titlesOf(await feed({ company_id: cio.id, page: 1 }))).toEqual(cioTitles(range(15, 4)));
    // The last page is partial; past it the list is empty.
    expect(titlesOf(await feed({ company_id: cio.id, page: 2 }))).toEqual(cioTitles([3, 2, 1]));
    expect(await feed({ company_id: cio.id, page: 3 })).toEqual([]);
    expect(await feed({ company_id: cio.id, page: 1_000_000 })).toEqual([]);
  });

  it("defaults to page 1 and treats no preferences as all", async () => {
    const expected = cioTitles(range(15, 4));
    expect(titlesOf(await feed({ company_id: cio.id }))).toEqual(expected);
    expect(titlesOf(await feed({ company_id: cio.id, preferences: [], page: 1 }))).toEqual(
      expected,
    );
    expect(titlesOf(await feed({ company_id: cio.id, preferences: null, page: 1 }))).toEqual(
      expected,
    );
  });

  it("keeps resources tagged with any of the preferences", async () => {
    const odd = range(15, 1).filter((n) => n % 2 === 1);
    expect(
      titlesOf(await feed({ company_id: cio.id, preferences: [cioPref(0)], page: 1 })),
    ).toEqual(cioTitles(odd));
    const both = await feed({ company_id: cio.id, preferences: [cioPref(0), cioPref(1)], page: 2 });
    expect(titlesOf(both)).toEqual(cioTitles([3, 2, 1]));
    expect(await feed({ company_id: cio.id, preferences: [cioPref(9)], page: 1 })).toEqual([]);
  });

  it("matches nothing for preferences of another company", async () => {
    const foreign = cmo.preferences[0]?.id;
    expect(await feed({ company_id: cio.id, preferences: [foreign], page: 1 })).toEqual([]);
  });

  it("breaks created_at ties by id, newest id first", async () => {
    const ids = await insertResources(t, [
      { companyId: cro.id, title: "Tie A", createdAt: minutesIn(500) },
      { companyId: cro.id, title: "Tie B", createdAt: minutesIn(500) },
    ]);
    expect((await feed({ company_id: cro.id, page: 1 })).map((r) => r.id)).toEqual(
      [...ids].reverse(),
    );
  });

  it("presents each resource in full", async () => {
    const [newest] = await feed({ company_id: cio.id, page: 1 });
    expect(newest).toEqual({
      id: expect.any(Number),
      title: "CIO 15",
      image_bg: expect.stringMatching(/^https:\/\//),
      resource_url: expect.stringMatching(/^https:\/\//),
      company_id: cio.id,
      company: { id: cio.id, name: "CIO" },
      preferences: [cio.preferences[0], cio.preferences[5]].map((p) => ({
        id: p?.id,
        name: p?.name,
      })),
      user: { firstname: admin.user.firstname, lastname: admin.user.lastname },
      createdAt: minutesIn(14).toISOString(),
      updatedAt: minutesIn(14).toISOString(),
      updated_by: [],
      sponsor: null,
      event: null,
    });
  });

  it("answers every signed-in role", async () => {
    for (const session of [admin, employee, member]) {
      expect(await feed({ company_id: cmo.id, page: 1 }, session.token)).toHaveLength(1);
    }
    const guest = await t.app.inject({
      method: "POST",
      url: "/api/resources/filtered",
      payload: { company_id: cio.id, page: 1 },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("answers 404 for an unknown company", async () => {
    const res = await postFeed(t, member.token, { company_id: 999_999, page: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Company not found." });
  });

  it("answers 400 with a message to bad input", async () => {
    const cases: [unknown, string, string][] = [
      [{ page: 1 }, "company_id", "Please select a company."],
      [{ company_id: "abc", page: 1 }, "company_id", "Please select a company."],
      [{ company_id: true, page: 1 }, "company_id", "Please select a company."],
      [{ company_id: cio.id, page: 0 }, "page", "Page must be a whole number from 1."],
      [{ company_id: cio.id, page: -1 }, "page", "Page must be a whole number from 1."],
      [{ company_id: cio.id, page: 1.5 }, "page", "Page must be a whole number from 1."],
      [{ company_id: cio.id, page: "abc" }, "page", "Page must be a whole number from 1."],
      [{ company_id: cio.id, page: 1e12 }, "page", "Page is too large."],
      [
        { company_id: cio.id, preferences: "1", page: 1 },
        "preferences",
        "Preferences must be a list of ids.",
      ],
      [{ company_id: cio.id, preferences: ["x"], page: 1 }, "preferences", "Invalid preference."],
    ];
    for (const [body, field, message] of cases) {
      const res = await postFeed(t, member.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.[field]).toBe(message);
    }
  });
});

describe("POST /api/resources/filtered cost", () => {
  it("loads a page of 1 and a page of 12 with the same few statements", async () => {
    // Edits on every resource, so the edit-history statement runs for both pages.
    const [single] = await insertResources(t, [
      {
        companyId: cro.id,
        title: "Lonely",
        createdAt: minutesIn(900),
        preferenceIds: [cro.preferences[0]?.id ?? 0],
      },
    ]);
    const cioPage = await feed({ company_id: cio.id, page: 1 });
    await t.db
      .insert(resourceEdits)
      .values([
        ...cioPage.map((r) => ({ resourceId: r.id, userId: employee.user.id })),
        { resourceId: single ?? 0, userId: employee.user.id },
      ]);

    const body = (companyId: number, prefs: number[]) => ({
      company_id: companyId,
      preferences: prefs,
      page: 1,
    });
    const one = await t.countQueries(async () => {
      const data = await feed(body(cro.id, [cro.preferences[0]?.id ?? 0]));
      expect(data).toHaveLength(1);
    });
    const twelve = await t.countQueries(async () => {
      const data = await feed(body(cio.id, [cioPref(0), cioPref(1)]));
      expect(data).toHaveLength(FEED_PAGE_SIZE);
      expect(data.every((r) => r.updated_by.length === 1)).toBe(true);
    });
    // Authentication, then the page with its preferences and edit history in one statement.
    expect(one).toBe(twelve);
    expect(twelve).toBeLessThanOrEqual(2);
  });
});

describe("deleted accounts", () => {
  it("shows a null creator and a 'Deleted user' editor once those accounts are gone", async () => {
    const gone = await createStaff(t, "employee");
    const [id] = await insertResources(t, [
      { companyId: cmo.id, title: "Orphan", createdAt: minutesIn(2000), createdBy: gone.user.id },
    ]);
    await t.db.insert(resourceEdits).values({ resourceId: id ?? 0, userId: gone.user.id });
    await deleteUsers(t, [gone.user.id]);
    const [orphan] = await feed({ company_id: cmo.id, page: 1 });
    expect(orphan?.title).toBe("Orphan");
    expect(orphan?.user).toBeNull();
    expect(orphan?.updated_by.map((e) => e.name)).toEqual(["Deleted user"]);
  });
});

describe("OpenAPI document", () => {
  it("describes the four resource calls with tags and summaries", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      Record<string, { tags?: string[]; summary?: string }>
    >;
    const calls = [
      paths["/api/resources/"]?.get ?? paths["/api/resources"]?.get,
      paths["/api/resources/"]?.post ?? paths["/api/resources"]?.post,
      paths["/api/resources/{id}"]?.put,
      paths["/api/resources/filtered"]?.post,
    ];
    for (const call of calls) {
      expect(call?.tags).toEqual(["resources"]);
      expect(call?.summary).toEqual(expect.any(String));
    }
  });
});
