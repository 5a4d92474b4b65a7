-- Rewrites: resource_search_docs: one document per resource, its GIN index, and search_word_variants (timed on the 1M data set: docs/benchmarks.md#migrations)
CREATE TABLE "resource_search_docs" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"doc" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
ALTER TABLE "resource_search_docs" ADD CONSTRAINT "resource_search_docs_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Member search (issue 31). Everything below is hand-written: the functions and triggers that
-- keep each resource's search document and the word variants current in the writing
-- transaction, the backfill of both, then the indexes, built in one pass over the filled tables.
--
-- The search documents of the resources with these ids, written again: title (A), the names of
-- its topics (B) and of its brand (C), all lexemes of the 'simple' configuration (lower case, no
-- stemming, no stop words: every word of a title can be searched). A document that comes out
-- the same is left alone. Ids of resources that no longer exist are skipped (their document
-- went with them: on delete cascade).
CREATE FUNCTION "search_docs_refresh"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "resource_search_docs" ("resource_id", "company_id", "created_at", "doc")
  SELECT r."id", r."company_id", r."created_at",
         setweight(to_tsvector('simple', r."title"), 'A')
           || setweight(to_tsvector('simple', coalesce(t."names", '')), 'B')
           || setweight(to_tsvector('simple', c."name"), 'C')
  FROM (SELECT DISTINCT unnest("ids") AS "id") k
  JOIN "resources" r ON r."id" = k."id"
  JOIN "companies" c ON c."id" = r."company_id"
  LEFT JOIN LATERAL (
    SELECT string_agg(p."name", ' ' ORDER BY p."id") AS "names"
    FROM "resource_preferences" rp JOIN "preferences" p ON p."id" = rp."preference_id"
    WHERE rp."resource_id" = r."id"
  ) t ON true
  ON CONFLICT ("resource_id") DO UPDATE
    SET "company_id" = EXCLUDED."company_id", "created_at" = EXCLUDED."created_at", "doc" = EXCLUDED."doc"
    WHERE ("resource_search_docs"."company_id", "resource_search_docs"."created_at", "resource_search_docs"."doc")
          IS DISTINCT FROM (EXCLUDED."company_id", EXCLUDED."created_at", EXCLUDED."doc")
$$;--> statement-breakpoint
-- The words (lexemes of 4 to 40 letters) of these texts, each under itself and under each of
-- its one-letter deletions (see search-schema.ts): what the typo look-up reads.
CREATE FUNCTION "search_words_add"("texts" text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_word_variants" ("variant", "word")
  SELECT DISTINCT v."variant", w."word"
  FROM (
    SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', t."text"))) AS "word"
    FROM unnest("texts") AS t("text")
  ) w
  CROSS JOIN LATERAL (
    SELECT w."word" AS "variant"
    UNION ALL
    SELECT overlay(w."word" PLACING '' FROM i FOR 1) FROM generate_series(1, length(w."word")) AS i
  ) v
  WHERE length(w."word") BETWEEN 4 AND 40
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- Statement triggers: a bulk statement (the large seed, an import) refreshes its rows in one
-- set-based call. Each sees its changed rows as "changed_rows" (an update's old rows as
-- "changed_old"), as the change notifications of 0011 do.
CREATE FUNCTION "resources_search_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "search_docs_refresh"(ARRAY(SELECT "id" FROM "changed_rows"));
    PERFORM "search_words_add"(ARRAY(SELECT DISTINCT "title" FROM "changed_rows"));
  ELSE
    PERFORM "search_docs_refresh"(ARRAY(
      SELECT n."id" FROM "changed_rows" n JOIN "changed_old" o ON o."id" = n."id"
      WHERE n."title" IS DISTINCT FROM o."title" OR n."company_id" IS DISTINCT FROM o."company_id"
         OR n."created_at" IS DISTINCT FROM o."created_at"));
    PERFORM "search_words_add"(ARRAY(
      SELECT DISTINCT n."title" FROM "changed_rows" n JOIN "changed_old" o ON o."id" = n."id"
      WHERE n."title" IS DISTINCT FROM o."title"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "resource_preferences_search_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "search_docs_refresh"(ARRAY(
      SELECT "resource_id" FROM "changed_old" UNION SELECT "resource_id" FROM "changed_rows"));
  ELSE
    PERFORM "search_docs_refresh"(ARRAY(SELECT DISTINCT "resource_id" FROM "changed_rows"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A renamed topic: the documents of its resources. (A removed one takes its links with it,
-- whose trigger above refreshes those documents.)
CREATE FUNCTION "preferences_search_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "search_words_add"(ARRAY(SELECT "name" FROM "changed_rows"));
  ELSE
    PERFORM "search_docs_refresh"(ARRAY(
      SELECT DISTINCT rp."resource_id"
      FROM "changed_rows" n JOIN "changed_old" o ON o."id" = n."id"
      JOIN "resource_preferences" rp ON rp."preference_id" = n."id"
      WHERE n."name" IS DISTINCT FROM o."name"));
    PERFORM "search_words_add"(ARRAY(
      SELECT n."name" FROM "changed_rows" n JOIN "changed_old" o ON o."id" = n."id"
      WHERE n."name" IS DISTINCT FROM o."name"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A renamed brand: the documents of all its resources (rare, and done in one statement).
CREATE FUNCTION "companies_search_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "search_words_add"(ARRAY(SELECT "name" FROM "changed_rows"));
  ELSE
    PERFORM "search_docs_refresh"(ARRAY(
      SELECT r."id"
      FROM "changed_rows" n JOIN "changed_old" o ON o."id" = n."id"
      JOIN "resources" r ON r."company_id" = n."id"
      WHERE n."name" IS DISTINCT FROM o."name"));
    PERFORM "search_words_add"(ARRAY(
      SELECT n."name" FROM "changed_rows" n JOIN "changed_old" o ON o."id" = n."id"
      WHERE n."name" IS DISTINCT FROM o."name"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "resources_search_insert" AFTER INSERT ON "resources"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resources_search_rows"();--> statement-breakpoint
CREATE TRIGGER "resources_search_update" AFTER UPDATE ON "resources"
REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resources_search_rows"();--> statement-breakpoint
CREATE TRIGGER "resource_preferences_search_insert" AFTER INSERT ON "resource_preferences"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_preferences_search_rows"();--> statement-breakpoint
CREATE TRIGGER "resource_preferences_search_update" AFTER UPDATE ON "resource_preferences"
REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_preferences_search_rows"();--> statement-breakpoint
CREATE TRIGGER "resource_preferences_search_delete" AFTER DELETE ON "resource_preferences"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_preferences_search_rows"();--> statement-breakpoint
CREATE TRIGGER "preferences_search_insert" AFTER INSERT ON "preferences"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "preferences_search_rows"();--> statement-breakpoint
CREATE TRIGGER "preferences_search_update" AFTER UPDATE ON "preferences"
REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "preferences_search_rows"();--> statement-breakpoint
CREATE TRIGGER "companies_search_insert" AFTER INSERT ON "companies"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "companies_search_rows"();--> statement-breakpoint
CREATE TRIGGER "companies_search_update" AFTER UPDATE ON "companies"
REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "companies_search_rows"();--> statement-breakpoint
-- The backfill: every resource's document, and the words of every title, topic and brand.
SELECT "search_docs_refresh"(ARRAY(SELECT "id" FROM "resources"));--> statement-breakpoint
SELECT "search_words_add"(ARRAY(
  SELECT "title" FROM "resources" UNION SELECT "name" FROM "preferences"
  UNION SELECT "name" FROM "companies"));--> statement-breakpoint
CREATE INDEX "resource_search_docs_doc_idx" ON "resource_search_docs" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "resource_search_docs_created_idx" ON "resource_search_docs" USING btree ("created_at" DESC NULLS LAST,"resource_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resource_search_docs_company_created_idx" ON "resource_search_docs" USING btree ("company_id","created_at" DESC NULLS LAST,"resource_id" DESC NULLS LAST);--> statement-breakpoint
ANALYZE "resource_search_docs";--> statement-breakpoint
ANALYZE "search_word_variants";