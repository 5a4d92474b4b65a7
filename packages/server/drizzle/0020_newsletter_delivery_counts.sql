-- Rewrites: newsletter_delivery_counts: from one scan of newsletter_deliveries (timed on the 1M data set: docs/benchmarks.md#migrations)
CREATE TABLE "newsletter_delivery_counts" (
	"newsletter_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"bounced" bigint DEFAULT 0 NOT NULL,
	"complained" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_delivery_counts_newsletter_id_status_pk" PRIMARY KEY("newsletter_id","status")
);
--> statement-breakpoint
DROP INDEX "newsletter_deliveries_status_idx";--> statement-breakpoint
ALTER TABLE "newsletter_delivery_counts" ADD CONSTRAINT "newsletter_delivery_counts_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement on the deliveries moves its rows' counts: the rows it removed (old) are taken
-- from their status, the rows it wrote (new) added to theirs. Counter rows are written in one
-- order (edition, status), so statements running side by side never wait on each other in a
-- cycle, and a statement that changed no status (a lease, a retry time) touches none.
CREATE FUNCTION "newsletter_delivery_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "newsletter_delivery_counts" AS c ("newsletter_id", "status", "n", "bounced", "complained")
    SELECT "newsletter_id", "status", count(*), count("bounced_at"), count("complained_at")
    FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("newsletter_id", "status") DO UPDATE SET "n" = c."n" + excluded."n",
      "bounced" = c."bounced" + excluded."bounced", "complained" = c."complained" + excluded."complained";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "newsletter_delivery_counts" AS c ("newsletter_id", "status", "n", "bounced", "complained")
    SELECT "newsletter_id", "status", sum("n"), sum("bounced"), sum("complained")
    FROM (
      SELECT "newsletter_id", "status", -1 AS "n", -("bounced_at" IS NOT NULL)::int AS "bounced",
        -("complained_at" IS NOT NULL)::int AS "complained" FROM "old_rows"
      UNION ALL
      SELECT "newsletter_id", "status", 1, ("bounced_at" IS NOT NULL)::int,
        ("complained_at" IS NOT NULL)::int FROM "new_rows"
    ) moved
    GROUP BY 1, 2
    HAVING sum("n") <> 0 OR sum("bounced") <> 0 OR sum("complained") <> 0
    ORDER BY 1, 2
    ON CONFLICT ("newsletter_id", "status") DO UPDATE SET "n" = c."n" + excluded."n",
      "bounced" = c."bounced" + excluded."bounced", "complained" = c."complained" + excluded."complained";
  ELSE
    -- Deleted with their edition, the counter rows may be gone already: only those left change.
    UPDATE "newsletter_delivery_counts" c SET "n" = c."n" - o."n",
      "bounced" = c."bounced" - o."bounced", "complained" = c."complained" - o."complained"
    FROM (
      SELECT "newsletter_id", "status", count(*) AS "n", count("bounced_at") AS "bounced",
        count("complained_at") AS "complained"
      FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ) o
    WHERE c."newsletter_id" = o."newsletter_id" AND c."status" = o."status";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "newsletter_delivery_counts_insert" AFTER INSERT ON "newsletter_deliveries"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "newsletter_delivery_counts_move"();--> statement-breakpoint
CREATE TRIGGER "newsletter_delivery_counts_update" AFTER UPDATE ON "newsletter_deliveries"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "newsletter_delivery_counts_move"();--> statement-breakpoint
CREATE TRIGGER "newsletter_delivery_counts_delete" AFTER DELETE ON "newsletter_deliveries"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "newsletter_delivery_counts_move"();--> statement-breakpoint
INSERT INTO "newsletter_delivery_counts" ("newsletter_id", "status", "n", "bounced", "complained")
SELECT "newsletter_id", "status", count(*), count("bounced_at"), count("complained_at")
FROM "newsletter_deliveries" GROUP BY 1, 2;
