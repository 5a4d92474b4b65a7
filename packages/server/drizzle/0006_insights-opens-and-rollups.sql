-- Rewrites: none (the opens tables are new)
CREATE TABLE "consent_counts" (
	"company_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consent_counts_company_id_purpose_pk" PRIMARY KEY("company_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "open_windows" (
	"name" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"expired_through" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_open_members" (
	"resource_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "resource_open_members_resource_id_user_id_pk" PRIMARY KEY("resource_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "resource_open_totals" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"opens_30d" integer DEFAULT 0 NOT NULL,
	"members_30d" integer DEFAULT 0 NOT NULL,
	"opens_12w" integer DEFAULT 0 NOT NULL,
	"members_12w" integer DEFAULT 0 NOT NULL,
	"opens_12m" integer DEFAULT 0 NOT NULL,
	"members_12m" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_opens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_opens_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "signup_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "topic_open_days" (
	"preference_id" integer NOT NULL,
	"day" date NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topic_open_days_preference_id_day_pk" PRIMARY KEY("preference_id","day")
);
--> statement-breakpoint
CREATE TABLE "topic_open_totals" (
	"preference_id" integer PRIMARY KEY NOT NULL,
	"opens_30d" integer DEFAULT 0 NOT NULL,
	"opens_12w" integer DEFAULT 0 NOT NULL,
	"opens_12m" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_counts" ADD CONSTRAINT "consent_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_open_totals" ADD CONSTRAINT "resource_open_totals_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_open_totals" ADD CONSTRAINT "resource_open_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_days" ADD CONSTRAINT "signup_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_open_days" ADD CONSTRAINT "topic_open_days_preference_id_preferences_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."preferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_open_totals" ADD CONSTRAINT "topic_open_totals_preference_id_preferences_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."preferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_open_members_last_day_idx" ON "resource_open_members" USING btree ("last_day");--> statement-breakpoint
CREATE INDEX "resource_open_totals_company_30d_idx" ON "resource_open_totals" USING btree ("company_id","opens_30d" DESC NULLS LAST,"resource_id") WHERE "resource_open_totals"."opens_30d" > 0;--> statement-breakpoint
CREATE INDEX "resource_open_totals_company_12w_idx" ON "resource_open_totals" USING btree ("company_id","opens_12w" DESC NULLS LAST,"resource_id") WHERE "resource_open_totals"."opens_12w" > 0;--> statement-breakpoint
CREATE INDEX "resource_open_totals_company_12m_idx" ON "resource_open_totals" USING btree ("company_id","opens_12m" DESC NULLS LAST,"resource_id") WHERE "resource_open_totals"."opens_12m" > 0;--> statement-breakpoint
CREATE INDEX "resource_opens_opened_at_idx" ON "resource_opens" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "resource_opens_user_idx" ON "resource_opens" USING btree ("user_id");--> statement-breakpoint
-- Hand-added: the rollups the admin dashboard reads, kept by the database. Days are UTC days.
-- Windows: the last 30, 84 (12 weeks) and 365 (12 months) days, today included; every day up
-- to a window's expired_through is out of its counters. One advisory lock (727274002) makes
-- rolling up, expiring and rebuilding take turns.
INSERT INTO "open_windows" ("name", "days", "expired_through") VALUES
  ('30d', 30, (now() AT TIME ZONE 'UTC')::date - 30),
  ('12w', 84, (now() AT TIME ZONE 'UTC')::date - 84),
  ('12m', 365, (now() AT TIME ZONE 'UTC')::date - 365);--> statement-breakpoint
-- Moves up to `batch` pending opens (oldest first) into resource_opens and adds them to every
-- rollup, set-based: per resource its opens and new unique members (a member counts in a
-- window once, by their last open), per topic and day, per topic and window. Opens of a
-- resource or member deleted meanwhile are dropped. Returns how many pending opens it took;
-- 0 at once when another session is rolling up (the caller reads what is there).
CREATE FUNCTION "roll_up_opens"(batch int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  t30 date;
  t12w date;
  t12m date;
  taken int;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727274002) THEN
    RETURN 0;
  END IF;
  CREATE TEMP TABLE IF NOT EXISTS "open_batch" (
    "user_id" int, "resource_id" int, "company_id" int, "opened_at" timestamptz, "day" date
  ) ON COMMIT DELETE ROWS;
  DELETE FROM "open_batch";
  WITH moved AS (
    DELETE FROM "resource_opens_pending" WHERE "id" IN (
      SELECT "id" FROM "resource_opens_pending" ORDER BY "id" LIMIT batch)
    RETURNING "user_id", "resource_id", "company_id", "opened_at"
  )
  INSERT INTO "open_batch"
  SELECT "user_id", "resource_id", "company_id", "opened_at", ("opened_at" AT TIME ZONE 'UTC')::date
  FROM moved;
  GET DIAGNOSTICS taken = ROW_COUNT;
  IF taken = 0 THEN
    RETURN 0;
  END IF;
  DELETE FROM "open_batch" AS b WHERE
    NOT EXISTS (SELECT 1 FROM "resources" AS r WHERE r."id" = b."resource_id")
    OR NOT EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = b."user_id");
  SELECT max("expired_through") FILTER (WHERE "name" = '30d'),
         max("expired_through") FILTER (WHERE "name" = '12w'),
         max("expired_through") FILTER (WHERE "name" = '12m')
    INTO t30, t12w, t12m FROM "open_windows";

  INSERT INTO "resource_opens" ("user_id", "resource_id", "company_id", "opened_at")
  SELECT "user_id", "resource_id", "company_id", "opened_at" FROM "open_batch";

  -- Every statement of a WITH sees the members' last days as they were before its upsert.
  WITH pairs AS (
    SELECT "resource_id", "user_id", max("day") AS last FROM "open_batch" GROUP BY 1, 2
  ), previous AS (
    SELECT p."resource_id", p.last, m."last_day" AS prev
    FROM pairs AS p
    LEFT JOIN "resource_open_members" AS m
      ON m."resource_id" = p."resource_id" AND m."user_id" = p."user_id"
  ), kept AS (
    INSERT INTO "resource_open_members" AS m ("resource_id", "user_id", "last_day")
    SELECT "resource_id", "user_id", last FROM pairs ORDER BY 1, 2
    ON CONFLICT ("resource_id", "user_id")
    DO UPDATE SET "last_day" = greatest(m."last_day", excluded."last_day")
  ), new_members AS (
    SELECT "resource_id",
      count(*) FILTER (WHERE prev IS NULL) AS m,
      count(*) FILTER (WHERE greatest(prev, last) > t30 AND NOT coalesce(prev > t30, false)) AS m30,
      count(*) FILTER (WHERE greatest(prev, last) > t12w AND NOT coalesce(prev > t12w, false)) AS m12w,
      count(*) FILTER (WHERE greatest(prev, last) > t12m AND NOT coalesce(prev > t12m, false)) AS m12m
    FROM previous GROUP BY 1
  ), new_opens AS (
    SELECT "resource_id", count(*) AS o,
      count(*) FILTER (WHERE "day" > t30) AS o30,
      count(*) FILTER (WHERE "day" > t12w) AS o12w,
      count(*) FILTER (WHERE "day" > t12m) AS o12m
    FROM "open_batch" GROUP BY 1
  )
  INSERT INTO "resource_open_totals" AS t ("resource_id", "company_id", "opens", "members",
    "opens_30d", "members_30d", "opens_12w", "members_12w", "opens_12m", "members_12m")
  SELECT o."resource_id", r."company_id", o.o, n.m, o.o30, n.m30, o.o12w, n.m12w, o.o12m, n.m12m
  FROM new_opens AS o
  JOIN new_members AS n ON n."resource_id" = o."resource_id"
  JOIN "resources" AS r ON r."id" = o."resource_id"
  ORDER BY 1
  ON CONFLICT ("resource_id") DO UPDATE SET
    "opens" = t."opens" + excluded."opens", "members" = t."members" + excluded."members",
    "opens_30d" = t."opens_30d" + excluded."opens_30d",
    "members_30d" = t."members_30d" + excluded."members_30d",
    "opens_12w" = t."opens_12w" + excluded."opens_12w",
    "members_12w" = t."members_12w" + excluded."members_12w",
    "opens_12m" = t."opens_12m" + excluded."opens_12m",
    "members_12m" = t."members_12m" + excluded."members_12m";

  INSERT INTO "topic_open_days" AS t ("preference_id", "day", "opens")
  SELECT rp."preference_id", b."day", count(*)::int
  FROM "open_batch" AS b JOIN "resource_preferences" AS rp ON rp."resource_id" = b."resource_id"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("preference_id", "day") DO UPDATE SET "opens" = t."opens" + excluded."opens";
  INSERT INTO "topic_open_totals" AS t ("preference_id", "opens_30d", "opens_12w", "opens_12m")
  SELECT rp."preference_id",
    (count(*) FILTER (WHERE b."day" > t30))::int,
    (count(*) FILTER (WHERE b."day" > t12w))::int,
    (count(*) FILTER (WHERE b."day" > t12m))::int
  FROM "open_batch" AS b JOIN "resource_preferences" AS rp ON rp."resource_id" = b."resource_id"
  GROUP BY 1 ORDER BY 1
  ON CONFLICT ("preference_id") DO UPDATE SET
    "opens_30d" = t."opens_30d" + excluded."opens_30d",
    "opens_12w" = t."opens_12w" + excluded."opens_12w",
    "opens_12m" = t."opens_12m" + excluded."opens_12m";
  RETURN taken;
END $$;--> statement-breakpoint
-- Gives back the days that left each window: their opens (per resource and per topic), and the
-- members whose last open of a resource was on one of them. Does nothing until a day has
-- passed (the usual case); called before the counters are read. Idempotent.
CREATE FUNCTION "expire_open_windows"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'UTC')::date;
  w record;
  upto date;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "open_windows" WHERE "expired_through" < today - "days") THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(727274002);
  FOR w IN SELECT * FROM "open_windows" WHERE "expired_through" < today - "days"
    ORDER BY "name" FOR UPDATE
  LOOP
    upto := today - w."days";
    EXECUTE format(
      'UPDATE "resource_open_totals" AS t SET %1$I = t.%1$I - e.n FROM (
         SELECT "resource_id", count(*)::int AS n FROM "resource_opens"
         WHERE "opened_at" >= ($1 + 1)::timestamp AT TIME ZONE ''UTC''
           AND "opened_at" < ($2 + 1)::timestamp AT TIME ZONE ''UTC''
         GROUP BY "resource_id") e
       WHERE t."resource_id" = e."resource_id"', 'opens_' || w."name")
    USING w."expired_through", upto;
    EXECUTE format(
      'UPDATE "resource_open_totals" AS t SET %1$I = t.%1$I - e.n FROM (
         SELECT "resource_id", count(*)::int AS n FROM "resource_open_members"
         WHERE "last_day" > $1 AND "last_day" <= $2 GROUP BY "resource_id") e
       WHERE t."resource_id" = e."resource_id"', 'members_' || w."name")
    USING w."expired_through", upto;
    EXECUTE format(
      'UPDATE "topic_open_totals" AS t SET %1$I = t.%1$I - e.n FROM (
         SELECT "preference_id", sum("opens")::int AS n FROM "topic_open_days"
         WHERE "day" > $1 AND "day" <= $2 GROUP BY "preference_id") e
       WHERE t."preference_id" = e."preference_id"', 'opens_' || w."name")
    USING w."expired_through", upto;
    UPDATE "open_windows" SET "expired_through" = upto WHERE "name" = w."name";
  END LOOP;
