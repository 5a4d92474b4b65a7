import type { LoginResponse, Resource } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, createMember, createStaff, loginAdmin } from "../../../test/fixtures";
import { getArchive, insertResources, minutesIn, titlesOf } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resourceEdits } from "../../db/schema";

let t: TestApp;
let admin: LoginResponse;
let employee: LoginResponse;
let member: LoginResponse;
let companyIds: Record<"CIO" | "CMO" | "CHRO" | "CRO", number>;

/** Title, company, created minute, updated minute (defaults to created): 12 resources. */
const DATA = [
  ["Growth 100% guaranteed", "CIO", 1, 50],
  ["Growth 1000 plan", "CIO", 2],
  ["O'Reilly report", "CIO", 3, 40],
  ["snake_case naming", "CIO", 4],
  ["snakeXcase naming", "CIO", 5],
  ["Path C:\\reports", "CIO", 6],
  ["Path C:reports", "CIO", 7],
  ["Marketing A", "CMO", 8],
  ["Marketing B", "CMO", 9],
  ["Marketing C", "CMO", 10, 30],
  ["Talent", "CHRO", 11],
  ["Notes for the CMO", "CRO", 12],
] as const;
const TOTAL = DATA.length;
const byCreated = DATA.map((d) => d[0]);
const byUpdated = [...DATA].sort((a, b) => (a[3] ?? a[2]) - (b[3] ?? b[2])).map((d) => d[0]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  employee = await createStaff(t, "employee");
  member = await createMember(t);
  companyIds = {
    CIO: (await companyByCode(t, "CIO")).id,
    CMO: (await companyByCode(t, "CMO")).id,
    CHRO: (await companyByCode(t, "CHRO")).id,
    CRO: (await companyByCode(t, "CRO")).id,
  };
  await insertResources(
    t,
    DATA.map(([title, code, created, updated]) => ({
      title,
      companyId: companyIds[code],
      createdBy: admin.user.id,
      createdAt: minutesIn(created),
      updatedAt: minutesIn(updated ?? created),
    })),
  );
});
afterAll(() => t.close());

