-- The rewrites of the migrations that touch large tables (their first line says which), timed
-- on a data set at today's schema (docs/benchmarks.md, Migrations):
--
--   DATABASE_URL=postgres://… npm run seed:large -- --resources 1m --members 1m
--   psql "$DATABASE_URL" -f bench/migration-rewrites.sql
--
-- A migration ran on the schema of its time, so each rewrite is repeated here the way it ran:
-- its statement into a fresh copy of its table (same columns and indexes, none of the triggers
-- that later migrations added; an ordinary table, written to the WAL as the migration's was),
-- or its index built again under another name. Everything runs in
-- one transaction that is rolled back: the data set is left as it was. Read the times psql prints
-- after each statement.
\timing on
BEGIN;
-- Later migrations' triggers (search postings, change notifications) did not exist yet.
SET LOCAL session_replication_role = replica;
SET LOCAL maintenance_work_mem = '256MB';

\echo 0001: resource_preferences, the created_at of every row from its resource, then the feed index
UPDATE "resource_preferences" AS rp SET "created_at" = r."created_at"
FROM "resources" AS r WHERE r."id" = rp."resource_id";
CREATE INDEX "timing_0001_feed_idx" ON "resource_preferences" USING btree
  ("preference_id", "created_at" DESC NULLS LAST, "resource_id" DESC NULLS LAST);

\echo 0004: one consent event per member and purpose from the users flags, then the consents
CREATE TABLE "timing_events" (LIKE "consent_events" INCLUDING DEFAULTS INCLUDING INDEXES);
INSERT INTO "timing_events" ("user_id", "company_id", "purpose", "granted", "text_id", "source", "occurred_at")
SELECT u."id", u."joined_thru", t."purpose",
  CASE t."purpose" WHEN 'newsletter' THEN u."newsletter_flag" WHEN 'resources' THEN u."resources_flag" ELSE u."partners_flag" END,
  t."id", 'import', u."created_at"
FROM "users" u
JOIN "consent_texts" t ON t."company_id" = u."joined_thru" AND t."version" = 1
  AND t."purpose" IN ('newsletter', 'resources', 'partners')
ORDER BY u."id", t."purpose";
CREATE TABLE "timing_consents" (LIKE "consents" INCLUDING DEFAULTS INCLUDING INDEXES);
INSERT INTO "timing_consents" ("user_id", "company_id", "purpose", "granted", "event_id", "updated_at")
SELECT e."user_id", e."company_id", e."purpose", e."granted", e."id", e."occurred_at"
FROM "timing_events" e;

\echo 0008: one membership per member, from users
CREATE TABLE "timing_memberships" (LIKE "memberships" INCLUDING DEFAULTS INCLUDING INDEXES);
INSERT INTO "timing_memberships" ("user_id", "company_id", "joined_at", "source")
SELECT "id", "joined_thru", "created_at", 'registration' FROM "users"
WHERE "joined_thru" IS NOT NULL AND "erased_at" IS NULL
ON CONFLICT DO NOTHING;

\echo 0011: the creator indexes of resources and resource_edits
CREATE INDEX "timing_0011_edits_idx" ON "resource_edits" USING btree ("user_id");
CREATE INDEX "timing_0011_resources_idx" ON "resources" USING btree ("created_by");

\echo 0012: one search document per resource, its GIN index, the word variants
CREATE TABLE "timing_docs" (LIKE "resource_search_docs" INCLUDING DEFAULTS);
INSERT INTO "timing_docs" ("resource_id", "company_id", "created_at", "doc")
SELECT r."id", r."company_id", r."created_at",
       setweight(to_tsvector('simple', r."title"), 'A')
         || setweight(to_tsvector('simple', coalesce(t."names", '')), 'B')
         || setweight(to_tsvector('simple', c."name"), 'C')
FROM "resources" r
JOIN "companies" c ON c."id" = r."company_id"
LEFT JOIN LATERAL (
  SELECT string_agg(p."name", ' ' ORDER BY p."id") AS "names"
  FROM "resource_preferences" rp JOIN "preferences" p ON p."id" = rp."preference_id"
  WHERE rp."resource_id" = r."id"
) t ON true;
CREATE INDEX "timing_docs_doc_idx" ON "timing_docs" USING gin ("doc");
CREATE TABLE "timing_variants" (LIKE "search_word_variants" INCLUDING DEFAULTS INCLUDING INDEXES);
INSERT INTO "timing_variants" ("variant", "word")
SELECT DISTINCT w, w FROM "timing_docs" d, unnest(tsvector_to_array(d."doc")) w
WHERE length(w) NOT BETWEEN 4 AND 40
ON CONFLICT DO NOTHING;

\echo 0018: one posting per resource and word, then the word index
CREATE TABLE "timing_postings_0018" ("word" text, "created_at" timestamptz, "resource_id" integer, "company_id" integer, "points" smallint);
INSERT INTO "timing_postings_0018" ("word", "created_at", "resource_id", "company_id", "points")
SELECT w."lexeme", d."created_at", d."resource_id", d."company_id", "search_word_points"(w."weights")
FROM "resource_search_docs" d, unnest(d."doc") w;
CREATE INDEX "timing_0018_word_idx" ON "timing_postings_0018" USING btree
  ("word", "created_at" DESC NULLS LAST, "resource_id" DESC NULLS LAST) INCLUDE ("points", "company_id");

\echo 0019: the words numbered, the postings again with the word lists of the documents, the word index
CREATE TABLE "timing_words" ("id" serial PRIMARY KEY, "word" text UNIQUE);
INSERT INTO "timing_words" ("word")
SELECT DISTINCT w FROM "resource_search_docs" d, unnest(tsvector_to_array(d."doc")) w ORDER BY w;
CREATE TABLE "timing_postings_0019" (LIKE "resource_search_postings" INCLUDING DEFAULTS);
INSERT INTO "timing_postings_0019" ("word", "created_at", "resource_id", "company_id", "points", "doc_words")
SELECT w."lexeme", d."created_at", d."resource_id", d."company_id",
  "search_word_points"(w."weights"), d."doc_words"
FROM (SELECT r.*, "search_doc_words"(r."doc") AS "doc_words" FROM "resource_search_docs" r OFFSET 0) d,
  unnest(d."doc") w;
CREATE INDEX "timing_0019_word_idx" ON "timing_postings_0019" USING btree
  ("word", "created_at" DESC NULLS LAST, "resource_id" DESC NULLS LAST) INCLUDE ("points", "company_id", "doc_words");

\echo 0014, 0020, 0021: newsletter_deliveries (empty on a fresh data set; after the newsletter row, a million)
SELECT count(*) AS "newsletter_deliveries" FROM "newsletter_deliveries";
CREATE INDEX "timing_0014_message_idx" ON "newsletter_deliveries" USING btree ("message_id")
  WHERE "message_id" IS NOT NULL;
CREATE TABLE "timing_counts" AS
SELECT "newsletter_id", "status", count(*) AS "n", count("bounced_at") AS "bounced", count("complained_at") AS "complained"
FROM "newsletter_deliveries" GROUP BY 1, 2;
CREATE INDEX "timing_0021_open_idx" ON "newsletter_deliveries" USING btree ("newsletter_id", "run_at", "user_id")
  WHERE "status" IN ('queued', 'sending');

\echo 0028: the granted consents' index; each member's last open or click
CREATE INDEX "timing_0028_granted_idx" ON "consents" USING btree ("company_id", "purpose", "user_id")
  WHERE "granted";
CREATE TABLE "timing_activity" AS
SELECT a."user_id", max(a."at") AS "last_active_at" FROM (
  SELECT "user_id", max("opened_at") AS "at" FROM "resource_opens" GROUP BY 1
  UNION ALL SELECT "user_id", max("first_at") FROM "newsletter_clicks" GROUP BY 1
  UNION ALL SELECT "user_id", max("first_at") FROM "mailing_link_clicks" GROUP BY 1
) AS a GROUP BY 1;

\echo 0029: the membership facts, their keys and indexes; the topics' index of user_preferences again
CREATE TABLE "timing_facts" (LIKE "membership_facts" INCLUDING DEFAULTS);
INSERT INTO "timing_facts" ("user_id", "company_id", "joined_at", "imported", "resources", "partners",
  "suppressed", "country", "company_size", "industry", "job_function", "seniority", "job_title",
  "last_active_on")
SELECT m."user_id", m."company_id", m."joined_at", m."source" = 'import',
  coalesce(r."granted", false), coalesce(pa."granted", false),
  EXISTS (SELECT 1 FROM "suppressions" AS s WHERE s."email" = lower(u."email")),
  u."country", u."company_size", u."industry", u."job_function", u."seniority",
  left(u."job_title", 200), (a."last_active_at" AT TIME ZONE 'UTC')::date
FROM "memberships" AS m
JOIN "users" AS u ON u."id" = m."user_id" AND u."erased_at" IS NULL
LEFT JOIN "consents" AS r ON r."user_id" = m."user_id" AND r."company_id" = m."company_id"
  AND r."purpose" = 'resources'
LEFT JOIN "consents" AS pa ON pa."user_id" = m."user_id" AND pa."company_id" = m."company_id"
  AND pa."purpose" = 'partners'
LEFT JOIN "member_activity" AS a ON a."user_id" = m."user_id"
ORDER BY m."company_id", m."user_id";
ALTER TABLE "timing_facts" ADD PRIMARY KEY ("company_id", "user_id"),
  ADD FOREIGN KEY ("user_id") REFERENCES "users" ("id"),
  ADD FOREIGN KEY ("company_id") REFERENCES "companies" ("id");
CREATE INDEX "timing_0029_user_idx" ON "timing_facts" USING btree ("user_id");
CREATE INDEX "timing_0029_resources_idx" ON "timing_facts" USING btree ("company_id", "joined_at",
  "user_id", "imported", "country", "company_size", "industry", "job_function", "seniority",
  "last_active_on", "job_title") WHERE "resources" AND NOT "suppressed";
CREATE INDEX "timing_0029_partners_idx" ON "timing_facts" USING btree ("company_id", "joined_at",
  "user_id", "imported", "country", "company_size", "industry", "job_function", "seniority",
  "last_active_on", "job_title") WHERE "partners" AND NOT "suppressed";
CREATE INDEX "timing_0029_topic_idx" ON "user_preferences" USING btree ("preference_id", "user_id");

\echo 0032: the trigram index of search_words (every known word)
CREATE INDEX "timing_0032_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);

ROLLBACK;
