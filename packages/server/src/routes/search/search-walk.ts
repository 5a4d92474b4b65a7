import { type Resource, SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP } from "@sector/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerVariant } from "../../db/prepared";
import type { KeptValues } from "../../lib/kept-values";
import { type SearchTerms, TITLE_POINTS, topScore } from "../../search/search-terms";
import { wordShares } from "../../search/word-frequencies";
import { presentKept, type ResourceRef } from "../resources/queries/resource-rows";

/**
 * Searches read from the postings (resource_search_postings: each word's documents newest
 * first, migration 0018), where a word a third of the titles hold costs the GIN index all of
 * its documents. The rarest term (the driver) is walked newest first through its known words
 * (one index range each, merged), and each document it reaches is checked for the other terms
 * in the posting itself, which lists every word of its document (doc_words, migration 0019). A
 * walk stops when it has what it needs: the count past SEARCH_TOTAL_CAP, or the first page of
 * the top tier (every term in the title), and reads at most WALK_LIMIT of the driver's
 * documents for a page (the matches' walk: see LONG_WALKS); a search it cannot settle within
 * that (common words that seldom meet) goes to the GIN index (few-matches.ts).
 */
export const WALK_LIMIT = 10_000;
/**
 * The matches' walk first reads this many of the driver's documents (the pilot), and goes on
 * only when the share of matches among them could reach the cap within one of LONG_WALKS, with
 * a margin (LONG_WALK_MARGIN): rarer, the GIN index counts it sooner. Reading 10,000 documents
 * takes about 1–2.5 ms, the GIN index 3–10 ms for three words held by 50,000 titles each, and
 * a walk of 40,000 as long as the index and the first page's walk together.
 */
export const PILOT_LIMIT = 2_000;
const LONG_WALKS = [WALK_LIMIT, 20_000] as const;
const LONG_WALK_MARGIN = 1.5;
/**
 * A pilot with fewer matches than this, short of the cap, hands the search to the next driver:
 * more, and the matches are spread through the driver's documents, where the GIN index counts
 * them sooner than more walks.
 */
const SCARCE_PILOT = 3;

/** How far to walk after a pilot that found `found` matches: null when not worth it. */
export const longWalkAfter = (found: number): number | null => {
  if (found === 0) return null;
  const needed = (((SEARCH_TOTAL_CAP + 1) * PILOT_LIMIT) / found) * LONG_WALK_MARGIN;
  return LONG_WALKS.find((limit) => limit >= needed) ?? null;
};
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
  /** The other terms, each checked in the posting's list of its document's words. */
  others: number;
  branches: number;
  byCompany: boolean;
  /** Title words only (the top tier), else anywhere. */
  inTitle: boolean;
  /** The driver's documents read at most. */
  limit: number;
}

const keyOf = (v: WalkVariant) =>
  [
    v.others,
    v.branches,
    v.byCompany ? "company" : "all",
    v.inTitle ? "title" : "any",
    v.limit,
  ].join("_");

const titleOnly = (alias: string, inTitle: boolean) =>
  inTitle ? sql.raw(`and ${alias}."points" = ${TITLE_POINTS}`) : sql``;

/** The driver's documents, newest first, each once (a document may hold two of its words). */
const driverDocuments = (v: WalkVariant) => {
  const company = v.byCompany ? sql`and p."company_id" = ${sql.placeholder("companyId")}` : sql``;
  const ranges = Array.from(
    { length: v.branches },
    (_, i) => sql`(select p."created_at", p."resource_id", p."company_id", p."doc_words"
      from "resource_search_postings" p
      where p."word" = ${sql.placeholder(`driver${i}`)} ${titleOnly("p", v.inTitle)} ${company}
      order by p."created_at" desc nulls last, p."resource_id" desc nulls last)`,
  );
  return sql`(select * from (
      select distinct on (m."created_at", m."resource_id") m."created_at", m."resource_id",
        m."company_id", m."doc_words" from (${sql.join(ranges, sql` union all `)}) m
      order by m."created_at" desc nulls last, m."resource_id" desc nulls last
    ) o limit ${sql.raw(String(v.limit))})`;
};

/**
 * Whether document `d` holds each other term: its posting's list of the document's words
 * shares one of the term's codes (search_words.id × 2, + 1 in the title; see walkValues).
 */
const holdsOthers = (v: WalkVariant): SQL =>
  sql.join(
    [
      sql`true`,
      ...Array.from(
        { length: v.others },
        (_, i) => sql`d."doc_words" && ${sql.placeholder(`other${i}`)}::int[]`,
      ),
    ],
    sql` and `,
  );

