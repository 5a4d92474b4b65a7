import type { PublicUser } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  expectNoLeaks,
  loginAdmin,
} from "../../../test/fixtures";
import { joinBrand } from "../../../test/memberships";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { users } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const fetchUsers = (query: string, headers: Record<string, string> = bearer(adminToken)) =>
  t.app.inject({ method: "GET", url: `/api/user/protected/fetchusers${query}`, headers });

type Page = { users: PublicUser[]; totalUsers: number };

let inserted = 0;
/** Members written straight to the database, one a day back from 2024-06-30, two per day. */
const insertUsers = async (count: number, companyIds: (number | null)[]) => {
  const rows = Array.from({ length: count }, () => {
    inserted += 1;
    return {
      firstname: `First${inserted}`,
      lastname: `Last${inserted}`,
      email: `bulk${inserted}@example.org`,
      mobileNumber: "0123456789",
      joinedThru: companyIds[inserted % companyIds.length] ?? null,
      // Pairs share a timestamp so the id must break the tie.
      createdAt: new Date(Date.UTC(2024, 5, 30) - Math.floor(inserted / 2) * 86_400_000),
    };
  });
  await t.db.insert(users).values(rows);
};

/** Every user id, newest first, as the database orders them independently of the route. */
const expectedOrder = async () =>
  (await t.db.select({ id: users.id, createdAt: users.createdAt }).from(users))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((u) => u.id);

