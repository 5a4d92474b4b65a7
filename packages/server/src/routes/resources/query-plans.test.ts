import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode } from "../../../test/fixtures";
import {
  customPlanOf,
  genericPlanOf,
  type StatementWithValues,
} from "../../../test/statement-plans";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { type ArchiveInput, archivePageStatement, resolveSearch } from "./queries/archive-page";
import { searchCountStatement } from "./queries/archive-total";
import { feedStatement } from "./queries/feed-page";

/**
 * The list statements must be answered by the indexes built for them, not by reading and
 * sorting the whole table. Checked on 20,000 analysed rows, where the planner's choice matters;
 * for the named statements both with the values (the first executions) and with the one
 * generic plan PostgreSQL keeps afterwards.
 */
let t: TestApp;
let cioId: number;
let cioPreferenceIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const cio = await companyByCode(t, "CIO");
  cioId = cio.id;
  cioPreferenceIds = cio.preferences.slice(0, 2).map((p) => p.id);
  await t.db.execute(sql`
    insert into resources (title, image_bg, resource_url, company_id, created_at, updated_at)
    select 'Resource number ' || g, 'https://img.example.com/' || g, 'https://example.com/' || g,
           c.ids[1 + g % 4], now() - g * interval '1 minute', now() - (g % 997) * interval '1 hour'
    from generate_series(1, 20000) g,
         (select array_agg(id order by id) as ids from companies) c`);
  // Statistics of the 20,000 resources first: the topic links' search trigger plans its
  // refresh of their documents by them (without, PostgreSQL took minutes over it).
  await t.db.execute(sql`analyze resources, resource_search_docs`);
  await t.db.execute(sql`
    insert into resource_preferences (resource_id, preference_id)
    select r.id, p.id from resources r join preferences p on p.company_id = r.company_id
    where (r.id + p.id) % 5 = 0`);
  await t.db.execute(sql`analyze`);
});
afterAll(() => t.close());

const archive = (overrides: Partial<ArchiveInput>): ArchiveInput => ({
  page: 1,
  limit: 5,
  createSortOrder: null,
  updateSortOrder: null,
  search: "",
  ...overrides,
});

/** Both plans of a named statement. */
const plansOf = async (statement: StatementWithValues) => [
  await customPlanOf(t, statement),
  await genericPlanOf(t, statement),
];

/**
 * A scan of one of `indexes` on resources (either direction, index-only or not) and no Sort to
 * pick the page. (The SubPlans below it aggregate each shown resource's few preferences and
 * edits, in order: a Sort of a handful of rows there is fine.)
 */
const expectOrderedBy = (plan: string, ...indexes: string[]) => {
  const [page = ""] = plan.split(/\n\s*SubPlan /);
  expect(page).toMatch(
    new RegExp(`Index (Only )?Scan (Backward )?using (${indexes.join("|")}) on resources`),
  );
  expect(page).not.toMatch(/\bSort\b/);
};

/**
 * With the companies' rows interleaved in time, walking the global created index and skipping
 * other companies costs about the same as the company's own index: either is a fine answer.
 */
const CREATED_INDEXES = ["resources_company_created_idx", "resources_created_idx"];