/** Whether document `d` holds every term in its title (the driver's too). */
const allInTitle = (v: WalkVariant): SQL =>
  sql.join(
    [
      sql`d."doc_words" && ${sql.placeholder("driverTitle")}::int[]`,
      ...Array.from(
        { length: v.others },
        (_, i) => sql`d."doc_words" && ${sql.placeholder(`otherTitle${i}`)}::int[]`,
      ),
    ],
    sql` and `,
  );

/**
 * The walk of a search's matches: the first SEARCH_TOTAL_CAP + 1 the driver reaches (newest
 * first), each with whether it holds every term in its title, as two arrays in their order.
 */
const matchesStatement = preparedPerVariant(
  (v: WalkVariant) => `search_walk_matches_${keyOf(v)}`,
  (db, v: WalkVariant) => {
    const company = v.byCompany ? sql`and p."company_id" = ${sql.placeholder("companyId")}` : sql``;
    return db
      .select({
        ids: sql<number[]>`coalesce(array_agg(m."id" order by m."n"), '{}')`,
        companyIds: sql<number[]>`coalesce(array_agg(m."company_id" order by m."n"), '{}')`,
        inTitle: sql<boolean[]>`coalesce(array_agg(m."in_title" order by m."n"), '{}')`,
        // Whether the driver holds fewer than `limit` documents (its postings, unordered:
        // fewer postings than that means fewer documents, so the walk saw them all). Only read
        // when the count is not past the cap: CASE runs the subquery only then.
        walked: sql<number | null>`case when count(*) <= ${sql.raw(String(SEARCH_TOTAL_CAP))}
          then (select count(*)::int from (
            select 1 from "resource_search_postings" p
            where p."word" = any(${sql.placeholder("driverWords")}::text[]) ${company}
            limit ${sql.raw(String(v.limit))}) w) end`,
      })
      .from(sql`(select d."resource_id" as "id", d."company_id", (row_number() over ())::int as "n",
          ${allInTitle(v)} as "in_title"
        from (select * from ${driverDocuments(v)} d where ${holdsOthers(v)}
          limit ${sql.raw(String(SEARCH_TOTAL_CAP + 1))}) d) as m`)
      .prepare(`search_walk_matches_${keyOf(v)}`);
  },
);

const topStatement = preparedPerVariant(
  (v: WalkVariant) => `search_walk_top_${keyOf(v)}`,
  (db, v: WalkVariant) =>
    // Numbered as the walk finds them (newest first): a window over the walk's own order
    // would make the planner sort, and so check, every document the walk may reach. The
    // page size is written into the statement so that its one generic plan is the walk.
    db
      .select({
        ids: sql<number[]>`coalesce(array_agg(w."id" order by w."n"), '{}')`,
        companyIds: sql<number[]>`coalesce(array_agg(w."company_id" order by w."n"), '{}')`,
      })
      .from(sql`(select d."resource_id" as "id", d."company_id", (row_number() over ())::int as "n"
        from ${driverDocuments(v)} d
        where ${holdsOthers(v)}
        limit ${sql.raw(String(SEARCH_PAGE_SIZE))}) as w`)
      .prepare(`search_walk_top_${keyOf(v)}`),
);

/**
 * The statement's values: the driver's words (padded with nulls), and each other term's codes
 * as the postings list words: id × 2 for a word outside the title, + 1 in it (the title codes
 * of the driver and the others also apart, for the matches' walk). The top tier is the terms'
 * direct words in the title (not the words a term is inside of: those score less), so the
 * title walk reads the driver's direct words only.
 */
const walkValues = (
  terms: SearchTerms,
  driver: Driver,
  companyId: number | undefined,
  inTitle: boolean,
) => {
  const driverWords = (inTitle ? terms.directWords : terms.expansions)[driver.term] ?? [];
  const othersOf = (ids: number[][]) => ids.filter((_, i) => i !== driver.term);
  const others = othersOf(inTitle ? terms.directIds : terms.wordIds);
  const titleCodes = (ids: number[]) => ids.map((id) => id * 2 + 1);
  const codes = (ids: number[]) =>
    inTitle ? titleCodes(ids) : ids.flatMap((id) => [id * 2, id * 2 + 1]);
  return {
    ...Object.fromEntries(
      Array.from({ length: driver.branches }, (_, i) => [`driver${i}`, driverWords[i] ?? null]),
    ),
    driverWords,
    ...Object.fromEntries(others.map((ids, i) => [`other${i}`, codes(ids)])),
    ...(!inTitle && {
      driverTitle: titleCodes(terms.directIds[driver.term] ?? []),
      ...Object.fromEntries(
        othersOf(terms.directIds).map((ids, i) => [`otherTitle${i}`, titleCodes(ids)]),
      ),
    }),
    companyId: companyId ?? null,
  };
};

const variantOf = (
  terms: SearchTerms,
  driver: Driver,
  companyId: number | undefined,
  inTitle: boolean,
  limit = WALK_LIMIT,
): WalkVariant => ({
  others: terms.words.length - 1,
  branches: driver.branches,
  byCompany: companyId !== undefined,
  inTitle,
  limit,
});

