ALTER TABLE "event_series" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "event_series" ADD COLUMN "subtitle_es" text;--> statement-breakpoint
ALTER TABLE "event_series" ADD COLUMN "description_es" text;