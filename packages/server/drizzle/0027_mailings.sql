-- Rewrites: none (new tables; newsletters.kind has a constant default and newsletter_deliveries.arm is null, neither rewrites a row)
CREATE TABLE "mailing_link_clicks" (
	"newsletter_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"link" smallint NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clicks" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mailing_link_clicks_newsletter_id_user_id_link_pk" PRIMARY KEY("newsletter_id","user_id","link")
);
--> statement-breakpoint
CREATE TABLE "mailing_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"max_per_member_per_7_days" smallint DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_settings_cap_check" CHECK ("mailing_settings"."max_per_member_per_7_days" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "mailings" (
	"newsletter_id" integer PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"segment_id" integer,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"body_markdown" text NOT NULL,
	"resource_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"sponsor_id" integer,
	"ab_test" jsonb,
	"ab_winner" text,
	"ab_decided_at" timestamp with time zone,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"consenting" integer,
	"capped" integer,
	"suppressed" integer,
	CONSTRAINT "mailings_purpose_check" CHECK ("mailings"."purpose" in ('resources', 'partners')),
	CONSTRAINT "mailings_sponsor_check" CHECK (("mailings"."purpose" = 'partners') = ("mailings"."sponsor_id" is not null)),
	CONSTRAINT "mailings_ab_winner_check" CHECK ("mailings"."ab_winner" in ('a', 'b'))
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "arm" smallint;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "kind" text DEFAULT 'edition' NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_link_clicks" ADD CONSTRAINT "mailing_link_clicks_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_settings" ADD CONSTRAINT "mailing_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailing_link_clicks_user_idx" ON "mailing_link_clicks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mailings_segment_idx" ON "mailings" USING btree ("segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_company_name_lower_key" ON "segments" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_kind_check" CHECK ("newsletters"."kind" in ('edition', 'mailing'));