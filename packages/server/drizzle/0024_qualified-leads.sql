-- Rewrites: none (columns with constant defaults or none; the new CHECKs and the foreign key read leads once, every status delivered and every new value null)
ALTER TABLE "campaigns" ADD COLUMN "countries" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "company_sizes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "industries" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "job_functions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "seniorities" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'delivered' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reject_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "member" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('delivered', 'rejected'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_reject_reason_check" CHECK ("leads"."reject_reason" in ('invalid_contact', 'out_of_filter', 'duplicate', 'competitor', 'other'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_rejection_check" CHECK (("leads"."status" = 'rejected') = ("leads"."reject_reason" is not null and "leads"."rejected_at" is not null));