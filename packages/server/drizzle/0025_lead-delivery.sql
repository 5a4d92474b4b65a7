-- Rewrites: none (two new tables)
CREATE TABLE "lead_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_deliveries_status_check" CHECK ("lead_deliveries"."status" in ('pending', 'delivered', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "lead_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"field_map" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"webhook_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_destinations_kind_check" CHECK ("lead_destinations"."kind" in ('hubspot', 'salesforce', 'marketo', 'sftp', 'https'))
);
--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_destination_id_lead_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."lead_destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_destinations" ADD CONSTRAINT "lead_destinations_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_destinations" ADD CONSTRAINT "lead_destinations_webhook_id_webhook_endpoints_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_destination_key" ON "lead_deliveries" USING btree ("lead_id","destination_id");--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("destination_id","next_attempt_at","id") WHERE "lead_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lead_deliveries_destination_idx" ON "lead_deliveries" USING btree ("destination_id","status");--> statement-breakpoint
CREATE INDEX "lead_destinations_sponsor_idx" ON "lead_destinations" USING btree ("sponsor_id");