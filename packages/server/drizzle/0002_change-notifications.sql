-- Rewrites: none
-- Change notifications for the servers' read caches (src/db/change-feed.ts). Every commit that
-- changes what a cached answer holds sends one NOTIFY on "sp_changes"; PostgreSQL delivers it
-- to every listening process when the transaction commits (never for a rolled-back one), and
-- sends equal payloads of one transaction once.
--   'resources'  a resource, its topics or its edit history, or a topic's name changed:
--                every cached feed and archive page may be stale.
--   'companies'  a company was added, changed or removed: pages and signed-in users (who carry
--                their company's name) may be stale.
--   'user:<id>'  that user changed or was removed (role, token version, names, ...).
--   'all'        users were truncated (tests, the bulk loader): forget everything.
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sp_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "resources_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('resources');--> statement-breakpoint
CREATE TRIGGER "resource_preferences_notify"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resource_preferences"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('resources');--> statement-breakpoint
CREATE TRIGGER "resource_edits_notify"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resource_edits"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('resources');--> statement-breakpoint
CREATE TRIGGER "preferences_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "preferences"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('resources');--> statement-breakpoint
CREATE TRIGGER "companies_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('companies');--> statement-breakpoint
-- Users, row by row: only that user's cached sign-in is stale. A resource shows its creator's
-- and editors' names, so a renamed or removed user makes the pages stale too.
CREATE FUNCTION "users_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sp_changes', 'user:' || OLD."id");
  IF TG_OP = 'DELETE'
     OR OLD."firstname" IS DISTINCT FROM NEW."firstname"
     OR OLD."lastname" IS DISTINCT FROM NEW."lastname" THEN
    PERFORM pg_notify('sp_changes', 'resources');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_notify" AFTER UPDATE OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "users_notify"();--> statement-breakpoint
-- Truncating users (tests, the bulk loader) forgets every cached sign-in and page.
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('all');
