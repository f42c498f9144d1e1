CREATE TABLE "form_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_rejections_reason_check" CHECK ("form_rejections"."reason" in ('honeypot', 'too_fast', 'no_start_time', 'rate_limit'))
);
--> statement-breakpoint
CREATE INDEX "form_rejections_created_at_idx" ON "form_rejections" USING btree ("created_at");