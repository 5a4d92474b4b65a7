-- Rewrites: none (one new table)
CREATE TABLE "sponsor_report_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sponsor_report_links" ADD CONSTRAINT "sponsor_report_links_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_report_links" ADD CONSTRAINT "sponsor_report_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_report_links_token_hash_key" ON "sponsor_report_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sponsor_report_links_sponsor_idx" ON "sponsor_report_links" USING btree ("sponsor_id");