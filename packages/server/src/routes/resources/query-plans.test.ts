import { type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  type ArchiveInput,
  archiveCountQuery,
  archivePageQuery,
  resolveSearch,
} from "./queries/archive-page";
import { feedPageQuery } from "./queries/feed-page";

/**
 * The list statements must be answered by the indexes built for them, not by reading and
 * sorting the whole table. Checked on 20,000 analysed rows, where the planner's choice matters.
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
  await t.db.execute(sql`
    insert into resource_preferences (resource_id, preference_id)
    select r.id, p.id from resources r join preferences p on p.company_id = r.company_id
    where (r.id + p.id) % 5 = 0`);
  await t.db.execute(sql`analyze`);
});
afterAll(() => t.close());

const planOf = async (query: SQLWrapper): Promise<string> => {
  const result = await t.db.execute(sql`explain ${query}`);
  // node-postgres answers { rows }, PGlite the same shape through drizzle: one line per row.
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
};

const archive = (overrides: Partial<ArchiveInput>): ArchiveInput => ({
  page: 1,
  limit: 5,
  createSortOrder: null,
  updateSortOrder: null,
  search: "",
  ...overrides,
});

/** An index scan of one of `indexes` (either direction) and no Sort step. */
const expectOrderedBy = (plan: string, ...indexes: string[]) => {
  expect(plan).toMatch(
    new RegExp(`Index Scan (Backward )?using (${indexes.join("|")}) on resources`),
  );
  expect(plan).not.toMatch(/\bSort\b/);
};

/**
 * With the companies' rows interleaved in time, walking the global created index and skipping
 * other companies costs about the same as the company's own index: either is a fine answer.
 */
const CREATED_INDEXES = ["resources_company_created_idx", "resources_created_idx"];

describe("query plans", () => {
  it("walks the company/created index for a feed page, with or without preferences", async () => {
    const plain = await planOf(
      feedPageQuery(t.db, { companyId: cioId, preferenceIds: [], page: 3 }),
    );
    expectOrderedBy(plain, ...CREATED_INDEXES);
    const tagged = await planOf(
      feedPageQuery(t.db, { companyId: cioId, preferenceIds: cioPreferenceIds, page: 3 }),
    );
    expectOrderedBy(tagged, ...CREATED_INDEXES);
  });

  it("walks the created and updated indexes for archive pages, both ways", async () => {
    expectOrderedBy(
      await planOf(archivePageQuery(t.db, archive({}), null)),
      "resources_created_idx",
    );
    expectOrderedBy(
      await planOf(archivePageQuery(t.db, archive({ createSortOrder: "asc" }), null)),
      "resources_created_idx",
    );
    expectOrderedBy(
      await planOf(archivePageQuery(t.db, archive({ updateSortOrder: "desc" }), null)),
      "resources_updated_idx",
    );
    expectOrderedBy(
      await planOf(archivePageQuery(t.db, archive({ updateSortOrder: "asc" }), null)),
      "resources_updated_idx",
    );
    expectOrderedBy(
      await planOf(
        archivePageQuery(t.db, archive({ companyId: cioId, updateSortOrder: "asc" }), null),
      ),
      "resources_company_updated_idx",
      "resources_updated_idx",
    );
  });

  it("answers a rare title search from the trigram index", async () => {
    const input = archive({ search: "number 1234" });
    const search = await resolveSearch(t.db, input.search);
    expect(await planOf(archivePageQuery(t.db, input, search))).toContain(
      "resources_title_trgm_idx",
    );
    expect(await planOf(archiveCountQuery(t.db, input, search))).toContain(
      "resources_title_trgm_idx",
    );
  });
});
