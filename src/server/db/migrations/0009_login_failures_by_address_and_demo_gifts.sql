-- Failures older than 15 minutes count for nothing, and those without an address cannot be counted per address.
DELETE FROM "admin_login_failures";--> statement-breakpoint
ALTER TABLE "admin_login_failures" ADD COLUMN "address_key" text NOT NULL;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "mismatch_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "mismatch_currency" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "mismatch_found_at" timestamp with time zone;--> statement-breakpoint
-- Gifts finished on the demo checkout before this column existed carry its session id (demo_<id>).
UPDATE "donations" SET "is_demo" = true WHERE "stripe_session_id" LIKE 'demo\_%';
