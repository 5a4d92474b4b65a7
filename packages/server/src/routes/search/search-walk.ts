import { SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP } from "@sector/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerVariant } from "../../db/prepared";
import { type SearchTerms, TITLE_POINTS, topScore } from "../../search/search-terms";
import { wordShares } from "../../search/word-frequencies";
import { presentPage, selectPageRows } from "../resources/queries/resource-rows";

/**
 * Searches read from the postings (resource_search_postings: each word's documents newest
 * first, migration 0018), where a word a third of the titles hold costs the GIN index all of
 * its documents. The rarest term (the driver) is walked newest first through its known words
 * (one index range each, merged), and each document it reaches is checked for the other terms
 * by one look-up of the same index per term. A walk stops when it has what it needs: the
 * count past SEARCH_TOTAL_CAP, or the first page of the top tier (every term in the title),
 * and reads at most WALK_LIMIT of the driver's documents; a search it cannot settle within
 * that (common words that seldom meet) goes to the GIN index (search-page.ts).
 */
export const WALK_LIMIT = 1_000;
/** The driver's known words are merged in this many index ranges (unused ones read nothing). */
const BRANCH_COUNTS = [1, 2, 4, 8, 16] as const;
const MAX_BRANCHES = 16;

export interface Driver {
  /** Which term is walked. */
  term: number;
  branches: number;
}

/** A search tries at most this many drivers, rarest first, before the GIN index. */
const MAX_DRIVERS = 3;

/**
 * The terms to walk, rarest first (their known words' share of the postings, from the
 * statistics), of those with at most MAX_BRANCHES known words. The rarest term is not always
 * the quickest to walk: the newest titles holding "state" say "2026", so "2024 state" walks
 * "2024"'s postings once "state"'s fail to settle it.
 */
export const rankDrivers = async (db: Executor, terms: SearchTerms): Promise<Driver[]> => {
  const shares = await wordShares(db);
  return terms.expansions
    .map((known, term) => ({
      term,
      words: known.length,
      share: known.reduce((sum, word) => sum + (shares.get(word) ?? 0), 0),
    }))
    .filter((candidate) => candidate.words <= MAX_BRANCHES)
    .sort((a, b) => a.share - b.share || a.words - b.words)
    .slice(0, MAX_DRIVERS)
    .map((candidate) => ({
      term: candidate.term,
      branches: BRANCH_COUNTS.find((count) => count >= candidate.words) ?? MAX_BRANCHES,
    }));
};

interface WalkVariant {
  /** The other terms, each checked by a look-up. */
  others: number;
  branches: number;
  byCompany: boolean;
  /** Title words only (the top tier), else anywhere. */
  inTitle: boolean;
}

const keyOf = (v: WalkVariant) =>
  [v.others, v.branches, v.byCompany ? "company" : "all", v.inTitle ? "title" : "any"].join("_");

const titleOnly = (alias: string, inTitle: boolean) =>
  inTitle ? sql.raw(`and ${alias}."points" = ${TITLE_POINTS}`) : sql``;

/** The driver's documents, newest first, each once (a document may hold two of its words). */
const driverDocuments = (v: WalkVariant) => {
  const company = v.byCompany ? sql`and p."company_id" = ${sql.placeholder("companyId")}` : sql``;
  const ranges = Array.from(
    { length: v.branches },
    (_, i) => sql`(select p."created_at", p."resource_id" from "resource_search_postings" p
      where p."word" = ${sql.placeholder(`driver${i}`)} ${titleOnly("p", v.inTitle)} ${company}
      order by p."created_at" desc nulls last, p."resource_id" desc nulls last)`,
  );
  return sql`(select * from (
      select distinct m."created_at", m."resource_id" from (${sql.join(ranges, sql` union all `)}) m
      order by m."created_at" desc nulls last, m."resource_id" desc nulls last
    ) o limit ${sql.raw(String(WALK_LIMIT))})`;
};

/**
 * Whether document `d` holds each other term: a scalar look-up per term (a subquery the
 * planner cannot turn into a join that reads the term's every posting).
 */
const holdsOthers = (v: WalkVariant): SQL =>
  sql.join(
    [
      sql`true`,
      ...Array.from(
        { length: v.others },
        (_, i) => sql`coalesce((select true from "resource_search_postings" b
          where b."word" = any(${sql.placeholder(`other${i}`)}::text[])
            and b."created_at" = d."created_at" and b."resource_id" = d."resource_id"
            ${titleOnly("b", v.inTitle)}
          limit 1), false)`,
      ),
    ],
    sql` and `,
  );

