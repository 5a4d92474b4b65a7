-- Rewrites: none (nullable columns and a constant default; the new CHECKs read users once, every value null)
ALTER TABLE "companies" ADD COLUMN "registration_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_function" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_function_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seniority" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seniority_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_check" CHECK ("users"."country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_size_check" CHECK ("users"."company_size" in ('1-49', '50-249', '250-999', '1000-4999', '5000+'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_industry_check" CHECK ("users"."industry" in ('agriculture', 'automotive', 'banking_financial_services', 'construction_real_estate', 'consulting_professional_services', 'education', 'energy_utilities', 'government_public_sector', 'healthcare', 'hospitality_travel', 'insurance', 'legal', 'manufacturing', 'media_entertainment', 'non_profit', 'pharma_life_sciences', 'retail_consumer_goods', 'software_internet', 'telecommunications', 'transport_logistics', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_job_function_check" CHECK ("users"."job_function" in ('it', 'engineering', 'data', 'security', 'marketing', 'sales', 'customer_success', 'hr', 'finance', 'operations', 'legal', 'procurement', 'general_management', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_seniority_check" CHECK ("users"."seniority" in ('c_level', 'vp', 'director', 'manager', 'individual'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_job_function_source_check" CHECK ("users"."job_function_source" in ('derived', 'member', 'import', 'staff'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_seniority_source_check" CHECK ("users"."seniority_source" in ('derived', 'member', 'import', 'staff'));