-- Rewrites: resources and resource_edits: an index on their creator each (timed on the 1M data set: docs/benchmarks.md#migrations)
CREATE INDEX "resource_edits_user_idx" ON "resource_edits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resources_created_by_idx" ON "resources" USING btree ("created_by");--> statement-breakpoint
-- Change notifications scoped to what a write can change (src/db/change-feed.ts). Migration 0002
-- announced any change of a resource, its topics, its edits or a topic as 'resources', which
-- made every process forget every cached feed and archive page of every brand. Now:
--   'feed:<company>:<topics>'  resources of that company tagged with any of these topic ids
--                              (comma-separated; empty: resources whatever their topics, for the
--                              company's untagged feed) were added, changed or removed: only
--                              that company's pages without topics or sharing one of them, and
--                              the archive pages that list that company, may be stale.
--   'feed:<company>:*'         a topic of that company was added, renamed or removed: any page
--                              of that company may be stale.
--   'resources'                still sent when a person whose name shows on resources is
--                              renamed, and on TRUNCATE: every page may be stale.
-- Statement triggers read the changed rows from transition tables (one event per trigger, as
-- PostgreSQL requires), so a bulk statement still sends one notification per company.
CREATE FUNCTION "notify_feed"("company_id" integer, "topic_ids" integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "topics" text := coalesce(array_to_string("topic_ids", ','), '');
BEGIN
  IF "company_id" IS NULL THEN
    PERFORM pg_notify('sp_changes', 'resources');
  ELSIF length("topics") > 7000 THEN
    -- A payload must stay under 8,000 bytes: so many topics read as all of them.
    PERFORM pg_notify('sp_changes', 'feed:' || "company_id" || ':*');
  ELSE
    PERFORM pg_notify('sp_changes', 'feed:' || "company_id" || ':' || "topics");
  END IF;
END $$;--> statement-breakpoint
-- Each trigger below sees its changed rows as "changed_rows" (the new rows of an insert or an
-- update, the old rows of a delete) and an update's old rows as "changed_old" as well.
--
-- Resources added or removed: only the company's untagged feed and the archive (their links,
-- written after an insert and removed with a delete, announce their topics). Changed: the
-- pages that show them, through their topics.
CREATE FUNCTION "resources_notify_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "notify_feed"(g."company_id", g."topics")
      FROM (SELECT r."company_id",
                   array_agg(DISTINCT rp."preference_id") FILTER (WHERE rp."preference_id" IS NOT NULL) AS "topics"
            FROM (SELECT "id", "company_id" FROM "changed_old"
                  UNION SELECT "id", "company_id" FROM "changed_rows") AS r
            LEFT JOIN "resource_preferences" rp ON rp."resource_id" = r."id"
            GROUP BY r."company_id") AS g;
  ELSE
    PERFORM "notify_feed"(c."company_id", '{}')
      FROM (SELECT DISTINCT "company_id" FROM "changed_rows") AS c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A resource's topics: the company is the topic's (a resource has its own company's topics
-- only). A link whose topic is gone (removed in the same statement) reads as an unknown
-- company, so every page; removing a topic announces its company as a whole anyway.
CREATE FUNCTION "resource_preferences_notify_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "notify_feed"(p."company_id", array_agg(DISTINCT c."preference_id"))
      FROM (SELECT "preference_id" FROM "changed_old"
            UNION SELECT "preference_id" FROM "changed_rows") AS c
      LEFT JOIN "preferences" p ON p."id" = c."preference_id"
      GROUP BY p."company_id";
  ELSE
    PERFORM "notify_feed"(p."company_id", array_agg(DISTINCT c."preference_id"))
      FROM "changed_rows" AS c LEFT JOIN "preferences" p ON p."id" = c."preference_id"
      GROUP BY p."company_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An edit shows in its resource's history: the pages that show that resource (a removed
-- resource announces itself).
CREATE FUNCTION "resource_edits_notify_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_feed"(g."company_id", g."topics")
    FROM (SELECT r."company_id",
                 array_agg(DISTINCT rp."preference_id") FILTER (WHERE rp."preference_id" IS NOT NULL) AS "topics"
          FROM "resources" r
          LEFT JOIN "resource_preferences" rp ON rp."resource_id" = r."id"
          WHERE r."id" IN (SELECT "resource_id" FROM "changed_rows")
          GROUP BY r."company_id") AS g;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A topic added, renamed or removed: every page of its company (its name shows on resources
-- that other topics' pages show too).
CREATE FUNCTION "preferences_notify_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('sp_changes', 'feed:' || c."company_id" || ':*')
      FROM (SELECT "company_id" FROM "changed_old" UNION SELECT "company_id" FROM "changed_rows") AS c;
  ELSE
    PERFORM pg_notify('sp_changes', 'feed:' || c."company_id" || ':*')
      FROM (SELECT DISTINCT "company_id" FROM "changed_rows") AS c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "resources_notify" ON "resources";--> statement-breakpoint
DROP TRIGGER "resource_preferences_notify" ON "resource_preferences";--> statement-breakpoint
DROP TRIGGER "resource_edits_notify" ON "resource_edits";--> statement-breakpoint
DROP TRIGGER "preferences_notify" ON "preferences";--> statement-breakpoint
CREATE TRIGGER "resources_notify_insert" AFTER INSERT ON "resources"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resources_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "resources_notify_update" AFTER UPDATE ON "resources"
REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resources_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "resources_notify_delete" AFTER DELETE ON "resources"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resources_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "resources_notify_truncate" AFTER TRUNCATE ON "resources"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('resources');--> statement-breakpoint
CREATE TRIGGER "resource_preferences_notify_insert" AFTER INSERT ON "resource_preferences"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_preferences_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "resource_preferences_notify_update" AFTER UPDATE ON "resource_preferences"
REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_preferences_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "resource_preferences_notify_delete" AFTER DELETE ON "resource_preferences"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_preferences_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "resource_preferences_notify_truncate" AFTER TRUNCATE ON "resource_preferences"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('resources');--> statement-breakpoint
CREATE TRIGGER "resource_edits_notify_insert" AFTER INSERT ON "resource_edits"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_edits_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "resource_edits_notify_update" AFTER UPDATE ON "resource_edits"
REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_edits_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "resource_edits_notify_delete" AFTER DELETE ON "resource_edits"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "resource_edits_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "resource_edits_notify_truncate" AFTER TRUNCATE ON "resource_edits"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('resources');--> statement-breakpoint
CREATE TRIGGER "preferences_notify_insert" AFTER INSERT ON "preferences"
REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "preferences_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "preferences_notify_update" AFTER UPDATE ON "preferences"
REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "preferences_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "preferences_notify_delete" AFTER DELETE ON "preferences"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "preferences_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "preferences_notify_truncate" AFTER TRUNCATE ON "preferences"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('resources');--> statement-breakpoint
-- A renamed person: every page only if their name shows on a resource (as its creator or in
-- its history); members edit their names far more often than staff, and never show on one.
-- A removed person needs nothing here: the resources and edits naming them are updated by
-- their foreign keys (set null), which announce those pages.
CREATE OR REPLACE FUNCTION "users_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sp_changes', 'user:' || OLD."id");
  IF TG_OP = 'UPDATE'
     AND (OLD."firstname" IS DISTINCT FROM NEW."firstname"
          OR OLD."lastname" IS DISTINCT FROM NEW."lastname")
     AND (EXISTS (SELECT 1 FROM "resources" WHERE "created_by" = OLD."id")
          OR EXISTS (SELECT 1 FROM "resource_edits" WHERE "user_id" = OLD."id")) THEN
    PERFORM pg_notify('sp_changes', 'resources');
  END IF;
  RETURN NULL;
END $$;
