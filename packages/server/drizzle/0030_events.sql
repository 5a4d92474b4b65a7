-- Rewrites: none (three new tables: events, event_registrations, event_reminder_sends)
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'member' NOT NULL,
	"attendance" text,
	"attended_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('registered', 'waitlisted', 'cancelled')),
	CONSTRAINT "event_registrations_attendance_check" CHECK ("event_registrations"."attendance" is null or "event_registrations"."attendance" in ('attended', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "event_reminder_sends" (
	"registration_id" integer NOT NULL,
	"reminder" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminder_sends_registration_id_reminder_pk" PRIMARY KEY("registration_id","reminder")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"location" text,
	"join_url" text,
	"capacity" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_times_check" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_resource_id_events_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."events"("resource_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_sends" ADD CONSTRAINT "event_reminder_sends_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_user_key" ON "event_registrations" USING btree ("resource_id","user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_queue_idx" ON "event_registrations" USING btree ("resource_id","status","queued_at","id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","resource_id");--> statement-breakpoint
-- Resources are answered with their event's time and place, and kept by each process until a
-- change is announced (migration 0002): a change of an event announces its resources' change.
-- Rare (staff edit events), so every brand's resources are announced, as for sponsors (0015).
CREATE FUNCTION "events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sp_changes', 'resources');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "events"
FOR EACH STATEMENT EXECUTE FUNCTION "events_notify"();
