import {
  type LoginResponse,
  SEARCH_TEXT_MESSAGE,
  type SearchPage,
  type SearchResult,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember, loginAdmin } from "../../../test/fixtures";
import { insertResources, minutesIn } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { companies, preferences, resourcePreferences, resources } from "../../db/schema";

/**
 * GET /api/resources/search on hand-made titles. The words (zorbal, quintex, …) are made up,
 * so nothing the seed holds matches them.
 */
let t: TestApp;
let member: LoginResponse;
let cio: Awaited<ReturnType<typeof companyByCode>>;
let cmo: Awaited<ReturnType<typeof companyByCode>>;
let quintexCo: number;
const ids: Record<string, number> = {};

const addCompany = async (name: string) => {
  const [row] = await t.db
    .insert(companies)
    .values({ name, baseUrl: `https://${name.toLowerCase()}.example.com`, logoUrl: "x" })
    .returning({ id: companies.id });
  return row?.id ?? 0;
};

const addTopic = async (companyId: number, name: string) => {
  const [row] = await t.db
    .insert(preferences)
    .values({ companyId, name })
    .returning({ id: preferences.id });
  return row?.id ?? 0;
};

beforeAll(async () => {
  t = await createTestApp();
  cio = await companyByCode(t, "CIO");
  cmo = await companyByCode(t, "CMO");
  member = await createMember(t, "CIO");
  quintexCo = await addCompany("QUINTEXCO");
  const quintexOps = await addTopic(cio.id, "Quintex Ops");
  const zorbalTopic = await addTopic(cmo.id, "Zorbal");
  const quintexTopic = await addTopic(cmo.id, "Quintex");
  const seeds = [
    { key: "bothOld", title: "Zorbal quintex guide", companyId: cio.id, createdAt: minutesIn(1) },
    { key: "bothNew", title: "Quintex zorbal notes", companyId: cmo.id, createdAt: minutesIn(2) },
    {
      key: "titleAndTopic",
      title: "Zorbal overview",
      companyId: cio.id,
      createdAt: minutesIn(3),
      preferenceIds: [quintexOps],
    },
    {
      key: "topicsOnly",
      title: "Plain report",
      companyId: cmo.id,
      createdAt: minutesIn(4),
      preferenceIds: [zorbalTopic, quintexTopic],
    },
    { key: "titleAndBrand", title: "Zorbal brief", companyId: quintexCo, createdAt: minutesIn(5) },
    {
      key: "script",
      title: `Flumox <script>alert("x")</script> & co`,
      companyId: cio.id,
      createdAt: minutesIn(6),
    },
  ];
  const inserted = await insertResources(t, seeds);
  seeds.forEach((seed, i) => {
    ids[seed.key] = inserted[i] ?? 0;
  });
});
afterAll(() => t.close());

const search = (query: Record<string, string | number>, token: string | null = member.token) =>
  t.app.inject({
    method: "GET",
    url: "/api/resources/search",
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: token ? bearer(token) : {},
  });

const found = async (query: Record<string, string | number>) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchPage>();
};

const idsOf = (page: SearchPage) => page.data.map((r) => r.id);