describe("query plans", () => {
  it("walks the company/created index for a company's feed, first and deep pages", async () => {
    for (const page of [1, 40]) {
      const statement = feedStatement(t.db, { companyId: cioId, preferenceIds: [], page });
      for (const plan of await plansOf(statement)) expectOrderedBy(plan, ...CREATED_INDEXES);
    }
  });

  it("reads each topic's newest links from the feed index for a feed by topics", async () => {
    // Page 1, pages 2 to 5 and deeper pages have a statement each.
    for (const page of [1, 3, 40]) {
      const statement = feedStatement(t.db, {
        companyId: cioId,
        preferenceIds: cioPreferenceIds,
        page,
      });
      for (const plan of await plansOf(statement)) {
        expect(plan).toMatch(/Index (Only )?Scan using resource_preferences_feed_idx/);
        expect(plan).not.toMatch(/Seq Scan on resource(s|_preferences)\b/);
      }
    }
  });

  it("starts a page after a cursor at the cursor's place in the same indexes", async () => {
    const { rows } = (await t.db.execute(
      sql`select id from resources where company_id = ${cioId} order by id limit 1 offset 3000`,
    )) as unknown as { rows: { id: number }[] };
    const after = rows[0]?.id ?? 0;
    expect(after).toBeGreaterThan(0);
    const company = feedStatement(t.db, { companyId: cioId, preferenceIds: [], page: 1, after });
    for (const plan of await plansOf(company)) {
      expectOrderedBy(plan, ...CREATED_INDEXES);
      expect(plan).toMatch(/Index Cond: .*ROW\(created_at, id\) < ROW\(/);
    }
    const tagged = feedStatement(t.db, {
      companyId: cioId,
      preferenceIds: cioPreferenceIds,
      page: 1,
      after,
    });
    for (const plan of await plansOf(tagged)) {
      expect(plan).toMatch(
        /Index (Only )?Scan using resource_preferences_feed_idx[^\n]*\n[^\n]*Index Cond: .*ROW\(created_at, resource_id\) < ROW\(/,
      );
      expect(plan).not.toMatch(/Seq Scan on resource(s|_preferences)\b/);
    }
  });

  it("walks the created and updated indexes for archive pages, both ways", async () => {
    const cases: [Partial<ArchiveInput>, string[]][] = [
      [{}, ["resources_created_idx"]],
      [{ createSortOrder: "asc" }, ["resources_created_idx"]],
      [{ updateSortOrder: "desc" }, ["resources_updated_idx"]],
      [{ updateSortOrder: "asc", page: 30, limit: 50 }, ["resources_updated_idx"]],
      [
        { companyId: 0, updateSortOrder: "asc" },
        ["resources_company_updated_idx", "resources_updated_idx"],
      ],
      [{ companyId: 0 }, CREATED_INDEXES],
    ];
    for (const [overrides, indexes] of cases) {
      const input = archive({
        ...overrides,
        ...(overrides.companyId === undefined ? {} : { companyId: cioId }),
      });
      for (const plan of await plansOf(archivePageStatement(t.db, input, null))) {
        expectOrderedBy(plan, ...indexes);
      }
    }
  });

  it("answers a rare title search from the trigram index", async () => {
    const input = archive({ search: "number 1234" });
    const search = await resolveSearch(t.db, input.search);
    expect(await customPlanOf(t, archivePageStatement(t.db, input, search))).toContain(
      "resources_title_trgm_idx",
    );
    expect(await customPlanOf(t, searchCountStatement(t.db, input, search))).toContain(
      "resources_title_trgm_idx",
    );
  });

  it("walks the order's index for a search known to match many titles, with any values", async () => {
    const input = archive({ search: "Resource number", updateSortOrder: "desc" });
    const search = await resolveSearch(t.db, input.search);
    // Counted before: all of the titles match.
    for (const plan of await plansOf(archivePageStatement(t.db, input, search, 1))) {
      expectOrderedBy(plan, "resources_updated_idx");
    }
    // Known to be rare: planned for its values, so the trigram index.
    const rare = archive({ search: "number 1234" });
    const rareSearch = await resolveSearch(t.db, rare.search);
    expect(
      await customPlanOf(t, archivePageStatement(t.db, rare, rareSearch, 1 / 20_000)),
    ).toContain("resources_title_trgm_idx");
  });

  it("walks the created index for a search matching many titles, until the page is full", async () => {
    const input = archive({ search: "Resource number" });
    const search = await resolveSearch(t.db, input.search);
    expectOrderedBy(
      await customPlanOf(t, archivePageStatement(t.db, input, search)),
      "resources_created_idx",
    );
  });
});
