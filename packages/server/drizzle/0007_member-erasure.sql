-- Rewrites: none (a nullable column)
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- Hand-added: an erased member's consent events stay (the proof of what was agreed and when)
-- but lose the client address and user agent, which could lead back to the person. That
-- redaction, of an erased member's events only, is the one change the ledger accepts.
CREATE FUNCTION "consent_events_redact_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."ip" IS NULL AND NEW."user_agent" IS NULL
     AND (to_jsonb(NEW) - 'ip' - 'user_agent') = (to_jsonb(OLD) - 'ip' - 'user_agent')
     AND EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = OLD."user_id" AND u."erased_at" IS NOT NULL)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
DROP TRIGGER "consent_events_append_only" ON "consent_events";--> statement-breakpoint
CREATE TRIGGER "consent_events_append_only" BEFORE UPDATE OR DELETE ON "consent_events"
FOR EACH ROW EXECUTE FUNCTION "consent_events_redact_only"();
