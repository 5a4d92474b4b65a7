-- Rewrites: newsletter_deliveries: an index on message_id (its new columns are nullable) (timed on the 1M data set: docs/benchmarks.md#migrations)
CREATE TABLE "mail_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"message_id" text,
	"newsletter_id" integer,
	"user_id" integer,
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_events_provider_check" CHECK ("mail_events"."provider" in ('mailgun', 'sendgrid', 'postmark', 'dsn')),
	CONSTRAINT "mail_events_kind_check" CHECK ("mail_events"."kind" in ('hard_bounce', 'soft_bounce', 'complaint', 'other'))
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "suppressions_email_lower_check" CHECK ("suppressions"."email" = lower("suppressions"."email")),
	CONSTRAINT "suppressions_reason_check" CHECK ("suppressions"."reason" in ('bounce', 'complaint', 'manual', 'unsubscribed_all'))
);
--> statement-breakpoint
ALTER TABLE "consent_events" DROP CONSTRAINT "consent_events_source_check";--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "complained_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_events_provider_event_idx" ON "mail_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "mail_events_email_idx" ON "mail_events" USING btree ("email","kind","received_at");--> statement-breakpoint
CREATE INDEX "mail_events_user_idx" ON "mail_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppressions_email_idx" ON "suppressions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "suppressions_reason_idx" ON "suppressions" USING btree ("reason","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_message_idx" ON "newsletter_deliveries" USING btree ("message_id") WHERE "newsletter_deliveries"."message_id" is not null;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_source_check" CHECK ("consent_events"."source" in ('registration', 'profile', 'unsubscribe', 'staff', 'import', 'complaint'));