import { SEARCH_TOTAL_CAP, type SearchPage } from "@sector/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { rowsOf } from "../../db/rows";
import { companies, preferences, resources } from "../../db/schema";
import { resolveSearchTerms, type SearchTerms } from "../../search/search-terms";
import { fewMatches } from "./few-matches";
import { searchPage } from "./search-page";
import {
  longWalkAfter,
  PILOT_LIMIT,
  presentTop,
  rankDrivers,
  WALK_LIMIT,
  walkFirstPage,
  walkMatches,
} from "./search-walk";

/**
 * The walks of the postings (search-walk.ts) answer exactly what the GIN index answers
 * (search-page.ts), and the postings stay the words of the search documents through every
 * kind of change. 3,000 made-up titles: "orvex" in every one, "kelp" in one in three (older
 * ones more often), "tarn" in one in 40, "in" in one in two, beside "inlet" in one in five;
 * topics named "Kelp Farming" and "Tarn Walks"; the walks' count is exact up to
 * SEARCH_TOTAL_CAP like the index's.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const cio = await companyByCode(t, "CIO");
  const [kelpTopic, tarnTopic] = await t.db
    .insert(preferences)
    .values([
      { companyId: cio.id, name: "Kelp Farming" },
      { companyId: cio.id, name: "Tarn Walks" },
    ])
    .returning({ id: preferences.id });
  await t.db.execute(sql`
    insert into resources (title, image_bg, resource_url, company_id, created_at, updated_at)
    select concat_ws(' ', 'Orvex',
             case when g % 3 = 0 or (g > 2000 and g % 2 = 0) then 'kelp' end,
             case when g % 40 = 7 then 'tarn' end,
             case when g % 2 = 1 then 'in' end,
             case when g % 5 = 2 then 'inlet' end,
             'no' || (g % 17)),
           'https://img.example.com/' || g, 'https://example.com/' || g,
           case when g % 4 = 0 then ${cio.id}::int else (select min(id) from companies) end,
           now() - g * interval '1 hour', now()
    from generate_series(1, 3000) g`);
  await t.db.execute(sql`
    insert into resource_preferences (resource_id, preference_id)
    select r.id, case when r.id % 2 = 0 then ${kelpTopic?.id}::int else ${tarnTopic?.id}::int end
    from resources r where r.id % 11 = 0 and r.title like 'Orvex%'`);
  await t.db.execute(sql`vacuum analyze resource_search_postings`);
});
afterAll(() => t.close());

const termsOf = async (text: string): Promise<SearchTerms> => {
  const terms = await resolveSearchTerms(t.db, text);
  if (!terms) throw new Error(`no terms in ${text}`);
  return terms;
};

/** The walks of the matches of a search's rarest terms. */
const walkOf = async (terms: SearchTerms) => {
  const drivers = await rankDrivers(t.db, terms);
  if (drivers.length === 0) throw new Error("no driver");
  return walkMatches(t.db, terms, drivers);
};

const QUERIES = [
  "orvex",
  "kelp",
  "tarn",
  "in",
  "inl",
  "orvex kelp",
  "kelp tarn",
  "tarn in",
  "kelp no3",
  "tarn orvex in",
  "farming tarn",
  "walks kelp in",
];

