import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { preparedPer, preparedPerShape, UNNAMED } from "../../../db/prepared";
import { companyResourceCounts, resourceChanges, resources } from "../../../db/schema";
import {
  type ArchiveInput,
  type ArchiveSearch,
  type ArchiveShape,
  archiveFilter,
  archiveFilterValues,
  archiveShapeOf,
} from "./archive-page";

/**
 * Without a search the total is the sum of the per-company counters (one row per company),
 * or one company's counter: exact, since triggers keep them in every writing transaction.
 */
const counterTotal = preparedPerShape((db, scope: "all" | "company") =>
  db
    .select({
      count: sql<number>`coalesce(sum(${companyResourceCounts.resources}), 0)::int`,
    })
    .from(companyResourceCounts)
    .where(
      scope === "company"
        ? eq(companyResourceCounts.companyId, sql.placeholder("companyId"))
        : undefined,
    )
    .prepare(`archive_total_${scope}`),
);

/**
 * A search is counted row by row (the trigram index, then each candidate's title), and read
 * with the resources' change version of the same snapshot: that count stays exact for as long
 * as the version does. Not named, like the search page: the plan depends on the term.
 */
const searchCount = preparedPerShape((db, key: string) =>
  db
    .select({
      count: sql<number>`count(*)::int`,
      version: sql<number | null>`(select ${resourceChanges.version} from ${resourceChanges}
        where ${resourceChanges.id} = 1)`.mapWith(Number),
      all: sql<number>`(select coalesce(sum(${companyResourceCounts.resources}), 0)::int
        from ${companyResourceCounts})`,
    })
    .from(resources)
    .where(archiveFilter(JSON.parse(key) as ArchiveShape))
    .prepare(UNNAMED),
);

const changeVersion = preparedPer((db) =>
  db
    .select({ version: resourceChanges.version })
    .from(resourceChanges)
    .where(eq(resourceChanges.id, 1))
    .prepare("resource_changes_version"),
);

interface KnownCount {
  version: number;
  count: number;
  /** All resources, at the same version: count / all is the share matching. */
  all: number;
}

/** Search totals by search and database, most recently used last. */
const knownCounts = new WeakMap<Executor, Map<string, KnownCount>>();
const KNOWN_COUNTS_KEPT = 1000;

const knownCountsOf = (db: Executor) => {
  let known = knownCounts.get(db);
  if (!known) {
    known = new Map();
    knownCounts.set(db, known);
  }
  return known;
};

/**
 * The exact number of matches of a search, whatever the page. Paging through one search asks
 * for the same total again and again: a total counted earlier is reused when the change version
 * is still the one it was counted at (one look-up of a one-row table), else counted again.
 */
const searchTotal = async (
  db: Executor,
  shape: ArchiveShape,
  values: ReturnType<typeof archiveFilterValues>,
): Promise<number> => {
  const known = knownCountsOf(db);
  const key = JSON.stringify([shape, values]);
  const earlier = known.get(key);
  if (earlier) {
    const [current] = await changeVersion(db).execute();
    if (current?.version === earlier.version) {
      known.delete(key);
      known.set(key, earlier);
      return earlier.count;
    }
  }
  const [row] = await searchCount(db, JSON.stringify(shape)).execute(values);
  const count = row?.count ?? 0;
  known.delete(key);
  if (row && row.version !== null && Number.isFinite(row.version)) {
    known.set(key, { version: row.version, count, all: row.all });
    if (known.size > KNOWN_COUNTS_KEPT) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
  }
  return count;
};

/**
 * The share of all resources a search matched when last counted, if it was: a hint for the
 * page's plan (archivePage), read without asking the database, so maybe a little stale.
 */
export const knownSearchShare = (
  db: Executor,
  input: ArchiveInput,
  search: ArchiveSearch | null,
): number | null => {
  const shape = archiveShapeOf(input, search);
  if (shape.search === "none") return null;
  const key = JSON.stringify([shape, archiveFilterValues(input, search)]);
  const known = knownCounts.get(db)?.get(key);
  return known && known.all > 0 ? known.count / known.all : null;
};

/** The statement counting a search and its values (the query-plan tests explain it). */
export const searchCountStatement = (
  db: Executor,
  input: ArchiveInput,
  search: ArchiveSearch | null,
) => ({
  statement: searchCount(db, JSON.stringify(archiveShapeOf(input, search))),
  values: archiveFilterValues(input, search),
});

/** The exact number of matches, whatever the page (also when the page is past the end). */
export const archiveTotal = async (
  db: Executor,
  input: ArchiveInput,
  search: ArchiveSearch | null,
): Promise<number> => {
  const shape = archiveShapeOf(input, search);
  const values = archiveFilterValues(input, search);
  if (shape.search !== "none") return searchTotal(db, shape, values);
  const [row] = shape.byCompany
    ? await counterTotal(db, "company").execute({ companyId: values.companyId })
    : await counterTotal(db, "all").execute();
  return row?.count ?? 0;
};