/** The statement of a walk of the matches and its values (the query-plan tests explain it). */
export const walkMatchesStatement = (
  db: Executor,
  terms: SearchTerms,
  driver: Driver,
  companyId?: number,
  limit = WALK_LIMIT,
) => ({
  statement: matchesStatement(db, variantOf(terms, driver, companyId, false, limit)),
  values: walkValues(terms, driver, companyId, false),
});

export interface WalkedMatches {
  /** The count, exact up to SEARCH_TOTAL_CAP, when the walk settled it; else null. */
  count: { total: number; capped: boolean } | null;
  /**
   * The first page's top tier when the walk found it: the newest SEARCH_PAGE_SIZE documents
   * holding every term in the title (null when fewer were among the matches it saw).
   */
  top: ResourceRef[] | null;
}

/**
 * A walk of one driver: the count when it settles it (past SEARCH_TOTAL_CAP, or every match
 * when the driver has fewer documents than it read), and the first page's top tier when it saw
 * it. The walk reads PILOT_LIMIT documents, then on (longWalkAfter) when those held enough
 * matches to reach the cap. A document with every term in its title holds the driver's word,
 * so the walk reaches it: the first title matches it finds, newest first, are the newest of
 * all, settled count or not. `scarce` when it stopped at a pilot that found almost no matches:
 * those there are, if any, are older than the driver's newest documents, where another driver
 * may reach them.
 */
const walkDriver = async (
  db: Executor,
  terms: SearchTerms,
  driver: Driver,
  companyId?: number,
): Promise<WalkedMatches & { scarce: boolean }> => {
  let limit = PILOT_LIMIT;
  for (;;) {
    const { statement, values } = walkMatchesStatement(db, terms, driver, companyId, limit);
    const [row] = await statement.execute(values);
    const ids = row?.ids ?? [];
    const capped = ids.length > SEARCH_TOTAL_CAP;
    const settled = capped || (row?.walked != null && row.walked < limit);
    const further = !settled && limit === PILOT_LIMIT ? longWalkAfter(ids.length) : null;
    if (further === null) {
      const top = ids
        .map((id, i) => ({ id, companyId: row?.companyIds[i] ?? 0 }))
        .filter((_, i) => row?.inTitle[i])
        .slice(0, SEARCH_PAGE_SIZE);
      return {
        count: settled ? { total: Math.min(ids.length, SEARCH_TOTAL_CAP), capped } : null,
        top: top.length === SEARCH_PAGE_SIZE ? top : null,
        scarce: !settled && limit === PILOT_LIMIT && ids.length < SCARCE_PILOT,
      };
    }
    limit = further;
  }
};

/**
 * The walks of a search's matches: the rarest term's first, then, while a pilot finds almost no
 * matches, the next driver's. The rarest term is not always where the matches are: the
 * newest titles holding "budgets" say "2025", so "budgets 2024" finds its matches among the
 * newest of "2024"'s. A walk that found some matches and still did not settle means the
 * matches are few among many documents, which the GIN index counts (few-matches.ts) in about the
 * time another walk would take. The top tier is the first walk's that saw it.
 */
export const walkMatches = async (
  db: Executor,
  terms: SearchTerms,
  drivers: Driver[],
  companyId?: number,
): Promise<WalkedMatches> => {
  let top: ResourceRef[] | null = null;
  for (const driver of drivers) {
    const walked = await walkDriver(db, terms, driver, companyId);
    top ??= walked.top;
    if (walked.count || !walked.scarce) return { count: walked.count, top };
  }
  return { count: null, top };
};

/** The statement of the first page of the top tier and its values (the query-plan tests). */
export const walkTopStatement = (
  db: Executor,
  terms: SearchTerms,
  driver: Driver,
  companyId?: number,
) => ({
  statement: topStatement(db, variantOf(terms, driver, companyId, true)),
  values: walkValues(terms, driver, companyId, true),
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
  kept?: KeptValues<Resource>,
) => {
  for (const driver of drivers) {
    const { statement, values } = walkTopStatement(db, terms, driver, companyId);
    const [row] = await statement.execute(values);
    const ids = row?.ids ?? [];
    if (ids.length === SEARCH_PAGE_SIZE) {
      const refs = ids.map((id, i) => ({ id, companyId: row?.companyIds[i] ?? 0 }));
      return presentTop(db, terms, refs, kept);
    }
  }
  return null;
};

/** The first page of a walk's top tier (walkMatches' `top`), presented (those kept, as kept). */
export const presentTop = async (
  db: Executor,
  terms: SearchTerms,
  top: ResourceRef[],
  kept?: KeptValues<Resource>,
) => (await presentKept(db, top, kept)).map((resource) => ({ resource, score: topScore(terms) }));
