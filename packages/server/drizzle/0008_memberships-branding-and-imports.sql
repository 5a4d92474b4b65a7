-- Rewrites: memberships: one row per member, from users (timed on the 1M data set: docs/benchmarks.md#migrations)
CREATE TABLE "member_import_refusals" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "member_import_refusals_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "member_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "member_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "member_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"dry_run" boolean NOT NULL,
	"send_welcome" boolean DEFAULT false NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"merged_rows" integer DEFAULT 0 NOT NULL,
	"refused_rows" integer DEFAULT 0 NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "member_imports_status_check" CHECK ("member_imports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "membership_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"preference_ids" jsonb NOT NULL,
	"consents" jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "memberships_user_id_company_id_pk" PRIMARY KEY("user_id","company_id"),
	CONSTRAINT "memberships_source_check" CHECK ("memberships"."source" in ('registration', 'import', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "intro_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "footer_blurb" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "social_network" text DEFAULT 'LinkedIn' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "social_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quick_links" jsonb DEFAULT '[{"label":"Home","url":"/"},{"label":"News","url":"/news"},{"label":"Featured Articles","url":"/featured-articles"},{"label":"Quick Bytes","url":"/quick-bytes"},{"label":"Featured Interview","url":"/featured-interview"},{"label":"Contact Us","url":"/contact-us"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "join_label" text DEFAULT 'Join' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "join_busy_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_import_refusals" ADD CONSTRAINT "member_import_refusals_import_id_member_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."member_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_rows" ADD CONSTRAINT "member_import_rows_import_id_member_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."member_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_imports_created_idx" ON "member_imports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "membership_requests_hash_key" ON "membership_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "membership_requests_user_idx" ON "membership_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memberships_company_idx" ON "memberships" USING btree ("company_id","user_id");--> statement-breakpoint
-- Hand-added: every member belongs to the brand they joined through, since they joined.
INSERT INTO "memberships" ("user_id", "company_id", "joined_at", "source")
SELECT "id", "joined_thru", "created_at", 'registration' FROM "users"
WHERE "joined_thru" IS NOT NULL AND "erased_at" IS NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Hand-added: the four sector brands' registration pages were written into the web app until
-- now; their texts become their stored branding (a database seeded from now on gets them from
-- the seed). Matched by code; a brand an admin renamed keeps the generic wording.
UPDATE "companies" AS c SET
  "intro_text" = b.intro, "footer_blurb" = b.blurb, "social_url" = b.social,
  "join_label" = b.join_label, "join_busy_label" = b.busy
FROM (VALUES
  ('cio', 'The CIO community brings together chief information officers and the technology leaders who work with them. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.',
   'CIO brings technology leaders the news, analysis and peer conversations that help them run IT as a driver of the business: from cloud and security to data, AI and the teams that deliver them.',
   'https://www.linkedin.com/company/cio-community', 'Join Now', '...'),
  ('cmo', 'The CMO community brings together chief marketing officers and the marketing leaders who grow brands. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.',
   'CMO is where marketing leaders follow the ideas, research and campaigns reshaping their field, from brand and content to analytics and the technology behind modern marketing.',
   'https://www.linkedin.com/company/cmo-community', 'Join', ''),
  ('chro', 'The CHRO community brings together chief human resources officers and the leaders of people and culture. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.',
   'CHRO keeps people leaders ahead on talent, culture, learning and the future of work, with practical insight from the executives building the workplaces of tomorrow.',
   'https://www.linkedin.com/company/chro-community', 'Join', ''),
  ('cro', 'The CRO community brings together chief revenue officers and the sales and revenue leaders who drive growth. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.',
   'CRO brings revenue leaders the strategies, research and peer stories behind predictable growth, across sales, customer success, revenue operations and partnerships.',
   'https://www.linkedin.com/company/cro-community', 'Join', '')
) AS b(code, intro, blurb, social, join_label, busy)
WHERE lower(c."name") = b.code;
