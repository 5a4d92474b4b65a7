-- Rewrites: none
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retries_since" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_kind_status_idx" ON "jobs" USING btree ("kind","status","finished_at");--> statement-breakpoint
CREATE INDEX "revoked_tokens_user_idx" ON "revoked_tokens" USING btree ("user_id");--> statement-breakpoint
-- A signed-in user is cached with the tokens revoked for them (src/plugins/authenticate.ts):
-- a logout makes that cached entry stale at once, in every process.
CREATE FUNCTION "revoked_tokens_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sp_changes', 'user:' || NEW."user_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_notify" AFTER INSERT ON "revoked_tokens"
FOR EACH ROW EXECUTE FUNCTION "revoked_tokens_notify"();
