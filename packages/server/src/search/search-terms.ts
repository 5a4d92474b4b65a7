import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { preparedPer } from "../db/prepared";
import { searchWords, searchWordVariants } from "../db/search-schema";
import type { KeptValues } from "../lib/kept-values";
import type { HighlightTerms } from "./highlight";
import {
  insideWords,
  MAX_INSIDE_WORDS,
  matchesAsBeginning,
  matchesInside,
  queryWords,
  typoTolerant,
  withinOneSlip,
} from "./query-terms";
import { anyLexemeOrNone } from "./tsquery-text";

/**
 * A search text resolved into full-text queries over the resources' search documents
 * (resource_search_docs.doc: title A, topic names B, brand name C; migration 0012).
 *
 * Each word of the text is a term: the known words it stands for (the lexicon,
 * search_word_variants), that is the words it begins (`secur` finds "security"; a word under
 * three letters only itself) and, for a word of five letters or more, the words that any known
 * word one keyboard slip away begins: its direct words. A word of four letters or more also
 * stands for known words it is inside of (`secur`, "cybersecurity"; search_words, a few of them:
 * query-terms.ts), which rank below. A term with no known word matches nothing. A resource
 * matches when every term matches somewhere in its document. Its score adds, per term, 4 when
 * a direct word is in the title, else 3 when a word it is inside of is, else 2 when a direct word
 * is in a topic's name, else 1 (inside a topic's word, or the brand): a title holding a direct
 * word of every term scores 4 × words, above any other; newer wins a tie (the statements' order).
 */
export interface SearchTerms {
  /** The words of the text, lower case. */
  words: string[];
  /**
   * Per word, the known words it matches (exact lexemes), its direct words first, then those
   * it is inside of: what the postings are read by.
   */
  expansions: string[][];
  /** Per word, its known words' numbers (search_words.id), as the expansions. */
  wordIds: number[][];
  /** Per word, its direct words' numbers (the expansions' first ones): the top tier's. */
  directIds: number[][];
  /** Per word, its direct words (the expansions' first ones). */
  directWords: string[][];
  /** Every term, anywhere in the document: `('w1' | 'w1x') & ('w2')` (tsquery-text.ts). */
  all: string;
  /** Every term's direct words, in the title: the top tier, scoring 4 × words. */
  allInTitle: string;
  /**
   * Every term, in the title or the brand's name: the staff archive's word matching (its
   * search is SPEC's, where a topic's name does not make a match; see archive-page.ts).
   */
  allInTitleOrBrand: string;
  /**
   * Each term alone, the score of a match: its direct words in the title (4), the words it is
   * inside of in the title (3), its direct words in a topic name (2).
   */
  inTitle: string[];
  insideInTitle: string[];
  inTopic: string[];
  /** What `highlight` marks. */
  highlight: HighlightTerms;
}

export const TITLE_POINTS = 4;
export const INSIDE_TITLE_POINTS = 3;
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

const knownWords = preparedPer((db) =>
  db
    .select({
      beginning: sql<string>`b."beginning"`,
      word: searchWordVariants.word,
      id: searchWords.id,
    })
    .from(sql`unnest(${sql.placeholder("beginnings")}::text[]) as b("beginning")`)
    .innerJoin(
      searchWordVariants,
      // A range of the primary key (variant, word); starts_with keeps it exact in any collation.
      sql`${searchWordVariants.variant} >= b."beginning"
        and ${searchWordVariants.variant} < b."beginning" || chr(1114111)
        and starts_with(${searchWordVariants.variant}, b."beginning")
        and ${searchWordVariants.variant} = ${searchWordVariants.word}`,
    )
    // Only words some document holds are numbered: the others match nothing.
    .innerJoin(searchWords, sql`${searchWords.word} = ${searchWordVariants.word}`)
    .prepare("search_known_words"),
);

/**
 * The known words each typed word is inside of and does not begin, the shortest first, a few
 * each: through the trigram index of search_words (migration 0032). The typed words are letters
 * and digits only (queryWords), so they hold no LIKE wildcard.
 */
