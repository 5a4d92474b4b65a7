import { sql } from "drizzle-orm";
import {
  BRAND_POINTS,
  INSIDE_TITLE_POINTS,
  type SearchTerms,
  TITLE_POINTS,
  TOPIC_POINTS,
} from "../../search/search-terms";

/** What the search statements over resource_search_docs (alias `d`) share. */

/** A placeholder's tsquery text (src/search/tsquery-text.ts: quoted lexemes) as a query. */
export const tsq = (name: string) => sql`${sql.placeholder(name)}::text::tsquery`;

/**
 * The score of a matching document: per term, title 4, else inside a title word 3, else topic
 * 2, else brand (or inside a topic's word) 1.
 */
export const scoreOf = (words: number) =>
  sql.join(
    Array.from(
      { length: words },
      (_, i) =>
        sql`(case when d."doc" @@ ${tsq(`inTitle${i}`)} then ${sql.raw(String(TITLE_POINTS))}
                  when d."doc" @@ ${tsq(`insideInTitle${i}`)} then ${sql.raw(String(INSIDE_TITLE_POINTS))}
                  when d."doc" @@ ${tsq(`inTopic${i}`)} then ${sql.raw(String(TOPIC_POINTS))}
                  else ${sql.raw(String(BRAND_POINTS))} end)`,
    ),
    sql` + `,
  );

/** The placeholders' values of the terms. */
export const termValues = (terms: SearchTerms) =>
  Object.fromEntries([
    ["all", terms.all],
    ["allInTitle", terms.allInTitle],
    ...terms.inTitle.map((term, i) => [`inTitle${i}`, term]),
    ...terms.insideInTitle.map((term, i) => [`insideInTitle${i}`, term]),
    ...terms.inTopic.map((term, i) => [`inTopic${i}`, term]),
  ]) as Record<string, string>;
