-- Rewrites: none (nullable columns)
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"logo_url" text,
	"privacy_url" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_resources" (
	"campaign_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	CONSTRAINT "campaign_resources_campaign_id_resource_id_pk" PRIMARY KEY("campaign_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"name" text NOT NULL,
	"lead_cap" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"company_ids" integer[] DEFAULT '{}' NOT NULL,
	"preference_ids" integer[] DEFAULT '{}' NOT NULL,
	"job_titles" text[] DEFAULT '{}' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_lead_cap_check" CHECK ("campaigns"."lead_cap" > 0),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"consent_event_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_consents" (
	"user_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"granted" boolean NOT NULL,
	"event_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sponsor_consents_user_id_sponsor_id_pk" PRIMARY KEY("user_id","sponsor_id")
);
--> statement-breakpoint
ALTER TABLE "consent_events" DROP CONSTRAINT "consent_events_purpose_check";--> statement-breakpoint
ALTER TABLE "consent_events" DROP CONSTRAINT "consent_events_source_check";--> statement-breakpoint
ALTER TABLE "consent_texts" DROP CONSTRAINT "consent_texts_purpose_check";--> statement-breakpoint
ALTER TABLE "consent_events" ADD COLUMN "sponsor_id" integer;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "sponsor_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "sponsor_id" integer;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_resources" ADD CONSTRAINT "campaign_resources_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_resources" ADD CONSTRAINT "campaign_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consent_event_id_consent_events_id_fk" FOREIGN KEY ("consent_event_id") REFERENCES "public"."consent_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_consents" ADD CONSTRAINT "sponsor_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_consents" ADD CONSTRAINT "sponsor_consents_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_consents" ADD CONSTRAINT "sponsor_consents_event_id_consent_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."consent_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_resources_resource_idx" ON "campaign_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "campaigns_sponsor_idx" ON "campaigns" USING btree ("sponsor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_campaign_user_key" ON "leads" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "leads_campaign_created_idx" ON "leads" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_sponsor_check" CHECK (("consent_events"."purpose" = 'sponsor') = ("consent_events"."sponsor_id" is not null));--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_purpose_check" CHECK ("consent_events"."purpose" in ('newsletter', 'resources', 'partners', 'sponsor'));--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_source_check" CHECK ("consent_events"."source" in ('registration', 'profile', 'unsubscribe', 'staff', 'import', 'complaint', 'sponsor_share'));--> statement-breakpoint
ALTER TABLE "consent_texts" ADD CONSTRAINT "consent_texts_purpose_check" CHECK ("consent_texts"."purpose" in ('newsletter', 'resources', 'partners', 'sponsor'));--> statement-breakpoint
-- Version 1 of each brand's sponsor-dialog wording (the same as defaultSponsorWording in
-- packages/shared/src/schemas/sponsors.ts; a test checks the two agree). {sponsor} is the
-- sponsor's name, written in when the dialog shows it.
CREATE OR REPLACE FUNCTION "default_consent_texts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "consent_texts" ("company_id", "purpose", "version", "text") VALUES
    (NEW."id", 'newsletter', 1, format('Yes, I would like to receive the weekly %s newsletter.', NEW."name")),
    (NEW."id", 'resources', 1, format('Yes, I would like to receive resources, reports and event invitations from %s.', NEW."name")),
    (NEW."id", 'partners', 1, format('Yes, I would like to receive communications from %s and its affiliated partners.', NEW."name")),
    (NEW."id", 'sponsor', 1, format('When you choose “Share and read”, %s sends your name, business email, phone, company, job title and the brand you read it on to {sponsor}, which may contact you about this resource under its privacy policy. You can stop future sharing with {sponsor} in My Profile; what was already sent cannot be recalled.', NEW."name"));
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "consent_texts" ("company_id", "purpose", "version", "text")
SELECT c."id", 'sponsor', 1, format('When you choose “Share and read”, %s sends your name, business email, phone, company, job title and the brand you read it on to {sponsor}, which may contact you about this resource under its privacy policy. You can stop future sharing with {sponsor} in My Profile; what was already sent cannot be recalled.', c."name")
FROM "companies" c;--> statement-breakpoint
-- A sponsor renamed or given another logo: feed and archive pages show it on its resources.
-- Rare, so every page may be stale ('resources', see migration 0011).
CREATE FUNCTION "sponsors_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sp_changes', 'resources');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sponsors_notify_update" AFTER UPDATE ON "sponsors"
FOR EACH STATEMENT EXECUTE FUNCTION "sponsors_notify"();
