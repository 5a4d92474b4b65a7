-- Rewrites: none
CREATE TABLE "demo_records" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_records_kind_id_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "demo_records_kind_check" CHECK ("demo_records"."kind" in ('resource', 'user', 'newsletter'))
);