describe("GET /api/user/protected/fetchusers", () => {
  beforeAll(async () => {
    const ids = await Promise.all(
      ["CIO", "CMO", "CRO"].map(async (c) => (await companyByCode(t, c)).id),
    );
    await insertUsers(11, [...ids, null]);
  });

  it("answers the first page of 5, newest first, with the exact total", async () => {
    const res = await fetchUsers("");
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    const page = res.json<Page>();
    expect(page.totalUsers).toBe(12);
    expect(page.users.map((u) => u.id)).toEqual((await expectedOrder()).slice(0, 5));
  });

  it("presents each user with the name of the company it joined through", async () => {
    const { users: list } = (await fetchUsers("?pageSize=100")).json<Page>();
    const cmo = await companyByCode(t, "CMO");
    const row = list.find((u) => u.joined_thru === cmo.id);
    expect(row).toMatchObject({ base_company: "CMO", role: "user", mobile_number: "0123456789" });
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        "id",
        "firstname",
        "lastname",
        "email",
        "mobile_number",
        "role",
        "job_title",
        "user_company",
        "joined_thru",
        "base_company",
        "country",
        "company_size",
        "industry",
        "job_function",
        "job_function_source",
        "seniority",
        "seniority_source",
        "brands",
        "newsletter_flag",
        "resources_flag",
        "partners_flag",
        "createdAt",
      ].sort(),
    );
    expect(list.find((u) => u.email === "admin@example.com")).toMatchObject({
      role: "admin",
      base_company: null,
    });
  });

  it("walks the pages: a partial last page, then an empty page past the end", async () => {
    const order = await expectedOrder();
    const pages = await Promise.all([1, 2, 3, 4].map((n) => fetchUsers(`?page=${n}&pageSize=5`)));
    const bodies = pages.map((p) => p.json<Page>());
    expect(bodies.map((b) => b.users.length)).toEqual([5, 5, 2, 0]);
    expect(bodies.map((b) => b.totalUsers)).toEqual([12, 12, 12, 12]);
    expect(bodies.flatMap((b) => b.users.map((u) => u.id))).toEqual(order);

    const byFour = (await fetchUsers("?page=3&pageSize=4")).json<Page>();
    expect(byFour.users.map((u) => u.id)).toEqual(order.slice(8, 12));
    const far = (await fetchUsers("?page=1000000")).json<Page>();
    expect(far).toEqual({ users: [], totalUsers: 12 });
  });

  it("allows page sizes up to 100", async () => {
    const res = await fetchUsers("?page=1&pageSize=100");
    expect(res.statusCode).toBe(200);
    expect(res.json<Page>().users).toHaveLength(12);
  });

  it("rejects bad pages and page sizes with a message", async () => {
    const page = "Page must be a whole number from 1.";
    const size = "Page size must be a whole number from 1 to 100.";
    const cases: [string, string, string][] = [
      ["?page=0", "page", page],
      ["?page=-1", "page", page],
      ["?page=abc", "page", page],
      ["?page=1.5", "page", page],
      ["?page=", "page", page],
      ["?page=1&page=2", "page", page],
      ["?page=1000001", "page", "Page is too large."],
      // Beyond the safe integers: not a whole number to zod.
      ["?page=99999999999999999999", "page", page],
      ["?pageSize=0", "pageSize", size],
      ["?pageSize=101", "pageSize", size],
      ["?pageSize=-5", "pageSize", size],
      ["?pageSize=ten", "pageSize", size],
    ];
    for (const [query, field, message] of cases) {
      const res = await fetchUsers(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
  });

  it("answers 401 to a guest and 403 to a member and an employee", async () => {
    expect((await fetchUsers("", {})).statusCode).toBe(401);
    const member = await createMember(t);
    const employee = await createStaff(t, "employee");
    for (const token of [member.token, employee.token]) {
      const res = await fetchUsers("", bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this." });
    }
  });

  it("costs the same fixed number of SQL statements whatever the number of users", async () => {
    const ids = await Promise.all(["CHRO", "CIO"].map(async (c) => (await companyByCode(t, c)).id));
    const before = await t.countQueries(() => fetchUsers("?pageSize=100"));
    await insertUsers(40, [...ids, null]);
    const after = await t.countQueries(async () => {
      const res = await fetchUsers("?pageSize=100");
      expect(res.json<Page>().users.length).toBeGreaterThan(40);
    });
    // One for the total, one for the page joined with the companies (the signed-in user is
    // cached since an earlier request).
    expect(before).toBe(2);
    expect(after).toBe(before);
  });

  it("shows the admin each member's brands, the one joined through first", async () => {
    const member = await createMember(t, "CRO");
    await joinBrand(t, member.registration.email, "CHRO");
    await joinBrand(t, member.registration.email, "CIO");
    const { users: list } = (await fetchUsers("?pageSize=100")).json<Page>();
    const [cro, chro, cio] = await Promise.all([
      companyByCode(t, "CRO"),
      companyByCode(t, "CHRO"),
      companyByCode(t, "CIO"),
    ]);
    expect(list.find((u) => u.id === member.user.id)?.brands).toEqual([
      { id: cro.id, name: "CRO" },
      { id: chro.id, name: "CHRO" },
      { id: cio.id, name: "CIO" },
    ]);
    // Staff belong to no brand; members written straight to the table (no membership) neither.
    expect(list.find((u) => u.email === "admin@example.com")?.brands).toEqual([]);
    // The list is the admin's alone: the member gets 403, not the brands of others.
    const own = await fetchUsers("?pageSize=100", bearer(member.token));
    expect(own.statusCode).toBe(403);
    expect(own.body).not.toContain("CHRO");
  });
});

describe("GET /api/user/protected/fetchusers?search=", () => {
  it("narrows to names and email addresses holding the text, ignoring case, with their total", async () => {
    const ada = await createMember(t, "CIO", {
      firstname: "Ada",
      lastname: "Quillfeather",
      email: "ada.q@example.net",
    });
    const bob = await createMember(t, "CMO", {
      firstname: "Bob",
      lastname: "Stone",
      email: "quillfeather-fan@example.net",
    });
    await createMember(t, "CMO", { firstname: "Cy", lastname: "Other" });
    const found = async (search: string) => {
      const res = await fetchUsers(`?pageSize=100&search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      const page = res.json<Page>();
      expect(page.totalUsers, search).toBe(page.users.length);
      return page.users.map((u) => u.id).sort((a, b) => a - b);
    };
    expect(await found("QUILLFEATHER")).toEqual([ada.user.id, bob.user.id]);
    expect(await found("ada quill")).toEqual([ada.user.id]);
    expect(await found("ada.q@")).toEqual([ada.user.id]);
    // LIKE's wildcards are plain characters here.
    expect(await found("%")).toEqual([]);
    expect(await found("_da")).toEqual([]);
    // Blank: no narrowing.
    const all = (await fetchUsers("?pageSize=5&search=%20")).json<Page>();
    expect(all.totalUsers).toBeGreaterThan(3);
  });

  it("narrows to the members of one brand with company_id, alone or with a search", async () => {
    const cio = await companyByCode(t, "CIO");
    const cmo = await companyByCode(t, "CMO");
    const both = await createMember(t, "CIO", {
      firstname: "Wren",
      lastname: "Twobrands",
      email: "wren.twobrands@example.net",
    });
    await joinBrand(t, both.registration.email, "CMO");
    const cioOnly = await createMember(t, "CIO", { firstname: "Wren", lastname: "Cioonly" });
    const cmoOnly = await createMember(t, "CMO", { firstname: "Wren", lastname: "Cmoonly" });
    const ids = async (query: string) => {
      const res = await fetchUsers(`?pageSize=100&${query}`);
      expect(res.statusCode, query).toBe(200);
      const page = res.json<Page>();
      expect(page.totalUsers, query).toBe(page.users.length);
      return page.users.map((u) => u.id).sort((a, b) => a - b);
    };
    expect(await ids(`search=wren&company_id=${cio.id}`)).toEqual(
      [both.user.id, cioOnly.user.id].sort((a, b) => a - b),
    );
    expect(await ids(`search=wren&company_id=${cmo.id}`)).toEqual(
      [both.user.id, cmoOnly.user.id].sort((a, b) => a - b),
    );
    // Alone: every member of the brand, and nobody else (staff belong to no brand).
    const cmoMembers = await fetchUsers(`?pageSize=100&company_id=${cmo.id}`);
    const listed = cmoMembers.json<Page>().users;
    expect(listed.map((u) => u.id)).toContain(cmoOnly.user.id);
    expect(listed.map((u) => u.id)).not.toContain(cioOnly.user.id);
    expect(listed.every((u) => u.brands.some((b) => b.id === cmo.id))).toBe(true);
    // Empty is no filter; anything else but a brand's id is refused and changes nothing.
    expect(await ids("search=wren&company_id=")).toEqual(
      [both.user.id, cioOnly.user.id, cmoOnly.user.id].sort((a, b) => a - b),
    );
    for (const bad of ["abc", "0", "-1", "1.5"]) {
      const res = await fetchUsers(`?company_id=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe("Invalid company.");
    }
  });

  it("refuses a search longer than 200 characters (400) and answers members 403", async () => {
    const long = await fetchUsers(`?search=${"a".repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Search text must be at most 200 characters.");
    const member = await createMember(t, "CIO");
    expect((await fetchUsers("?search=ada", bearer(member.token))).statusCode).toBe(403);
  });
});