END $$;--> statement-breakpoint
-- Recomputes every open rollup from resource_opens, pending opens rolled up first (the bulk
-- loader writes resource_opens directly, then calls this; a test checks it agrees with
-- roll_up_opens).
CREATE FUNCTION "rebuild_open_rollups"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'UTC')::date;
BEGIN
  PERFORM pg_advisory_xact_lock(727274002);
  LOOP
    EXIT WHEN roll_up_opens(100000) = 0;
  END LOOP;
  DELETE FROM "resource_open_members";
  DELETE FROM "resource_open_totals";
  DELETE FROM "topic_open_days";
  DELETE FROM "topic_open_totals";
  UPDATE "open_windows" SET "expired_through" = today - "days";
  INSERT INTO "resource_open_members" ("resource_id", "user_id", "last_day")
  SELECT "resource_id", "user_id", max(("opened_at" AT TIME ZONE 'UTC')::date)
  FROM "resource_opens" GROUP BY "resource_id", "user_id";
  INSERT INTO "resource_open_totals" ("resource_id", "company_id", "opens", "members",
    "opens_30d", "members_30d", "opens_12w", "members_12w", "opens_12m", "members_12m")
  SELECT o."resource_id", r."company_id", o.opens, m.members, o.o30, m.m30, o.o12w, m.m12w,
    o.o12m, m.m12m
  FROM (
    SELECT "resource_id", count(*)::int AS opens,
      (count(*) FILTER (WHERE day > today - 30))::int AS o30,
      (count(*) FILTER (WHERE day > today - 84))::int AS o12w,
      (count(*) FILTER (WHERE day > today - 365))::int AS o12m
    FROM (SELECT "resource_id", ("opened_at" AT TIME ZONE 'UTC')::date AS day
          FROM "resource_opens") x
    GROUP BY "resource_id") o
  JOIN (
    SELECT "resource_id", count(*)::int AS members,
      (count(*) FILTER (WHERE "last_day" > today - 30))::int AS m30,
      (count(*) FILTER (WHERE "last_day" > today - 84))::int AS m12w,
      (count(*) FILTER (WHERE "last_day" > today - 365))::int AS m12m
    FROM "resource_open_members" GROUP BY "resource_id") m USING ("resource_id")
  JOIN "resources" AS r ON r."id" = o."resource_id";
  INSERT INTO "topic_open_days" ("preference_id", "day", "opens")
  SELECT rp."preference_id", (o."opened_at" AT TIME ZONE 'UTC')::date, count(*)::int
  FROM "resource_opens" AS o
  JOIN "resource_preferences" AS rp ON rp."resource_id" = o."resource_id"
  GROUP BY 1, 2;
  INSERT INTO "topic_open_totals" ("preference_id", "opens_30d", "opens_12w", "opens_12m")
  SELECT "preference_id",
    coalesce(sum("opens") FILTER (WHERE "day" > today - 30), 0)::int,
    coalesce(sum("opens") FILTER (WHERE "day" > today - 84), 0)::int,
    coalesce(sum("opens") FILTER (WHERE "day" > today - 365), 0)::int
  FROM "topic_open_days" GROUP BY 1;
