-- Rewrites: newsletter_deliveries: its open-deliveries index rebuilt (timed on the 1M data set: docs/benchmarks.md#migrations)
-- The member closes the open mails' key: a sending job's claim starts where its process's last
-- one ended, instead of stepping over the entries every mail sent leaves until a vacuum.
DROP INDEX "newsletter_deliveries_open_idx";--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_open_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","run_at","user_id") WHERE "newsletter_deliveries"."status" in ('queued', 'sending');