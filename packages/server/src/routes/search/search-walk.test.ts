import { SEARCH_TOTAL_CAP } from "@sector/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { rowsOf } from "../../db/rows";
import { companies, preferences, resources } from "../../db/schema";
import { resolveSearchTerms, type SearchTerms } from "../../search/search-terms";
import { countMatches, searchPage } from "./search-page";
import { rankDrivers, walkCount, walkFirstPage } from "./search-walk";

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
    const [driver] = await rankDrivers(t.db, terms);
    const walked = await walkCount(t.db, terms, driver);
    const indexed = await countMatches(t.db, terms);
    if (walked) expect(walked).toEqual(indexed);
    // Each of these has a driver of under 16 known words: the walk is tried.
    expect(driver).toBeDefined();
  });

  it("settles a common search's count and first page without the GIN index", async () => {
    const terms = await termsOf("orvex kelp");
    const drivers = await rankDrivers(t.db, terms);
    // "kelp" is the rarer term; its newest documents all hold "orvex".
    expect(drivers[0]?.term).toBe(1);
    expect(await walkCount(t.db, terms, drivers[0])).toEqual({
      total: SEARCH_TOTAL_CAP,
      capped: true,
    });
    const walked = await walkFirstPage(t.db, terms, drivers);
    const indexed = await searchPage(t.db, { terms, page: 1, common: false });
    expect(walked?.map((r) => r.resource.id)).toEqual(indexed.map((r) => r.resource.id));
    expect(walked?.every((r) => r.score === 8)).toBe(true);
  });

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
    for (const text of QUERIES) {
      const terms = await termsOf(text);
      const drivers = await rankDrivers(t.db, terms);
      if (await walkCount(t.db, terms, drivers[0])) counted++;
      if (await walkFirstPage(t.db, terms, drivers)) paged++;
    }
    expect({ counted, paged }).toEqual({ counted: QUERIES.length, paged: expect.any(Number) });
    expect(paged).toBeGreaterThanOrEqual(4);
  });

  it("matches a word under three letters whole, a longer one as a beginning", async () => {
    const short = await termsOf("in");
    expect(short.expansions).toEqual([["in"]]);
    const longer = await termsOf("inl");
    expect(longer.expansions).toEqual([["inlet"]]);
    expect(await resolveSearchTerms(t.db, "zz")).toBeNull();
  });
});

/** Postings that differ from the documents' words, either way (none when they agree). */
const postingDrift = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`
      select count(*)::int as n from (
        (select w.lexeme, d.created_at, d.resource_id, d.company_id, search_word_points(w.weights)
         from resource_search_docs d, unnest(d.doc) w
         except all
         select word, created_at, resource_id, company_id, points from resource_search_postings)
        union all
        (select word, created_at, resource_id, company_id, points from resource_search_postings
         except all
         select w.lexeme, d.created_at, d.resource_id, d.company_id, search_word_points(w.weights)
         from resource_search_docs d, unnest(d.doc) w)
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
    expect(await walkCount(t.db, quillon, (await rankDrivers(t.db, quillon))[0])).toEqual({
      total: 1,
      capped: false,
    });
  });
});
