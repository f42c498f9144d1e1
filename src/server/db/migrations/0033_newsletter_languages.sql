ALTER TABLE "newsletter_campaigns" ADD COLUMN "subject_es" text;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "body_es" text;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "spanish_recipient_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_spanish_recipient_count_check" CHECK ("newsletter_campaigns"."spanish_recipient_count" between 0 and "newsletter_campaigns"."recipient_count");--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_spanish_version_check" CHECK (("newsletter_campaigns"."subject_es" is null) = ("newsletter_campaigns"."body_es" is null));