-- Rewrites: resource_search_postings: rebuilt with each document's word list, and search_words (timed on the 1M data set: docs/benchmarks.md#migrations)
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "search_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
-- Member search (issue 31): each posting lists every word of its document, so that a walk of
-- one word's postings checks the search's other words in the entry it reads (see
-- src/routes/search/search-walk.ts). Words are numbered (search_words) to keep the lists short:
-- id × 2, plus 1 when the title holds the word. Everything below is hand-written. The postings
-- are rebuilt (they are derived from the documents), the index last, in one pass.
DROP INDEX "resource_search_postings_word_idx";--> statement-breakpoint
TRUNCATE "resource_search_postings";--> statement-breakpoint
ALTER TABLE "resource_search_postings" ADD COLUMN "doc_words" integer[] NOT NULL;--> statement-breakpoint
-- A document's words as a posting lists them (the words must be numbered first), each found
-- by the primary key of search_words.
CREATE FUNCTION "search_doc_words"("doc" tsvector) RETURNS integer[]
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(c ORDER BY c), '{}') FROM (
    SELECT (SELECT s."id" FROM "search_words" s WHERE s."word" = u."lexeme") * 2
      + ('A' = ANY(u."weights"))::int AS c
    FROM unnest("doc") u
  ) w
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "resource_search_docs_postings"() RETURNS trigger LANGUAGE plpgsql
SET "enable_seqscan" = off AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "resource_search_postings"
    WHERE "resource_id" = ANY(ARRAY(SELECT DISTINCT "resource_id" FROM "changed_old"));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- The new words first (only they take a number: ON CONFLICT alone would use one per word).
    INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM "changed_rows" c, unnest(tsvector_to_array(c."doc")) w
    WHERE NOT EXISTS (SELECT 1 FROM "search_words" s WHERE s."word" = w)
    ORDER BY w
    ON CONFLICT DO NOTHING;
    INSERT INTO "resource_search_postings"
      ("word", "created_at", "resource_id", "company_id", "points", "doc_words")
    SELECT w."lexeme", n."created_at", n."resource_id", n."company_id",
      "search_word_points"(w."weights"), n."doc_words"
    -- OFFSET 0: each document's list is made once, not once per word.
    FROM (SELECT c.*, "search_doc_words"(c."doc") AS "doc_words" FROM "changed_rows" c OFFSET 0) n,
      unnest(n."doc") w;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- New words change what a typed word stands for: processes that keep the words' look-ups
-- (src/cache/read-caches.ts) hear of them on the change feed, once per statement that numbered
-- any (most writes number none).
CREATE FUNCTION "search_words_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "new_words") THEN
    PERFORM pg_notify('sp_changes', 'words');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_words_notify" AFTER INSERT ON "search_words"
REFERENCING NEW TABLE AS "new_words"
FOR EACH STATEMENT EXECUTE FUNCTION "search_words_notify"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "resource_search_docs" d, unnest(tsvector_to_array(d."doc")) w ORDER BY w;--> statement-breakpoint
INSERT INTO "resource_search_postings"
  ("word", "created_at", "resource_id", "company_id", "points", "doc_words")
SELECT w."lexeme", d."created_at", d."resource_id", d."company_id",
  "search_word_points"(w."weights"), d."doc_words"
FROM (SELECT r.*, "search_doc_words"(r."doc") AS "doc_words" FROM "resource_search_docs" r OFFSET 0) d,
  unnest(d."doc") w;--> statement-breakpoint
CREATE INDEX "resource_search_postings_word_idx" ON "resource_search_postings" USING btree ("word","created_at" DESC NULLS LAST,"resource_id" DESC NULLS LAST) INCLUDE ("points", "company_id", "doc_words");--> statement-breakpoint
ANALYZE "search_words";--> statement-breakpoint
ANALYZE "resource_search_postings";
