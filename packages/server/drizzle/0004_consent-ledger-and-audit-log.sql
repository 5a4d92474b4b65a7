-- Rewrites: consent_events and consents: one event and one state per member and purpose, from users' flags (timed on the 1M data set: docs/benchmarks.md#migrations)
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"text_id" integer NOT NULL,
	"source" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"actor_id" integer,
	CONSTRAINT "consent_events_purpose_check" CHECK ("consent_events"."purpose" in ('newsletter', 'resources', 'partners')),
	CONSTRAINT "consent_events_source_check" CHECK ("consent_events"."source" in ('registration', 'profile', 'unsubscribe', 'staff', 'import'))
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "consent_texts_purpose_check" CHECK ("consent_texts"."purpose" in ('newsletter', 'resources', 'partners'))
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"event_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consents_user_id_company_id_purpose_pk" PRIMARY KEY("user_id","company_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_text_id_consent_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."consent_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_texts" ADD CONSTRAINT "consent_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_texts" ADD CONSTRAINT "consent_texts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_event_id_consent_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."consent_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "consent_texts_version_key" ON "consent_texts" USING btree ("company_id","purpose","version");--> statement-breakpoint
CREATE INDEX "consents_company_purpose_idx" ON "consents" USING btree ("company_id","purpose","granted");--> statement-breakpoint
CREATE INDEX "users_joined_thru_idx" ON "users" USING btree ("joined_thru","id");--> statement-breakpoint
-- The ledger is evidence: nobody rewrites or removes history, whatever the code does.
CREATE FUNCTION "refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "consent_events_append_only" BEFORE UPDATE OR DELETE ON "consent_events"
FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
-- Every brand has a wording of each consent from its first moment, however it was created:
-- version 1 is the sentence the registration pages showed before wording became editable
-- (the same as defaultConsentWording in packages/shared/src/consent.ts).
CREATE FUNCTION "default_consent_texts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "consent_texts" ("company_id", "purpose", "version", "text") VALUES
    (NEW."id", 'newsletter', 1, format('Yes, I would like to receive the weekly %s newsletter.', NEW."name")),
    (NEW."id", 'resources', 1, format('Yes, I would like to receive resources, reports and event invitations from %s.', NEW."name")),
    (NEW."id", 'partners', 1, format('Yes, I would like to receive communications from %s and its affiliated partners.', NEW."name"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_default_consent_texts" AFTER INSERT ON "companies"
FOR EACH ROW EXECUTE FUNCTION "default_consent_texts"();--> statement-breakpoint
INSERT INTO "consent_texts" ("company_id", "purpose", "version", "text")
SELECT c."id", p."purpose", 1, CASE p."purpose"
    WHEN 'newsletter' THEN format('Yes, I would like to receive the weekly %s newsletter.', c."name")
    WHEN 'resources' THEN format('Yes, I would like to receive resources, reports and event invitations from %s.', c."name")
    ELSE format('Yes, I would like to receive communications from %s and its affiliated partners.', c."name")
  END
FROM "companies" c
CROSS JOIN (VALUES ('newsletter'), ('resources'), ('partners')) AS p("purpose");--> statement-breakpoint
-- Members who registered before the ledger: their stored flags become one 'import' event per
-- purpose, dated at their registration, with version 1 of their brand's wording.
INSERT INTO "consent_events" ("user_id", "company_id", "purpose", "granted", "text_id", "source", "occurred_at")
SELECT u."id", u."joined_thru", t."purpose",
  CASE t."purpose" WHEN 'newsletter' THEN u."newsletter_flag" WHEN 'resources' THEN u."resources_flag" ELSE u."partners_flag" END,
  t."id", 'import', u."created_at"
FROM "users" u
JOIN "consent_texts" t ON t."company_id" = u."joined_thru" AND t."version" = 1
ORDER BY u."id", t."purpose";--> statement-breakpoint
INSERT INTO "consents" ("user_id", "company_id", "purpose", "granted", "event_id", "updated_at")
SELECT e."user_id", e."company_id", e."purpose", e."granted", e."id", e."occurred_at"
FROM "consent_events" e;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
