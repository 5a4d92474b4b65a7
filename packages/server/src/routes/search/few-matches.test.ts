import { SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP, type SearchPage } from "@sector/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { preferences, resources } from "../../db/schema";
import { resolveSearchTerms, type SearchTerms } from "../../search/search-terms";
import { fewMatches, pageOfFew } from "./few-matches";
import { searchPage } from "./search-page";
import { PILOT_LIMIT, presentTop, rankDrivers, walkMatches } from "./search-walk";

/**
 * A search the walks do not settle (words common apart, seldom together) with no more matches
 * than the cap: the GIN index is read once, every match ranked, and each page cut from them,
 * exactly as the index's page statement orders them. "Hail" is in 2,600 titles; "frost" in
 * 3,000 newer ones, in 68 of the hail titles (2 among the 2,000 newest: the pilot of "hail"
 * finds too few to go on, and the pilot of "frost" reads only newer titles) and in the topic
 * "Frost Lines" of 8 other, older hail titles. Titles come in pairs with the same upload time,
 * so ties are broken by id. Beside them, "quill ember": a search the rarest term's walk cannot
 * settle and the next term's can, so it never reads the index.
 */
let t: TestApp;
let member: { token: string };
let cioId: number;

beforeAll(async () => {
  t = await createTestApp();
  const cio = await companyByCode(t, "CIO");
  cioId = cio.id;
  const [frostTopic] = await t.db
    .insert(preferences)
    .values({ companyId: cio.id, name: "Frost Lines" })
    .returning({ id: preferences.id });
  await t.db.execute(sql`
    insert into resources (title, image_bg, resource_url, company_id, created_at, updated_at)
    select 'Hail ' || case when (g <= 2000 and g % 1000 = 0) or (g > 2000 and g % 9 = 0)
                           then 'frost ' else '' end || 'no' || g,
           'https://img.example.com/h' || g, 'https://example.com/h' || g,
           ${cio.id}::int, now() + interval '1 day' - (g / 2) * interval '1 second', now()
    from generate_series(1, 2600) g
    union all
    select 'Frost gale ' || g, 'https://img.example.com/f' || g, 'https://example.com/f' || g,
           ${cio.id}::int, now() + interval '2 days' - g * interval '1 second', now()
    from generate_series(1, 3000) g`);
  await t.db.execute(sql`
    insert into resource_preferences (resource_id, preference_id)
    select r.id, ${frostTopic?.id}::int from resources r
    where r.title like 'Hail no%' and r.id % 97 = 0 order by r.id desc limit 8`);
  // "quill" in 2,200 titles: the 2,000 newest without "ember", the 200 older with it;
  // "ember" in 6,000 titles, the 200 with "quill" its newest. "quill" is the rarer term, and
  // its pilot finds nothing; the pilot of "ember" finds the matches at once.
  await t.db.execute(sql`
      insert into resources (title, image_bg, resource_url, company_id, created_at, updated_at)
      select case when g <= 2000 then 'Quill no' || g
                  when g <= 2200 then 'Quill ember no' || g
                  else 'Ember no' || g end,
             'https://img.example.com/q' || g, 'https://example.com/q' || g,
             (select min(id) from companies),
             now() + interval '3 days' - g * interval '1 second', now()
      from generate_series(1, 2000) g
      union all
      select case when g <= 2200 then 'Quill ember no' || g else 'Ember no' || g end,
             'https://img.example.com/e' || g, 'https://example.com/e' || g,
             (select min(id) from companies),
             now() + interval '2 days' - g * interval '1 second', now()
      from generate_series(2001, 8000) g`);
  await t.db.execute(sql`vacuum analyze resource_search_postings`);
  member = await createMember(t, "CIO");
});
afterAll(() => t.close());

const termsOf = async (text: string): Promise<SearchTerms> => {
  const terms = await resolveSearchTerms(t.db, text);
  if (!terms) throw new Error(`no terms in ${text}`);
  return terms;
};

const search = async (query: Record<string, string>) => {
  const before = t.queries.length;
  const res = await t.app.inject({
    url: "/api/resources/search",
    query,
    headers: bearer(member.token),
  });
  expect(res.statusCode).toBe(200);
  return { page: res.json<SearchPage>(), statements: t.queries.slice(before) };
};

