-- The upgrade test's fixture (src/db/upgrade-from-0009.test.ts): a portal as the release whose
-- newest migration was 0009_memberships-change-notifications left it, made once through that
-- release's own API (its server on PostgreSQL: twelve members registering on the four brands
-- with their consents, eight setting their passwords "fixture-member-<n>-pw", profile consent
-- changes, one joining a second brand by the emailed link, an employee, six resources uploaded
-- and one edited by staff, members' opens, a lead export; the admin's password is
-- "fixture-admin-password"), then written by pg_dump --column-inserts --no-owner --no-acl
-- --no-comments (psql's \restrict lines taken out) so that PGlite and PostgreSQL both load it.
-- It is not edited by hand. When the fixture moves forward, a new one replaces it the same way.
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: drizzle; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA drizzle;


--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;


--
-- Name: consent_events_redact_only(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.consent_events_redact_only() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."ip" IS NULL AND NEW."user_agent" IS NULL
     AND (to_jsonb(NEW) - 'ip' - 'user_agent') = (to_jsonb(OLD) - 'ip' - 'user_agent')
     AND EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = OLD."user_id" AND u."erased_at" IS NOT NULL)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;


--
-- Name: consents_count_changes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.consents_count_changes() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
END $$;


--
-- Name: default_consent_texts(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.default_consent_texts() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO "consent_texts" ("company_id", "purpose", "version", "text") VALUES
    (NEW."id", 'newsletter', 1, format('Yes, I would like to receive the weekly %s newsletter.', NEW."name")),
    (NEW."id", 'resources', 1, format('Yes, I would like to receive resources, reports and event invitations from %s.', NEW."name")),
    (NEW."id", 'partners', 1, format('Yes, I would like to receive communications from %s and its affiliated partners.', NEW."name"));
  RETURN NULL;
END $$;


--
-- Name: expire_open_windows(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.expire_open_windows() RETURNS void
    LANGUAGE plpgsql
    AS $_$
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
END $_$;


--
-- Name: memberships_notify(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.memberships_notify() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF (SELECT count(DISTINCT "user_id") FROM "changed_memberships") > 1000 THEN
    PERFORM pg_notify('sp_changes', 'all');
  ELSE
    PERFORM pg_notify('sp_changes', 'user:' || c."user_id")
       FROM (SELECT DISTINCT "user_id" FROM "changed_memberships") AS c;
  END IF;
  RETURN NULL;
END $$;


--
-- Name: notify_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.notify_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM pg_notify('sp_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;


--
-- Name: rebuild_open_rollups(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.rebuild_open_rollups() RETURNS void
    LANGUAGE plpgsql
    AS $$
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
END $$;


--
-- Name: refuse_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.refuse_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;


--
-- Name: resource_preferences_copy_created_at(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.resource_preferences_copy_created_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  -- An unknown resource keeps the given value: the foreign key rejects the row right after.
  NEW."created_at" := coalesce(
    (SELECT r."created_at" FROM "resources" AS r WHERE r."id" = NEW."resource_id"),
    NEW."created_at");
  RETURN NEW;
END $$;


--
-- Name: resources_count_changes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.resources_count_changes() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
END $$;


--
-- Name: resources_follow_created_at(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.resources_follow_created_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  UPDATE "resource_preferences" SET "created_at" = NEW."created_at"
  WHERE "resource_id" = NEW."id";
  RETURN NULL;
END $$;


--
-- Name: resources_move_open_totals(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.resources_move_open_totals() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  UPDATE "resource_open_totals" SET "company_id" = NEW."company_id"
  WHERE "resource_id" = NEW."id";
  RETURN NULL;
END $$;


--
-- Name: revoked_tokens_notify(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.revoked_tokens_notify() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM pg_notify('sp_changes', 'user:' || NEW."user_id");
  RETURN NULL;
END $$;


--
-- Name: roll_up_opens(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roll_up_opens(batch integer) RETURNS integer
    LANGUAGE plpgsql
    AS $$
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
END $$;


--
-- Name: users_count_signups(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.users_count_signups() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO "signup_days" AS s ("company_id", "day", "members")
  SELECT "joined_thru", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int FROM new_rows
  WHERE "joined_thru" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("company_id", "day") DO UPDATE SET "members" = s."members" + excluded."members";
  RETURN NULL;
END $$;


--
-- Name: users_notify(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.users_notify() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM pg_notify('sp_changes', 'user:' || OLD."id");
  IF TG_OP = 'DELETE'
     OR OLD."firstname" IS DISTINCT FROM NEW."firstname"
     OR OLD."lastname" IS DISTINCT FROM NEW."lastname" THEN
    PERFORM pg_notify('sp_changes', 'resources');
  END IF;
  RETURN NULL;
END $$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: __drizzle_migrations; Type: TABLE; Schema: drizzle; Owner: -
--

CREATE TABLE drizzle.__drizzle_migrations (
    id integer NOT NULL,
    hash text NOT NULL,
    created_at bigint
);


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE; Schema: drizzle; Owner: -
--

CREATE SEQUENCE drizzle.__drizzle_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE OWNED BY; Schema: drizzle; Owner: -
--

ALTER SEQUENCE drizzle.__drizzle_migrations_id_seq OWNED BY drizzle.__drizzle_migrations.id;


--
-- Name: audit_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    actor_id integer,
    action text NOT NULL,
    target_type text NOT NULL,
    target_id text,
    summary text NOT NULL,
    ip text
);


--
-- Name: audit_log_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: audit_log_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.audit_log_id_seq OWNED BY public.audit_log.id;


--
-- Name: companies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.companies (
    id integer NOT NULL,
    name text NOT NULL,
    base_url text NOT NULL,
    logo_url text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    primary_color text DEFAULT '#1e3a8a'::text NOT NULL,
    accent_color text DEFAULT '#f59e0b'::text NOT NULL,
    tagline text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    intro_text text DEFAULT ''::text NOT NULL,
    footer_blurb text DEFAULT ''::text NOT NULL,
    social_network text DEFAULT 'LinkedIn'::text NOT NULL,
    social_url text DEFAULT ''::text NOT NULL,
    quick_links jsonb DEFAULT '[{"url": "/", "label": "Home"}, {"url": "/news", "label": "News"}, {"url": "/featured-articles", "label": "Featured Articles"}, {"url": "/quick-bytes", "label": "Quick Bytes"}, {"url": "/featured-interview", "label": "Featured Interview"}, {"url": "/contact-us", "label": "Contact Us"}]'::jsonb NOT NULL,
    join_label text DEFAULT 'Join'::text NOT NULL,
    join_busy_label text DEFAULT ''::text NOT NULL
);


--
-- Name: companies_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.companies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: companies_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.companies_id_seq OWNED BY public.companies.id;


--
-- Name: company_resource_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.company_resource_counts (
    company_id integer NOT NULL,
    resources integer DEFAULT 0 NOT NULL
);


--
-- Name: consent_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.consent_counts (
    company_id integer NOT NULL,
    purpose text NOT NULL,
    granted integer DEFAULT 0 NOT NULL,
    total integer DEFAULT 0 NOT NULL
);


--
-- Name: consent_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.consent_events (
    id bigint NOT NULL,
    user_id integer NOT NULL,
    company_id integer NOT NULL,
    purpose text NOT NULL,
    granted boolean NOT NULL,
    text_id integer NOT NULL,
    source text NOT NULL,
    occurred_at timestamp with time zone DEFAULT now() NOT NULL,
    ip text,
    user_agent text,
    actor_id integer,
    CONSTRAINT consent_events_purpose_check CHECK ((purpose = ANY (ARRAY['newsletter'::text, 'resources'::text, 'partners'::text]))),
    CONSTRAINT consent_events_source_check CHECK ((source = ANY (ARRAY['registration'::text, 'profile'::text, 'unsubscribe'::text, 'staff'::text, 'import'::text])))
);


--
-- Name: consent_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.consent_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: consent_events_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.consent_events_id_seq OWNED BY public.consent_events.id;


--
-- Name: consent_texts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.consent_texts (
    id integer NOT NULL,
    company_id integer NOT NULL,
    purpose text NOT NULL,
    version integer NOT NULL,
    text text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by integer,
    CONSTRAINT consent_texts_purpose_check CHECK ((purpose = ANY (ARRAY['newsletter'::text, 'resources'::text, 'partners'::text])))
);


--
-- Name: consent_texts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.consent_texts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: consent_texts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.consent_texts_id_seq OWNED BY public.consent_texts.id;


--
-- Name: consents; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.consents (
    user_id integer NOT NULL,
    company_id integer NOT NULL,
    purpose text NOT NULL,
    granted boolean NOT NULL,
    event_id bigint NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: jobs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.jobs (
    id bigint NOT NULL,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    run_at timestamp with time zone DEFAULT now() NOT NULL,
    locked_until timestamp with time zone,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    retries_since timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    CONSTRAINT jobs_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'done'::text, 'failed'::text])))
);


--
-- Name: jobs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: jobs_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.jobs_id_seq OWNED BY public.jobs.id;


--
-- Name: member_import_refusals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.member_import_refusals (
    import_id integer NOT NULL,
    line integer NOT NULL,
    reason text NOT NULL
);


--
-- Name: member_import_rows; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.member_import_rows (
    import_id integer NOT NULL,
    line integer NOT NULL,
    cells jsonb NOT NULL
);


--
-- Name: member_imports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.member_imports (
    id integer NOT NULL,
    created_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    file_name text DEFAULT ''::text NOT NULL,
    dry_run boolean NOT NULL,
    send_welcome boolean DEFAULT false NOT NULL,
    headers jsonb NOT NULL,
    mapping jsonb NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    total_rows integer DEFAULT 0 NOT NULL,
    processed_rows integer DEFAULT 0 NOT NULL,
    created_rows integer DEFAULT 0 NOT NULL,
    merged_rows integer DEFAULT 0 NOT NULL,
    refused_rows integer DEFAULT 0 NOT NULL,
    error text,
    finished_at timestamp with time zone,
    CONSTRAINT member_imports_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'done'::text, 'failed'::text])))
);


--
-- Name: member_imports_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.member_imports_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: member_imports_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.member_imports_id_seq OWNED BY public.member_imports.id;


--
-- Name: membership_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.membership_requests (
    id integer NOT NULL,
    user_id integer NOT NULL,
    company_id integer NOT NULL,
    token_hash text NOT NULL,
    preference_ids jsonb NOT NULL,
    consents jsonb NOT NULL,
    ip text,
    user_agent text,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: membership_requests_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.membership_requests_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: membership_requests_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.membership_requests_id_seq OWNED BY public.membership_requests.id;


--
-- Name: memberships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memberships (
    user_id integer NOT NULL,
    company_id integer NOT NULL,
    joined_at timestamp with time zone DEFAULT now() NOT NULL,
    source text NOT NULL,
    CONSTRAINT memberships_source_check CHECK ((source = ANY (ARRAY['registration'::text, 'import'::text, 'staff'::text])))
);


--
-- Name: open_windows; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.open_windows (
    name text NOT NULL,
    days integer NOT NULL,
    expired_through date NOT NULL
);


--
-- Name: password_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.password_tokens (
    id integer NOT NULL,
    user_id integer NOT NULL,
    token_hash text NOT NULL,
    purpose text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT password_tokens_purpose_check CHECK ((purpose = ANY (ARRAY['welcome'::text, 'reset'::text])))
);


--
-- Name: password_tokens_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.password_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: password_tokens_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.password_tokens_id_seq OWNED BY public.password_tokens.id;


--
-- Name: preferences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.preferences (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: preferences_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.preferences_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: preferences_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.preferences_id_seq OWNED BY public.preferences.id;


--
-- Name: resource_edits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.resource_edits (
    id integer NOT NULL,
    resource_id integer NOT NULL,
    user_id integer,
    at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: resource_edits_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.resource_edits_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: resource_edits_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.resource_edits_id_seq OWNED BY public.resource_edits.id;


--
-- Name: resource_open_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.resource_open_members (
    resource_id integer NOT NULL,
    user_id integer NOT NULL,
    last_day date NOT NULL
);


--
-- Name: resource_open_totals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.resource_open_totals (
    resource_id integer NOT NULL,
    company_id integer NOT NULL,
    opens integer DEFAULT 0 NOT NULL,
    members integer DEFAULT 0 NOT NULL,
    opens_30d integer DEFAULT 0 NOT NULL,
    members_30d integer DEFAULT 0 NOT NULL,
    opens_12w integer DEFAULT 0 NOT NULL,
    members_12w integer DEFAULT 0 NOT NULL,
    opens_12m integer DEFAULT 0 NOT NULL,
    members_12m integer DEFAULT 0 NOT NULL
);


--
-- Name: resource_opens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.resource_opens (
    id bigint NOT NULL,
    user_id integer NOT NULL,
    resource_id integer NOT NULL,
    company_id integer NOT NULL,
    opened_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: resource_opens_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.resource_opens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: resource_opens_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.resource_opens_id_seq OWNED BY public.resource_opens.id;


--
-- Name: resource_opens_pending; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.resource_opens_pending (
    id bigint NOT NULL,
    user_id integer NOT NULL,
    resource_id integer NOT NULL,
    company_id integer NOT NULL,
    opened_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: resource_opens_pending_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.resource_opens_pending_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: resource_opens_pending_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.resource_opens_pending_id_seq OWNED BY public.resource_opens_pending.id;


--
-- Name: resource_preferences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.resource_preferences (
    resource_id integer NOT NULL,
    preference_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: resources; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.resources (
    id integer NOT NULL,
    title text NOT NULL,
    image_bg text NOT NULL,
    resource_url text NOT NULL,
    company_id integer NOT NULL,
    created_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY public.resources ALTER COLUMN title SET STATISTICS 300;


--
-- Name: resources_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.resources_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: resources_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.resources_id_seq OWNED BY public.resources.id;


--
-- Name: revoked_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.revoked_tokens (
    jti text NOT NULL,
    user_id integer NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: signup_days; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.signup_days (
    company_id integer NOT NULL,
    day date NOT NULL,
    members integer DEFAULT 0 NOT NULL
);


--
-- Name: topic_open_days; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.topic_open_days (
    preference_id integer NOT NULL,
    day date NOT NULL,
    opens integer DEFAULT 0 NOT NULL
);


--
-- Name: topic_open_totals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.topic_open_totals (
    preference_id integer NOT NULL,
    opens_30d integer DEFAULT 0 NOT NULL,
    opens_12w integer DEFAULT 0 NOT NULL,
    opens_12m integer DEFAULT 0 NOT NULL
);


--
-- Name: user_preferences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_preferences (
    user_id integer NOT NULL,
    preference_id integer NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id integer NOT NULL,
    firstname text NOT NULL,
    lastname text NOT NULL,
    email text NOT NULL,
    mobile_number text NOT NULL,
    password_hash text,
    role text DEFAULT 'user'::text NOT NULL,
    job_title text DEFAULT ''::text NOT NULL,
    user_company text DEFAULT ''::text NOT NULL,
    joined_thru integer,
    newsletter_flag boolean DEFAULT false NOT NULL,
    resources_flag boolean DEFAULT false NOT NULL,
    partners_flag boolean DEFAULT false NOT NULL,
    token_version integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    erased_at timestamp with time zone,
    CONSTRAINT users_role_check CHECK ((role = ANY (ARRAY['user'::text, 'admin'::text, 'employee'::text])))
);


--
-- Name: users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;


--
-- Name: __drizzle_migrations id; Type: DEFAULT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations ALTER COLUMN id SET DEFAULT nextval('drizzle.__drizzle_migrations_id_seq'::regclass);


--
-- Name: audit_log id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log ALTER COLUMN id SET DEFAULT nextval('public.audit_log_id_seq'::regclass);


--
-- Name: companies id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies ALTER COLUMN id SET DEFAULT nextval('public.companies_id_seq'::regclass);


--
-- Name: consent_events id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_events ALTER COLUMN id SET DEFAULT nextval('public.consent_events_id_seq'::regclass);


--
-- Name: consent_texts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_texts ALTER COLUMN id SET DEFAULT nextval('public.consent_texts_id_seq'::regclass);


--
-- Name: jobs id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.jobs ALTER COLUMN id SET DEFAULT nextval('public.jobs_id_seq'::regclass);


--
-- Name: member_imports id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_imports ALTER COLUMN id SET DEFAULT nextval('public.member_imports_id_seq'::regclass);


--
-- Name: membership_requests id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_requests ALTER COLUMN id SET DEFAULT nextval('public.membership_requests_id_seq'::regclass);


--
-- Name: password_tokens id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_tokens ALTER COLUMN id SET DEFAULT nextval('public.password_tokens_id_seq'::regclass);


--
-- Name: preferences id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.preferences ALTER COLUMN id SET DEFAULT nextval('public.preferences_id_seq'::regclass);


--
-- Name: resource_edits id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_edits ALTER COLUMN id SET DEFAULT nextval('public.resource_edits_id_seq'::regclass);


--
-- Name: resource_opens id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_opens ALTER COLUMN id SET DEFAULT nextval('public.resource_opens_id_seq'::regclass);


--
-- Name: resource_opens_pending id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_opens_pending ALTER COLUMN id SET DEFAULT nextval('public.resource_opens_pending_id_seq'::regclass);


--
-- Name: resources id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resources ALTER COLUMN id SET DEFAULT nextval('public.resources_id_seq'::regclass);


--
-- Name: users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);


--
-- Data for Name: __drizzle_migrations; Type: TABLE DATA; Schema: drizzle; Owner: -
--

INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (1, '3d4fe872538ab212afd2a060e4f640af93451dfdc9d1ae2702f05a7a264c5e10', 1795241727192);
INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (2, '2ca45f8fa40422c5aea98f981f69ab7b2988cd7a1989ee4187b940001c369c74', 1795243855795);
INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (3, 'd06c91785a311e8fca63c15ad60bb6f35146cf703c325ea1093cac58395338a4', 1795249909444);
INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (4, '06a2bae192d4551e5b5cc20d0f8e9bdbbedef3a219ce72132cd24a500f73f662', 1795443545418);
INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (5, 'b173a3980157b6d206cd0915b210b8f3a99a15442e22e8cabd43df9b053bfe86', 1795447339379);
INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (6, '9e4ddd92056120d8dda1dd1b71863a78694bdb9388b1290ee3ac9de86ef25ec1', 1795456056860);
INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (7, 'd123c9f296ee81b9975c670af7e0a6d9c4a9cbc1689c4f65c7387f545eadb695', 1795459435487);
INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (8, '2ff117cc933562a271dc17cedb9c07cbd42e0a47686253ea33f84a7ce74de16e', 1795459437304);
INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (9, 'a6af90c11b59f554e40a48d63cee20f9a0679949d608cc644db90494cb8b1fb6', 1795479652775);
INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (10, '35f4e3a00adf450e15f4787817c1f33cc0e7df7173e6c4c19fc2b3cfab7eedce', 1795480047609);


--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_log (id, at, actor_id, action, target_type, target_id, summary, ip) VALUES (1, '2026-11-28 15:41:38.146336+00', 1, 'user.role_change', 'user', '9', 'role: "user" → "employee"', '127.0.0.1');
INSERT INTO public.audit_log (id, at, actor_id, action, target_type, target_id, summary, ip) VALUES (2, '2026-11-28 15:41:38.237139+00', 1, 'resource.create', 'resource', '1', 'uploaded "Cloud cost report 0" to company 1', '127.0.0.1');
INSERT INTO public.audit_log (id, at, actor_id, action, target_type, target_id, summary, ip) VALUES (3, '2026-11-28 15:41:38.271813+00', 9, 'resource.create', 'resource', '2', 'uploaded "Zero trust in practice" to company 1', '127.0.0.1');
INSERT INTO public.audit_log (id, at, actor_id, action, target_type, target_id, summary, ip) VALUES (4, '2026-11-28 15:41:38.295717+00', 1, 'resource.create', 'resource', '3', 'uploaded "Brand trust index" to company 2', '127.0.0.1');
INSERT INTO public.audit_log (id, at, actor_id, action, target_type, target_id, summary, ip) VALUES (5, '2026-11-28 15:41:38.318467+00', 9, 'resource.create', 'resource', '4', 'uploaded "Hybrid work survey" to company 3', '127.0.0.1');
INSERT INTO public.audit_log (id, at, actor_id, action, target_type, target_id, summary, ip) VALUES (6, '2026-11-28 15:41:38.329116+00', 1, 'resource.create', 'resource', '5', 'uploaded "Pipeline benchmarks" to company 4', '127.0.0.1');
INSERT INTO public.audit_log (id, at, actor_id, action, target_type, target_id, summary, ip) VALUES (7, '2026-11-28 15:41:38.341246+00', 9, 'resource.create', 'resource', '6', 'uploaded "Marketing mix guide" to company 2', '127.0.0.1');
INSERT INTO public.audit_log (id, at, actor_id, action, target_type, target_id, summary, ip) VALUES (8, '2026-11-28 15:41:38.359796+00', 9, 'resource.update', 'resource', '1', 'title: "Cloud cost report 0" → "Cloud cost report 2026"; topics: [1]', '127.0.0.1');
INSERT INTO public.audit_log (id, at, actor_id, action, target_type, target_id, summary, ip) VALUES (9, '2026-11-28 15:41:38.459402+00', 1, 'lead.export', 'company', '1', '3 members of CIO; filters {"company_id":1,"preference_ids":[]}', '127.0.0.1');


--
-- Data for Name: companies; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.companies (id, name, base_url, logo_url, description, primary_color, accent_color, tagline, created_at, updated_at, intro_text, footer_blurb, social_network, social_url, quick_links, join_label, join_busy_label) VALUES (1, 'CIO', 'https://cio.example.com', 'http://localhost:3950/brands/cio.svg', 'CIO Website', '#0b3d91', '#f5a623', 'Where technology leaders shape what comes next', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00', '', '', 'LinkedIn', '', '[{"url": "/", "label": "Home"}, {"url": "/news", "label": "News"}, {"url": "/featured-articles", "label": "Featured Articles"}, {"url": "/quick-bytes", "label": "Quick Bytes"}, {"url": "/featured-interview", "label": "Featured Interview"}, {"url": "/contact-us", "label": "Contact Us"}]', 'Join', '');
INSERT INTO public.companies (id, name, base_url, logo_url, description, primary_color, accent_color, tagline, created_at, updated_at, intro_text, footer_blurb, social_network, social_url, quick_links, join_label, join_busy_label) VALUES (2, 'CMO', 'https://cmo.example.com', 'http://localhost:3950/brands/cmo.svg', 'CMO Website', '#7a1f5c', '#ff6f61', 'Ideas and insight for marketing leaders', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00', '', '', 'LinkedIn', '', '[{"url": "/", "label": "Home"}, {"url": "/news", "label": "News"}, {"url": "/featured-articles", "label": "Featured Articles"}, {"url": "/quick-bytes", "label": "Quick Bytes"}, {"url": "/featured-interview", "label": "Featured Interview"}, {"url": "/contact-us", "label": "Contact Us"}]', 'Join', '');
INSERT INTO public.companies (id, name, base_url, logo_url, description, primary_color, accent_color, tagline, created_at, updated_at, intro_text, footer_blurb, social_network, social_url, quick_links, join_label, join_busy_label) VALUES (3, 'CHRO', 'https://chro.example.com', 'http://localhost:3950/brands/chro.svg', 'CHRO Website', '#0f6e5a', '#f2c14e', 'The community for people and culture leaders', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00', '', '', 'LinkedIn', '', '[{"url": "/", "label": "Home"}, {"url": "/news", "label": "News"}, {"url": "/featured-articles", "label": "Featured Articles"}, {"url": "/quick-bytes", "label": "Quick Bytes"}, {"url": "/featured-interview", "label": "Featured Interview"}, {"url": "/contact-us", "label": "Contact Us"}]', 'Join', '');
INSERT INTO public.companies (id, name, base_url, logo_url, description, primary_color, accent_color, tagline, created_at, updated_at, intro_text, footer_blurb, social_network, social_url, quick_links, join_label, join_busy_label) VALUES (4, 'CRO', 'https://cro.example.com', 'http://localhost:3950/brands/cro.svg', 'CRO Website', '#8a1c1c', '#2bb3a3', 'Strategies that grow revenue', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00', '', '', 'LinkedIn', '', '[{"url": "/", "label": "Home"}, {"url": "/news", "label": "News"}, {"url": "/featured-articles", "label": "Featured Articles"}, {"url": "/quick-bytes", "label": "Quick Bytes"}, {"url": "/featured-interview", "label": "Featured Interview"}, {"url": "/contact-us", "label": "Contact Us"}]', 'Join', '');


--
-- Data for Name: company_resource_counts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.company_resource_counts (company_id, resources) VALUES (1, 2);
INSERT INTO public.company_resource_counts (company_id, resources) VALUES (3, 1);
INSERT INTO public.company_resource_counts (company_id, resources) VALUES (4, 1);
INSERT INTO public.company_resource_counts (company_id, resources) VALUES (2, 2);


--
-- Data for Name: consent_counts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (1, 'resources', 1, 3);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (1, 'partners', 3, 3);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (3, 'partners', 0, 3);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (4, 'newsletter', 0, 3);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (4, 'resources', 1, 3);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (4, 'partners', 0, 3);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (1, 'newsletter', 2, 3);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (3, 'resources', 2, 3);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (3, 'newsletter', 2, 3);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (2, 'newsletter', 1, 4);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (2, 'resources', 2, 4);
INSERT INTO public.consent_counts (company_id, purpose, granted, total) VALUES (2, 'partners', 0, 4);


--
-- Data for Name: consent_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (1, 2, 1, 'newsletter', true, 1, 'registration', '2026-11-28 15:41:35.120441+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (2, 2, 1, 'resources', true, 2, 'registration', '2026-11-28 15:41:35.120441+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (3, 2, 1, 'partners', true, 3, 'registration', '2026-11-28 15:41:35.120441+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (4, 3, 2, 'newsletter', false, 4, 'registration', '2026-11-28 15:41:35.487223+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (5, 3, 2, 'resources', false, 5, 'registration', '2026-11-28 15:41:35.487223+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (6, 3, 2, 'partners', false, 6, 'registration', '2026-11-28 15:41:35.487223+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (7, 4, 3, 'newsletter', true, 7, 'registration', '2026-11-28 15:41:35.828423+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (8, 4, 3, 'resources', false, 8, 'registration', '2026-11-28 15:41:35.828423+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (9, 4, 3, 'partners', false, 9, 'registration', '2026-11-28 15:41:35.828423+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (10, 5, 4, 'newsletter', false, 10, 'registration', '2026-11-28 15:41:36.264269+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (11, 5, 4, 'resources', true, 11, 'registration', '2026-11-28 15:41:36.264269+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (12, 5, 4, 'partners', false, 12, 'registration', '2026-11-28 15:41:36.264269+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (13, 6, 1, 'newsletter', true, 1, 'registration', '2026-11-28 15:41:36.447926+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (14, 6, 1, 'resources', false, 2, 'registration', '2026-11-28 15:41:36.447926+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (15, 6, 1, 'partners', true, 3, 'registration', '2026-11-28 15:41:36.447926+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (16, 7, 2, 'newsletter', false, 4, 'registration', '2026-11-28 15:41:36.688565+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (17, 7, 2, 'resources', false, 5, 'registration', '2026-11-28 15:41:36.688565+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (18, 7, 2, 'partners', false, 6, 'registration', '2026-11-28 15:41:36.688565+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (19, 8, 3, 'newsletter', true, 7, 'registration', '2026-11-28 15:41:36.956872+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (20, 8, 3, 'resources', true, 8, 'registration', '2026-11-28 15:41:36.956872+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (21, 8, 3, 'partners', false, 9, 'registration', '2026-11-28 15:41:36.956872+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (22, 9, 4, 'newsletter', false, 10, 'registration', '2026-11-28 15:41:37.170764+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (23, 9, 4, 'resources', false, 11, 'registration', '2026-11-28 15:41:37.170764+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (24, 9, 4, 'partners', false, 12, 'registration', '2026-11-28 15:41:37.170764+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (25, 10, 1, 'newsletter', true, 1, 'registration', '2026-11-28 15:41:37.33343+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (26, 10, 1, 'resources', false, 2, 'registration', '2026-11-28 15:41:37.33343+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (27, 10, 1, 'partners', true, 3, 'registration', '2026-11-28 15:41:37.33343+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (28, 11, 2, 'newsletter', false, 4, 'registration', '2026-11-28 15:41:37.364732+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (29, 11, 2, 'resources', true, 5, 'registration', '2026-11-28 15:41:37.364732+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (30, 11, 2, 'partners', false, 6, 'registration', '2026-11-28 15:41:37.364732+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (31, 12, 3, 'newsletter', true, 7, 'registration', '2026-11-28 15:41:37.383707+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (32, 12, 3, 'resources', false, 8, 'registration', '2026-11-28 15:41:37.383707+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (33, 12, 3, 'partners', false, 9, 'registration', '2026-11-28 15:41:37.383707+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (34, 13, 4, 'newsletter', false, 10, 'registration', '2026-11-28 15:41:37.430261+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (35, 13, 4, 'resources', false, 11, 'registration', '2026-11-28 15:41:37.430261+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (36, 13, 4, 'partners', false, 12, 'registration', '2026-11-28 15:41:37.430261+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (37, 2, 1, 'newsletter', false, 1, 'profile', '2026-11-28 15:41:37.516357+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (38, 3, 2, 'resources', true, 5, 'profile', '2026-11-28 15:41:37.545431+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (39, 4, 3, 'resources', true, 8, 'profile', '2026-11-28 15:41:37.604038+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (40, 4, 3, 'newsletter', false, 7, 'profile', '2026-11-28 15:41:37.653833+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (41, 2, 2, 'newsletter', true, 4, 'registration', '2026-11-28 15:41:38.007741+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (42, 2, 2, 'resources', false, 5, 'registration', '2026-11-28 15:41:38.007741+00', '127.0.0.1', 'node', NULL);
INSERT INTO public.consent_events (id, user_id, company_id, purpose, granted, text_id, source, occurred_at, ip, user_agent, actor_id) VALUES (43, 2, 2, 'partners', false, 6, 'registration', '2026-11-28 15:41:38.007741+00', '127.0.0.1', 'node', NULL);


--
-- Data for Name: consent_texts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (1, 1, 'newsletter', 1, 'Yes, I would like to receive the weekly CIO newsletter.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (2, 1, 'resources', 1, 'Yes, I would like to receive resources, reports and event invitations from CIO.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (3, 1, 'partners', 1, 'Yes, I would like to receive communications from CIO and its affiliated partners.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (4, 2, 'newsletter', 1, 'Yes, I would like to receive the weekly CMO newsletter.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (5, 2, 'resources', 1, 'Yes, I would like to receive resources, reports and event invitations from CMO.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (6, 2, 'partners', 1, 'Yes, I would like to receive communications from CMO and its affiliated partners.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (7, 3, 'newsletter', 1, 'Yes, I would like to receive the weekly CHRO newsletter.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (8, 3, 'resources', 1, 'Yes, I would like to receive resources, reports and event invitations from CHRO.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (9, 3, 'partners', 1, 'Yes, I would like to receive communications from CHRO and its affiliated partners.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (10, 4, 'newsletter', 1, 'Yes, I would like to receive the weekly CRO newsletter.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (11, 4, 'resources', 1, 'Yes, I would like to receive resources, reports and event invitations from CRO.', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.consent_texts (id, company_id, purpose, version, text, created_at, created_by) VALUES (12, 4, 'partners', 1, 'Yes, I would like to receive communications from CRO and its affiliated partners.', '2026-11-28 15:41:30.334427+00', NULL);


--
-- Data for Name: consents; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (2, 1, 'resources', true, 2, '2026-11-28 15:41:35.12+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (2, 1, 'partners', true, 3, '2026-11-28 15:41:35.12+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (3, 2, 'newsletter', false, 4, '2026-11-28 15:41:35.487+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (3, 2, 'partners', false, 6, '2026-11-28 15:41:35.487+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (4, 3, 'partners', false, 9, '2026-11-28 15:41:35.828+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (5, 4, 'newsletter', false, 10, '2026-11-28 15:41:36.264+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (5, 4, 'resources', true, 11, '2026-11-28 15:41:36.264+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (5, 4, 'partners', false, 12, '2026-11-28 15:41:36.264+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (6, 1, 'newsletter', true, 13, '2026-11-28 15:41:36.447+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (6, 1, 'resources', false, 14, '2026-11-28 15:41:36.447+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (6, 1, 'partners', true, 15, '2026-11-28 15:41:36.447+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (7, 2, 'newsletter', false, 16, '2026-11-28 15:41:36.688+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (7, 2, 'resources', false, 17, '2026-11-28 15:41:36.688+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (7, 2, 'partners', false, 18, '2026-11-28 15:41:36.688+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (8, 3, 'newsletter', true, 19, '2026-11-28 15:41:36.956+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (8, 3, 'resources', true, 20, '2026-11-28 15:41:36.956+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (8, 3, 'partners', false, 21, '2026-11-28 15:41:36.956+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (9, 4, 'newsletter', false, 22, '2026-11-28 15:41:37.17+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (9, 4, 'resources', false, 23, '2026-11-28 15:41:37.17+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (9, 4, 'partners', false, 24, '2026-11-28 15:41:37.17+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (10, 1, 'newsletter', true, 25, '2026-11-28 15:41:37.333+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (10, 1, 'resources', false, 26, '2026-11-28 15:41:37.333+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (10, 1, 'partners', true, 27, '2026-11-28 15:41:37.333+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (11, 2, 'newsletter', false, 28, '2026-11-28 15:41:37.364+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (11, 2, 'resources', true, 29, '2026-11-28 15:41:37.364+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (11, 2, 'partners', false, 30, '2026-11-28 15:41:37.364+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (12, 3, 'newsletter', true, 31, '2026-11-28 15:41:37.383+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (12, 3, 'resources', false, 32, '2026-11-28 15:41:37.383+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (12, 3, 'partners', false, 33, '2026-11-28 15:41:37.383+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (13, 4, 'newsletter', false, 34, '2026-11-28 15:41:37.43+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (13, 4, 'resources', false, 35, '2026-11-28 15:41:37.43+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (13, 4, 'partners', false, 36, '2026-11-28 15:41:37.43+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (2, 1, 'newsletter', false, 37, '2026-11-28 15:41:37.516+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (3, 2, 'resources', true, 38, '2026-11-28 15:41:37.545+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (4, 3, 'resources', true, 39, '2026-11-28 15:41:37.604+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (4, 3, 'newsletter', false, 40, '2026-11-28 15:41:37.653+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (2, 2, 'newsletter', true, 41, '2026-11-28 15:41:38.007+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (2, 2, 'resources', false, 42, '2026-11-28 15:41:38.007+00');
INSERT INTO public.consents (user_id, company_id, purpose, granted, event_id, updated_at) VALUES (2, 2, 'partners', false, 43, '2026-11-28 15:41:38.007+00');


--
-- Data for Name: jobs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (4, 'mail', '{"to": "edsger.dijkstra@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CRO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Edsger,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/bXFTlQWON8cd8r0xvjGZfDmg8OuRySGCMJ0VC6RUYEA\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/bXFTlQWON8cd8r0xvjGZfDmg8OuRySGCMJ0VC6RUYEA</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Edsger,\n\nThank you for joining the CRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/bXFTlQWON8cd8r0xvjGZfDmg8OuRySGCMJ0VC6RUYEA\n", "links": ["http://localhost:3950/reset-password/bXFTlQWON8cd8r0xvjGZfDmg8OuRySGCMJ0VC6RUYEA"], "subject": "Welcome to the CRO community"}', 'done', 1, '2026-11-28 15:41:36.264269+00', NULL, NULL, '2026-11-28 15:41:36.264269+00', '2026-11-28 15:41:36.264269+00', '2026-11-28 15:41:36.311923+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (1, 'mail', '{"to": "grace.hopper@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CIO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Grace,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CIO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/6vOVX2TxKmoTzrN7A42b38W_KuYqgFG_-wogXsoE_Zs\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/6vOVX2TxKmoTzrN7A42b38W_KuYqgFG_-wogXsoE_Zs</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Grace,\n\nThank you for joining the CIO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/6vOVX2TxKmoTzrN7A42b38W_KuYqgFG_-wogXsoE_Zs\n", "links": ["http://localhost:3950/reset-password/6vOVX2TxKmoTzrN7A42b38W_KuYqgFG_-wogXsoE_Zs"], "subject": "Welcome to the CIO community"}', 'done', 1, '2026-11-28 15:41:35.120441+00', NULL, NULL, '2026-11-28 15:41:35.120441+00', '2026-11-28 15:41:35.120441+00', '2026-11-28 15:41:35.200084+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (3, 'mail', '{"to": "ada.lovelace@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CHRO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Ada,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CHRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/pf6XDHESRpJ3h5ROyJMMig-KJPunXvO00Ki8h93nrcg\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/pf6XDHESRpJ3h5ROyJMMig-KJPunXvO00Ki8h93nrcg</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Ada,\n\nThank you for joining the CHRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/pf6XDHESRpJ3h5ROyJMMig-KJPunXvO00Ki8h93nrcg\n", "links": ["http://localhost:3950/reset-password/pf6XDHESRpJ3h5ROyJMMig-KJPunXvO00Ki8h93nrcg"], "subject": "Welcome to the CHRO community"}', 'done', 1, '2026-11-28 15:41:35.828423+00', NULL, NULL, '2026-11-28 15:41:35.828423+00', '2026-11-28 15:41:35.828423+00', '2026-11-28 15:41:35.908376+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (2, 'mail', '{"to": "alan.turing@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CMO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Alan,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CMO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/K_Py-LTGfSrj1qjP7b_3lHBhyzKvF4W_WR8A6c42EFM\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/K_Py-LTGfSrj1qjP7b_3lHBhyzKvF4W_WR8A6c42EFM</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Alan,\n\nThank you for joining the CMO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/K_Py-LTGfSrj1qjP7b_3lHBhyzKvF4W_WR8A6c42EFM\n", "links": ["http://localhost:3950/reset-password/K_Py-LTGfSrj1qjP7b_3lHBhyzKvF4W_WR8A6c42EFM"], "subject": "Welcome to the CMO community"}', 'done', 1, '2026-11-28 15:41:35.487223+00', NULL, NULL, '2026-11-28 15:41:35.487223+00', '2026-11-28 15:41:35.487223+00', '2026-11-28 15:41:35.564476+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (5, 'mail', '{"to": "barbara.liskov@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CIO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Barbara,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CIO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/ab4Bh1OeSehqNSoRwRdO_Qk-Wmrf4hHm7D7finCG8hE\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/ab4Bh1OeSehqNSoRwRdO_Qk-Wmrf4hHm7D7finCG8hE</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Barbara,\n\nThank you for joining the CIO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/ab4Bh1OeSehqNSoRwRdO_Qk-Wmrf4hHm7D7finCG8hE\n", "links": ["http://localhost:3950/reset-password/ab4Bh1OeSehqNSoRwRdO_Qk-Wmrf4hHm7D7finCG8hE"], "subject": "Welcome to the CIO community"}', 'done', 1, '2026-11-28 15:41:36.447926+00', NULL, NULL, '2026-11-28 15:41:36.447926+00', '2026-11-28 15:41:36.447926+00', '2026-11-28 15:41:36.491924+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (6, 'mail', '{"to": "donald.knuth@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CMO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Donald,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CMO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/TdI1mlcQIpYVy0seRylhq_KzpUXQ8zDERKawtVXPoAE\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/TdI1mlcQIpYVy0seRylhq_KzpUXQ8zDERKawtVXPoAE</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Donald,\n\nThank you for joining the CMO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/TdI1mlcQIpYVy0seRylhq_KzpUXQ8zDERKawtVXPoAE\n", "links": ["http://localhost:3950/reset-password/TdI1mlcQIpYVy0seRylhq_KzpUXQ8zDERKawtVXPoAE"], "subject": "Welcome to the CMO community"}', 'done', 1, '2026-11-28 15:41:36.688565+00', NULL, NULL, '2026-11-28 15:41:36.688565+00', '2026-11-28 15:41:36.688565+00', '2026-11-28 15:41:36.736671+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (10, 'mail', '{"to": "tim.berners-lee@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CMO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Tim,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CMO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/j8yUPMIDDcSlVbm6rrEkOG5sms3fqrK0n3UL8U6FyKE\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/j8yUPMIDDcSlVbm6rrEkOG5sms3fqrK0n3UL8U6FyKE</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Tim,\n\nThank you for joining the CMO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/j8yUPMIDDcSlVbm6rrEkOG5sms3fqrK0n3UL8U6FyKE\n", "links": ["http://localhost:3950/reset-password/j8yUPMIDDcSlVbm6rrEkOG5sms3fqrK0n3UL8U6FyKE"], "subject": "Welcome to the CMO community"}', 'done', 1, '2026-11-28 15:41:37.364732+00', NULL, NULL, '2026-11-28 15:41:37.364732+00', '2026-11-28 15:41:37.364732+00', '2026-11-28 15:41:37.416884+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (7, 'mail', '{"to": "frances.allen@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CHRO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Frances,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CHRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/nBFmx_Sj3gvmkEcRFBnhCSupeRRN2-bD2f-Rc-0YwDw\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/nBFmx_Sj3gvmkEcRFBnhCSupeRRN2-bD2f-Rc-0YwDw</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Frances,\n\nThank you for joining the CHRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/nBFmx_Sj3gvmkEcRFBnhCSupeRRN2-bD2f-Rc-0YwDw\n", "links": ["http://localhost:3950/reset-password/nBFmx_Sj3gvmkEcRFBnhCSupeRRN2-bD2f-Rc-0YwDw"], "subject": "Welcome to the CHRO community"}', 'done', 1, '2026-11-28 15:41:36.956872+00', NULL, NULL, '2026-11-28 15:41:36.956872+00', '2026-11-28 15:41:36.956872+00', '2026-11-28 15:41:37.00267+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (8, 'mail', '{"to": "ken.thompson@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CRO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Ken,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/WjfHbQgA8ibbJ5AgNd577FtiSytIR1IV0YiTDlMP4bo\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/WjfHbQgA8ibbJ5AgNd577FtiSytIR1IV0YiTDlMP4bo</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Ken,\n\nThank you for joining the CRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/WjfHbQgA8ibbJ5AgNd577FtiSytIR1IV0YiTDlMP4bo\n", "links": ["http://localhost:3950/reset-password/WjfHbQgA8ibbJ5AgNd577FtiSytIR1IV0YiTDlMP4bo"], "subject": "Welcome to the CRO community"}', 'done', 1, '2026-11-28 15:41:37.170764+00', NULL, NULL, '2026-11-28 15:41:37.170764+00', '2026-11-28 15:41:37.170764+00', '2026-11-28 15:41:37.195918+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (9, 'mail', '{"to": "radia.perlman@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CIO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Radia,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CIO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/y2ZUYNZaknKcDtgb52rqPYczLIr7hM2tulslMRKxDYY\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/y2ZUYNZaknKcDtgb52rqPYczLIr7hM2tulslMRKxDYY</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Radia,\n\nThank you for joining the CIO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/y2ZUYNZaknKcDtgb52rqPYczLIr7hM2tulslMRKxDYY\n", "links": ["http://localhost:3950/reset-password/y2ZUYNZaknKcDtgb52rqPYczLIr7hM2tulslMRKxDYY"], "subject": "Welcome to the CIO community"}', 'done', 1, '2026-11-28 15:41:37.33343+00', NULL, NULL, '2026-11-28 15:41:37.33343+00', '2026-11-28 15:41:37.33343+00', '2026-11-28 15:41:37.378706+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (11, 'mail', '{"to": "margaret.hamilton@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CHRO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Margaret,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CHRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/SmIJcje-vAqG5w5TUHmSOlU21N32JQnmw2CPhbSw5Mo\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/SmIJcje-vAqG5w5TUHmSOlU21N32JQnmw2CPhbSw5Mo</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Margaret,\n\nThank you for joining the CHRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/SmIJcje-vAqG5w5TUHmSOlU21N32JQnmw2CPhbSw5Mo\n", "links": ["http://localhost:3950/reset-password/SmIJcje-vAqG5w5TUHmSOlU21N32JQnmw2CPhbSw5Mo"], "subject": "Welcome to the CHRO community"}', 'done', 1, '2026-11-28 15:41:37.383707+00', NULL, NULL, '2026-11-28 15:41:37.383707+00', '2026-11-28 15:41:37.383707+00', '2026-11-28 15:41:37.447915+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (12, 'mail', '{"to": "john.backus@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CRO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello John,</p>\n<p style=\"margin:0 0 16px\">Thank you for joining the CRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.</p>\n<p style=\"margin:0 0 16px\">To sign in, first set your password. This link works once and expires in 7 days.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/reset-password/xO7LBxuZnug-cLLaAok-nA7x4vw6dHUOj8ov-Jnvw2o\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Set your password</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/reset-password/xO7LBxuZnug-cLLaAok-nA7x4vw6dHUOj8ov-Jnvw2o</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello John,\n\nThank you for joining the CRO community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.\n\nTo sign in, first set your password. This link works once and expires in 7 days.\n\nSet your password: http://localhost:3950/reset-password/xO7LBxuZnug-cLLaAok-nA7x4vw6dHUOj8ov-Jnvw2o\n", "links": ["http://localhost:3950/reset-password/xO7LBxuZnug-cLLaAok-nA7x4vw6dHUOj8ov-Jnvw2o"], "subject": "Welcome to the CRO community"}', 'done', 1, '2026-11-28 15:41:37.430261+00', NULL, NULL, '2026-11-28 15:41:37.430261+00', '2026-11-28 15:41:37.430261+00', '2026-11-28 15:41:37.512828+00');
INSERT INTO public.jobs (id, kind, payload, status, attempts, run_at, locked_until, last_error, created_at, retries_since, finished_at) VALUES (13, 'mail', '{"to": "grace.hopper@fixture.example.org", "html": "<!doctype html>\n<html><body style=\"margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 12px\">\n<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n<tr><td style=\"padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold\">CMO community</td></tr>\n<tr><td style=\"padding:24px 32px;font-size:15px;line-height:1.6\">\n<p style=\"margin:0 0 16px\">Hello Grace,</p>\n<p style=\"margin:0 0 16px\">Someone, probably you, registered this email address with the CMO community. You already have an account with us, so we have changed nothing yet: to add the CMO community to your account, confirm below.</p>\n<p style=\"margin:0 0 16px\">Topics you chose: Brand Strategy.</p>\n<p style=\"margin:0 0 16px\">You agreed: Yes, I would like to receive the weekly CMO newsletter.</p>\n<p style=\"margin:0 0 16px\">This link works once and expires in 7 days. If this was not you, you can ignore this email: nothing will change.</p>\n<p style=\"margin:24px 0\"><a href=\"http://localhost:3950/join/ddFjzfvOR0-8FkRcPo6hzi5ozkulNYYrJnT6hgLtNVk\" style=\"background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold\">Join the CMO community</a></p>\n<p style=\"margin:0;font-size:13px;color:#6b7280\">If the button does not work, copy this link into your browser:<br>http://localhost:3950/join/ddFjzfvOR0-8FkRcPo6hzi5ozkulNYYrJnT6hgLtNVk</p>\n</td></tr></table></td></tr></table></body></html>", "text": "Hello Grace,\n\nSomeone, probably you, registered this email address with the CMO community. You already have an account with us, so we have changed nothing yet: to add the CMO community to your account, confirm below.\n\nTopics you chose: Brand Strategy.\n\nYou agreed: Yes, I would like to receive the weekly CMO newsletter.\n\nThis link works once and expires in 7 days. If this was not you, you can ignore this email: nothing will change.\n\nJoin the CMO community: http://localhost:3950/join/ddFjzfvOR0-8FkRcPo6hzi5ozkulNYYrJnT6hgLtNVk\n", "links": ["http://localhost:3950/join/ddFjzfvOR0-8FkRcPo6hzi5ozkulNYYrJnT6hgLtNVk"], "subject": "Confirm joining the CMO community"}', 'done', 1, '2026-11-28 15:41:37.743402+00', NULL, NULL, '2026-11-28 15:41:37.743402+00', '2026-11-28 15:41:37.743402+00', '2026-11-28 15:41:37.77908+00');


--
-- Data for Name: member_import_refusals; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: member_import_rows; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: member_imports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: membership_requests; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.membership_requests (id, user_id, company_id, token_hash, preference_ids, consents, ip, user_agent, expires_at, used_at, created_at) VALUES (1, 2, 2, '9822d2a37fc3bee702c0106ca5b960a0353b9a0144e38a52437fa765ee2b7d4d', '[11]', '{"granted": {"partners": false, "resources": false, "newsletter": true}, "versions": {"partners": 1, "resources": 1, "newsletter": 1}}', '127.0.0.1', 'node', '2026-12-05 15:41:37.752+00', '2026-11-28 15:41:38.007741+00', '2026-11-28 15:41:37.743402+00');


--
-- Data for Name: memberships; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (2, 1, '2026-11-28 15:41:35.120441+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (3, 2, '2026-11-28 15:41:35.487223+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (4, 3, '2026-11-28 15:41:35.828423+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (5, 4, '2026-11-28 15:41:36.264269+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (6, 1, '2026-11-28 15:41:36.447926+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (7, 2, '2026-11-28 15:41:36.688565+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (8, 3, '2026-11-28 15:41:36.956872+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (9, 4, '2026-11-28 15:41:37.170764+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (10, 1, '2026-11-28 15:41:37.33343+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (11, 2, '2026-11-28 15:41:37.364732+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (12, 3, '2026-11-28 15:41:37.383707+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (13, 4, '2026-11-28 15:41:37.430261+00', 'registration');
INSERT INTO public.memberships (user_id, company_id, joined_at, source) VALUES (2, 2, '2026-11-28 15:41:38.007741+00', 'registration');


--
-- Data for Name: open_windows; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.open_windows (name, days, expired_through) VALUES ('30d', 30, '2026-10-29');
INSERT INTO public.open_windows (name, days, expired_through) VALUES ('12w', 84, '2026-09-05');
INSERT INTO public.open_windows (name, days, expired_through) VALUES ('12m', 365, '2025-11-28');


--
-- Data for Name: password_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (1, 2, '2606687553fb2b37aa268e7677b5c0393ca4072f8ef2a3fe91c6891a4cf2b383', 'welcome', '2026-12-05 15:41:35.148+00', '2026-11-28 15:41:35.328073+00', '2026-11-28 15:41:35.120441+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (2, 3, '2ed6f1303705c351dd9e208cfcaa225e53ef75e0e009f28996b8cbe7a1c46184', 'welcome', '2026-12-05 15:41:35.515+00', '2026-11-28 15:41:35.691934+00', '2026-11-28 15:41:35.487223+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (3, 4, '66c51b784ae0205b29ae433fe427207500ba253e5261deea089030ab0d1fe7c9', 'welcome', '2026-12-05 15:41:35.878+00', '2026-11-28 15:41:36.052072+00', '2026-11-28 15:41:35.828423+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (4, 5, '91ca0bcb90e4f680cf5917eb66bede62d94c84329ec3192066b21259e8671c2e', 'welcome', '2026-12-05 15:41:36.277+00', '2026-11-28 15:41:36.406031+00', '2026-11-28 15:41:36.264269+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (5, 6, '6b9510b9db178aaf51b3acb6e0e9468509f44b30266a0282e10bb350c9b4950c', 'welcome', '2026-12-05 15:41:36.46+00', '2026-11-28 15:41:36.622357+00', '2026-11-28 15:41:36.447926+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (6, 7, '58412780f7c42792613265be05b0096d8c16d1defee01c50d82c3e64278ca7aa', 'welcome', '2026-12-05 15:41:36.704+00', '2026-11-28 15:41:36.91154+00', '2026-11-28 15:41:36.688565+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (7, 8, 'b94063593203a40104af29421b762d92de38a4e874339afd7666a28a6bb66d95', 'welcome', '2026-12-05 15:41:36.974+00', '2026-11-28 15:41:37.145114+00', '2026-11-28 15:41:36.956872+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (8, 9, '965ddc3cc782561cdf0eabb7a713cd27ec6b1260afb3f728610b0fbce74b0246', 'welcome', '2026-12-05 15:41:37.176+00', '2026-11-28 15:41:37.29601+00', '2026-11-28 15:41:37.170764+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (9, 10, '92951b56fdc4481a8be3d8e3b53a9fae27f55a6f8a62c0636e9b94b81ba39e51', 'welcome', '2026-12-05 15:41:37.349+00', NULL, '2026-11-28 15:41:37.33343+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (10, 11, '0c40ba5854f2e4818c8638d797da7f73c3d4afacf77da9504504ae01c7f5571c', 'welcome', '2026-12-05 15:41:37.375+00', NULL, '2026-11-28 15:41:37.364732+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (11, 12, '85575546f05d2323025fcc4f76c0da52fdc52ac23755be4f5f0d276dead676d2', 'welcome', '2026-12-05 15:41:37.419+00', NULL, '2026-11-28 15:41:37.383707+00');
INSERT INTO public.password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) VALUES (12, 13, '379ca41a0020e3305f2ae0abdfd42bfd62dab625070d3f7b200c24a062d009cf', 'welcome', '2026-12-05 15:41:37.452+00', NULL, '2026-11-28 15:41:37.430261+00');


--
-- Data for Name: preferences; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (1, 1, 'Artificial Intelligence', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (2, 1, 'Cloud Computing', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (3, 1, 'Cybersecurity', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (4, 1, 'Data & Analytics', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (5, 1, 'DevOps', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (6, 1, 'Digital Transformation', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (7, 1, 'Enterprise Architecture', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (8, 1, 'Infrastructure & Networking', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (9, 1, 'IT Governance & Risk', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (10, 1, 'IT Leadership', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (11, 2, 'Brand Strategy', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (12, 2, 'Content Marketing', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (13, 2, 'Customer Experience', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (14, 2, 'Demand Generation', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (15, 2, 'Digital Advertising', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (16, 2, 'Marketing Analytics', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (17, 2, 'Marketing Leadership', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (18, 2, 'Marketing Technology', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (19, 2, 'Public Relations', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (20, 2, 'Social Media', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (21, 3, 'Compensation & Benefits', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (22, 3, 'Diversity, Equity & Inclusion', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (23, 3, 'Employee Experience', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (24, 3, 'HR Technology', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (25, 3, 'Hybrid Work', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (26, 3, 'Leadership Development', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (27, 3, 'Learning & Development', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (28, 3, 'People Analytics', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (29, 3, 'Talent Acquisition', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (30, 3, 'Workforce Planning', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (31, 4, 'Account-Based Marketing', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (32, 4, 'CRM & Sales Technology', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (33, 4, 'Customer Success', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (34, 4, 'Negotiation', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (35, 4, 'Partner & Channel Sales', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (36, 4, 'Pricing Strategy', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (37, 4, 'Revenue Operations', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (38, 4, 'Sales Enablement', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (39, 4, 'Sales Forecasting', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');
INSERT INTO public.preferences (id, company_id, name, created_at, updated_at) VALUES (40, 4, 'Sales Leadership', '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00');


--
-- Data for Name: resource_edits; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.resource_edits (id, resource_id, user_id, at) VALUES (1, 1, 9, '2026-11-28 15:41:38.359796+00');


--
-- Data for Name: resource_open_members; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (1, 2, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (1, 3, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (1, 4, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (1, 5, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (1, 6, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (1, 7, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (2, 2, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (2, 3, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (2, 4, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (2, 5, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (2, 6, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (2, 7, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (3, 2, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (3, 3, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (3, 4, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (3, 5, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (3, 6, '2026-11-28');
INSERT INTO public.resource_open_members (resource_id, user_id, last_day) VALUES (3, 7, '2026-11-28');


--
-- Data for Name: resource_open_totals; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.resource_open_totals (resource_id, company_id, opens, members, opens_30d, members_30d, opens_12w, members_12w, opens_12m, members_12m) VALUES (1, 1, 6, 6, 6, 6, 6, 6, 6, 6);
INSERT INTO public.resource_open_totals (resource_id, company_id, opens, members, opens_30d, members_30d, opens_12w, members_12w, opens_12m, members_12m) VALUES (2, 1, 6, 6, 6, 6, 6, 6, 6, 6);
INSERT INTO public.resource_open_totals (resource_id, company_id, opens, members, opens_30d, members_30d, opens_12w, members_12w, opens_12m, members_12m) VALUES (3, 2, 6, 6, 6, 6, 6, 6, 6, 6);


--
-- Data for Name: resource_opens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (1, 2, 1, 1, '2026-11-28 15:41:38.387846+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (2, 2, 2, 1, '2026-11-28 15:41:38.392323+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (3, 2, 3, 2, '2026-11-28 15:41:38.398689+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (4, 3, 1, 1, '2026-11-28 15:41:38.400421+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (5, 3, 2, 1, '2026-11-28 15:41:38.403307+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (6, 3, 3, 2, '2026-11-28 15:41:38.406254+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (7, 4, 1, 1, '2026-11-28 15:41:38.410335+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (8, 4, 2, 1, '2026-11-28 15:41:38.413993+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (9, 4, 3, 2, '2026-11-28 15:41:38.416629+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (10, 5, 1, 1, '2026-11-28 15:41:38.424219+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (11, 5, 2, 1, '2026-11-28 15:41:38.427733+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (12, 5, 3, 2, '2026-11-28 15:41:38.430989+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (13, 6, 1, 1, '2026-11-28 15:41:38.437718+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (14, 6, 2, 1, '2026-11-28 15:41:38.439291+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (15, 6, 3, 2, '2026-11-28 15:41:38.440789+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (16, 7, 1, 1, '2026-11-28 15:41:38.446724+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (17, 7, 2, 1, '2026-11-28 15:41:38.44865+00');
INSERT INTO public.resource_opens (id, user_id, resource_id, company_id, opened_at) VALUES (18, 7, 3, 2, '2026-11-28 15:41:38.450164+00');


--
-- Data for Name: resource_opens_pending; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: resource_preferences; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (1, 1, '2026-11-28 15:41:38.237139+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (2, 1, '2026-11-28 15:41:38.271813+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (2, 2, '2026-11-28 15:41:38.271813+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (3, 11, '2026-11-28 15:41:38.295717+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (3, 12, '2026-11-28 15:41:38.295717+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (4, 21, '2026-11-28 15:41:38.318467+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (4, 22, '2026-11-28 15:41:38.318467+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (5, 31, '2026-11-28 15:41:38.329116+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (5, 32, '2026-11-28 15:41:38.329116+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (6, 11, '2026-11-28 15:41:38.341246+00');
INSERT INTO public.resource_preferences (resource_id, preference_id, created_at) VALUES (6, 12, '2026-11-28 15:41:38.341246+00');


--
-- Data for Name: resources; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.resources (id, title, image_bg, resource_url, company_id, created_by, created_at, updated_at) VALUES (2, 'Zero trust in practice', 'https://cio.example.com/covers/1.png', 'https://cio.example.com/reports/1', 1, 9, '2026-11-28 15:41:38.271813+00', '2026-11-28 15:41:38.271813+00');
INSERT INTO public.resources (id, title, image_bg, resource_url, company_id, created_by, created_at, updated_at) VALUES (3, 'Brand trust index', 'https://cmo.example.com/covers/2.png', 'https://cmo.example.com/reports/2', 2, 1, '2026-11-28 15:41:38.295717+00', '2026-11-28 15:41:38.295717+00');
INSERT INTO public.resources (id, title, image_bg, resource_url, company_id, created_by, created_at, updated_at) VALUES (4, 'Hybrid work survey', 'https://chro.example.com/covers/3.png', 'https://chro.example.com/reports/3', 3, 9, '2026-11-28 15:41:38.318467+00', '2026-11-28 15:41:38.318467+00');
INSERT INTO public.resources (id, title, image_bg, resource_url, company_id, created_by, created_at, updated_at) VALUES (5, 'Pipeline benchmarks', 'https://cro.example.com/covers/4.png', 'https://cro.example.com/reports/4', 4, 1, '2026-11-28 15:41:38.329116+00', '2026-11-28 15:41:38.329116+00');
INSERT INTO public.resources (id, title, image_bg, resource_url, company_id, created_by, created_at, updated_at) VALUES (6, 'Marketing mix guide', 'https://cmo.example.com/covers/5.png', 'https://cmo.example.com/reports/5', 2, 9, '2026-11-28 15:41:38.341246+00', '2026-11-28 15:41:38.341246+00');
INSERT INTO public.resources (id, title, image_bg, resource_url, company_id, created_by, created_at, updated_at) VALUES (1, 'Cloud cost report 2026', 'https://cio.example.com/covers/0.png', 'https://cio.example.com/reports/0', 1, 1, '2026-11-28 15:41:38.237139+00', '2026-11-28 15:41:38.359796+00');


--
-- Data for Name: revoked_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: signup_days; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.signup_days (company_id, day, members) VALUES (1, '2026-11-28', 3);
INSERT INTO public.signup_days (company_id, day, members) VALUES (2, '2026-11-28', 3);
INSERT INTO public.signup_days (company_id, day, members) VALUES (3, '2026-11-28', 3);
INSERT INTO public.signup_days (company_id, day, members) VALUES (4, '2026-11-28', 3);


--
-- Data for Name: topic_open_days; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.topic_open_days (preference_id, day, opens) VALUES (1, '2026-11-28', 12);
INSERT INTO public.topic_open_days (preference_id, day, opens) VALUES (2, '2026-11-28', 6);
INSERT INTO public.topic_open_days (preference_id, day, opens) VALUES (11, '2026-11-28', 6);
INSERT INTO public.topic_open_days (preference_id, day, opens) VALUES (12, '2026-11-28', 6);


--
-- Data for Name: topic_open_totals; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.topic_open_totals (preference_id, opens_30d, opens_12w, opens_12m) VALUES (1, 12, 12, 12);
INSERT INTO public.topic_open_totals (preference_id, opens_30d, opens_12w, opens_12m) VALUES (2, 6, 6, 6);
INSERT INTO public.topic_open_totals (preference_id, opens_30d, opens_12w, opens_12m) VALUES (11, 6, 6, 6);
INSERT INTO public.topic_open_totals (preference_id, opens_30d, opens_12w, opens_12m) VALUES (12, 6, 6, 6);


--
-- Data for Name: user_preferences; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_preferences (user_id, preference_id) VALUES (2, 1);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (2, 2);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (3, 12);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (3, 13);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (4, 23);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (4, 24);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (5, 31);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (5, 32);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (6, 2);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (6, 3);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (7, 13);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (7, 14);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (8, 21);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (8, 22);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (9, 32);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (9, 33);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (10, 3);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (10, 4);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (11, 11);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (11, 12);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (12, 22);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (12, 23);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (13, 33);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (13, 34);
INSERT INTO public.user_preferences (user_id, preference_id) VALUES (2, 11);


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (1, 'Site', 'Admin', 'admin@example.com', '0000000000', '$argon2id$v=19$m=19456,t=2,p=1$3fWV2bnetbs2dewYX41H8A$s1ItRvCvn1nblOklha6d9KnWZmoHGIsdQaUf1oizSNU', 'admin', 'Administrator', '', NULL, false, false, false, 0, '2026-11-28 15:41:30.334427+00', '2026-11-28 15:41:30.334427+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (5, 'Edsger', 'Dijkstra', 'edsger.dijkstra@fixture.example.org', '0123456703', '$argon2id$v=19$m=19456,t=2,p=1$Q38PywoFB2WKTHjpmQPpyg$WXoVZEcZaz30NPqz8QSuq+C+Um13OZq+dMcH2dK50nM', 'user', 'Sales Director', 'Dijkstra & Co', 4, false, true, false, 1, '2026-11-28 15:41:36.264269+00', '2026-11-28 15:41:36.406031+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (6, 'Barbara', 'Liskov', 'barbara.liskov@fixture.example.org', '0123456704', '$argon2id$v=19$m=19456,t=2,p=1$ptsw4MyAZXy/xDWEop69ZQ$jT4/333E1CBv6EIW1yVdLVncSjxiT4/x4k04uH621N8', 'user', 'CIO', 'Liskov & Co', 1, true, false, true, 1, '2026-11-28 15:41:36.447926+00', '2026-11-28 15:41:36.622357+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (7, 'Donald', 'Knuth', 'donald.knuth@fixture.example.org', '0123456705', '$argon2id$v=19$m=19456,t=2,p=1$y/vjGGikyABFgiHgRWEK3A$d7LzUdmSgHbax6VoImDEGPZeLwWzT9CHfDsIy8z8MUY', 'user', 'VP Marketing', 'Knuth & Co', 2, false, false, false, 1, '2026-11-28 15:41:36.688565+00', '2026-11-28 15:41:36.91154+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (8, 'Frances', 'Allen', 'frances.allen@fixture.example.org', '0123456706', '$argon2id$v=19$m=19456,t=2,p=1$31SUZ5DqV5XD7trnGtBDwA$M2zcOv0oWqdvZjXb1ezgliMdkbrtT8n0JpoY9zbAjBI', 'user', 'Head of People', 'Allen & Co', 3, true, true, false, 1, '2026-11-28 15:41:36.956872+00', '2026-11-28 15:41:37.145114+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (10, 'Radia', 'Perlman', 'radia.perlman@fixture.example.org', '0123456708', NULL, 'user', 'CIO', 'Perlman & Co', 1, true, false, true, 0, '2026-11-28 15:41:37.33343+00', '2026-11-28 15:41:37.33343+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (11, 'Tim', 'Berners-Lee', 'tim.berners-lee@fixture.example.org', '0123456709', NULL, 'user', 'VP Marketing', 'Berners-Lee & Co', 2, false, true, false, 0, '2026-11-28 15:41:37.364732+00', '2026-11-28 15:41:37.364732+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (12, 'Margaret', 'Hamilton', 'margaret.hamilton@fixture.example.org', '0123456710', NULL, 'user', 'Head of People', 'Hamilton & Co', 3, true, false, false, 0, '2026-11-28 15:41:37.383707+00', '2026-11-28 15:41:37.383707+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (13, 'John', 'Backus', 'john.backus@fixture.example.org', '0123456711', NULL, 'user', 'Sales Director', 'Backus & Co', 4, false, false, false, 0, '2026-11-28 15:41:37.430261+00', '2026-11-28 15:41:37.430261+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (2, 'Grace', 'Hopper', 'grace.hopper@fixture.example.org', '0123456700', '$argon2id$v=19$m=19456,t=2,p=1$WbOAz3sfuMPFTmTGi1S6yA$nTBew4AQqSPvEAWbJ7/rZl2bsKCM+Z9BU0D6i1euRts', 'user', 'CIO', 'Hopper & Co', 1, false, true, true, 1, '2026-11-28 15:41:35.120441+00', '2026-11-28 15:41:37.516357+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (3, 'Alan', 'Turing', 'alan.turing@fixture.example.org', '0123456701', '$argon2id$v=19$m=19456,t=2,p=1$J/DQfOdhL4xGNm9xgH4/RA$AqMVHVhuH+dXn5vBuB+Dk0yEmQ389M1i05LYijTvcPs', 'user', 'VP Marketing', 'Turing & Co', 2, false, true, false, 1, '2026-11-28 15:41:35.487223+00', '2026-11-28 15:41:37.545431+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (4, 'Ada', 'Lovelace', 'ada.lovelace@fixture.example.org', '0123456702', '$argon2id$v=19$m=19456,t=2,p=1$MexsyGNJBpexjVZnGVxR3Q$9uONmQTs3quHCSH238U6dbB4pgbMgEkpRhZYONMF6F4', 'user', 'Head of People', 'Lovelace & Co', 3, false, true, false, 1, '2026-11-28 15:41:35.828423+00', '2026-11-28 15:41:37.653833+00', NULL);
INSERT INTO public.users (id, firstname, lastname, email, mobile_number, password_hash, role, job_title, user_company, joined_thru, newsletter_flag, resources_flag, partners_flag, token_version, created_at, updated_at, erased_at) VALUES (9, 'Ken', 'Thompson', 'ken.thompson@fixture.example.org', '0123456707', '$argon2id$v=19$m=19456,t=2,p=1$NLVwvLzxgX3ZELZd57PI2Q$zdk/h5OWsPeuGXbsW3mWKQxTB1nznFB37/3cWVjSfBs', 'employee', 'Sales Director', 'Thompson & Co', 4, false, false, false, 2, '2026-11-28 15:41:37.170764+00', '2026-11-28 15:41:38.146336+00', NULL);


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE SET; Schema: drizzle; Owner: -
--

SELECT pg_catalog.setval('drizzle.__drizzle_migrations_id_seq', 10, true);


--
-- Name: audit_log_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.audit_log_id_seq', 9, true);


--
-- Name: companies_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.companies_id_seq', 4, true);


--
-- Name: consent_events_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.consent_events_id_seq', 43, true);


--
-- Name: consent_texts_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.consent_texts_id_seq', 12, true);


--
-- Name: jobs_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.jobs_id_seq', 13, true);


--
-- Name: member_imports_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.member_imports_id_seq', 1, false);


--
-- Name: membership_requests_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.membership_requests_id_seq', 1, true);


--
-- Name: password_tokens_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.password_tokens_id_seq', 12, true);


--
-- Name: preferences_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.preferences_id_seq', 40, true);


--
-- Name: resource_edits_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.resource_edits_id_seq', 1, true);


--
-- Name: resource_opens_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.resource_opens_id_seq', 18, true);


--
-- Name: resource_opens_pending_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.resource_opens_pending_id_seq', 18, true);


--
-- Name: resources_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.resources_id_seq', 6, true);


--
-- Name: users_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.users_id_seq', 13, true);


--
-- Name: __drizzle_migrations __drizzle_migrations_pkey; Type: CONSTRAINT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations
    ADD CONSTRAINT __drizzle_migrations_pkey PRIMARY KEY (id);


--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);


--
-- Name: companies companies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_pkey PRIMARY KEY (id);


--
-- Name: company_resource_counts company_resource_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company_resource_counts
    ADD CONSTRAINT company_resource_counts_pkey PRIMARY KEY (company_id);


--
-- Name: consent_counts consent_counts_company_id_purpose_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_counts
    ADD CONSTRAINT consent_counts_company_id_purpose_pk PRIMARY KEY (company_id, purpose);


--
-- Name: consent_events consent_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_events
    ADD CONSTRAINT consent_events_pkey PRIMARY KEY (id);


--
-- Name: consent_texts consent_texts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_texts
    ADD CONSTRAINT consent_texts_pkey PRIMARY KEY (id);


--
-- Name: consents consents_user_id_company_id_purpose_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consents
    ADD CONSTRAINT consents_user_id_company_id_purpose_pk PRIMARY KEY (user_id, company_id, purpose);


--
-- Name: jobs jobs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);


--
-- Name: member_import_refusals member_import_refusals_import_id_line_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_import_refusals
    ADD CONSTRAINT member_import_refusals_import_id_line_pk PRIMARY KEY (import_id, line);


--
-- Name: member_import_rows member_import_rows_import_id_line_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_import_rows
    ADD CONSTRAINT member_import_rows_import_id_line_pk PRIMARY KEY (import_id, line);


--
-- Name: member_imports member_imports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_imports
    ADD CONSTRAINT member_imports_pkey PRIMARY KEY (id);


--
-- Name: membership_requests membership_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_requests
    ADD CONSTRAINT membership_requests_pkey PRIMARY KEY (id);


--
-- Name: memberships memberships_user_id_company_id_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_user_id_company_id_pk PRIMARY KEY (user_id, company_id);


--
-- Name: open_windows open_windows_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.open_windows
    ADD CONSTRAINT open_windows_pkey PRIMARY KEY (name);


--
-- Name: password_tokens password_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_tokens
    ADD CONSTRAINT password_tokens_pkey PRIMARY KEY (id);


--
-- Name: preferences preferences_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.preferences
    ADD CONSTRAINT preferences_pkey PRIMARY KEY (id);


--
-- Name: resource_edits resource_edits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_edits
    ADD CONSTRAINT resource_edits_pkey PRIMARY KEY (id);


--
-- Name: resource_open_members resource_open_members_resource_id_user_id_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_open_members
    ADD CONSTRAINT resource_open_members_resource_id_user_id_pk PRIMARY KEY (resource_id, user_id);


--
-- Name: resource_open_totals resource_open_totals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_open_totals
    ADD CONSTRAINT resource_open_totals_pkey PRIMARY KEY (resource_id);


--
-- Name: resource_opens_pending resource_opens_pending_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_opens_pending
    ADD CONSTRAINT resource_opens_pending_pkey PRIMARY KEY (id);


--
-- Name: resource_opens resource_opens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_opens
    ADD CONSTRAINT resource_opens_pkey PRIMARY KEY (id);


--
-- Name: resource_preferences resource_preferences_resource_id_preference_id_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_preferences
    ADD CONSTRAINT resource_preferences_resource_id_preference_id_pk PRIMARY KEY (resource_id, preference_id);


--
-- Name: resources resources_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resources
    ADD CONSTRAINT resources_pkey PRIMARY KEY (id);


--
-- Name: revoked_tokens revoked_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.revoked_tokens
    ADD CONSTRAINT revoked_tokens_pkey PRIMARY KEY (jti);


--
-- Name: signup_days signup_days_company_id_day_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.signup_days
    ADD CONSTRAINT signup_days_company_id_day_pk PRIMARY KEY (company_id, day);


--
-- Name: topic_open_days topic_open_days_preference_id_day_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.topic_open_days
    ADD CONSTRAINT topic_open_days_preference_id_day_pk PRIMARY KEY (preference_id, day);


--
-- Name: topic_open_totals topic_open_totals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.topic_open_totals
    ADD CONSTRAINT topic_open_totals_pkey PRIMARY KEY (preference_id);


--
-- Name: user_preferences user_preferences_user_id_preference_id_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_preferences
    ADD CONSTRAINT user_preferences_user_id_preference_id_pk PRIMARY KEY (user_id, preference_id);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: audit_log_action_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_action_idx ON public.audit_log USING btree (action, at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: audit_log_actor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_actor_idx ON public.audit_log USING btree (actor_id, at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: audit_log_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_at_idx ON public.audit_log USING btree (at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: companies_name_lower_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX companies_name_lower_key ON public.companies USING btree (lower(name));


--
-- Name: consent_events_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX consent_events_user_idx ON public.consent_events USING btree (user_id, occurred_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: consent_texts_version_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX consent_texts_version_key ON public.consent_texts USING btree (company_id, purpose, version);


--
-- Name: consents_company_purpose_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX consents_company_purpose_idx ON public.consents USING btree (company_id, purpose, granted);


--
-- Name: jobs_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_due_idx ON public.jobs USING btree (run_at, id) WHERE (status = 'pending'::text);


--
-- Name: jobs_kind_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_kind_status_idx ON public.jobs USING btree (kind, status, finished_at);


--
-- Name: member_imports_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX member_imports_created_idx ON public.member_imports USING btree (created_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: membership_requests_hash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX membership_requests_hash_key ON public.membership_requests USING btree (token_hash);


--
-- Name: membership_requests_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX membership_requests_user_idx ON public.membership_requests USING btree (user_id);


--
-- Name: memberships_company_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memberships_company_idx ON public.memberships USING btree (company_id, user_id);


--
-- Name: password_tokens_hash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX password_tokens_hash_key ON public.password_tokens USING btree (token_hash);


--
-- Name: password_tokens_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX password_tokens_user_idx ON public.password_tokens USING btree (user_id);


--
-- Name: preferences_company_name_lower_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX preferences_company_name_lower_key ON public.preferences USING btree (company_id, lower(name));


--
-- Name: resource_edits_resource_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resource_edits_resource_idx ON public.resource_edits USING btree (resource_id, at);


--
-- Name: resource_open_members_last_day_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resource_open_members_last_day_idx ON public.resource_open_members USING btree (last_day);


--
-- Name: resource_open_totals_company_12m_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resource_open_totals_company_12m_idx ON public.resource_open_totals USING btree (company_id, opens_12m DESC NULLS LAST, resource_id) WHERE (opens_12m > 0);


--
-- Name: resource_open_totals_company_12w_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resource_open_totals_company_12w_idx ON public.resource_open_totals USING btree (company_id, opens_12w DESC NULLS LAST, resource_id) WHERE (opens_12w > 0);


--
-- Name: resource_open_totals_company_30d_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resource_open_totals_company_30d_idx ON public.resource_open_totals USING btree (company_id, opens_30d DESC NULLS LAST, resource_id) WHERE (opens_30d > 0);


--
-- Name: resource_opens_opened_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resource_opens_opened_at_idx ON public.resource_opens USING btree (opened_at);


--
-- Name: resource_opens_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resource_opens_user_idx ON public.resource_opens USING btree (user_id);


--
-- Name: resource_preferences_feed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resource_preferences_feed_idx ON public.resource_preferences USING btree (preference_id, created_at DESC NULLS LAST, resource_id DESC NULLS LAST);


--
-- Name: resources_company_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resources_company_created_idx ON public.resources USING btree (company_id, created_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: resources_company_updated_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resources_company_updated_idx ON public.resources USING btree (company_id, updated_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: resources_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resources_created_idx ON public.resources USING btree (created_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: resources_title_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resources_title_trgm_idx ON public.resources USING gin (title public.gin_trgm_ops);


--
-- Name: resources_updated_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resources_updated_idx ON public.resources USING btree (updated_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: revoked_tokens_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX revoked_tokens_user_idx ON public.revoked_tokens USING btree (user_id);


--
-- Name: user_preferences_preference_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_preferences_preference_idx ON public.user_preferences USING btree (preference_id);


--
-- Name: users_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_created_at_idx ON public.users USING btree (created_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: users_email_lower_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_email_lower_key ON public.users USING btree (lower(email));


--
-- Name: users_joined_thru_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_joined_thru_idx ON public.users USING btree (joined_thru, id);


--
-- Name: audit_log audit_log_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION public.refuse_change();


--
-- Name: companies companies_default_consent_texts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_default_consent_texts AFTER INSERT ON public.companies FOR EACH ROW EXECUTE FUNCTION public.default_consent_texts();


--
-- Name: companies companies_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.companies FOR EACH STATEMENT EXECUTE FUNCTION public.notify_change('companies');


--
-- Name: consent_events consent_events_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER consent_events_append_only BEFORE DELETE OR UPDATE ON public.consent_events FOR EACH ROW EXECUTE FUNCTION public.consent_events_redact_only();


--
-- Name: consents consents_count_deletes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER consents_count_deletes AFTER DELETE ON public.consents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.consents_count_changes();


--
-- Name: consents consents_count_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER consents_count_inserts AFTER INSERT ON public.consents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.consents_count_changes();


--
-- Name: consents consents_count_truncates; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER consents_count_truncates AFTER TRUNCATE ON public.consents FOR EACH STATEMENT EXECUTE FUNCTION public.consents_count_changes();


--
-- Name: consents consents_count_updates; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER consents_count_updates AFTER UPDATE ON public.consents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.consents_count_changes();


--
-- Name: memberships memberships_notify_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER memberships_notify_delete AFTER DELETE ON public.memberships REFERENCING OLD TABLE AS changed_memberships FOR EACH STATEMENT EXECUTE FUNCTION public.memberships_notify();


--
-- Name: memberships memberships_notify_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER memberships_notify_insert AFTER INSERT ON public.memberships REFERENCING NEW TABLE AS changed_memberships FOR EACH STATEMENT EXECUTE FUNCTION public.memberships_notify();


--
-- Name: memberships memberships_notify_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER memberships_notify_truncate AFTER TRUNCATE ON public.memberships FOR EACH STATEMENT EXECUTE FUNCTION public.notify_change('all');


--
-- Name: memberships memberships_notify_update_new; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER memberships_notify_update_new AFTER UPDATE ON public.memberships REFERENCING NEW TABLE AS changed_memberships FOR EACH STATEMENT EXECUTE FUNCTION public.memberships_notify();


--
-- Name: memberships memberships_notify_update_old; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER memberships_notify_update_old AFTER UPDATE ON public.memberships REFERENCING OLD TABLE AS changed_memberships FOR EACH STATEMENT EXECUTE FUNCTION public.memberships_notify();


--
-- Name: preferences preferences_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER preferences_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.preferences FOR EACH STATEMENT EXECUTE FUNCTION public.notify_change('resources');


--
-- Name: resource_edits resource_edits_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resource_edits_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.resource_edits FOR EACH STATEMENT EXECUTE FUNCTION public.notify_change('resources');


--
-- Name: resource_preferences resource_preferences_copy_created_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resource_preferences_copy_created_at BEFORE INSERT OR UPDATE OF resource_id, created_at ON public.resource_preferences FOR EACH ROW EXECUTE FUNCTION public.resource_preferences_copy_created_at();


--
-- Name: resource_preferences resource_preferences_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resource_preferences_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.resource_preferences FOR EACH STATEMENT EXECUTE FUNCTION public.notify_change('resources');


--
-- Name: resources resources_count_deletes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resources_count_deletes AFTER DELETE ON public.resources REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.resources_count_changes();


--
-- Name: resources resources_count_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resources_count_inserts AFTER INSERT ON public.resources REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.resources_count_changes();


--
-- Name: resources resources_count_truncates; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resources_count_truncates AFTER TRUNCATE ON public.resources FOR EACH STATEMENT EXECUTE FUNCTION public.resources_count_changes();


--
-- Name: resources resources_count_updates; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resources_count_updates AFTER UPDATE ON public.resources REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.resources_count_changes();


--
-- Name: resources resources_follow_created_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resources_follow_created_at AFTER UPDATE OF created_at ON public.resources FOR EACH ROW WHEN ((old.created_at IS DISTINCT FROM new.created_at)) EXECUTE FUNCTION public.resources_follow_created_at();


--
-- Name: resources resources_move_open_totals; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resources_move_open_totals AFTER UPDATE OF company_id ON public.resources FOR EACH ROW WHEN ((old.company_id IS DISTINCT FROM new.company_id)) EXECUTE FUNCTION public.resources_move_open_totals();


--
-- Name: resources resources_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER resources_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.resources FOR EACH STATEMENT EXECUTE FUNCTION public.notify_change('resources');


--
-- Name: revoked_tokens revoked_tokens_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER revoked_tokens_notify AFTER INSERT ON public.revoked_tokens FOR EACH ROW EXECUTE FUNCTION public.revoked_tokens_notify();


--
-- Name: users users_count_signups; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER users_count_signups AFTER INSERT ON public.users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.users_count_signups();


--
-- Name: users users_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER users_notify AFTER DELETE OR UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION public.users_notify();


--
-- Name: users users_notify_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON public.users FOR EACH STATEMENT EXECUTE FUNCTION public.notify_change('all');


--
-- Name: company_resource_counts company_resource_counts_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company_resource_counts
    ADD CONSTRAINT company_resource_counts_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: consent_counts consent_counts_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_counts
    ADD CONSTRAINT consent_counts_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: consent_events consent_events_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_events
    ADD CONSTRAINT consent_events_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: consent_events consent_events_text_id_consent_texts_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_events
    ADD CONSTRAINT consent_events_text_id_consent_texts_id_fk FOREIGN KEY (text_id) REFERENCES public.consent_texts(id);


--
-- Name: consent_texts consent_texts_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_texts
    ADD CONSTRAINT consent_texts_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: consent_texts consent_texts_created_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_texts
    ADD CONSTRAINT consent_texts_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: consents consents_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consents
    ADD CONSTRAINT consents_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: consents consents_event_id_consent_events_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consents
    ADD CONSTRAINT consents_event_id_consent_events_id_fk FOREIGN KEY (event_id) REFERENCES public.consent_events(id);


--
-- Name: consents consents_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consents
    ADD CONSTRAINT consents_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: member_import_refusals member_import_refusals_import_id_member_imports_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_import_refusals
    ADD CONSTRAINT member_import_refusals_import_id_member_imports_id_fk FOREIGN KEY (import_id) REFERENCES public.member_imports(id) ON DELETE CASCADE;


--
-- Name: member_import_rows member_import_rows_import_id_member_imports_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_import_rows
    ADD CONSTRAINT member_import_rows_import_id_member_imports_id_fk FOREIGN KEY (import_id) REFERENCES public.member_imports(id) ON DELETE CASCADE;


--
-- Name: member_imports member_imports_created_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_imports
    ADD CONSTRAINT member_imports_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: membership_requests membership_requests_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_requests
    ADD CONSTRAINT membership_requests_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: membership_requests membership_requests_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_requests
    ADD CONSTRAINT membership_requests_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: memberships memberships_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: memberships memberships_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: password_tokens password_tokens_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_tokens
    ADD CONSTRAINT password_tokens_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: preferences preferences_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.preferences
    ADD CONSTRAINT preferences_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: resource_edits resource_edits_resource_id_resources_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_edits
    ADD CONSTRAINT resource_edits_resource_id_resources_id_fk FOREIGN KEY (resource_id) REFERENCES public.resources(id) ON DELETE CASCADE;


--
-- Name: resource_edits resource_edits_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_edits
    ADD CONSTRAINT resource_edits_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: resource_open_totals resource_open_totals_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_open_totals
    ADD CONSTRAINT resource_open_totals_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: resource_open_totals resource_open_totals_resource_id_resources_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_open_totals
    ADD CONSTRAINT resource_open_totals_resource_id_resources_id_fk FOREIGN KEY (resource_id) REFERENCES public.resources(id) ON DELETE CASCADE;


--
-- Name: resource_preferences resource_preferences_preference_id_preferences_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_preferences
    ADD CONSTRAINT resource_preferences_preference_id_preferences_id_fk FOREIGN KEY (preference_id) REFERENCES public.preferences(id) ON DELETE CASCADE;


--
-- Name: resource_preferences resource_preferences_resource_id_resources_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resource_preferences
    ADD CONSTRAINT resource_preferences_resource_id_resources_id_fk FOREIGN KEY (resource_id) REFERENCES public.resources(id) ON DELETE CASCADE;


--
-- Name: resources resources_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resources
    ADD CONSTRAINT resources_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE RESTRICT;


--
-- Name: resources resources_created_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resources
    ADD CONSTRAINT resources_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: revoked_tokens revoked_tokens_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.revoked_tokens
    ADD CONSTRAINT revoked_tokens_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: signup_days signup_days_company_id_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.signup_days
    ADD CONSTRAINT signup_days_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;


--
-- Name: topic_open_days topic_open_days_preference_id_preferences_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.topic_open_days
    ADD CONSTRAINT topic_open_days_preference_id_preferences_id_fk FOREIGN KEY (preference_id) REFERENCES public.preferences(id) ON DELETE CASCADE;


--
-- Name: topic_open_totals topic_open_totals_preference_id_preferences_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.topic_open_totals
    ADD CONSTRAINT topic_open_totals_preference_id_preferences_id_fk FOREIGN KEY (preference_id) REFERENCES public.preferences(id) ON DELETE CASCADE;


--
-- Name: user_preferences user_preferences_preference_id_preferences_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_preferences
    ADD CONSTRAINT user_preferences_preference_id_preferences_id_fk FOREIGN KEY (preference_id) REFERENCES public.preferences(id) ON DELETE CASCADE;


--
-- Name: user_preferences user_preferences_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_preferences
    ADD CONSTRAINT user_preferences_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: users users_joined_thru_companies_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_joined_thru_companies_id_fk FOREIGN KEY (joined_thru) REFERENCES public.companies(id) ON DELETE SET NULL;


--
-- PostgreSQL database dump complete
--