const countStatement = preparedPerVariant(
  (v: WalkVariant) => `search_walk_count_${keyOf(v)}`,
  (db, v: WalkVariant) => {
    const company = v.byCompany ? sql`and p."company_id" = ${sql.placeholder("companyId")}` : sql``;
    return db
      .select({
        matches: sql<number>`(select count(*)::int from (
          select 1 from ${driverDocuments(v)} d where ${holdsOthers(v)}
          limit ${sql.raw(String(SEARCH_TOTAL_CAP + 1))}) m)`,
        // Whether the driver holds fewer than WALK_LIMIT documents (its postings, unordered:
        // fewer postings than that means fewer documents, so the walk above saw them all).
        walked: sql<number>`(select count(*)::int from (
          select 1 from "resource_search_postings" p
          where p."word" = any(${sql.placeholder("driverWords")}::text[]) ${company}
          limit ${sql.raw(String(WALK_LIMIT))}) w)`,
      })
      .from(sql`(select 1) as "one"`)
      .prepare(`search_walk_count_${keyOf(v)}`);
  },
);

const topStatement = preparedPerVariant(
  (v: WalkVariant) => `search_walk_top_${keyOf(v)}`,
  (db, v: WalkVariant) => {
    // Numbered as the walk finds them (newest first): a window over the walk's own order
    // would make the planner sort, and so check, every document the walk may reach. The
    // page size is written into the statement so that its one generic plan is the walk.
    const page = sql`select w."id", (row_number() over ())::int as "pos",
        ${sql.placeholder("score")}::int as "score"
      from (
        select d."resource_id" as "id" from ${driverDocuments(v)} d
        where ${holdsOthers(v)}
        limit ${sql.raw(String(SEARCH_PAGE_SIZE))}
      ) w`;
    return selectPageRows(db, page, { score: sql<number>`"page"."score"`.as("score") }).prepare(
      `search_walk_top_${keyOf(v)}`,
    );
  },
);

/** The statement's values: the driver's words (padded with nulls) and the others' words. */
const walkValues = (terms: SearchTerms, driver: Driver, companyId: number | undefined) => {
  const driverWords = terms.expansions[driver.term] ?? [];
  const others = terms.expansions.filter((_, i) => i !== driver.term);
  return {
    ...Object.fromEntries(
      Array.from({ length: driver.branches }, (_, i) => [`driver${i}`, driverWords[i] ?? null]),
    ),
    driverWords,
    ...Object.fromEntries(others.map((words, i) => [`other${i}`, words])),
    companyId: companyId ?? null,
  };
};

const variantOf = (
  terms: SearchTerms,
  driver: Driver,
  companyId: number | undefined,
  inTitle: boolean,
): WalkVariant => ({
  others: terms.words.length - 1,
  branches: driver.branches,
  byCompany: companyId !== undefined,
  inTitle,
});

/** The statement of a walk's count and its values (the query-plan tests explain it). */
export const walkCountStatement = (
  db: Executor,
  terms: SearchTerms,
  driver: Driver,
  companyId?: number,
) => ({
  statement: countStatement(db, variantOf(terms, driver, companyId, false)),
  values: walkValues(terms, driver, companyId),
});

/**
 * The number of matches when a walk of the rarest term settles it: past SEARCH_TOTAL_CAP, or
 * every match when the driver has fewer than WALK_LIMIT postings; null otherwise. Only the
 * rarest is tried: a walk that does not settle means matches are few among many documents,
 * which the GIN index counts in about the time a second walk would take.
 */
export const walkCount = async (
  db: Executor,
  terms: SearchTerms,
  driver: Driver | undefined,
  companyId?: number,
): Promise<{ total: number; capped: boolean } | null> => {
  if (!driver) return null;
  const { statement, values } = walkCountStatement(db, terms, driver, companyId);
  const [row] = await statement.execute(values);
  if (!row) return null;
  if (row.matches > SEARCH_TOTAL_CAP) return { total: SEARCH_TOTAL_CAP, capped: true };
  if (row.walked < WALK_LIMIT) return { total: row.matches, capped: false };
  return null;
};

/** The statement of the first page of the top tier and its values (the query-plan tests). */
export const walkTopStatement = (
  db: Executor,
  terms: SearchTerms,
  driver: Driver,
  companyId?: number,
) => ({
  statement: topStatement(db, variantOf(terms, driver, companyId, true)),
  values: { ...walkValues(terms, driver, companyId), score: topScore(terms) },
});

/**
 * The first page of a search whose top tier (every term in the title, newest first) fills it,
 * found by a walk of each driver in turn; null when none can fill it (the page reaches the
 * other matches, or the title matches are too far apart).
 */
export const walkFirstPage = async (
  db: Executor,
  terms: SearchTerms,
  drivers: Driver[],
  companyId?: number,
) => {
  for (const driver of drivers) {
    const { statement, values } = walkTopStatement(db, terms, driver, companyId);
    const rows = await statement.execute(values);
    if (rows.length === SEARCH_PAGE_SIZE) {
      return presentPage(rows).map((resource) => ({ resource, score: topScore(terms) }));
    }
  }
  return null;
};
