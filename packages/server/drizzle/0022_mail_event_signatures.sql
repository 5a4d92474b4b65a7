-- Rewrites: none
-- Mailgun's webhook signature covers its timestamp and token, not the event: each signature is
-- taken once, in the transaction of its event's effects, and kept until it expires (a day after
-- its timestamp). See src/deliverability/signature-uses.ts.
CREATE TABLE "mail_event_signatures" (
	"provider" text NOT NULL,
	"signature" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_event_signatures_provider_signature_pk" PRIMARY KEY("provider","signature")
);
--> statement-breakpoint
CREATE INDEX "mail_event_signatures_expires_idx" ON "mail_event_signatures" USING btree ("expires_at");