END $$;--> statement-breakpoint
-- A resource moved to another brand takes its counters with it.
CREATE FUNCTION "resources_move_open_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "resource_open_totals" SET "company_id" = NEW."company_id"
  WHERE "resource_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "resources_move_open_totals"
AFTER UPDATE OF "company_id" ON "resources"
FOR EACH ROW WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id")
EXECUTE FUNCTION "resources_move_open_totals"();--> statement-breakpoint
-- New members per brand and day, once per inserting statement (the bulk loader's too).
CREATE FUNCTION "users_count_signups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "signup_days" AS s ("company_id", "day", "members")
  SELECT "joined_thru", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int FROM new_rows
  WHERE "joined_thru" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("company_id", "day") DO UPDATE SET "members" = s."members" + excluded."members";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_count_signups" AFTER INSERT ON "users"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "users_count_signups"();--> statement-breakpoint
-- Current consents per brand and purpose, granted and all, once per writing statement.
CREATE FUNCTION "consents_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "consent_counts" AS c ("company_id", "purpose", "granted", "total")
    SELECT "company_id", "purpose", count(*) FILTER (WHERE "granted"), count(*) FROM new_rows
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("company_id", "purpose") DO UPDATE
    SET "granted" = c."granted" + excluded."granted", "total" = c."total" + excluded."total";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "consent_counts" AS c ("company_id", "purpose", "granted", "total")
    SELECT "company_id", "purpose", -count(*) FILTER (WHERE "granted"), -count(*) FROM old_rows
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("company_id", "purpose") DO UPDATE
    SET "granted" = c."granted" + excluded."granted", "total" = c."total" + excluded."total";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "consent_counts" AS c ("company_id", "purpose", "granted", "total")
    SELECT "company_id", "purpose", sum(g)::int, sum(n)::int FROM (
      SELECT "company_id", "purpose", "granted"::int AS g, 1 AS n FROM new_rows
      UNION ALL SELECT "company_id", "purpose", -"granted"::int, -1 FROM old_rows
    ) moved GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("company_id", "purpose") DO UPDATE
    SET "granted" = c."granted" + excluded."granted", "total" = c."total" + excluded."total";
  ELSE -- TRUNCATE
    DELETE FROM "consent_counts";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "consents_count_inserts" AFTER INSERT ON "consents"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "consents_count_changes"();--> statement-breakpoint
CREATE TRIGGER "consents_count_deletes" AFTER DELETE ON "consents"
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "consents_count_changes"();--> statement-breakpoint
CREATE TRIGGER "consents_count_updates" AFTER UPDATE ON "consents"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "consents_count_changes"();--> statement-breakpoint
CREATE TRIGGER "consents_count_truncates" AFTER TRUNCATE ON "consents"
FOR EACH STATEMENT EXECUTE FUNCTION "consents_count_changes"();--> statement-breakpoint
-- What exists already.
INSERT INTO "signup_days" ("company_id", "day", "members")
SELECT "joined_thru", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int FROM "users"
WHERE "joined_thru" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "consent_counts" ("company_id", "purpose", "granted", "total")
SELECT "company_id", "purpose", count(*) FILTER (WHERE "granted"), count(*) FROM "consents"
GROUP BY 1, 2;
