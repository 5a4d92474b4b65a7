-- Rewrites: none
-- Hand-written: nothing reads the version row any more (archive search totals are a read
-- cache invalidated by change notifications), so its raise leaves the counting trigger and the
-- table goes. The per-company differences are still applied in company order, so two writers
-- never wait on each other in opposite orders; they no longer queue on one global row.
CREATE OR REPLACE FUNCTION "resources_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
DROP TABLE "resource_changes";
