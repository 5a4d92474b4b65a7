import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customPlanOf } from "../../../test/statement-plans";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resolveSearchTerms } from "../../search/search-terms";
import { fewMatchesStatement } from "./few-matches";
import { searchPageStatement } from "./search-page";
import { rankDrivers, walkMatchesStatement, walkTopStatement } from "./search-walk";

/**
 * The search statements must find their matches from the GIN index of the search documents
 * (or, for a word most titles hold, walk the newest documents until the page is full), never
 * by reading every document. Checked on 100,000 analysed resources with some variety of words (the planner's estimates
 * come from the documents' word statistics); both databases.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Every title holds "resource"; one in 100,000 "zanzibar"; "teal" one in 50.
  await t.db.execute(sql`
    insert into resources (title, image_bg, resource_url, company_id, created_at, updated_at)
    select 'Resource ' || (array['annual','brief','guide','survey','playbook','outlook','study'])[1 + g % 7]
             || ' w' || (g % 400) || ' k' || (g % 37)
             || case when g = 777 then ' zanzibar' when g % 50 = 0 then ' teal' else '' end,
           'https://img.example.com/' || g, 'https://example.com/' || g,
           c.ids[1 + g % 4], now() - g * interval '1 minute', now()
    from generate_series(1, 100000) g,
         (select array_agg(id order by id) as ids from companies) c`);
  // The postings' statistics are what picks a walk's driver; vacuumed so that the planner
  // knows their index answers alone.
  await t.db.execute(sql`vacuum analyze resource_search_postings`);
  await t.db.execute(sql`analyze`);
});
afterAll(() => t.close());

const terms = async (text: string) => {
  const resolved = await resolveSearchTerms(t.db, text);
  if (!resolved) throw new Error(`no terms in ${text}`);
  return resolved;
};

describe("search query plans", () => {
  it("finds a rare word's matches from the GIN index, page and count", async () => {
    const rare = await terms("zanzibar");
    const page = await customPlanOf(
      t,
      searchPageStatement(t.db, { terms: rare, page: 1, common: false }),
    );
    expect(page).toContain("resource_search_docs_doc_idx");
    expect(page).not.toMatch(/Seq Scan on resource_search_docs/);
    const count = await customPlanOf(t, fewMatchesStatement(t.db, rare));
    expect(count).toContain("resource_search_docs_doc_idx");
    expect(count).not.toMatch(/Seq Scan on resource_search_docs/);
  });

  it("finds a less rare word's matches from the GIN index too, by company", async () => {
    const { rows } = (await t.db.execute(sql`select min(id) as id from companies`)) as unknown as {
      rows: { id: number }[];
    };
    const companyId = rows[0]?.id ?? 0;
    const teal = await terms("teal");
    const page = await customPlanOf(
      t,
      searchPageStatement(t.db, { terms: teal, companyId, page: 1, common: false }),
    );
    // The GIN index, or the company's documents by their index: never all of them.
    expect(page).toMatch(/Bitmap Index Scan on resource_search_docs_(doc|company_created)_idx/);
    expect(page).not.toMatch(/Seq Scan on resource_search_docs/);
  });

  it("walks the newest documents for a word every title holds", async () => {
    const common = await terms("resource");
    const page = await customPlanOf(
      t,
      searchPageStatement(t.db, { terms: common, page: 1, common: true }),
    );
    // The top tier comes first under the Append: its walk fills the page, and the Limit above
    // stops before the second part (every other match, scored) is read at all.
    const [, tiers = ""] = page.split(/->\s+Append/);
    const [top = ""] = tiers.split(/->\s+Limit/).slice(1);
    expect(top).toMatch(
      /Index Scan using resource_search_docs_created_idx on resource_search_docs/,
    );
  });

  it("walks the rarest word's postings newest first for the matches and the first page", async () => {
    const common = await terms("resource teal");
    const [driver] = await rankDrivers(t.db, common);
    // "teal" (one title in 50) is rarer than "resource" (every title).
    expect(driver?.term).toBe(1);
    if (!driver) return;
    const count = await customPlanOf(t, walkMatchesStatement(t.db, common, driver));
    const top = await customPlanOf(t, walkTopStatement(t.db, common, driver));
    for (const plan of [count, top]) {
      expect(plan).toMatch(/Index Only Scan using resource_search_postings_word_idx/);
      expect(plan).not.toMatch(/(Seq Scan|Bitmap Heap Scan) on resource_search_postings/);
      // The postings come in the index's order: nothing sorts them.
      expect(plan).not.toMatch(/Sort Key: [^\n]*created_at/);
    }
  });
});
