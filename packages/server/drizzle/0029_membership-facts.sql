-- Rewrites: membership_facts, a new table, filled with a row per membership of a member not erased (from memberships, users, consents, suppressions, member_activity), then indexed; user_preferences, its index by topic built again with the member id beside it (docs/benchmarks.md#migrations)
CREATE TABLE "membership_facts" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"imported" boolean NOT NULL,
	"resources" boolean NOT NULL,
	"partners" boolean NOT NULL,
	"suppressed" boolean NOT NULL,
	"country" text,
	"company_size" text,
	"industry" text,
	"job_function" text,
	"seniority" text,
	"job_title" text NOT NULL,
	"last_active_on" date,
	CONSTRAINT "membership_facts_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
-- Filled in brand order, before its indexes and keys: one brand's rows lie together.
INSERT INTO "membership_facts" ("user_id", "company_id", "joined_at", "imported", "resources", "partners", "suppressed",
  "country", "company_size", "industry", "job_function", "seniority", "job_title", "last_active_on")
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
--> statement-breakpoint
ALTER TABLE "membership_facts" ADD CONSTRAINT "membership_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "membership_facts" ADD CONSTRAINT "membership_facts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "membership_facts_user_idx" ON "membership_facts" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "membership_facts_resources_idx" ON "membership_facts" USING btree ("company_id","joined_at","user_id","imported","country","company_size","industry","job_function","seniority","last_active_on","job_title") WHERE "membership_facts"."resources" and not "membership_facts"."suppressed";
--> statement-breakpoint
CREATE INDEX "membership_facts_partners_idx" ON "membership_facts" USING btree ("company_id","joined_at","user_id","imported","country","company_size","industry","job_function","seniority","last_active_on","job_title") WHERE "membership_facts"."partners" and not "membership_facts"."suppressed";
--> statement-breakpoint
DROP INDEX "user_preferences_preference_idx";
--> statement-breakpoint
CREATE INDEX "user_preferences_preference_idx" ON "user_preferences" USING btree ("preference_id","user_id");
--> statement-breakpoint
-- Rebuilds the rows of these memberships (user_ids[i], company_ids[i]) from what they read:
-- gone when the membership is gone or the member erased.
-- (PL/pgSQL: each call is planned with its arrays' lengths, a membership or a million alike.)
CREATE FUNCTION "membership_facts_refresh"("user_ids" integer[], "company_ids" integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "membership_facts" AS f
  USING unnest("user_ids", "company_ids") AS p("user_id", "company_id")
  WHERE f."user_id" = p."user_id" AND f."company_id" = p."company_id";
  INSERT INTO "membership_facts" ("user_id", "company_id", "joined_at", "imported", "resources", "partners", "suppressed",
    "country", "company_size", "industry", "job_function", "seniority", "job_title", "last_active_on")
  SELECT m."user_id", m."company_id", m."joined_at", m."source" = 'import',
    coalesce(r."granted", false), coalesce(pa."granted", false),
    EXISTS (SELECT 1 FROM "suppressions" AS s WHERE s."email" = lower(u."email")),
    u."country", u."company_size", u."industry", u."job_function", u."seniority",
    left(u."job_title", 200), (a."last_active_at" AT TIME ZONE 'UTC')::date
  FROM (SELECT DISTINCT * FROM unnest("user_ids", "company_ids") AS p("user_id", "company_id")) AS p
  JOIN "memberships" AS m ON m."user_id" = p."user_id" AND m."company_id" = p."company_id"
  JOIN "users" AS u ON u."id" = m."user_id" AND u."erased_at" IS NULL
  LEFT JOIN "consents" AS r ON r."user_id" = m."user_id" AND r."company_id" = m."company_id"
    AND r."purpose" = 'resources'
  LEFT JOIN "consents" AS pa ON pa."user_id" = m."user_id" AND pa."company_id" = m."company_id"
    AND pa."purpose" = 'partners'
  LEFT JOIN "member_activity" AS a ON a."user_id" = m."user_id";
END $$;
--> statement-breakpoint
-- A membership added, changed or gone: its row.
CREATE FUNCTION "membership_facts_of_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "membership_facts_refresh"(array_agg(c."user_id"), array_agg(c."company_id"))
  FROM "changed" AS c;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "memberships_facts_insert" AFTER INSERT ON "memberships"
REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_memberships"();
--> statement-breakpoint
CREATE TRIGGER "memberships_facts_update" AFTER UPDATE ON "memberships"
REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_memberships"();
--> statement-breakpoint
CREATE TRIGGER "memberships_facts_delete" AFTER DELETE ON "memberships"
REFERENCING OLD TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_memberships"();
--> statement-breakpoint
-- A consent for a mailing's purpose given, changed or gone: the row of its membership.
CREATE FUNCTION "membership_facts_of_consents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "membership_facts_refresh"(array_agg(c."user_id"), array_agg(c."company_id"))
  FROM "changed" AS c WHERE c."purpose" IN ('resources', 'partners');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "consents_facts_insert" AFTER INSERT ON "consents"
REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_consents"();
--> statement-breakpoint
CREATE TRIGGER "consents_facts_update" AFTER UPDATE ON "consents"
REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_consents"();
--> statement-breakpoint
CREATE TRIGGER "consents_facts_delete" AFTER DELETE ON "consents"
REFERENCING OLD TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_consents"();
--> statement-breakpoint
-- An address suppressed or let go again: the rows of its member's memberships.
CREATE FUNCTION "membership_facts_of_suppressions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "membership_facts_refresh"(array_agg(m."user_id"), array_agg(m."company_id"))
  FROM "changed" AS c
  JOIN "users" AS u ON lower(u."email") = c."email"
  JOIN "memberships" AS m ON m."user_id" = u."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "suppressions_facts_insert" AFTER INSERT ON "suppressions"
REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_suppressions"();
--> statement-breakpoint
CREATE TRIGGER "suppressions_facts_update" AFTER UPDATE ON "suppressions"
REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_suppressions"();
--> statement-breakpoint
CREATE TRIGGER "suppressions_facts_delete" AFTER DELETE ON "suppressions"
REFERENCING OLD TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_suppressions"();
--> statement-breakpoint
-- A member's address, firmographics, job title or erasure changed: the rows of their memberships
-- (row by row: a trigger naming its columns cannot see the statement's rows as a table).
CREATE FUNCTION "membership_facts_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "membership_facts_refresh"(array_agg(m."user_id"), array_agg(m."company_id"))
  FROM "memberships" AS m WHERE m."user_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_facts_update"
AFTER UPDATE OF "email", "erased_at", "country", "company_size", "industry", "job_function",
  "seniority", "job_title" ON "users"
FOR EACH ROW WHEN (
  OLD."email" IS DISTINCT FROM NEW."email" OR OLD."erased_at" IS DISTINCT FROM NEW."erased_at"
  OR OLD."country" IS DISTINCT FROM NEW."country"
  OR OLD."company_size" IS DISTINCT FROM NEW."company_size"
  OR OLD."industry" IS DISTINCT FROM NEW."industry"
  OR OLD."job_function" IS DISTINCT FROM NEW."job_function"
  OR OLD."seniority" IS DISTINCT FROM NEW."seniority"
  OR OLD."job_title" IS DISTINCT FROM NEW."job_title")
EXECUTE FUNCTION "membership_facts_of_user"();
--> statement-breakpoint
-- A member's last activity moved to another day: that day on their rows (at most once a day;
-- the same day again writes nothing).
CREATE FUNCTION "membership_facts_of_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "membership_facts" AS f
  SET "last_active_on" = (c."last_active_at" AT TIME ZONE 'UTC')::date
  FROM "changed" AS c
  WHERE f."user_id" = c."user_id"
    AND f."last_active_on" IS DISTINCT FROM (c."last_active_at" AT TIME ZONE 'UTC')::date;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_activity_facts_insert" AFTER INSERT ON "member_activity"
REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_activity"();
--> statement-breakpoint
CREATE TRIGGER "member_activity_facts_update" AFTER UPDATE ON "member_activity"
REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "membership_facts_of_activity"();
