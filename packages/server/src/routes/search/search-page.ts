import { SEARCH_PAGE_SIZE, type SearchCursor } from "@sector/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerVariant, UNNAMED } from "../../db/prepared";
import { type SearchTerms, TITLE_POINTS, topScore } from "../../search/search-terms";
import { presentPage, selectPageRows } from "../resources/queries/resource-rows";
import { scoreOf, termValues, tsq } from "./search-sql";

/**
 * A page of search results (src/search/search-terms.ts says what matches and how it scores),
 * ordered by score, then newest first, then id. Read from resource_search_docs, whose GIN index
 * finds the matches, in two parts, the second only run when the first cannot fill the page:
 *
 * 1. the top tier, documents holding every term in the title (all score 4 × words), newest
 *    first: for a search with more matches than SEARCH_TOTAL_CAP (counted first) a walk of
 *    resource_search_docs_created_idx that stops once the page is full, else the GIN index and
 *    a sort of its few matches (the planner, which costs each document's test far below what
 *    it takes, would otherwise walk for fairly rare words too);
 * 2. every other match, scored and sorted: from the GIN index.
 *
 * Ranking every match of a common word (a third of a million titles hold "the") would cost
 * far more than a page: the tiers let a page stop early, and keep "newer wins a tie" exact.
 * A search with no more matches than SEARCH_TOTAL_CAP is paged from its matches ranked whole
 * (few-matches.ts) instead: this statement reads the pages of searches past the cap, and the
 * page after a cursor whose result has changed since.
 */
export interface SearchPageInput {
  terms: SearchTerms;
  companyId?: number | undefined;
  /** From 1; ignored after a cursor. */
  page: number;
  after?: SearchCursor | undefined;
  /** More matches than SEARCH_TOTAL_CAP: the top tier walks the newest documents. */
  common: boolean;
}

/** Which part of the order a page starts in: the first page, or after a cursor in a tier. */
type Start = "first" | "in-top" | "in-rest";

interface PageVariant {
  words: number;
  byCompany: boolean;
  start: Start;
  walk: boolean;
}

const variantName = ({ words, byCompany, start, walk }: PageVariant) =>
  `search_page_${words}_${byCompany ? "company" : "all"}_${start}_${walk ? "walk" : "sort"}`;

const cursorCreatedAt = sql`(select c."created_at" from "resource_search_docs" c
  where c."resource_id" = ${sql.placeholder("afterId")})`;

const pageStatement = preparedPerVariant(variantName, (db, variant: PageVariant) => {
  const company = variant.byCompany
    ? sql`and d."company_id" = ${sql.placeholder("companyId")}`
    : sql``;
  const top = sql.raw(String(TITLE_POINTS * variant.words));
  const take = sql.placeholder("take");
  const topMatches = sql`select d."resource_id", d."created_at"
    from "resource_search_docs" d
    where d."doc" @@ ${tsq("allInTitle")} ${company}
      ${variant.start === "in-top" ? sql`and (d."created_at", d."resource_id") < (${cursorCreatedAt}, ${sql.placeholder("afterId")})` : sql``}`;
  // OFFSET 0 keeps the order out of the subquery: its matches come from the GIN index.
  const topSource = variant.walk
    ? sql`(${topMatches}) as "top"`
    : sql`(${topMatches} offset 0) as "top"`;
  const topTier = sql`(select "top"."resource_id" as "id", "top"."created_at", ${top} as "score"
    from ${topSource}
    order by "top"."created_at" desc nulls last, "top"."resource_id" desc nulls last
    limit ${take})`;
  const rest = sql`(select s."id", s."created_at", s."score" from (
      select d."resource_id" as "id", d."created_at", (${scoreOf(variant.words)}) as "score"
      from "resource_search_docs" d
      where d."doc" @@ ${tsq("all")} and not (d."doc" @@ ${tsq("allInTitle")}) ${company}
    ) s
    ${
      variant.start === "in-rest"
        ? sql`where (s."score", s."created_at", s."id") <
            (${sql.placeholder("afterScore")}::int, ${cursorCreatedAt}, ${sql.placeholder("afterId")})`
        : sql``
    }
    order by s."score" desc, s."created_at" desc, s."id" desc
    limit ${take})`;
  const tiers: SQL[] = variant.start === "in-rest" ? [rest] : [topTier, rest];
  const page = sql`select "ranked"."id", "ranked"."pos", "ranked"."score" from (
      select "hits"."id", "hits"."score",
        (row_number() over (order by "hits"."score" desc, "hits"."created_at" desc, "hits"."id" desc))::int as "pos"
      from (select * from (${sql.join(tiers, sql` union all `)}) as "tiers" limit ${take}) as "hits"
    ) as "ranked"
    where "ranked"."pos" > ${sql.placeholder("offset")}`;
  return selectPageRows(db, page, { score: sql<number>`"page"."score"`.as("score") }).prepare(
    UNNAMED,
  );
});

/** The statement of a search page and its values (the query-plan tests explain it). */
export const searchPageStatement = (db: Executor, input: SearchPageInput) => {
  const { terms, after } = input;
  const start: Start =
    after === undefined ? "first" : after.score >= topScore(terms) ? "in-top" : "in-rest";
  const offset = after === undefined ? (input.page - 1) * SEARCH_PAGE_SIZE : 0;
  return {
    statement: pageStatement(db, {
      words: terms.words.length,
      byCompany: input.companyId !== undefined,
      start,
      walk: input.common,
    }),
    values: {
      ...termValues(terms),
      companyId: input.companyId ?? null,
      afterId: after?.resourceId ?? null,
      afterScore: after?.score ?? null,
      offset,
      take: offset + SEARCH_PAGE_SIZE,
    },
  };
};

/** A search page: the presented resources, best first, each with its score. */
export const searchPage = async (db: Executor, input: SearchPageInput) => {
  const { statement, values } = searchPageStatement(db, input);
  const rows = await statement.execute(values);
  const scores = new Map(rows.map((row) => [row.id, row.score]));
  return presentPage(rows).map((resource) => ({
    resource,
    score: scores.get(resource.id) ?? 0,
  }));
};
