-- Failures older than 15 minutes count for nothing, and those without an address cannot be counted per address.
DELETE FROM "admin_login_failures";--> statement-breakpoint
ALTER TABLE "admin_login_failures" ADD COLUMN "address_key" text NOT NULL;