type Archive = { resources: Resource[]; totalResources: number };
const archive = async (query: Record<string, string | number>, token = employee.token) => {
  const res = await getArchive(t, token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Archive>();
};
const titles = async (query: Record<string, string | number>) =>
  titlesOf((await archive(query)).resources);

describe("GET /api/resources paging", () => {
  it("answers the newest 5 by default with the exact total", async () => {
    const body = await archive({});
    expect(titlesOf(body.resources)).toEqual([...byCreated].reverse().slice(0, 5));
    expect(body.totalResources).toBe(TOTAL);
  });

  it("pages to a partial last page, then an empty one with the same total", async () => {
    expect(await archive({ page: 3, limit: 5 })).toEqual({
      resources: expect.any(Array),
      totalResources: TOTAL,
    });
    expect(await titles({ page: 3, limit: 5 })).toEqual([
      "Growth 1000 plan",
      "Growth 100% guaranteed",
    ]);
    expect(await archive({ page: 4, limit: 5 })).toEqual({ resources: [], totalResources: TOTAL });
    expect(await archive({ page: 1_000_000, limit: 100 })).toEqual({
      resources: [],
      totalResources: TOTAL,
    });
  });

  it("honours limit up to 100", async () => {
    expect(await titles({ limit: 100 })).toEqual([...byCreated].reverse());
    expect(await titles({ limit: 1, page: 2 })).toEqual([byCreated[TOTAL - 2]]);
  });
});

describe("GET /api/resources sorting", () => {
  it("sorts by creation both ways", async () => {
    expect(await titles({ createSortOrder: "asc", limit: 100 })).toEqual(byCreated);
    expect(await titles({ createSortOrder: "desc", limit: 100 })).toEqual([...byCreated].reverse());
  });

  it("sorts by updation both ways", async () => {
    expect(await titles({ updateSortOrder: "asc", limit: 100 })).toEqual(byUpdated);
    expect(await titles({ updateSortOrder: "desc", limit: 100 })).toEqual([...byUpdated].reverse());
    expect(await titles({ updateSortOrder: "desc", limit: 3 })).toEqual([
      "Growth 100% guaranteed",
      "O'Reilly report",
      "Marketing C",
    ]);
  });

  it("lets updateSortOrder win when both are given; empty or null orders mean unset", async () => {
    expect(await titles({ createSortOrder: "asc", updateSortOrder: "desc", limit: 100 })).toEqual(
      [...byUpdated].reverse(),
    );
    expect(await titles({ createSortOrder: "asc", updateSortOrder: "", limit: 100 })).toEqual(
      byCreated,
    );
    expect(await titles({ createSortOrder: "ASC", updateSortOrder: "null", limit: 100 })).toEqual(
      byCreated,
    );
  });
});

describe("GET /api/resources filter and search", () => {
  it("filters by company; empty or null companyId means all", async () => {
    const body = await archive({ companyId: companyIds.CMO });
    expect(titlesOf(body.resources)).toEqual(["Marketing C", "Marketing B", "Marketing A"]);
    expect(body.totalResources).toBe(3);
    expect((await archive({ companyId: "" })).totalResources).toBe(TOTAL);
    expect((await archive({ companyId: "null" })).totalResources).toBe(TOTAL);
  });

  it("answers 404 for an unknown company", async () => {
    const res = await getArchive(t, employee.token, { companyId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Company not found." });
  });

  it("answers an empty page past a company's last resource, with its exact total", async () => {
    expect(await archive({ companyId: companyIds.CRO, page: 2 })).toEqual({
      resources: [],
      totalResources: 1,
    });
  });

  it("searches titles case-insensitively", async () => {
    expect(await titles({ debouncedValue: "GROWTH" })).toEqual([
      "Growth 1000 plan",
      "Growth 100% guaranteed",
    ]);
    expect(await titles({ debouncedValue: "  growth  " })).toHaveLength(2);
    expect((await archive({ debouncedValue: "   " })).totalResources).toBe(TOTAL);
  });

  it("matches a percent sign literally", async () => {
    expect(await titles({ debouncedValue: "100%" })).toEqual(["Growth 100% guaranteed"]);
    expect(await titles({ debouncedValue: "%" })).toEqual(["Growth 100% guaranteed"]);
  });

  it("matches an underscore literally", async () => {
    expect(await titles({ debouncedValue: "snake_case" })).toEqual(["snake_case naming"]);
    expect(await titles({ debouncedValue: "_" })).toEqual(["snake_case naming"]);
  });

  it("matches quotes and backslashes literally", async () => {
    expect(await titles({ debouncedValue: "O'Reilly" })).toEqual(["O'Reilly report"]);
    expect(await titles({ debouncedValue: "'" })).toEqual(["O'Reilly report"]);
    expect(await titles({ debouncedValue: "C:\\" })).toEqual(["Path C:\\reports"]);
    expect(await titles({ debouncedValue: "\\" })).toEqual(["Path C:\\reports"]);
    expect(await archive({ debouncedValue: "'; drop table resources; --" })).toEqual({
      resources: [],
      totalResources: 0,
    });
  });

  it("includes the resources of companies whose name matches", async () => {
    const body = await archive({ debouncedValue: "cmo", limit: 3 });
    expect(titlesOf(body.resources)).toEqual(["Notes for the CMO", "Marketing C", "Marketing B"]);
    expect(body.totalResources).toBe(4);
    expect(await titles({ debouncedValue: "cmo", limit: 3, page: 2 })).toEqual(["Marketing A"]);
    expect(await titles({ debouncedValue: "hro" })).toEqual(["Talent"]);
  });

  it("combines company filter, search and sort", async () => {
    const body = await archive({
      companyId: companyIds.CIO,
      debouncedValue: "growth",
      createSortOrder: "asc",
    });
    expect(titlesOf(body.resources)).toEqual(["Growth 100% guaranteed", "Growth 1000 plan"]);
    expect(body.totalResources).toBe(2);
    expect(
      (await archive({ companyId: companyIds.CMO, debouncedValue: "growth" })).totalResources,
    ).toBe(0);
  });
});

describe("GET /api/resources input and roles", () => {
  it("answers 400 with a message to bad query values", async () => {
    const limitMessage = "Limit must be a whole number from 1 to 100.";
    const cases: [Record<string, string>, string, string][] = [
      [{ page: "0" }, "page", "Page must be a whole number from 1."],
      [{ page: "-1" }, "page", "Page must be a whole number from 1."],
      [{ page: "abc" }, "page", "Page must be a whole number from 1."],
      [{ page: "1e12" }, "page", "Page is too large."],
      [{ limit: "0" }, "limit", limitMessage],
      [{ limit: "101" }, "limit", limitMessage],
      [{ limit: "abc" }, "limit", limitMessage],
      [{ limit: "2.5" }, "limit", limitMessage],
      [{ companyId: "abc" }, "companyId", "Invalid company."],
      [{ companyId: "0" }, "companyId", "Invalid company."],
      [{ createSortOrder: "sideways" }, "createSortOrder", "Sort order must be asc or desc."],
      [{ updateSortOrder: "up" }, "updateSortOrder", "Sort order must be asc or desc."],
      [{ debouncedValue: "x".repeat(201) }, "debouncedValue", "Search is too long."],
    ];
    for (const [query, field, message] of cases) {
      const res = await getArchive(t, employee.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors?.[field]).toBe(message);
      expect(res.json().message).toBe(message);
    }
    const repeated = await t.app.inject({
      method: "GET",
      url: "/api/resources?page=1&page=2",
      headers: { authorization: `Bearer ${employee.token}` },
    });
    expect(repeated.statusCode).toBe(400);
  });

  it("lets admin and employee list; 403 for a member; 401 for a guest", async () => {
    expect((await archive({}, admin.token)).totalResources).toBe(TOTAL);
    expect((await archive({}, employee.token)).totalResources).toBe(TOTAL);
    const denied = await getArchive(t, member.token, {});
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toEqual(expect.any(String));
    const guest = await t.app.inject({ method: "GET", url: "/api/resources" });
    expect(guest.statusCode).toBe(401);
  });

  it("presents creator and edit history", async () => {
    const [oldest] = (await archive({ createSortOrder: "asc", limit: 1 })).resources;
    expect(oldest?.user).toEqual({
      firstname: admin.user.firstname,
      lastname: admin.user.lastname,
    });
    await t.db.insert(resourceEdits).values([
      { resourceId: oldest?.id ?? 0, userId: employee.user.id, at: minutesIn(60) },
      { resourceId: oldest?.id ?? 0, userId: admin.user.id, at: minutesIn(61) },
    ]);
    await t.sync();
    const [again] = (await archive({ createSortOrder: "asc", limit: 1 })).resources;
    expect(again?.updated_by).toEqual([
      {
        name: `${employee.user.firstname} ${employee.user.lastname}`,
        at: minutesIn(60).toISOString(),
      },
      { name: `${admin.user.firstname} ${admin.user.lastname}`, at: minutesIn(61).toISOString() },
    ]);
  });
});

describe("GET /api/resources cost", () => {
  it("reads a page of 5 and a page of 50 with the same few statements", async () => {
    const chro = await companyByCode(t, "CHRO");
    const ids = await insertResources(
      t,
      Array.from({ length: 60 }, (_, i) => ({
        companyId: chro.id,
        title: `Bulk ${i}`,
        createdAt: minutesIn(1000 + i),
        createdBy: admin.user.id,
        preferenceIds: [chro.preferences[i % 10]?.id ?? 0, chro.preferences[(i + 1) % 10]?.id ?? 0],
      })),
    );
    await t.db
      .insert(resourceEdits)
      .values(ids.map((resourceId) => ({ resourceId, userId: employee.user.id })));
    await t.sync();

    const cost = (query: Record<string, string | number>, size: number) =>
      t.countQueries(async () => {
        const body = await archive(query);
        expect(body.resources).toHaveLength(size);
        expect(body.resources.every((r) => r.preferences.length === 2)).toBe(true);
      });
    const five = await cost({ limit: 5, companyId: chro.id }, 5);
    const fifty = await cost({ limit: 50, companyId: chro.id }, 50);
    // Authentication, the page with its preferences and edit history, the total.
    expect(five).toBe(fifty);
    expect(fifty).toBeLessThanOrEqual(3);

    const searchFive = await cost({ limit: 5, debouncedValue: "bulk" }, 5);
    const searchFifty = await cost({ limit: 50, debouncedValue: "bulk" }, 50);
    // Two more: the companies whose name matches the search, and the known words the search
    // word is inside of (run beside the words it begins: src/search/search-terms.ts). The second
    // request finds the search's total counted by the first in the read cache: one fewer.
    expect(searchFive).toBeLessThanOrEqual(5);
    expect(searchFifty).toBe(searchFive - 1);
  });
});
