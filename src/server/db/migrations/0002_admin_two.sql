CREATE TABLE "newsletter_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sources" text[] NOT NULL,
	"recipient_count" integer NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_campaigns_recipient_count_check" CHECK ("newsletter_campaigns"."recipient_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "privacy_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"email_hash" text NOT NULL,
	"staff_username" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_log_action_check" CHECK ("privacy_log"."action" in ('export', 'erase'))
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_created_at_idx" ON "newsletter_campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "privacy_log_email_hash_idx" ON "privacy_log" USING btree ("email_hash");