-- Rewrites: none
CREATE TABLE "newsletter_clicks" (
	"newsletter_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clicks" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "newsletter_clicks_newsletter_id_user_id_resource_id_pk" PRIMARY KEY("newsletter_id","user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"newsletter_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"items" integer[] NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"message_id" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"first_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "newsletter_deliveries_newsletter_id_user_id_pk" PRIMARY KEY("newsletter_id","user_id"),
	CONSTRAINT "newsletter_deliveries_status_check" CHECK ("newsletter_deliveries"."status" in ('queued', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"weekday" smallint DEFAULT 1 NOT NULL,
	"hour" smallint DEFAULT 8 NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"max_items" smallint DEFAULT 10 NOT NULL,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_settings_weekday_check" CHECK ("newsletter_settings"."weekday" between 1 and 7),
	CONSTRAINT "newsletter_settings_hour_check" CHECK ("newsletter_settings"."hour" between 0 and 23),
	CONSTRAINT "newsletter_settings_max_items_check" CHECK ("newsletter_settings"."max_items" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"subject" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone,
	"send_at" timestamp with time zone,
	"frozen_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"week" text,
	"consent_event_mark" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletters_status_check" CHECK ("newsletters"."status" in ('draft', 'scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_clicks" ADD CONSTRAINT "newsletter_clicks_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_settings" ADD CONSTRAINT "newsletter_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_clicks_user_idx" ON "newsletter_clicks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_open_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","run_at") WHERE "newsletter_deliveries"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_status_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","status");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_user_idx" ON "newsletter_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "newsletters_company_created_idx" ON "newsletters" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletters_created_idx" ON "newsletters" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_company_week_key" ON "newsletters" USING btree ("company_id","week") WHERE "newsletters"."week" is not null;