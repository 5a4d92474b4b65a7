-- Rewrites: resource_search_postings: one row per resource and word (about 11 per resource) (timed on the 1M data set: docs/benchmarks.md#migrations)
CREATE TABLE "resource_search_postings" (
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resource_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"points" smallint NOT NULL,
	CONSTRAINT "resource_search_postings_resource_id_word_pk" PRIMARY KEY("resource_id","word")
);
--> statement-breakpoint
-- Member search of common words (issue 31). Everything below is hand-written: the triggers that
-- keep the postings equal to the search documents' words, the lexicon's short words, the
-- backfill, then the index, built in one pass over the filled table.
--
-- The points a word earns in a document from its weights there: title (A) 4, a topic (B) 2,
-- the brand (C) 1 (see src/search/search-terms.ts).
CREATE FUNCTION "search_word_points"("weights" text[]) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN 'A' = ANY("weights") THEN 4 WHEN 'B' = ANY("weights") THEN 2 ELSE 1 END)::smallint
$$;--> statement-breakpoint
-- Statement triggers on the documents, which the triggers of 0012 write: a changed document's
-- old postings go (found by its id, the primary key's first column), its new ones come. The
-- look-up is the primary key's, whatever the planner thinks of a table that grew since it was
-- last analysed: scanned instead, with the ids as a list, a bulk statement's thousands of ids
-- were each searched for in every posting.
CREATE FUNCTION "resource_search_docs_postings"() RETURNS trigger LANGUAGE plpgsql
SET "enable_seqscan" = off AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "resource_search_postings"
    WHERE "resource_id" = ANY(ARRAY(SELECT DISTINCT "resource_id" FROM "changed_old"));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "resource_search_postings" ("word", "created_at", "resource_id", "company_id", "points")
    SELECT w."lexeme", n."created_at", n."resource_id", n."company_id", "search_word_points"(w."weights")
    FROM "changed_rows" n, unnest(n."doc") w;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "resource_search_docs_postings_insert" AFTER INSERT ON "resource_search_docs"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_search_docs_postings"();--> statement-breakpoint
CREATE TRIGGER "resource_search_docs_postings_update" AFTER UPDATE ON "resource_search_docs"
REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_search_docs_postings"();--> statement-breakpoint
CREATE TRIGGER "resource_search_docs_postings_delete" AFTER DELETE ON "resource_search_docs"
REFERENCING OLD TABLE AS "changed_old"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_search_docs_postings"();--> statement-breakpoint
-- The lexicon now holds every word, short ones too (under themselves only: no typo is looked
-- up for a word under five letters), so that a search can list the known words a typed
-- beginning stands for.
CREATE OR REPLACE FUNCTION "search_words_add"("texts" text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_word_variants" ("variant", "word")
  SELECT DISTINCT v."variant", w."word"
  FROM (
    SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', t."text"))) AS "word"
    FROM unnest("texts") AS t("text")
  ) w
  CROSS JOIN LATERAL (
    SELECT w."word" AS "variant"
    UNION ALL
    SELECT overlay(w."word" PLACING '' FROM i FOR 1)
    FROM generate_series(1, CASE WHEN length(w."word") BETWEEN 4 AND 40 THEN length(w."word") ELSE 0 END) AS i
  ) v
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- The backfill: the words missing from the lexicon (under four letters or over forty), and
-- every document's postings.
INSERT INTO "search_word_variants" ("variant", "word")
SELECT DISTINCT w, w FROM "resource_search_docs" d, unnest(tsvector_to_array(d."doc")) w
WHERE length(w) NOT BETWEEN 4 AND 40
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "resource_search_postings" ("word", "created_at", "resource_id", "company_id", "points")
SELECT w."lexeme", d."created_at", d."resource_id", d."company_id", "search_word_points"(w."weights")
FROM "resource_search_docs" d, unnest(d."doc") w;--> statement-breakpoint
CREATE INDEX "resource_search_postings_word_idx" ON "resource_search_postings" USING btree ("word","created_at" DESC NULLS LAST,"resource_id" DESC NULLS LAST) INCLUDE ("points", "company_id");--> statement-breakpoint
-- The search picks the rarest of its words to walk from these statistics (most common words).
ALTER TABLE "resource_search_postings" ALTER COLUMN "word" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "resource_search_postings";--> statement-breakpoint
ANALYZE "search_word_variants";