const wordsAround = preparedPer((db) =>
  db
    .select({
      inside: sql<string>`i."inside"`,
      word: sql<string>`x."word"`,
      id: sql<number>`x."id"`,
    })
    .from(sql`unnest(${sql.placeholder("inside")}::text[]) as i("inside")
      cross join lateral (
        select ${searchWords.word} as "word", ${searchWords.id} as "id" from ${searchWords}
        where ${searchWords.word} like '%' || i."inside" || '%'
          and not starts_with(${searchWords.word}, i."inside")
        order by length(${searchWords.word}), ${searchWords.word} collate "C"
        limit ${sql.raw(String(MAX_INSIDE_WORDS))}
      ) as x`)
    .prepare("search_words_around"),
);

/**
 * A known word (it is in some document) and its number (search_words.id); `inside` when the
 * typed word is inside it (and does not begin it).
 */
export interface KnownWord {
  word: string;
  id: number;
  inside?: boolean;
}

const byWord = (a: KnownWord, b: KnownWord) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

/**
 * The known words each word stands for, with their numbers: those its beginnings (the word,
 * if long enough, and its corrections) begin, or the word itself when it is short and known;
 * then those it is inside of. Two or three statements for any number of words.
 */
const knownWordsOf = async (db: Executor, words: string[]): Promise<Map<string, KnownWord[]>> => {
  const fixes = await corrections(db, words);
  const beginningsOf = (word: string) => [word, ...(fixes.get(word) ?? [])];
  const beginnings = [...new Set(words.flatMap(beginningsOf))];
  const inside = words.filter(matchesInside);
  const [rows, around] = await Promise.all([
    knownWords(db).execute({ beginnings }),
    inside.length > 0 ? wordsAround(db).execute({ inside }) : [],
  ]);
  return new Map(
    words.map((word) => {
      const own = new Set(beginningsOf(word));
      const matched = new Map(
        rows
          .filter((row) => own.has(row.beginning))
          .filter((row) => matchesAsBeginning(word) || row.word === word)
          .map((row) => [row.word, row.id]),
      );
      const direct = [...matched].map(([word, id]) => ({ word, id })).sort(byWord);
      const candidates = new Map(
        around.filter((row) => row.inside === word).map((row) => [row.word, row.id]),
      );
      const outer = insideWords(word, [...candidates.keys()])
        .filter((known) => !matched.has(known))
        .map((known) => ({ word: known, id: candidates.get(known) ?? 0, inside: true }));
      return [word, [...direct, ...outer]];
    }),
  );
};

/** The known words of each word: those kept, and the others in one look-up. */
const knownWordsFor = async (
  db: Executor,
  words: string[],
  lookups: KeptValues<KnownWord[]> | undefined,
): Promise<KnownWord[][]> => {
  const known = lookups
    ? await lookups.getMany(words, (missing) => knownWordsOf(db, missing))
    : await knownWordsOf(db, words).then((found) => words.map((word) => found.get(word)));
  return known.map((each) => each ?? []);
};

/**
 * The terms of a search text, or null when it matches nothing: it holds no word (punctuation
 * only), or a word that stands for no known word. The known words are lexemes of any text
 * (a URL with its quotes and colons), quoted by tsquery-text.ts. `lookups` keeps what typed
 * words stand for between searches (src/cache/read-caches.ts: until new words are numbered).
 */
export const resolveSearchTerms = async (
  db: Executor,
  text: string,
  lookups?: KeptValues<KnownWord[]>,
): Promise<SearchTerms | null> => {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const known = await knownWordsFor(db, words, lookups);
  if (known.some((each) => each.length === 0)) return null;
  const expansions = known.map((each) => each.map((k) => k.word));
  const directWords = known.map((each) => each.filter((k) => !k.inside).map((k) => k.word));
  const insideOf = known.map((each) => each.filter((k) => k.inside).map((k) => k.word));
  const term = (lexemes: string[][], weights: string) =>
    words.map((_, i) => `(${anyLexemeOrNone(lexemes[i] ?? [], weights)})`);
  return {
    words,
    expansions,
    wordIds: known.map((each) => each.map((k) => k.id)),
    directIds: known.map((each) => each.filter((k) => !k.inside).map((k) => k.id)),
    directWords,
    all: term(expansions, "").join(" & "),
    allInTitle: term(directWords, "A").join(" & "),
    allInTitleOrBrand: term(expansions, "AC").join(" & "),
    inTitle: term(directWords, "A"),
    insideInTitle: term(insideOf, "A"),
    inTopic: term(directWords, "B"),
    highlight: new Set(expansions.flat()),
  };
};

/** The score of a document holding every term (see SearchTerms). */
export const topScore = (terms: SearchTerms) => TITLE_POINTS * terms.words.length;
