import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { resources } from "./schema";

/** A tsvector column (read as its text form; the app only ever matches it in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search document of each resource (issue 31): its title (weight A), its topics' names (B)
 * and its brand's name (C) as one tsvector, with the brand and upload time copied beside it so
 * a search page is read from this table and its indexes alone. Written only by the triggers of
 * migration 0012 (on resources, resource_preferences, preferences and companies), in the
 * writing transaction: never out of date, and no writer can forget it.
 */
export const resourceSearchDocs = pgTable(
  "resource_search_docs",
  {
    resourceId: integer("resource_id")
      .primaryKey()
      .references(() => resources.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    doc: tsvector("doc").notNull(),
  },
  (t) => [
    index("resource_search_docs_doc_idx").using("gin", t.doc),
    // Newest first: the walk of the top tier of a common search (src/search/search-page.ts).
    index("resource_search_docs_created_idx").on(t.createdAt.desc(), t.resourceId.desc()),
    index("resource_search_docs_company_created_idx").on(
      t.companyId,
      t.createdAt.desc(),
      t.resourceId.desc(),
    ),
  ],
);

/**
 * The words of every title, topic and brand name (4 letters or more), each under itself and
 * under each of its one-letter deletions: a typed word one slip away from a known word (a
 * dropped, added, swapped or substituted letter) shares one of these variants with it, so the
 * known words one slip away are found by exact look-ups (`variant = any(...)`), then confirmed
 * with withinOneSlip (src/search/query-terms.ts). Kept by the same triggers; words no longer
 * used stay (they only ever add a term that matches nothing).
 */
export const searchWordVariants = pgTable(
  "search_word_variants",
  {
    variant: text("variant").notNull(),
    word: text("word").notNull(),
  },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
);

/**
 * Every word of the search documents with a number (migration 0019): what a posting lists its
 * document's words by (resource_search_postings.doc_words). Added by the postings' triggers
 * before the postings that name them; never removed, like the lexicon. Its trigram index
 * (migration 0032) finds the words a typed word is inside of (`secur`, "cybersecurity").
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [index("search_words_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/**
 * Each word of each search document, newest first (migration 0018): what a search of common
 * words walks. One row per resource and distinct word, with the most points the word earns in
 * that document (title 4, topic 2, brand 1). Written only by the triggers on
 * resource_search_docs, in the writing transaction. Its one index is read alone (index-only):
 * a word's documents newest first, so a page of a word that a third of the titles hold stops
 * after a few dozen entries, where the GIN index would hand over all of them.
 */
export const resourceSearchPostings = pgTable(
  "resource_search_postings",
  {
    word: text("word").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    resourceId: integer("resource_id").notNull(),
    companyId: integer("company_id").notNull(),
    points: smallint("points").notNull(),
    /**
     * Every word of the document (migration 0019), each as its search_words id × 2, plus 1
     * when the title holds it: a walk checks a document it reaches for the search's other
     * words in the posting itself, where it took one index look-up per word.
     */
    docWords: integer("doc_words").array().notNull(),
  },
  (t) => [
    // A changed document's postings are found by its id.
    primaryKey({ columns: [t.resourceId, t.word] }),
    // Created with INCLUDE (points, company_id, doc_words) by migrations 0018 and 0019, which
    // drizzle cannot say.
    index("resource_search_postings_word_idx").on(t.word, t.createdAt.desc(), t.resourceId.desc()),
  ],
);
