-- Rewrites: none
-- A signed-in user's cached answer (src/cache/read-caches.ts) carries their brands, read from
-- memberships: a change there makes that user's entry stale, like a change of their row
-- (migration 0002). Per statement, with the changed rows as transition tables, so a member
-- import that adds thousands of memberships in one statement sends one 'all' (forget every
-- cached sign-in and page, as a bulk load does) instead of a notification per row.
CREATE FUNCTION "memberships_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT "user_id") FROM "changed_memberships") > 1000 THEN
    PERFORM pg_notify('sp_changes', 'all');
  ELSE
    PERFORM pg_notify('sp_changes', 'user:' || c."user_id")
       FROM (SELECT DISTINCT "user_id" FROM "changed_memberships") AS c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "memberships_notify_insert" AFTER INSERT ON "memberships"
REFERENCING NEW TABLE AS "changed_memberships"
FOR EACH STATEMENT EXECUTE FUNCTION "memberships_notify"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_update_old" AFTER UPDATE ON "memberships"
REFERENCING OLD TABLE AS "changed_memberships"
FOR EACH STATEMENT EXECUTE FUNCTION "memberships_notify"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_update_new" AFTER UPDATE ON "memberships"
REFERENCING NEW TABLE AS "changed_memberships"
FOR EACH STATEMENT EXECUTE FUNCTION "memberships_notify"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_delete" AFTER DELETE ON "memberships"
REFERENCING OLD TABLE AS "changed_memberships"
FOR EACH STATEMENT EXECUTE FUNCTION "memberships_notify"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_truncate" AFTER TRUNCATE ON "memberships"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('all');