describe("GET /api/resources/search relevance", () => {
  it("ranks title over topics over brand, every word in the title first, newer on a tie", async () => {
    const page = await found({ q: "zorbal quintex" });
    expect(idsOf(page)).toEqual([
      ids.bothNew,
      ids.bothOld,
      ids.titleAndTopic,
      ids.titleAndBrand,
      ids.topicsOnly,
    ]);
    expect(page.total).toBe(5);
    expect(page.total_capped).toBe(false);
    expect(page.next).toBeNull();
  });

  it("answers each result with the feed's fields, the brand and the highlight", async () => {
    const page = await found({ q: "quintex zorbal" });
    const first = page.data[0] as SearchResult;
    expect(first).toEqual({
      id: ids.bothNew,
      title: "Quintex zorbal notes",
      resource_url: expect.stringMatching(/^https:\/\//),
      image_bg: expect.stringMatching(/^https:\/\//),
      company_id: cmo.id,
      company_name: "CMO",
      createdAt: minutesIn(2).toISOString(),
      preferences: [],
      event: null,
      highlight: "<mark>Quintex</mark> <mark>zorbal</mark> notes",
    });
    const withTopic = page.data.find((r) => r.id === ids.titleAndTopic);
    expect(withTopic?.preferences.map((p) => p.name)).toEqual(["Quintex Ops"]);
  });

  it("matches a word's first letters, case-blind", async () => {
    const page = await found({ q: "ZORB" });
    expect(page.total).toBe(5);
    expect(page.data[0]?.highlight).toBe("<mark>Zorbal</mark> brief");
    expect((await found({ q: "flum" })).data.map((r) => r.id)).toEqual([ids.script]);
  });

  it.each([
    ["dropped", "qintex"],
    ["doubled", "quinntex"],
    ["swapped", "qiuntex"],
    ["substituted", "quintax"],
  ])("forgives a %s letter in a word of five letters or more (%s)", async (_, typed) => {
    const page = await found({ q: `${typed} zorbal` });
    expect(idsOf(page)).toEqual([
      ids.bothNew,
      ids.bothOld,
      ids.titleAndTopic,
      ids.titleAndBrand,
      ids.topicsOnly,
    ]);
    expect(page.data[0]?.highlight).toBe("<mark>Quintex</mark> <mark>zorbal</mark> notes");
  });

  it("forgives no slip in a shorter word, nor two slips", async () => {
    // "zorb" is a prefix; "zrob" is a slip of four letters; "qiuntx" two slips.
    expect((await found({ q: "zrob" })).total).toBe(0);
    expect((await found({ q: "qiuntx" })).total).toBe(0);
  });

  it("escapes the title in the highlight", async () => {
    const page = await found({ q: "flumox" });
    expect(page.data.map((r) => r.highlight)).toEqual([
      "<mark>Flumox</mark> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co",
    ]);
    expect(page.data[0]?.title).toBe(`Flumox <script>alert("x")</script> & co`);
  });

  it("searches every brand; company_id narrows to one", async () => {
    expect(new Set((await found({ q: "zorbal" })).data.map((r) => r.company_id))).toEqual(
      new Set([cio.id, cmo.id, quintexCo]),
    );
    const narrowed = await found({ q: "zorbal", company_id: cmo.id });
    expect(idsOf(narrowed)).toEqual([ids.bothNew, ids.topicsOnly]);
    expect(narrowed.total).toBe(2);
    expect((await search({ q: "zorbal", company_id: 999_999 })).statusCode).toBe(404);
    // A word no title, topic or brand begins with matches nothing, and the brand is still checked.
    expect((await search({ q: "qwxzv", company_id: 999_999 })).statusCode).toBe(404);
    expect((await found({ q: "qwxzv", company_id: cmo.id })).total).toBe(0);
  });

  it("finds nothing for punctuation alone", async () => {
    expect(await found({ q: "%%% --" })).toEqual({
      data: [],
      total: 0,
      total_capped: false,
      next: null,
    });
  });
});

describe("GET /api/resources/search input and roles", () => {
  it("answers 400 when the text is not 1 to 200 characters after trimming", async () => {
    const queries: Record<string, string>[] = [
      {},
      { q: "" },
      { q: "    " },
      { q: "x".repeat(201) },
    ];
    for (const query of queries) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe(SEARCH_TEXT_MESSAGE);
    }
    expect((await search({ q: ` ${"x".repeat(200)} ` })).statusCode).toBe(200);
  });

  it("answers 400 to a bad cursor, page or company", async () => {
    expect((await search({ q: "zorbal", cursor: "not-a-cursor" })).statusCode).toBe(400);
    expect((await search({ q: "zorbal", page: 0 })).statusCode).toBe(400);
    expect((await search({ q: "zorbal", company_id: "abc" })).statusCode).toBe(400);
  });

  it("lets every signed-in role search; 401 for a guest", async () => {
    expect((await search({ q: "zorbal" }, null)).statusCode).toBe(401);
    const admin = await loginAdmin(t);
    expect((await search({ q: "zorbal" }, admin.token)).json<SearchPage>().total).toBe(5);
  });
});

describe("GET /api/resources/search paging", () => {
  it("pages by cursor through every result once, in the order pages by number give", async () => {
    // 30 matches over three tiers, many at the same time: the id breaks those ties.
    const topic = await addTopic(cio.id, "Paginox");
    await insertResources(
      t,
      Array.from({ length: 30 }, (_, i) => ({
        companyId: cio.id,
        title: i % 3 === 0 ? `Paginox ${i}` : `Other ${i}`,
        createdAt: minutesIn(100 + (i % 4)),
        preferenceIds: i % 3 === 1 ? [topic] : [],
      })),
    );
    // The third tier holds the brand only: none here, so the others must all carry the topic.
    const byNumber: number[] = [];
    for (let page = 1; page <= 3; page++) {
      byNumber.push(...idsOf(await found({ q: "paginox", page })));
    }
    expect(byNumber).toHaveLength(20);
    expect(new Set(byNumber).size).toBe(20);

    const byCursor: number[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page = await found(next ? { q: "paginox", cursor: next } : { q: "paginox" });
      expect(page.total).toBe(20);
      byCursor.push(...idsOf(page));
      next = page.next;
      pages += 1;
    } while (next && pages < 10);
    expect(byCursor).toEqual(byNumber);
    // Title matches (10) come before topic matches (10).
    const titles = new Map(
      (await t.db.select({ id: resources.id, title: resources.title }).from(resources)).map((r) => [
        r.id,
        r.title,
      ]),
    );
    expect(byCursor.slice(0, 10).every((id) => titles.get(id)?.startsWith("Paginox"))).toBe(true);
  });
});

describe("the search documents follow every write", () => {
  it("a renamed topic, a renamed brand, an edited title, a removed link and a deleted resource", async () => {
    const topic = await addTopic(cmo.id, "Old topic name");
    const [id = 0] = await insertResources(t, [
      { companyId: cmo.id, title: "Trigger check", preferenceIds: [topic] },
    ]);
    const hits = async (q: string) => idsOf(await found({ q }));

    await t.db.update(preferences).set({ name: "Wombatry" }).where(eq(preferences.id, topic));
    expect(await hits("wombatry")).toEqual([id]);
    expect(await hits("old topic name")).not.toContain(id);

    await t.db.update(companies).set({ name: "QUOKKACO" }).where(eq(companies.id, quintexCo));
    expect(await hits("quokkaco")).toEqual([ids.titleAndBrand]);
    expect(await hits("zorbal quintexco")).toEqual([]);

    await t.db.update(resources).set({ title: "Renamed numbat" }).where(eq(resources.id, id));
    expect(await hits("numbat")).toEqual([id]);
    expect(await hits("trigger check")).not.toContain(id);
    // A typo finds the new title word too (its variants were added with it).
    expect(await hits("numbta")).toEqual([id]);

    await t.db.delete(resourcePreferences).where(eq(resourcePreferences.resourceId, id));
    expect(await hits("wombatry")).toEqual([]);

    await t.db.delete(resources).where(eq(resources.id, id));
    expect(await hits("numbat")).toEqual([]);
  });
});

describe("what typed words stand for, kept between searches", () => {
  it("is forgotten when a new word comes: a word, a beginning and a slip that found nothing find it", async () => {
    const hits = async (q: string) => idsOf(await found({ q }));
    // Found nothing, and what they stand for (no known word) is now kept.
    for (const q of ["kangarooz", "kangar", "kangaroozle", "kangarozle"]) {
      expect(await hits(q)).toEqual([]);
    }
    const [id = 0] = await insertResources(t, [{ companyId: cio.id, title: "Kangaroozle notes" }]);
    await t.sync();
    for (const q of ["kangarooz", "kangar", "kangaroozle", "kangarozle"]) {
      expect(await hits(q)).toEqual([id]);
    }
    // Kept again: the next search of a kept word reads no lexicon.
    const before = t.queries.length;
    expect(await hits("kangaroozle")).toEqual([id]);
    expect(t.queries.slice(before).join("\n")).not.toMatch(/search_word_variants/);
  });
});
