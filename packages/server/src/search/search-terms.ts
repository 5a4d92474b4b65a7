import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { preparedPer } from "../db/prepared";
import { searchWordVariants } from "../db/search-schema";
import type { HighlightTerms } from "./highlight";
import { queryWords, typoTolerant, withinOneSlip } from "./query-terms";

/**
 * A search text resolved into full-text queries over the resources' search documents
 * (resource_search_docs.doc: title A, topic names B, brand name C; migration 0012).
 *
 * Each word of the text is a term: the word as a beginning (`secur:*` finds "security"), or,
 * for a word of five letters or more, any known word one keyboard slip away. A resource matches
 * when every term matches somewhere in its document. Its score adds, per term, 4 when the term
 * is in the title, else 2 when in a topic's name, else 1 (the brand): a title holding every
 * word scores 4 × words, above any other; newer wins a tie (the statements' order).
 */
export interface SearchTerms {
  /** The words of the text, lower case. */
  words: string[];
  /** Every term, anywhere in the document: `(w1:* | fix1) & (w2:*)` (to_tsquery text). */
  all: string;
  /** Every term, in the title: the top tier, scoring 4 × words. */
  allInTitle: string;
  /**
   * Every term, in the title or the brand's name: the staff archive's word matching (its
   * search is SPEC's, where a topic's name does not make a match; see archive-page.ts).
   */
  allInTitleOrBrand: string;
  /** Each term alone, in the title and in a topic name: the score of a match. */
  inTitle: string[];
  inTopic: string[];
  /** What `highlight` marks. */
  highlight: HighlightTerms;
}

export const TITLE_POINTS = 4;
export const TOPIC_POINTS = 2;
export const BRAND_POINTS = 1;

/** A word and each of its one-letter deletions: what search_word_variants is keyed by. */
export const variantsOf = (word: string): string[] => {
  const letters = [...word];
  return [
    word,
    ...letters.map((_, i) => [...letters.slice(0, i), ...letters.slice(i + 1)].join("")),
  ];
};

const knownVariants = preparedPer((db) =>
  db
    .selectDistinct({ word: searchWordVariants.word })
    .from(searchWordVariants)
    .where(sql`${searchWordVariants.variant} = any(${sql.placeholder("variants")}::text[])`)
    .prepare("search_known_variants"),
);

/**
 * The known words (titles, topics, brands) one slip away from each typo-tolerant word, in one
 * look-up of the words' variants; words the prefix already finds are left out.
 */
const corrections = async (db: Executor, words: string[]): Promise<Map<string, string[]>> => {
  const tolerant = words.filter(typoTolerant);
  const found = new Map<string, string[]>(words.map((word) => [word, []]));
  if (tolerant.length === 0) return found;
  const variants = [...new Set(tolerant.flatMap(variantsOf))];
  const known = (await knownVariants(db).execute({ variants })).map((row) => row.word).sort();
  for (const word of tolerant) {
    found.set(
      word,
      known.filter((candidate) => !candidate.startsWith(word) && withinOneSlip(word, candidate)),
    );
  }
  return found;
};

/**
 * A word's term as to_tsquery text, restricted to some weights (none: anywhere). A correction
 * is what the member meant to type, so it matches as a beginning too.
 */
const termOf = (word: string, fixes: string[], weights = "") =>
  [word, ...fixes].map((known) => `'${known}':*${weights}`).join(" | ");

/**
 * The terms of a search text, or null when it holds no word (punctuation only): such a text
 * matches nothing. Words are letters and digits only, so they need no quoting in to_tsquery
 * beyond the quotes around each.
 */
export const resolveSearchTerms = async (
  db: Executor,
  text: string,
): Promise<SearchTerms | null> => {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const fixes = await corrections(db, words);
  const term = (word: string, weights = "") => `(${termOf(word, fixes.get(word) ?? [], weights)})`;
  return {
    words,
    all: words.map((word) => term(word)).join(" & "),
    allInTitle: words.map((word) => term(word, "A")).join(" & "),
    allInTitleOrBrand: words.map((word) => term(word, "AC")).join(" & "),
    inTitle: words.map((word) => term(word, "A")),
    inTopic: words.map((word) => term(word, "B")),
    highlight: { words: new Set(), prefixes: [...words, ...[...fixes.values()].flat()] },
  };
};

/** The score of a document holding every term (see SearchTerms). */
export const topScore = (terms: SearchTerms) => TITLE_POINTS * terms.words.length;
