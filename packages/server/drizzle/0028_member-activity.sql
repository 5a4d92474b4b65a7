-- Rewrites: consents: a new partial index of the granted ones (company_id, purpose, user_id) built over every row; member_activity, a new table, filled from the opens and clicks recorded (docs/benchmarks.md#migrations)
CREATE TABLE "member_activity" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_activity_last_idx" ON "member_activity" USING btree ("last_active_at","user_id");--> statement-breakpoint
CREATE INDEX "consents_granted_members_idx" ON "consents" USING btree ("company_id","purpose","user_id") WHERE "consents"."granted";--> statement-breakpoint
-- Each member's last open or click so far (clicks of members deleted since are left out: the
-- click tables keep no reference to users).
INSERT INTO "member_activity" ("user_id", "last_active_at")
SELECT a."user_id", max(a."at") FROM (
  SELECT "user_id", max("opened_at") AS "at" FROM "resource_opens" GROUP BY 1
  UNION ALL SELECT "user_id", max("first_at") FROM "newsletter_clicks" GROUP BY 1
  UNION ALL SELECT "user_id", max("first_at") FROM "mailing_link_clicks" GROUP BY 1
) AS a
WHERE EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = a."user_id")
GROUP BY 1 ORDER BY 1;--> statement-breakpoint
-- Opens reach resource_opens in batches (roll_up_opens): one upsert a batch, each member's
-- latest open of it, in user order (two roll-ups never overlap, see its advisory lock).
CREATE FUNCTION "member_activity_from_opens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_activity" AS a ("user_id", "last_active_at")
  SELECT n."user_id", max(n."opened_at") FROM "new_opens" AS n
  WHERE EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = n."user_id")
  GROUP BY 1 ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE SET "last_active_at" = excluded."last_active_at"
  WHERE a."last_active_at" < excluded."last_active_at";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "resource_opens_member_activity" AFTER INSERT ON "resource_opens"
REFERENCING NEW TABLE AS "new_opens"
FOR EACH STATEMENT EXECUTE FUNCTION "member_activity_from_opens"();--> statement-breakpoint
-- A click: its first time when it is recorded, now when it is clicked again (the row's count).
CREATE FUNCTION "member_activity_from_click"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz := CASE WHEN TG_OP = 'INSERT' THEN NEW."first_at" ELSE now() END;
BEGIN
  INSERT INTO "member_activity" AS a ("user_id", "last_active_at")
  SELECT NEW."user_id", at WHERE EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = NEW."user_id")
  ON CONFLICT ("user_id") DO UPDATE SET "last_active_at" = excluded."last_active_at"
  WHERE a."last_active_at" < excluded."last_active_at";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "newsletter_clicks_member_activity" AFTER INSERT OR UPDATE OF "clicks" ON "newsletter_clicks"
FOR EACH ROW EXECUTE FUNCTION "member_activity_from_click"();--> statement-breakpoint
CREATE TRIGGER "mailing_link_clicks_member_activity" AFTER INSERT OR UPDATE OF "clicks" ON "mailing_link_clicks"
FOR EACH ROW EXECUTE FUNCTION "member_activity_from_click"();
