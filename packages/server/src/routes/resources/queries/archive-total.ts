import { eq, sql } from "drizzle-orm";
import { archiveKey } from "../../../cache/page-keys";
import type { SearchCount } from "../../../cache/read-caches";
import type { Executor } from "../../../db/client";
import { preparedPer, preparedPerVariant, UNNAMED } from "../../../db/prepared";
import { companyResourceCounts, resources } from "../../../db/schema";
import {
  type ArchiveFilter,
  type ArchiveInput,
  type ArchiveSearch,
  archiveWhere,
  filterKey,
  filterOf,
  filterValues,
} from "./archive-page";

/**
 * Without a search the total is the sum of the per-company counters (one row per company),
 * or one company's counter: exact, since triggers keep them in every writing transaction.
 */
const allResources = preparedPer((db) =>
  db
    .select({ count: sql<number>`coalesce(sum(${companyResourceCounts.resources}), 0)::int` })
    .from(companyResourceCounts)
    .prepare("archive_total_all"),
);

const companyResources = preparedPer((db) =>
  db
    .select({ count: companyResourceCounts.resources })
    .from(companyResourceCounts)
    .where(eq(companyResourceCounts.companyId, sql.placeholder("companyId")))
    .prepare("archive_total_company"),
);

/** The total of a page without a search. */
export const counterTotal = async (db: Executor, companyId: number | undefined) => {
  const [row] =
    companyId === undefined
      ? await allResources(db).execute()
      : await companyResources(db).execute({ companyId });
  return row?.count ?? 0;
};

// A search's matches and all resources (declared with the read caches, which keep them).
export type { SearchCount };

/**
 * A search is counted row by row (the trigram index, then each candidate's title). Not named,
 * like the search page: the plan depends on the term.
 */
const searchCount = preparedPerVariant(filterKey, (db, filter: ArchiveFilter) =>
  db
    .select({
      count: sql<number>`count(*)::int`,
      all: sql<number>`(select coalesce(sum(${companyResourceCounts.resources}), 0)::int
        from ${companyResourceCounts})`,
    })
    .from(resources)
    .where(archiveWhere(filter))
    .prepare(UNNAMED),
);

/** The statement counting a search and its values (the query-plan tests explain it). */
export const searchCountStatement = (
  db: Executor,
  input: ArchiveInput,
  search: ArchiveSearch | null,
) => ({
  statement: searchCount(db, filterOf(input, search)),
  values: filterValues(input, search),
});

/** Counts a search's matches, whatever the page (also when the page is past the end). */
export const countSearch = async (
  db: Executor,
  input: ArchiveInput,
  search: ArchiveSearch,
): Promise<SearchCount> => {
  const { statement, values } = searchCountStatement(db, input, search);
  const [row] = await statement.execute(values);
  return { count: row?.count ?? 0, all: row?.all ?? 0 };
};

/** What a search's count depends on: the same key, the same count (until resources change). */
export const searchCountKey = (input: ArchiveInput, search: ArchiveSearch) =>
  archiveKey(input.companyId, JSON.stringify([search.pattern, search.companyIds, search.words]));