describe("the walks of the postings", () => {
  it.each(QUERIES)("count %s as the GIN index does, when they settle it", async (text) => {
    const terms = await termsOf(text);
    // Each of these has a driver of under 16 known words: the walk is tried.
    const walked = await walkOf(terms);
    const { total, capped } = await fewMatches(t.db, terms);
    const indexed = { total, capped };
    if (walked.count) expect(walked.count).toEqual(indexed);
  });

  it("settles a common search's count and first page without the GIN index", async () => {
    const terms = await termsOf("orvex kelp");
    const drivers = await rankDrivers(t.db, terms);
    // "kelp" is the rarer term; its newest documents all hold "orvex".
    expect(drivers[0]?.term).toBe(1);
    const matched = await walkOf(terms);
    expect(matched.count).toEqual({ total: SEARCH_TOTAL_CAP, capped: true });
    const indexed = await searchPage(t.db, { terms, page: 1, common: false });
    // The walk of the matches found the first page as well, and so does the page's own walk.
    const top = await presentTop(t.db, terms, matched.top ?? []);
    const walked = await walkFirstPage(t.db, terms, drivers);
    for (const page of [top, walked]) {
      expect(page?.map((r) => r.resource.id)).toEqual(indexed.map((r) => r.resource.id));
      expect(page?.every((r) => r.score === 8)).toBe(true);
    }
  });

  it.each(QUERIES)(
    "finds the first page of %s as the GIN index does, when the matches' walk holds it",
    async (text) => {
      const terms = await termsOf(text);
      const matched = await walkOf(terms);
      if (!matched.top) return;
      const indexed = await searchPage(t.db, { terms, page: 1, common: false });
      expect(
        (await presentTop(t.db, terms, matched.top)).map((r) => [r.resource.id, r.score]),
      ).toEqual(indexed.map((r) => [r.resource.id, r.score]));
    },
  );

  it.each(QUERIES)("pages %s as the GIN index does, when a walk fills the page", async (text) => {
    const terms = await termsOf(text);
    const walked = await walkFirstPage(t.db, terms, await rankDrivers(t.db, terms));
    if (!walked) return;
    const indexed = await searchPage(t.db, { terms, page: 1, common: false });
    expect(walked.map((r) => [r.resource.id, r.score])).toEqual(
      indexed.map((r) => [r.resource.id, r.score]),
    );
  });

  it("settles most of these: the comparisons above compared something", async () => {
    let counted = 0;
    let paged = 0;
    let toppedByMatches = 0;
    for (const text of QUERIES) {
      const terms = await termsOf(text);
      const drivers = await rankDrivers(t.db, terms);
      const matched = await walkOf(terms);
      if (matched.count) counted++;
      if (matched.top) toppedByMatches++;
      if (await walkFirstPage(t.db, terms, drivers)) paged++;
    }
    expect({ counted, paged }).toEqual({ counted: QUERIES.length, paged: expect.any(Number) });
    expect(paged).toBeGreaterThanOrEqual(4);
    expect(toppedByMatches).toBeGreaterThanOrEqual(3);
  });

  it("matches a word under three letters whole, a longer one as a beginning", async () => {
    const short = await termsOf("in");
    expect(short.expansions).toEqual([["in"]]);
    const longer = await termsOf("inl");
    expect(longer.expansions).toEqual([["inlet"]]);
    expect(await resolveSearchTerms(t.db, "zz")).toBeNull();
  });
});

describe("the first page's resources, kept presented between searches", () => {
  it("are read once, and again after a change to their brand's resources", async () => {
    const member = await createMember(t, "CIO");
    const search = async () => {
      const before = t.queries.length;
      const res = await t.app.inject({
        url: "/api/resources/search",
        query: { q: "orvex kelp" },
        headers: bearer(member.token),
      });
      expect(res.statusCode).toBe(200);
      const presented = t.queries.slice(before).some((q) => q.includes("with ordinality"));
      return { page: res.json<SearchPage>(), presented };
    };
    const first = await search();
    expect(first.page.data).toHaveLength(12);
    expect(first.presented).toBe(true);
    // The same resources again: presented from memory.
    const again = await search();
    expect(again.page).toEqual(first.page);
    expect(again.presented).toBe(false);
    // A title edited: its brand's resources are read again.
    const top = first.page.data[0];
    await t.db
      .update(resources)
      .set({ title: `${top?.title} revised` })
      .where(sql`id = ${top?.id}`);
    await t.sync();
    const edited = await search();
    expect(edited.presented).toBe(true);
    expect(edited.page.data[0]?.title).toBe(`${top?.title} revised`);
  });
});

/**
 * Postings that differ from the documents' words, either way (none when they agree), the list
 * of the document's words each carries included: every word once, numbered, title words odd.
 */
const postingDrift = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`
      with "expected" as (
        select w.lexeme, d.created_at, d.resource_id, d.company_id,
          search_word_points(w.weights) as points,
          (select array_agg(s.id * 2 + ('A' = any(u.weights))::int order by s.id)
           from unnest(d.doc) u join search_words s on s.word = u.lexeme) as doc_words
        from resource_search_docs d, unnest(d.doc) w
      )
      select count(*)::int as n from (
        (select * from "expected"
         except all
         select word, created_at, resource_id, company_id, points, doc_words
         from resource_search_postings)
        union all
        (select word, created_at, resource_id, company_id, points, doc_words
         from resource_search_postings
         except all
         select * from "expected")
      ) drift`),
  )[0]?.n;

