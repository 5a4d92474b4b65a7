import {
  type Resource,
  SEARCH_PAGE_SIZE,
  SEARCH_TOTAL_CAP,
  type SearchCursor,
} from "@sector/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerVariant, UNNAMED } from "../../db/prepared";
import type { KeptValues } from "../../lib/kept-values";
import type { SearchTerms } from "../../search/search-terms";
import { presentKept, type ResourceRef } from "../resources/queries/resource-rows";
import { scoreOf, termValues, tsq } from "./search-sql";

/**
 * A search's matches through the GIN index, at most SEARCH_TOTAL_CAP + 1 of them, each with its
 * score: the count of a search the walks did not settle and, when there are no more than
 * SEARCH_TOTAL_CAP, every match ranked, so that any page of it is cut from them here.
 * Such a search (words common apart but seldom together) reads the index once, instead of once
 * to count and once more for its page.
 */
export interface RankedMatch extends ResourceRef {
  score: number;
}

export interface FewMatches {
  /** Exact up to SEARCH_TOTAL_CAP. */
  total: number;
  capped: boolean;
  /** Every match in the search order (score, then newest, then id), when not capped. */
  ranked: RankedMatch[] | null;
}

interface FewVariant {
  words: number;
  byCompany: boolean;
}

const fewStatement = preparedPerVariant(
  ({ words, byCompany }: FewVariant) => `search_few_${words}_${byCompany ? "company" : "all"}`,
  (db, { words, byCompany }: FewVariant) =>
    db
      .select({
        id: sql<number>`d."resource_id"`,
        companyId: sql<number>`d."company_id"`,
        score: sql<number>`(${scoreOf(words)})::int`.as("score"),
      })
      // Scored outside the LIMIT: only the matches read are scored.
      .from(
        sql`(select d."resource_id", d."company_id", d."created_at", d."doc"
          from "resource_search_docs" d
          where d."doc" @@ ${tsq("all")}
            ${byCompany ? sql`and d."company_id" = ${sql.placeholder("companyId")}` : sql``}
          limit ${sql.raw(String(SEARCH_TOTAL_CAP + 1))}) as d`,
      )
      // Ranked here, where upload times are exact to the microsecond as in the page statement.
      .orderBy(sql`"score" desc, d."created_at" desc, d."resource_id" desc`)
      // Planned for its values each time: how rare the words are decides the plan.
      .prepare(UNNAMED),
);

/** The statement of fewMatches and its values (the query-plan tests explain it). */
export const fewMatchesStatement = (db: Executor, terms: SearchTerms, companyId?: number) => ({
  statement: fewStatement(db, { words: terms.words.length, byCompany: companyId !== undefined }),
  values: { ...termValues(terms), companyId: companyId ?? null },
});

/** The count of a search's matches, and all of them ranked when they are few. */
export const fewMatches = async (
  db: Executor,
  terms: SearchTerms,
  companyId?: number,
): Promise<FewMatches> => {
  const { statement, values } = fewMatchesStatement(db, terms, companyId);
  const rows = await statement.execute(values);
  if (rows.length > SEARCH_TOTAL_CAP)
    return { total: SEARCH_TOTAL_CAP, capped: true, ranked: null };
  return { total: rows.length, capped: false, ranked: rows };
};

/**
 * A page of ranked matches: the `page`th, or the one after the cursor's result. Null when the
 * cursor's resource is no longer among the matches with the cursor's score (the resource
 * changed since): the index's page statement then places the cursor.
 */
export const pageOfFew = (
  ranked: RankedMatch[],
  page: number,
  after: SearchCursor | undefined,
): RankedMatch[] | null => {
  if (after === undefined) {
    return ranked.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  }
  const at = ranked.findIndex((match) => match.id === after.resourceId);
  if (at < 0 || ranked[at]?.score !== after.score) return null;
  return ranked.slice(at + 1, at + 1 + SEARCH_PAGE_SIZE);
};

/** A page of ranked matches, presented (those kept, as kept), each with its score. */
export const presentFew = async (
  db: Executor,
  page: RankedMatch[],
  kept?: KeptValues<Resource>,
) => {
  const scores = new Map(page.map((match) => [match.id, match.score]));
  return (await presentKept(db, page, kept)).map((resource) => ({
    resource,
    score: scores.get(resource.id) ?? 0,
  }));
};
