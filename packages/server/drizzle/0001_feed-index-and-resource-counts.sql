-- Rewrites: resource_preferences: every row's created_at set from its resource, then its feed index built (timed on the 1M data set: docs/benchmarks.md#migrations)
CREATE TABLE "company_resource_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"resources" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_changes" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_changes_single_row" CHECK ("resource_changes"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "resource_preferences_preference_idx";--> statement-breakpoint
ALTER TABLE "resource_preferences" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-added: the copy of each link's resource created_at, before its index is built.
UPDATE "resource_preferences" AS rp SET "created_at" = r."created_at"
FROM "resources" AS r WHERE r."id" = rp."resource_id";--> statement-breakpoint
ALTER TABLE "company_resource_counts" ADD CONSTRAINT "company_resource_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_preferences_feed_idx" ON "resource_preferences" USING btree ("preference_id","created_at" DESC NULLS LAST,"resource_id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-added below: the triggers that keep the copied created_at and the counters exact
-- whoever writes (the API, tests, the bulk loader), and the counters' starting values.
CREATE FUNCTION "resource_preferences_copy_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An unknown resource keeps the given value: the foreign key rejects the row right after.
  NEW."created_at" := coalesce(
    (SELECT r."created_at" FROM "resources" AS r WHERE r."id" = NEW."resource_id"),
    NEW."created_at");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "resource_preferences_copy_created_at"
BEFORE INSERT OR UPDATE OF "resource_id", "created_at" ON "resource_preferences"
FOR EACH ROW EXECUTE FUNCTION "resource_preferences_copy_created_at"();--> statement-breakpoint
CREATE FUNCTION "resources_follow_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "resource_preferences" SET "created_at" = NEW."created_at"
  WHERE "resource_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "resources_follow_created_at"
AFTER UPDATE OF "created_at" ON "resources"
FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "resources_follow_created_at"();--> statement-breakpoint
-- Once per writing statement, whatever its number of rows. The version row is locked first
-- (every writer of resources takes it, until its commit), then the per-company differences
-- are applied in company order: two writers never wait on each other in opposite orders.
CREATE FUNCTION "resources_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "resource_changes" SET "version" = "version" + 1 WHERE "id" = 1;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "company_resource_counts" AS c ("company_id", "resources")
    SELECT "company_id", count(*) FROM new_rows GROUP BY "company_id" ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET "resources" = c."resources" + excluded."resources";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "company_resource_counts" AS c ("company_id", "resources")
    SELECT "company_id", -count(*) FROM old_rows GROUP BY "company_id" ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET "resources" = c."resources" + excluded."resources";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "company_resource_counts" AS c ("company_id", "resources")
    SELECT "company_id", sum(d) FROM (
      SELECT "company_id", 1 AS d FROM new_rows
      UNION ALL SELECT "company_id", -1 AS d FROM old_rows
    ) moved GROUP BY "company_id" HAVING sum(d) <> 0 ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET "resources" = c."resources" + excluded."resources";
  ELSE -- TRUNCATE
    UPDATE "company_resource_counts" SET "resources" = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "resources_count_inserts" AFTER INSERT ON "resources"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "resources_count_changes"();--> statement-breakpoint
CREATE TRIGGER "resources_count_deletes" AFTER DELETE ON "resources"
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "resources_count_changes"();--> statement-breakpoint
CREATE TRIGGER "resources_count_updates" AFTER UPDATE ON "resources"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "resources_count_changes"();--> statement-breakpoint
CREATE TRIGGER "resources_count_truncates" AFTER TRUNCATE ON "resources"
FOR EACH STATEMENT EXECUTE FUNCTION "resources_count_changes"();--> statement-breakpoint
-- Hand-added: a finer sample of titles, so the planner estimates how many titles contain a
-- searched word (LIKE '%word%') closely enough to choose between walking the date index until
-- the page is full (a common word) and the trigram index (a rare one). The default sample
-- put a word in 1% of a million titles at 0.01%, and the page read and sorted all 10,000.
ALTER TABLE "resources" ALTER COLUMN "title" SET STATISTICS 300;--> statement-breakpoint
INSERT INTO "company_resource_counts" ("company_id", "resources")
SELECT "company_id", count(*) FROM "resources" GROUP BY "company_id";--> statement-breakpoint
INSERT INTO "resource_changes" ("id", "version") VALUES (1, 0);