describe("the postings", () => {
  it("stay the documents' words through edits, renames, moves and deletions", async () => {
    expect(await postingDrift()).toBe(0);
    const [first] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select min(id) as id from resources where title like 'Orvex%'`),
    );
    const id = first?.id ?? 0;
    await t.db.execute(sql`update ${resources} set title = 'Quillon tarn' where id = ${id}`);
    await t.db.execute(
      sql`update ${preferences} set name = 'Kelp Harvest' where name = 'Kelp Farming'`,
    );
    await t.db.execute(sql`update ${companies} set name = 'CIOX' where name = 'CIO'`);
    await t.db.execute(
      sql`update ${resources} set company_id = (select max(id) from companies), created_at = now()
          where id = ${id + 1}`,
    );
    await t.db.execute(sql`delete from resource_preferences where resource_id = ${id + 10}`);
    await t.db.execute(sql`delete from ${resources} where id = ${id + 2}`);
    expect(await postingDrift()).toBe(0);
    const quillon = await termsOf("quillon");
    expect(await walkOf(quillon)).toEqual({ count: { total: 1, capped: false }, top: null });
  });
});

describe("a walk that reads on past its pilot", () => {
  beforeAll(async () => {
    // "sleet" in the 2,500 newest titles, one in 33 of them with "drift"; "drift" also in
    // 3,000 older titles, so "sleet" is the rarer term, walked, and "drift" is rare among its
    // newest documents: the pilot finds some matches, not enough for the cap.
    await t.db.execute(sql`
      insert into resources (title, image_bg, resource_url, company_id, created_at, updated_at)
      select 'Sleet ' || case when g % 33 = 0 then 'drift ' else '' end || 'no' || g,
             'https://img.example.com/s' || g, 'https://example.com/s' || g,
             (select min(id) from companies),
             now() + interval '1 day' - g * interval '1 second', now()
      from generate_series(1, 2500) g
      union all
      select 'Drift gale ' || g, 'https://img.example.com/d' || g, 'https://example.com/d' || g,
             (select min(id) from companies), now() - interval '1 year' - g * interval '1 minute',
             now()
      from generate_series(1, 3000) g`);
    await t.db.execute(sql`vacuum analyze resource_search_postings`);
  });

  it("walks as far as the pilot's share of matches needs to reach the cap", () => {
    // 101 matches at the pilot's rate, with half as much again: none when it is out of reach.
    expect(longWalkAfter(0)).toBeNull();
    expect(longWalkAfter(7)).toBeNull();
    expect(longWalkAfter(9)).toBeNull();
    expect(longWalkAfter(16)).toBe(20_000);
    expect(longWalkAfter(21)).toBe(20_000);
    expect(longWalkAfter(31)).toBe(WALK_LIMIT);
    expect(longWalkAfter(PILOT_LIMIT)).toBe(WALK_LIMIT);
  });

  it("counts every match of a driver it reads to the end on a long walk", async () => {
    // "Gust" in 9,000 titles, one in 110 with a word beginning "mist" (20 such words: "mist"
    // stands for too many to be walked, so "gust" drives): 81 matches, 18 in the pilot's
    // 2,000, which a walk of 20,000 could bring to the cap; it reads all 9,000 instead.
    await t.db.execute(sql`
      insert into resources (title, image_bg, resource_url, company_id, created_at, updated_at)
      select 'Gust ' || case when g % 110 = 0 then 'mist' || (g / 110 % 20) || ' ' else '' end
               || 'no' || g,
             'https://img.example.com/g' || g, 'https://example.com/g' || g,
             (select min(id) from companies),
             now() + interval '5 days' - g * interval '1 second', now()
      from generate_series(1, 9000) g`);
    await t.db.execute(sql`vacuum analyze resource_search_postings`);
    const terms = await termsOf("gust mist");
    expect(terms.expansions[terms.words.indexOf("mist")]?.length).toBe(20);
    const drivers = await rankDrivers(t.db, terms);
    expect(drivers.map((driver) => terms.words[driver.term])).toEqual(["gust"]);
    const before = t.queries.length;
    const walked = await walkMatches(t.db, terms, drivers);
    expect(t.queries.slice(before).join("\n")).toContain("limit 20000");
    const { total, capped } = await fewMatches(t.db, terms);
    expect({ total, capped }).toEqual({ total: 81, capped: false });
    expect(walked.count).toEqual({ total, capped });
  });

  it("counts every match when the pilot's share of matches could reach the cap", async () => {
    const terms = await termsOf("sleet drift");
    const [driver] = await rankDrivers(t.db, terms);
    expect(terms.words[driver?.term ?? -1]).toBe("sleet");
    const before = t.queries.length;
    const walked = await walkOf(terms);
    const statements = t.queries.slice(before).join("\n");
    // The pilot, then the whole walk.
    expect(statements).toContain(`limit ${PILOT_LIMIT}`);
    expect(statements).toContain(`limit ${WALK_LIMIT}`);
    const { total, capped } = await fewMatches(t.db, terms);
    const indexed = { total, capped };
    expect(indexed).toEqual({ total: 75, capped: false });
    expect(walked.count).toEqual(indexed);
    // Every match is in the title: the walk found the first page too.
    const page = await presentTop(t.db, terms, walked.top ?? []);
    const indexedPage = await searchPage(t.db, { terms, page: 1, common: false });
    expect(page.map((r) => r.resource.id)).toEqual(indexedPage.map((r) => r.resource.id));
    expect(page).toHaveLength(12);
  });
});