describe("a search the walks do not settle, with few matches", () => {
  it("is not settled by the walk: the GIN index counts it", async () => {
    const terms = await termsOf("hail frost");
    const drivers = await rankDrivers(t.db, terms);
    expect(drivers.map((driver) => terms.words[driver.term])).toEqual(["hail", "frost"]);
    const walked = await walkMatches(t.db, terms, drivers);
    expect(walked.count).toBeNull();
    const few = await fewMatches(t.db, terms);
    expect(few).toMatchObject({ total: 76, capped: false });
    expect(few.ranked).toHaveLength(76);
    // Only a pilot read, the index after it.
    const before = t.queries.length;
    await walkMatches(t.db, terms, drivers);
    const walks = t.queries.slice(before);
    expect(walks.length).toBeGreaterThan(0);
    expect(walks.every((q) => q.includes(`limit ${PILOT_LIMIT}`))).toBe(true);
  });

  it("pages every match once, in the index's order, reading the index once a page", async () => {
    const terms = await termsOf("hail frost");
    const expected: [number, number][] = [];
    for (let page = 1; page <= 7; page++) {
      const rows = await searchPage(t.db, { terms, page, common: false });
      expected.push(...rows.map((r): [number, number] => [r.resource.id, r.score]));
    }
    expect(expected).toHaveLength(76);
    // Title matches first (8 points), then the topic's (4 + 2).
    expect(expected.slice(0, 68).every(([, score]) => score === 8)).toBe(true);
    expect(expected.slice(68).every(([, score]) => score === 6)).toBe(true);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { page, statements } = await search({
        q: "hail frost",
        ...(cursor ? { cursor } : {}),
      });
      pages++;
      expect(page).toMatchObject({ total: 76, total_capped: false });
      seen.push(...page.data.map((r) => r.id));
      // Neither the page statement nor the title walks: the matches ranked are the page.
      expect(statements.filter((s) => s.includes('"resource_search_docs"'))).toHaveLength(1);
      expect(statements.some((s) => s.includes("row_number() over (order by"))).toBe(false);
      cursor = page.next;
    } while (cursor);
    expect(pages).toBe(Math.ceil(76 / SEARCH_PAGE_SIZE));
    expect(seen).toEqual(expected.map(([id]) => id));

    // Numbered pages agree too.
    const third = await search({ q: "hail frost", page: "3" });
    expect(third.page.data.map((r) => r.id)).toEqual(expected.slice(24, 36).map(([id]) => id));
    const past = await search({ q: "hail frost", page: "8" });
    expect(past.page).toMatchObject({ data: [], total: 76, next: null });
  });

  it("narrows to a brand", async () => {
    const { page } = await search({ q: "hail frost", company_id: String(cioId) });
    expect(page.total).toBe(76);
    const other = await companyByCode(t, "CMO");
    const { page: none } = await search({ q: "hail frost", company_id: String(other.id) });
    expect(none).toMatchObject({ data: [], total: 0, next: null });
  });

  it("places a cursor whose result changed since through the page statement", async () => {
    const first = await search({ q: "hail frost" });
    const last = first.page.data.at(-1);
    // The cursor's title loses "frost": it no longer matches, the page after it is still
    // the index's page after its place.
    await t.db
      .update(resources)
      .set({ title: `Hail no${last?.id} revised` })
      .where(sql`id = ${last?.id}`);
    await t.sync();
    const next = await search({ q: "hail frost", cursor: first.page.next ?? "" });
    expect(next.statements.some((s) => s.includes("row_number() over (order by"))).toBe(true);
    const terms = await termsOf("hail frost");
    const ranked = (await fewMatches(t.db, terms)).ranked ?? [];
    expect(ranked).toHaveLength(75);
    expect(next.page.data.map((r) => r.id)).toEqual(
      ranked.slice(11, 11 + SEARCH_PAGE_SIZE).map((m) => m.id),
    );
  });
});

describe("pageOfFew", () => {
  const ranked = Array.from({ length: 30 }, (_, i) => ({
    id: 100 - i,
    companyId: 1,
    score: i < 20 ? 8 : 6,
  }));

  it("cuts numbered pages and the page after a cursor", () => {
    expect(pageOfFew(ranked, 1, undefined)?.map((m) => m.id)).toEqual(
      ranked.slice(0, 12).map((m) => m.id),
    );
    expect(pageOfFew(ranked, 3, undefined)?.map((m) => m.id)).toEqual(
      ranked.slice(24).map((m) => m.id),
    );
    expect(pageOfFew(ranked, 4, undefined)).toEqual([]);
    expect(pageOfFew(ranked, 1, { score: 8, resourceId: 89 })?.map((m) => m.id)).toEqual(
      ranked.slice(12, 24).map((m) => m.id),
    );
  });

  it("leaves a cursor it cannot place to the page statement", () => {
    // Not among the matches, or among them with another score.
    expect(pageOfFew(ranked, 1, { score: 8, resourceId: 5 })).toBeNull();
    expect(pageOfFew(ranked, 1, { score: 6, resourceId: 89 })).toBeNull();
  });
});

describe("a walk of the next driver when the rarest term's pilot finds too few", () => {
  it("settles the count and the first page without the GIN index", async () => {
    const terms = await termsOf("quill ember");
    const drivers = await rankDrivers(t.db, terms);
    expect(drivers.map((driver) => terms.words[driver.term])).toEqual(["quill", "ember"]);
    const [rarest] = drivers;
    if (!rarest) return;
    // The rarest term's walk alone stops at its pilot, unsettled.
    expect((await walkMatches(t.db, terms, [rarest])).count).toBeNull();
    const walked = await walkMatches(t.db, terms, drivers);
    expect(walked.count).toEqual({ total: SEARCH_TOTAL_CAP, capped: true });
    const { total, capped } = await fewMatches(t.db, terms);
    expect({ total, capped }).toEqual(walked.count);
    const indexed = await searchPage(t.db, { terms, page: 1, common: false });
    expect((await presentTop(t.db, terms, walked.top ?? [])).map((r) => r.resource.id)).toEqual(
      indexed.map((r) => r.resource.id),
    );

    const before = t.queries.length;
    const res = await t.app.inject({
      url: "/api/resources/search",
      query: { q: "quill ember" },
      headers: bearer(member.token),
    });
    expect(res.json<SearchPage>()).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    expect(res.json<SearchPage>().data.map((r) => r.id)).toEqual(indexed.map((r) => r.resource.id));
    expect(t.queries.slice(before).some((q) => q.includes('"resource_search_docs"'))).toBe(false);
  });
});
